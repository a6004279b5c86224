/**
 * Invites that never fail silently, in the app: a broken link says so and never hosts a room of
 * the guest's own; a link whose host is away says whom it waits for and, after 15 s, what to check;
 * joining the room already open is harmless; and with every signaling endpoint down, a host invites
 * a friend by hand (offer link out, answer code back) and the two play a whole game, after a
 * middleman passing the codes swapped its own address and fingerprint into each and was refused.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collectErrors, launchChromium, screenshot, startApp, type AppServer } from './ui-helpers/app.js';
import { appState as stateOf, playToTheEnd } from './ui-helpers/online-game.js';
import { descriptionOf, withDescription } from '../sync/helpers/offer-sdp.js';

let server: AppServer;
let url: string;
let browser: Browser;
// nothing listens on port 9: every signaling attempt fails at once
const DOWN = `?signaling=${encodeURIComponent('ws://127.0.0.1:9')}&ice=none`;

beforeAll(async () => {
  ({ server, url } = await startApp());
  browser = await launchChromium(['--disable-features=WebRtcHideLocalIpsWithMdns']);
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

/** An invite code as a middleman passes it on: its own DTLS fingerprint and address in, the signature kept. */
function middleman(code: string, type: 'offer' | 'answer'): string {
  const signal = descriptionOf(code, type);
  const sdp = signal.sdp.replace(/(a=fingerprint:sha-256 )\S+/, `$1${Array.from({ length: 32 }, () => 'AB').join(':')}`).replace(/(a=candidate:\S+ 1 udp \d+ )\S+/g, '$1198.51.100.66');
  return withDescription(code, { ...signal, sdp });
}

async function openPage(viewport = { width: 1200, height: 800 }) {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  return { context, page, errors: collectErrors(page) };
}

describe('broken links', () => {
  it("a garbled or cut link shows one clear screen and never opens a room under the guest's key", async () => {
    const { context, page, errors } = await openPage({ width: 390, height: 844 });
    await page.goto(`${url}${DOWN}#garbage`);
    await expect.poll(() => page.getByText('This game link is broken or incomplete. Ask for the link again.').count()).toBe(1);
    expect(new URL(page.url()).hash).toBe('#garbage');
    await screenshot(page, 'invite-broken-link-phone');

    // a real host link with its last characters lost in a chat app
    const host = await openPage();
    await host.page.goto(`${url}${DOWN}`);
    await host.page.getByRole('button', { name: /Play online/ }).click();
    const linkBox = host.page.getByRole('textbox', { name: 'Game link' });
    await expect.poll(() => linkBox.inputValue()).toContain('#');
    const link = await linkBox.inputValue();
    await page.goto('about:blank');
    await page.goto(link.slice(0, -4));
    await expect.poll(() => page.getByText('This game link is broken or incomplete.').count()).toBe(1);
    // no table was opened: not a room of the guest's own, nor anything else
    expect(await stateOf(page)).toMatchObject({ mode: null, players: [] });
    expect(page.url()).toBe(link.slice(0, -4));

    await page.getByRole('button', { name: 'Go to the welcome screen' }).click();
    await expect.poll(() => page.getByRole('button', { name: /Play online/ }).count()).toBe(1);
    expect(new URL(page.url()).hash).toBe('');
    expect(errors.filter((e) => !/WebSocket|ERR_CONNECTION/.test(e))).toEqual([]);
    await context.close();
    await host.context.close();
  });
});

describe('a host who is not there', () => {
  it('says whom the guest waits for, adds what to check after 15 s, and join() of the same room resolves', async () => {
    const { context, page, errors } = await openPage();
    await page.goto(`${url}${DOWN}`);
    // a valid key of a host who never opens the game
    const hostKey = await page.evaluate(async () => {
      const pair = (await crypto.subtle.generateKey({ name: 'Ed25519' }, true, ['sign', 'verify'])) as CryptoKeyPair;
      const raw = new Uint8Array(await crypto.subtle.exportKey('raw', pair.publicKey));
      return btoa(String.fromCharCode(...raw))
        .replace(/\+/g, '-')
        .replace(/\//g, '_')
        .replace(/=+$/, '');
    });
    const link = `${url}${DOWN}#absentHost01.${hostKey}`;
    await page.goto(link);
    await expect.poll(() => page.getByText('Waiting for the host to open the game…').count(), { timeout: 10_000 }).toBe(1);
    expect(await page.getByText(/tab must stay open/).count()).toBe(0);
    // the page joined this room on load: joining it again resolves and changes nothing
    const again = await page.evaluate(
      (l) =>
        (document.querySelector('carc-game') as unknown as { join(l: string): Promise<void> }).join(l).then(
          () => 'resolved',
          (e: unknown) => `rejected: ${e}`,
        ),
      link,
    );
    expect(again).toBe('resolved');
    await expect.poll(() => page.getByText(/tab must stay open/).count(), { timeout: 20_000 }).toBe(1);
    await screenshot(page, 'invite-host-absent');
    expect(await page.getByText('Waiting for the host to open the game…').count()).toBe(1);
    expect(errors.filter((e) => !/WebSocket|ERR_CONNECTION/.test(e))).toEqual([]);
    await context.close();
  });
});

describe('inviting by hand when no signaling endpoint answers', () => {
  it('connects two browsers by an offer link and an answer code, and they play a whole game alike', async () => {
    const a = await openPage();
    const b = await openPage({ width: 390, height: 844 });
    await a.page.goto(`${url}${DOWN}`);
    await a.page.getByRole('button', { name: /Play online/ }).click();
    await a.page.getByLabel('Name').fill('Ann');
    await a.page.getByRole('button', { name: 'Take a seat' }).click();
    await expect.poll(async () => (await stateOf(a.page)).players.length).toBe(1);

    await a.page.getByText('No connection? Invite by code').click();
    await a.page.getByRole('button', { name: 'Make an invite link' }).click();
    const offerBox = a.page.getByRole('textbox', { name: 'Invite link' });
    await expect.poll(() => offerBox.inputValue(), { timeout: 10_000 }).toContain('~');
    const invite = await offerBox.inputValue();
    expect(invite.length).toBeLessThan(400);

    // a middleman between host and friend swaps its own address and fingerprint into the offer
    const [room, offer] = invite.split('~');
    const m = await openPage({ width: 390, height: 844 });
    await m.page.goto(`${room}~${middleman(offer, 'offer')}`);
    await expect
      .poll(() => m.page.getByText("This invite was not made by this game's host, or was changed on its way: ask the host for a new invite link, sent another way.").count(), { timeout: 10_000 })
      .toBe(1);
    expect(await m.page.getByRole('textbox', { name: 'Your answer code' }).count(), 'no answer to a changed offer').toBe(0);
    await screenshot(m.page, 'invite-forged-offer-phone');
    await m.context.close();

    await b.page.goto(invite);
    const answerBox = b.page.getByRole('textbox', { name: 'Your answer code' });
    await expect.poll(() => answerBox.inputValue(), { timeout: 10_000 }).not.toBe('');
    const answer = await answerBox.inputValue();
    expect(answer.length).toBeLessThan(300);
    await screenshot(b.page, 'invite-answer-code-phone');

    // and into the answer on its way back: the host refuses it before connecting, and still takes the real one
    await a.page.getByRole('textbox', { name: 'Answer code' }).fill(middleman(answer, 'answer'));
    await a.page.getByRole('button', { name: 'Connect' }).click();
    await expect.poll(() => a.page.getByText('This answer code was changed on its way, or answers another invite', { exact: false }).count(), { timeout: 10_000 }).toBeGreaterThan(0);
    await screenshot(a.page, 'invite-forged-answer-host');
    await a.page.getByRole('textbox', { name: 'Answer code' }).fill(answer);
    await a.page.getByRole('button', { name: 'Connect' }).click();
    await expect.poll(() => a.page.getByText('Connected: your friend is at the table.').count(), { timeout: 45_000 }).toBe(1);
    await expect.poll(async () => (await stateOf(b.page)).players.map((p) => p.name), { timeout: 10_000 }).toEqual(['Ann']);
    await screenshot(a.page, 'invite-by-code-host');

    await b.page.getByLabel('Name').fill('Bob');
    await b.page.getByRole('button', { name: 'Take a seat' }).click();
    await expect.poll(async () => (await stateOf(a.page)).players.map((p) => p.name), { timeout: 10_000 }).toEqual(['Ann', 'Bob']);
    await a.page.getByLabel('Length').selectOption({ label: 'Quick (16 tiles)' });
    await a.page.getByRole('button', { name: /Start the game/ }).click();
    await expect.poll(async () => (await stateOf(b.page)).phase, { timeout: 20_000 }).toBe('playing');

    const record = await playToTheEnd(a.page, b.page);
    expect(record.moves.length).toBeGreaterThan(10);
    for (const p of [a, b]) expect(p.errors.filter((e) => !/WebSocket|ERR_CONNECTION/.test(e))).toEqual([]);
    await a.context.close();
    await b.context.close();
  });
});
