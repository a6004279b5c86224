/**
 * The tests every other browser passes (issue 27), written once against a DrivenPage: the app loads
 * with no error, a whole hot-seat game played through `<carc-game>`'s script API gives the record
 * Chromium gives, a room's key pair signs and is still there after a reload, and after one visit
 * the built app starts a game with its server stopped. Screenshots go to test-output/screenshots/.
 * Online games against Chromium are in online.test.ts: one page of each engine on the static build
 * with a local Nostr relay and signaling server (Firefox directly and by invite code; Debian's
 * WebKitGTK, which has no WebRTC, through the relay path).
 */
import { webcrypto } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type StaticHost, startStaticHost } from '../e2e/hosting-helpers/static-host.js';
import { type BrowserName, type DrivenPage, launchBrowser } from './drivers/driven-page.js';
import { pageErrors, playScriptedGame, roomKeySignature, untilWorkerSettled, welcomeShown } from './page-scripts.js';

const SCREENSHOTS = resolve('test-output/screenshots');
const GAME = { seed: 'issue-27', players: ['Ada', 'Brahim', 'Chiara'] };
type GameResult = Awaited<ReturnType<typeof playScriptedGame>>;

async function verifies(publicKey: string, signature: number[], message: string): Promise<boolean> {
  const key = await webcrypto.subtle.importKey('raw', Buffer.from(publicKey, 'base64url'), { name: 'Ed25519' }, false, ['verify']);
  return webcrypto.subtle.verify({ name: 'Ed25519' }, key, new Uint8Array(signature), new TextEncoder().encode(message));
}

/** The game in Chromium (playwright-core), for the record every other browser must give. */
async function chromiumGame(url: string): Promise<GameResult> {
  const chromium = await launchBrowser('chromium');
  try {
    await chromium.goto(url);
    await chromium.waitFor(welcomeShown);
    return await chromium.evaluate(playScriptedGame, GAME);
  } finally {
    await chromium.close();
  }
}

export function browserSuite(name: Exclude<BrowserName, 'chromium'>): void {
  let page: DrivenPage;
  let app: StaticHost;
  const shot = (what: string) => page.screenshot(resolve(SCREENSHOTS, `${name}-${what}.png`));
  const open = async (url: string) => {
    await page.goto(url);
    await page.waitFor(welcomeShown);
  };

  beforeAll(async () => {
    mkdirSync(SCREENSHOTS, { recursive: true });
    app = await startStaticHost(inject('buildDir'), '/');
    page = await launchBrowser(name);
  });
  afterAll(async () => {
    await page?.close();
    await app?.close();
  });

  describe(name, () => {
    it('loads the app with no error', async () => {
      await open(app.url);
      await shot('welcome-1440x900');
      expect(await page.evaluate(pageErrors)).toEqual([]);
    });

    it('plays a whole hot-seat game through the script API to the record Chromium gives', async () => {
      // Chromium plays its game meanwhile, in a browser of its own
      const [expected, played] = await Promise.all([chromiumGame(app.url), open(app.url).then(() => page.evaluate(playScriptedGame, GAME))]);
      await shot('end-1440x900');
      expect(JSON.parse(expected.record).moves.length).toBeGreaterThan(60);
      expect(played.offered).toEqual(expected.offered);
      expect(played.record).toBe(expected.record);
      expect(played.scores).toEqual(expected.scores);
      expect(await page.evaluate(pageErrors)).toEqual([]);
    });

    it("keeps a room's signing key in IndexedDB across a reload", async () => {
      // the app's own modules, from the dev server
      const devUrl = inject('devUrl');
      await open(devUrl);
      const first = await page.evaluate(roomKeySignature, { room: null, message: 'before the reload' });
      expect(first.stored).toBe('CryptoKey Ed25519 extractable=false');
      await page.reload();
      await page.waitFor(welcomeShown);
      const again = await page.evaluate(roomKeySignature, { room: first.room, message: 'after the reload' });
      expect(again.publicKey).toBe(first.publicKey);
      expect(await verifies(first.publicKey, first.signature, 'before the reload')).toBe(true);
      expect(await verifies(again.publicKey, again.signature, 'after the reload')).toBe(true);
      expect(await verifies(again.publicKey, again.signature, 'something else')).toBe(false);
    });

    it('starts and plays a game offline after one visit (the server stopped)', async () => {
      const host = await startStaticHost(inject('buildDir'), '/carcassonne/');
      try {
        await open(`${host.url}?deck=E,U,V,J,B,D`);
        await page.evaluate(untilWorkerSettled);
      } finally {
        await host.close();
      }
      expect(
        await fetch(host.url).then(
          () => 'up',
          () => 'down',
        ),
      ).toBe('down');
      await page.reload();
      await page.waitFor(welcomeShown);
      const { record, scores } = await page.evaluate(playScriptedGame, { seed: 'offline', players: ['Ada', 'Brahim'] });
      expect(JSON.parse(record).deck).toEqual(['E', 'U', 'V', 'J', 'B', 'D']);
      expect(scores).toHaveLength(2);
      await shot('offline-end-1440x900');
      // a fresh navigation too, without the query string
      await open(host.url);
    });
  });
}
