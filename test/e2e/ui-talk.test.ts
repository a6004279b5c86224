/**
 * Table talk between two browsers (issue 22): Ann on a phone (390×844, touch) hosts, Bob on a
 * laptop (1440×900) joins; they chat and react through the panel, then Bob's page writes 1,000
 * signed messages straight into the shared talk array, past its own page's rate limit, as a
 * modified client would: Ann's screen shows at most the rate's few of them, and the table goes on.
 * Signaling is y-webrtc's server on 127.0.0.1 and ICE servers are off: nothing leaves the machine.
 */
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { collectErrors, onlineAppInChromium, screenshot } from './ui-helpers/app.js';
import { appState, hostTable, seatBobAndStart } from './ui-helpers/online-game.js';
import { LAPTOP, PHONE } from './ui-helpers/touch.js';

const app = onlineAppInChromium({ sources: true });
const talkButton = (page: Page) => page.getByRole('button', { name: /^Table talk/ });
const lines = (page: Page) => page.locator('carc-talk').locator('.line');

it('two players chat and react; a flood of 1,000 messages from one is bounded on the other\u2019s screen', async () => {
  const ann = await (await app.browser.newContext(PHONE)).newPage();
  const bob = await (await app.browser.newContext(LAPTOP)).newPage();
  const errors = [...collectErrors(ann), ...collectErrors(bob)];
  await ann.goto(`${app.url}?signaling=${encodeURIComponent(app.signaling.url)}&ice=none`);
  const link = await hostTable(ann);
  await bob.goto(link);
  await seatBobAndStart(ann, bob);

  // Bob writes with the keyboard; Ann sees the unread count, opens the talk and answers with a reaction
  await talkButton(bob).click();
  await bob.getByRole('textbox', { name: 'Message to the table' }).fill('Good luck, Ann!');
  await bob.keyboard.press('Enter');
  await expect.poll(() => talkButton(ann).getAttribute('aria-label'), { timeout: 30_000 }).toBe('Table talk, 1 unread');
  await screenshot(ann, 'talk-phone-unread');
  await talkButton(ann).tap();
  await expect.poll(() => lines(ann).allTextContents()).toEqual([expect.stringMatching(/Bob\s*Good luck, Ann!/)]);
  await ann.getByRole('button', { name: 'React 🎉' }).tap();
  await expect.poll(() => lines(bob).allTextContents(), { timeout: 30_000 }).toEqual([expect.stringMatching(/You\s*Good luck, Ann!/), expect.stringMatching(/Ann\s*🎉/)]);
  await screenshot(ann, 'talk-phone-open');
  await screenshot(bob, 'talk-laptop-open');

  // a modified client: 1,000 messages signed by Bob's key, straight into the shared array
  await bob.evaluate(async () => {
    // the app's own module, as Vite serves it: a modified client signs with the page's key
    // (an import built at run time: vitest would rewrite an import() written here)
    const load = new Function('p', 'return import(p)') as (p: string) => Promise<typeof import('../../src/sync/talk-seal.js')>;
    const { sealTalk } = await load('/src/sync/talk-seal.ts');
    const table = (
      document.querySelector('carc-game') as unknown as {
        table: { session: { me: never; room: string; doc: { transact(f: () => void, o: string): void } }; talk: { talk: { array: { push(w: string[]): void } } } };
      }
    ).table;
    const { me, room, doc } = table.session;
    // dated the last second, a millisecond apart: as fast as a modified client can claim
    const t = Date.now() - 1000;
    const wires: string[] = [];
    for (let i = 0; i < 1000; i++) wires.push((await sealTalk(me, room, { n: 1000 + i, t: t + i, kind: 'say', text: `flood ${i}` })).wire);
    doc.transact(() => table.talk.talk.array.push(wires), 'raw');
  });
  await expect.poll(async () => (await lines(ann).allTextContents()).some((l) => l.includes('flood')), { timeout: 60_000 }).toBe(true);
  // the flood is judged in slices; once Ann's own message has gone round, it is judged
  await ann.getByRole('textbox', { name: 'Message to the table' }).fill('still here');
  await ann.getByRole('button', { name: 'Send' }).tap();
  await expect.poll(async () => (await lines(bob).allTextContents()).some((l) => l.includes('still here')), { timeout: 60_000 }).toBe(true);
  const shown = (await lines(ann).allTextContents()).filter((l) => l.includes('flood'));
  expect(shown.length).toBeGreaterThan(0);
  expect(shown.length).toBeLessThanOrEqual(5);
  await screenshot(ann, 'talk-phone-flood');
  // the game goes on under it
  expect((await appState(ann)).phase).toBe('playing');
  expect(errors).toEqual([]);
});
