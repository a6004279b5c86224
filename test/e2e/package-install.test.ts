/**
 * The npm package as a web developer meets it (issue 23): the tarball `npm pack` makes, installed
 * into a fresh Vite app and copied into a plain HTML page (test/e2e/package-helpers/host-app.ts),
 * in Chromium. Every way in that docs/embedding.md promises is used here: the app's dev server, its
 * production build under a sub-path (one copy of Lit, the bots' worker, an online game through a
 * local signaling server), the plain page's standalone copy, the types under create-vite's
 * tsconfig, the engine in Node and the CLI. One pack, one install and one browser for it all.
 */
import { execFile } from 'node:child_process';
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { Browser, Page } from 'playwright-core';
import type { ViteDevServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStaticHost, type StaticHost } from './hosting-helpers/static-host.js';
import { buildHostApp, type HostProjects, hostTsc, hostVite, makeHostProjects } from './package-helpers/host-app.js';
import { collectErrors, launchChromium, startSignaling } from './ui-helpers/app.js';
import { appState, playToTheEnd } from './ui-helpers/online-game.js';

const run = promisify(execFile);

type Api = {
  state: { finished: boolean; turn: number; current: number; scores: number[]; players: { name: string }[] };
  host(o: object): Promise<string>;
  join(link: string): Promise<void>;
  sit(o: object): Promise<void>;
  start(): Promise<void>;
  legalMoves(): unknown[];
  play(m: unknown): Promise<void>;
  sessionOptions: Record<string, unknown>;
};

/** A hot-seat table of these seats, 8 tiles, started through the script API; the first seat's name. */
const startHotseat = (page: Page, seats: object[], seed: string) =>
  page.evaluate(
    async ([list, shuffle]) => {
      const game = document.querySelector('carc-game') as unknown as Api;
      await game.host({ hotseat: true, tiles: 8, seed: shuffle });
      for (const seat of list) await game.sit(seat);
      await game.start();
      return game.state.players[0]!.name;
    },
    [seats, seed] as const,
  );

/** A quick hot-seat game of two people played to its end through the script API; the final state. */
async function playHotseat(page: Page) {
  await startHotseat(page, [{ name: 'Ada' }, { name: 'Brahim' }], 'package');
  return page.evaluate(async () => {
    const game = document.querySelector('carc-game') as unknown as Api;
    // the last legal move of each turn places a follower where one fits: the scores move
    while (!game.state.finished) await game.play(game.legalMoves().at(-1));
    return game.state;
  });
}

/** A hot-seat game where a bot moves first, then Ada; the bot's name. */
const startBotFirst = (page: Page) => startHotseat(page, [{ bot: 'random' }, { name: 'Ada' }], 'package-bot');

/** A page at `url`, its errors and the addresses of the workers it starts recorded. */
async function watchedPage(browser: Browser, url: string) {
  const page = await browser.newPage();
  const errors = collectErrors(page);
  const workers: string[] = [];
  page.on('worker', (w) => workers.push(w.url()));
  await page.goto(url);
  return { page, errors, workers };
}

/** What the page shows: each scoreboard's scores, and the log's lines. */
const shown = (page: Page) =>
  page.evaluate(() => {
    const root = document.querySelector('carc-game')!.shadowRoot!;
    const boards = [...root.querySelectorAll('carc-scoreboard')].map((s) => [...(s.shadowRoot?.querySelectorAll('[part~="score"]') ?? [])].map((e) => Number(e.textContent)));
    const log = root.querySelector('carc-log')!.shadowRoot!;
    return { boards, lines: [...log.querySelectorAll('li')].map((li) => li.textContent?.replace(/\s+/g, ' ').trim() ?? ''), empty: (log.textContent ?? '').includes('No moves yet') };
  });

async function expectScoreboardAndLog(page: Page, state: { scores: number[]; turn: number; players: { name: string }[] }): Promise<void> {
  expect(state.scores.reduce((a, b) => a + b, 0)).toBeGreaterThan(0);
  await expect.poll(async () => (await shown(page)).boards.some((b) => b.join() === state.scores.join())).toBe(true);
  const { lines, empty } = await shown(page);
  expect(empty).toBe(false);
  expect(lines.filter((l) => l.includes('placed a tile')).length).toBeGreaterThanOrEqual(state.turn);
  expect(lines.some((l) => l.includes(`${state.players[0]!.name} +`) || l.includes(`${state.players[1]!.name} +`))).toBe(true);
}

describe('the npm package, installed as a web developer would', () => {
  let projects: HostProjects;
  let browser: Browser;
  const started = Date.now();

  beforeAll(async () => {
    projects = await makeHostProjects();
    // host ICE candidates without mDNS names: two contexts meet offline for the online game
    browser = await launchChromium(['--disable-features=WebRtcHideLocalIpsWithMdns']);
  });
  afterAll(async () => {
    await browser?.close();
    if (projects) rmSync(projects.dir, { recursive: true, force: true });
    console.log(`package-install: ${Math.round((Date.now() - started) / 1000)} s`);
  });

  it('ships the built modules, types, manifest and CLI, and no tests or sources', async () => {
    const { stdout } = await run('tar', ['tzf', projects.tarball], { maxBuffer: 1 << 24 });
    const files = stdout.trim().split('\n');
    for (const f of ['package/dist-lib/index.js', 'package/dist-lib/carc-game.js', 'package/dist-lib/carc-board.js', 'package/dist-lib/engine.js', 'package/dist-lib/standalone/carc-game.js'])
      expect(files).toContain(f);
    for (const f of ['components/index.d.ts', 'components/carc-game/carc-game.d.ts', 'components/carc-board/carc-board.d.ts', 'src/engine/index.d.ts'])
      expect(files).toContain(`package/dist-lib/types/${f}`);
    for (const f of ['package/dist-lib/custom-elements.json', 'package/dist-cli/carcassonne.js', 'package/LICENSE', 'package/README.md']) expect(files).toContain(f);
    expect(files.filter((f) => /(^package\/(test|bench|\.ci|src|components)\/)|\.test\.|\.ts$/.test(f) && !f.endsWith('.d.ts'))).toEqual([]);
    const manifest = JSON.parse(readFileSync(join(projects.app, 'node_modules/carcassonne-p2p/dist-lib/custom-elements.json'), 'utf8'));
    const game = manifest.modules
      .flatMap((m: { declarations?: { tagName?: string; events?: { name: string }[] }[] }) => m.declarations ?? [])
      .find((d: { tagName?: string }) => d.tagName === 'carc-game');
    expect(game.events.map((e: { name: string }) => e.name)).toContain('carc-move');
    // every module of the manifest names a file of the package that defines its element
    const paths = new Set<string>(manifest.modules.map((m: { path: string }) => m.path));
    for (const p of paths) expect(files).toContain(`package/${p}`);
  });

  it('type-checks a page using the elements and their events under create-vite’s tsconfig, and catches a mistake', async () => {
    const clean = await hostTsc(projects.app, 'tsconfig.json');
    expect(clean.output).toBe('');
    expect(clean.code).toBe(0);
    const wrong = await hostTsc(projects.app, 'tsconfig.mistake.json');
    expect(wrong.code).not.toBe(0);
    expect(wrong.output).toMatch(/mistake\.ts.*error TS2339: Property 'score' does not exist/);
    expect(wrong.output).toMatch(/mistake\.ts.*error TS2345/);
  });

  it('runs the engine alone in Node, and the carcassonne command', async () => {
    const script = `import { createGame, exportRecord } from 'carcassonne-p2p/engine';
      const created = createGame({ players: ['Alice', 'Bob'], seed: 'friday-night' });
      const game = created.game;
      while (!game.finished) game.play(game.legalMoves()[0]);
      console.log(exportRecord(game).moves.length);`;
    const { stdout } = await run(process.execPath, ['--input-type=module', '-e', script], { cwd: projects.app });
    expect(stdout.trim()).toBe('71');
    const cli = await run(join(projects.app, 'node_modules/.bin/carcassonne'), ['--version'], { cwd: projects.app });
    expect(cli.stdout.trim()).toMatch(/^(carcassonne )?\d+\.\d+\.\d+/);
  });

  it('renders in the Vite dev server: a hot-seat game played by script updates the scoreboard, the log and the host’s own Lit element, and a bot moves from its worker', async () => {
    const vite = await hostVite(projects.app);
    const server: ViteDevServer = await vite.createServer({ root: projects.app, configFile: false, logLevel: 'error', server: { host: '127.0.0.1', port: 0, hmr: false } });
    await server.listen();
    const { page, errors, workers } = await watchedPage(browser, server.resolvedUrls!.local[0]!);
    try {
      await expect.poll(() => page.getByRole('button', { name: /Play online/ }).count(), { timeout: 30_000 }).toBeGreaterThan(0);
      const state = await playHotseat(page);
      expect(state.finished).toBe(true);
      await expectScoreboardAndLog(page, state);
      // the host's Lit element heard every typed carc-move and carc-state
      await expect.poll(() => page.locator('host-note output').allTextContents()).toEqual([String(state.turn), state.scores.join(' ')]);
      // the dev server serves the package's bot worker too
      await page.reload();
      await startBotFirst(page);
      await expect.poll(async () => (await appState(page)).turn, { timeout: 30_000 }).toBeGreaterThan(0);
      expect(workers.some((u) => u.includes('/carcassonne-p2p/dist-lib/assets/bot-worker'))).toBe(true);
      expect(errors).toEqual([]);
    } finally {
      await page.close();
      await server.close();
    }
  });

  describe('built for production and served under a sub-path, and the plain page beside it', () => {
    let site: StaticHost;
    let signaling: { url: string; stop: () => void };
    const dist = () => join(projects.dir, 'site', 'sub');

    beforeAll(async () => {
      await buildHostApp(projects.app, '/sub/', dist());
      site = await startStaticHost(join(projects.dir, 'site'), '/');
      signaling = await startSignaling();
    });
    afterAll(async () => {
      signaling?.stop();
      await site?.close();
    });

    it('holds one copy of Lit and of Yjs in the host’s bundle', () => {
      const assets = join(dist(), 'assets');
      const code = readdirSync(assets)
        .filter((f) => f.endsWith('.js'))
        .map((f) => readFileSync(join(assets, f), 'utf8'))
        .join('\n');
      const count = (marker: string) => code.split(marker).length - 1;
      // each Lit package records its version once per copy; Yjs marks its import once per copy
      expect([count('litHtmlVersions'), count('reactiveElementVersions'), count('litElementVersions')]).toEqual([1, 1, 1]);
      expect(count('__ $YJS$ __')).toBe(1);
    });

    it('plays a hot-seat game in production, and a bot moves from its worker under /sub/', async () => {
      const { page, errors, workers } = await watchedPage(browser, `${site.url}sub/`);
      try {
        const state = await playHotseat(page);
        await expectScoreboardAndLog(page, state);
        await expect.poll(() => page.locator('host-note output').first().textContent()).toBe(String(state.turn));

        await page.reload();
        const bot = await startBotFirst(page);
        await expect.poll(async () => (await appState(page)).turn, { timeout: 30_000 }).toBeGreaterThan(0);
        await expect.poll(async () => (await shown(page)).lines.some((l) => l.includes(`${bot} placed a tile`))).toBe(true);
        expect(workers.some((u) => u.startsWith(`${site.url}sub/assets/bot-worker`))).toBe(true);
        const fetched = site.log.filter((r) => r.path.includes('bot-worker'));
        expect(fetched.length).toBeGreaterThan(0);
        expect(site.log.filter((r) => r.status !== 200 && r.path !== '/favicon.ico')).toEqual([]);
        expect(errors).toEqual([]);
      } finally {
        await page.close();
      }
    });

    it('plays an online game between two pages through a local signaling server', async () => {
      const [ca, cb] = [await browser.newContext(), await browser.newContext()];
      const [a, b] = [await ca.newPage(), await cb.newPage()];
      try {
        const at = `${site.url}sub/?signaling=${encodeURIComponent(signaling.url)}`;
        await Promise.all([a.goto(at), b.goto(at)]);
        const link = await a.evaluate(async () => {
          const game = document.querySelector('carc-game') as unknown as Api;
          game.sessionOptions = { iceServers: [] };
          const shared = await game.host({ tiles: 6 });
          await game.sit({ name: 'Ann' });
          return shared;
        });
        await b.evaluate(async (l) => {
          const game = document.querySelector('carc-game') as unknown as Api;
          game.sessionOptions = { iceServers: [] };
          await game.join(l);
        }, link);
        await expect.poll(async () => (await appState(b)).players.map((p) => p.name), { timeout: 60_000 }).toEqual(['Ann']);
        await b.evaluate(() => (document.querySelector('carc-game') as unknown as Api).sit({ name: 'Bob' }));
        await expect.poll(async () => (await appState(a)).players.length, { timeout: 60_000 }).toBe(2);
        await a.evaluate(() => (document.querySelector('carc-game') as unknown as Api).start());
        const record = await playToTheEnd(a, b);
        // all six land tiles were dealt and the game ended alike on both pages; a tile that fits
        // nowhere is discarded, so the moves may be fewer (about 1 game in 35 from a random deal)
        expect(record.deck.length).toBe(6);
        expect(record.moves.length).toBeGreaterThan(0);
        expect(record.moves.length).toBeLessThanOrEqual(6);
      } finally {
        await ca.close();
        await cb.close();
      }
    });

    it('works on a plain HTML page from the standalone copy, its bot in a worker beside it', async () => {
      const { page, errors, workers } = await watchedPage(browser, `${site.url}plain/`);
      try {
        await expect.poll(() => page.getByRole('button', { name: /Play online/ }).count()).toBeGreaterThan(0);
        await startBotFirst(page);
        await expect.poll(async () => (await appState(page)).turn, { timeout: 30_000 }).toBeGreaterThan(0);
        expect(workers.some((u) => u.startsWith(`${site.url}plain/carcassonne/assets/bot-worker`))).toBe(true);
        expect(errors).toEqual([]);
      } finally {
        await page.close();
      }
    });
  });
});
