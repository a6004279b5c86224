/**
 * How each player is reached, and what to do when not even the relays reach someone, as the app
 * lays it out on a phone (390×844, touch) and a laptop (1440×900): the lobby's seats and the
 * players list during play read "Direct", "Through relays (slower)", "This browser"; the phone's
 * top bar stays uncrowded (the open sheet has the labels); the needs-turn advice shows both ways
 * out. The table is the app's own <carc-game> on a stand-in session (test/components/fake-session.ts),
 * since a real relay path needs the NAT lab. And, for real, the way out the advice names works
 * during play: a guest whose browser lost the table closes the tab and opens the host's new invite
 * link, and plays on in their own seat. Screenshots in test-output/screenshots/ for a person to look at.
 */
import type { BrowserContextOptions, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { appInChromium, collectErrors, screenshot } from './ui-helpers/app.js';
import { appState, hostTable } from './ui-helpers/online-game.js';
import { LAPTOP, PHONE } from './ui-helpers/touch.js';

// plain host candidates, so that the invite by code connects two contexts on this machine
const app = appInChromium(['--disable-features=WebRtcHideLocalIpsWithMdns'], { sources: true });
// nothing listens on port 9: every signaling attempt fails at once
const DOWN = `?signaling=${encodeURIComponent('ws://127.0.0.1:9')}&ice=none`;

type Status = { kind: string; peers: number; queued: number; via?: object; unreachable?: number; channels?: object };
const RELAYED: Status = { kind: 'connected', peers: 3, queued: 0, via: { webrtc: 1, broadcast: 1, relay: 1 }, channels: { reached: 5, total: 6, byKind: {} } };
const NEEDS_TURN: Status = { kind: 'needs-turn', peers: 0, queued: 0, unreachable: 1, channels: { reached: 6, total: 6, byKind: {} } };

/**
 * The app with a table of four on a stand-in session: Ann here (the host unless `guest`), Bob
 * through the relays, Cleo directly, Dex in another tab of this browser.
 */
async function openTable(options: BrowserContextOptions, phase: 'lobby' | 'playing', guest = false): Promise<{ page: Page; errors: string[]; close: () => Promise<void> }> {
  const context = await app.browser.newContext(options);
  const page = await context.newPage();
  const errors = collectErrors(page);
  await page.goto(app.url);
  await page.getByRole('button', { name: /Play online/ }).waitFor();
  await page.evaluate(
    async ({ phase, guest, status }) => {
      // the page's own modules, as Vite serves them (a Function, so that vitest leaves the import to the page)
      const load = new Function('path', 'return import(path)') as (path: string) => Promise<unknown>;
      const { FakeSession } = (await load('/test/components/fake-session.ts')) as typeof import('../components/fake-session.js');
      const { OnlineTable } = (await load('/src/table/online-table.ts')) as typeof import('../../src/table/online-table.js');
      const s = new FakeSession(4);
      const paths = ['direct', 'relay', 'direct', 'same-browser'] as const;
      s.seats.forEach((seat, i) => (seat.path = paths[i]));
      s.status = status as typeof s.status;
      if (guest) Object.assign(s, { isHost: false, mySeat: 1, identity: 'k1' });
      if (phase === 'lobby') Object.assign(s, { phase: 'lobby', game: null });
      const el = document.querySelector('carc-game') as HTMLElement & { attach(t: unknown): void; lobbyView: string };
      el.attach(new OnlineTable(s as never));
      el.lobbyView = 'online';
      (window as unknown as { session: unknown }).session = s;
    },
    { phase, guest, status: RELAYED },
  );
  return { page, errors, close: () => context.close() };
}

/** A new connection status, as the session would report it. */
async function setStatus(page: Page, status: Status, offline: number[] = []): Promise<void> {
  await page.evaluate(
    ({ status, offline }) => {
      const s = (window as unknown as { session: { seats: { online: boolean }[]; setStatus(st: unknown): void } }).session;
      offline.forEach((i) => (s.seats[i].online = false));
      s.setStatus(status);
    },
    { status, offline },
  );
}

/** The path labels shown (visible ones only), in seat order. */
const shownPaths = (page: Page, scope: string) =>
  page.locator(`${scope} [part="path"]`).evaluateAll((els) =>
    els
      .filter((e) => (e as HTMLElement).offsetParent !== null || getComputedStyle(e).display !== 'none')
      .filter((e) => e.getBoundingClientRect().width > 0)
      .map((e) => e.textContent),
  );

/** Elements of `sel` that stick out of `container` sideways (their text cut or spilling). */
const overflowing = (page: Page, container: string, sel: string) =>
  page.locator(container).evaluateAll(
    (boxes, sel) =>
      boxes.flatMap((box) => {
        const b = box.getBoundingClientRect();
        return [...(box.shadowRoot ?? box).querySelectorAll(sel)]
          .filter((e) => {
            const r = e.getBoundingClientRect();
            return r.width > 0 && (r.left < b.left - 1 || r.right > b.right + 1);
          })
          .map((e) => e.textContent);
      }),
    sel,
  );

describe('how each player is reached', () => {
  for (const [device, options] of [
    ['390x844', PHONE],
    ['1440x900', LAPTOP],
  ] as const) {
    it(`the lobby's seats say it under each name (${device})`, async () => {
      const { page, errors, close } = await openTable(options, 'lobby');
      await expect.poll(() => shownPaths(page, '.seats')).toEqual(['Through relays (slower)', 'Direct', 'This browser']);
      expect(await page.locator('.status').textContent()).toContain('Connected to 3 peers · 1 through the relays (slower)');
      await page.locator('#players-title').scrollIntoViewIfNeeded();
      await screenshot(page, `connection-paths-lobby-${device}`);
      expect(errors).toEqual([]);
      await close();
    });

    it(`during play, the players list says it; a phone's top bar stays as it was (${device})`, async () => {
      const { page, errors, close } = await openTable(options, 'playing');
      await expect.poll(() => page.locator('p.connection').textContent()).toBe('3 peers · 1 through the relays (slower)');
      if (device === '390x844') {
        expect(await shownPaths(page, '.topbar carc-scoreboard')).toEqual([]);
        await screenshot(page, `connection-paths-play-${device}`);
        await page.getByRole('button', { name: 'Show players, tiles and log' }).tap();
      }
      await expect.poll(() => shownPaths(page, '.side-scores')).toEqual(['Through relays (slower)', 'Direct', 'This browser']);
      expect(await overflowing(page, '.side-scores li', '[part="path"]')).toEqual([]);
      await screenshot(page, `connection-paths-play-${device === '390x844' ? `${device}-sheet` : device}`);
      expect(errors).toEqual([]);
      await close();
    });
  }
});

describe('when not even the relays reach a player', () => {
  for (const [device, options] of [
    ['390x844', PHONE],
    ['1440x900', LAPTOP],
  ] as const) {
    it(`the host's lobby says so and opens both ways out (${device})`, async () => {
      const { page, errors, close } = await openTable(options, 'lobby');
      await setStatus(page, NEEDS_TURN, [1, 2, 3]);
      await expect.poll(() => page.locator('.status').textContent()).toContain('Found another player, but cannot connect to them, even through the relays');
      expect(await page.locator('[part="remedies"]').textContent()).toContain('invite them by code');
      expect(await page.getByRole('button', { name: 'Make an invite link' }).isVisible()).toBe(true);
      expect(await page.getByLabel(/Your own TURN server/).isVisible()).toBe(true);
      await page.locator('#share-title').scrollIntoViewIfNeeded();
      await screenshot(page, `connection-needs-turn-lobby-${device}`);
      expect(errors).toEqual([]);
      await close();
    });

    for (const who of ['host', 'guest'] as const) {
      it(`during play, the ${who} is told what to do (${device})`, async () => {
        const { page, errors, close } = await openTable(options, 'playing', who === 'guest');
        await setStatus(page, NEEDS_TURN, who === 'guest' ? [0, 2, 3] : [1, 2, 3]);
        await expect.poll(() => page.locator('p.connection').textContent()).toContain('Found another player, but cannot connect to them, even through the relays.');
        const remedies = page.locator('[part="remedies"]');
        expect(await remedies.textContent()).toContain(who === 'host' ? 'invite them by code' : 'ask the host to invite you by code');
        expect(await remedies.isVisible()).toBe(true);
        expect(await page.getByRole('button', { name: 'Make an invite link' }).count()).toBe(who === 'host' ? 1 : 0);
        expect(await page.getByLabel(/Your own TURN server/).count()).toBe(1);
        await screenshot(page, `connection-needs-turn-play-${who}-${device}`);
        expect(errors).toEqual([]);
        await close();
      });
    }
  }
});

/** Whoever is to move at the table plays a legal move; resolves once both pages are past `turn`. */
async function playOneMove(pages: Page[], turn: number): Promise<void> {
  for (const page of pages) {
    const st = await appState(page);
    if (st.turn === turn && st.current === st.mySeat) {
      await page.evaluate(async () => {
        const el = document.querySelector('carc-game') as unknown as { legalMoves(): unknown[]; play(m: unknown): Promise<void> };
        await el.play(el.legalMoves()[0]);
      });
      break;
    }
  }
  for (const page of pages) await expect.poll(async () => (await appState(page)).turn, { timeout: 30_000 }).toBeGreaterThan(turn);
}

/** The host's invite link and the guest's answer code, exchanged by hand (`shot`: the guest's screen, during play, as the code shows). */
async function inviteByHand(host: Page, guest: Page, shot?: string): Promise<void> {
  await host.getByRole('button', { name: 'Make an invite link' }).click();
  const offerBox = host.getByRole('textbox', { name: 'Invite link' });
  await expect.poll(() => offerBox.inputValue(), { timeout: 15_000 }).toContain('~');
  await guest.goto(await offerBox.inputValue());
  const answerBox = guest.getByRole('textbox', { name: 'Your answer code' });
  await expect.poll(() => answerBox.inputValue(), { timeout: 15_000 }).not.toBe('');
  if (shot) {
    expect(await guest.locator('.panel .by-hand').isVisible(), 'the answer code shows over the game').toBe(true);
    await screenshot(guest, shot);
  }
  await host.getByRole('textbox', { name: 'Answer code' }).fill(await answerBox.inputValue());
  await host.getByRole('button', { name: 'Connect' }).click();
}

describe('the invite by code during play', () => {
  it('brings a player whose browser lost the table back to their own seat, mid-game', async () => {
    const a = await app.browser.newContext(LAPTOP);
    const b = await app.browser.newContext(PHONE);
    const ann = await a.newPage();
    const annErrors = collectErrors(ann);
    await ann.goto(`${app.url}${DOWN}`);
    await hostTable(ann);
    await ann.getByText('No connection? Invite by code').click();
    let bob = await b.newPage();
    await inviteByHand(ann, bob);
    await expect.poll(async () => (await appState(bob)).players.map((p) => p.name), { timeout: 45_000 }).toEqual(['Ann']);
    await bob.getByLabel('Name').fill('Bob');
    await bob.getByRole('button', { name: 'Take a seat' }).tap();
    await expect.poll(async () => (await appState(ann)).players.map((p) => p.name), { timeout: 10_000 }).toEqual(['Ann', 'Bob']);
    await ann.getByLabel('Length').selectOption({ label: 'Quick (16 tiles)' });
    await ann.getByRole('button', { name: /Start the game/ }).click();
    await expect.poll(async () => (await appState(bob)).phase, { timeout: 20_000 }).toBe('playing');
    await playOneMove([ann, bob], 0);

    // Bob's tab goes; with no signaling server answering, Ann's game panel offers the invite by code at its top
    await bob.close();
    const offered = ann.locator('.by-hand.top').getByText('No connection? Invite by code');
    expect(await offered.isVisible()).toBe(true);
    await offered.click();
    // as the advice says: the tab closed, Bob opens the new link, and the answer code shows over his game
    bob = await b.newPage();
    const bobErrors = collectErrors(bob);
    await inviteByHand(ann, bob, 'connection-invite-mid-game-guest-390x844');
    await expect.poll(async () => (await appState(bob)).mySeat, { timeout: 45_000 }).toBe(1);
    await expect.poll(async () => (await appState(bob)).turn, { timeout: 20_000 }).toBe(1);
    await playOneMove([ann, bob], 1);
    await playOneMove([ann, bob], 2);
    await screenshot(ann, 'connection-invite-mid-game-host-1440x900');
    const known = (e: string) => /WebSocket|ERR_CONNECTION/.test(e);
    expect(annErrors.filter((e) => !known(e))).toEqual([]);
    expect(bobErrors.filter((e) => !known(e))).toEqual([]);
    await a.close();
    await b.close();
  });
});
