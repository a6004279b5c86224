/**
 * Invites by hand (no signaling), in Chromium on loopback: how long the codes are, and how long
 * each machine step takes (making the offer, making the answer, connecting once the host pasted
 * it). The human steps between (sending the link, sending the code back) are not counted. The
 * codes are also made in a browser that hides its local addresses behind mDNS names, as browsers
 * do by default: those are the lengths players see.
 *
 *   npx tsx bench/invite-bench.ts
 */
import { build } from 'esbuild';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, chromiumPath } from '../scripts/browser/find-browser.js';

const RUNS = 10;
const out = mkdtempSync(join(tmpdir(), 'carc-invite-'));
await build({ entryPoints: ['bench/invite-page.ts'], bundle: true, format: 'iife', outfile: join(out, 'invite.js'), tsconfig: 'tsconfig.json', logLevel: 'warning' });
writeFileSync(join(out, 'invite.html'), '<!doctype html><meta charset="utf-8"><body></body><script src="./invite.js"></script>');

// host candidates without mDNS names, so the two connections find each other on loopback
type Run = { offer: number; answer: number; makeOffer: number; makeAnswer: number; connect: number };
async function measure(args: string[], connect: boolean): Promise<Run[]> {
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: [...CHROMIUM_ARGS, ...args] });
  const page = await browser.newPage();
  await page.goto(`file://${join(out, 'invite.html')}`);
  const runs: Run[] = [];
  for (let i = 0; i < RUNS; i++) runs.push(await page.evaluate((c) => (window as unknown as { runInvite(c: boolean): Promise<Run> }).runInvite(c), connect));
  await browser.close();
  return runs;
}
const runs = await measure(['--disable-features=WebRtcHideLocalIpsWithMdns'], true);
const mdns = await measure([], false);

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const room = `${'x'.repeat(16)}.${'k'.repeat(43)}`;
const site = 'https://friends.github.io/carcassonne/';
const r = {
  offerCode: median(runs.map((x) => x.offer)),
  answerCode: median(runs.map((x) => x.answer)),
  inviteLink: site.length + 1 + room.length + 1 + median(runs.map((x) => x.offer)),
  makeOfferMs: median(runs.map((x) => x.makeOffer)),
  makeAnswerMs: median(runs.map((x) => x.makeAnswer)),
  connectMs: median(runs.map((x) => x.connect)),
  mdnsOfferCode: median(mdns.map((x) => x.offer)),
  mdnsAnswerCode: median(mdns.map((x) => x.answer)),
  mdnsInviteLink: site.length + 1 + room.length + 1 + median(mdns.map((x) => x.offer)),
};
console.log(`invite by hand, median of ${RUNS} on loopback:`);
console.log(`  offer code ${r.offerCode} chars; invite link ${r.inviteLink} chars (on ${site}); answer code ${r.answerCode} chars`);
console.log(`  with mDNS host names (browsers' default): offer code ${r.mdnsOfferCode} chars; invite link ${r.mdnsInviteLink} chars; answer code ${r.mdnsAnswerCode} chars`);
console.log(`  making the offer ${r.makeOfferMs.toFixed(1)} ms, the answer ${r.makeAnswerMs.toFixed(1)} ms; connected ${r.connectMs.toFixed(1)} ms after the host pastes the answer`);
console.log(`BENCH invite ${JSON.stringify(r)}`);
