/**
 * A whole online game between two homes of the NAT lab, one Chromium process each: Ann hosts from
 * the first home, Bob opens her link in the second, and they play to the end through the app (the
 * UI to sit and start, the script API for the moves, as online-static.test.ts does), measured on
 * the way: which path each page reaches the other by, the time until each sees a peer, and how long
 * each move takes to reach the other page.
 */
import type { Page } from 'playwright-core';
import { screenshot } from '../ui-helpers/app.js';
import { hostTable, playWholeGame } from '../ui-helpers/online-game.js';
import { iceServersUsed, moveTimes, pathOf, type PagePath } from './browser.js';
import type { Lab } from './lab.js';

/** How long Bob may wait to see Ann's browser as a peer, from opening her link. */
export const FIRST_PEER_SECONDS = 90;

export type PathName = 'direct' | 'relay' | 'none';

/** The path a page's session reports: WebRTC data channels, the signaling relays, or no peer. */
export function pathName(p: PagePath): PathName {
  if ((p.via?.webrtc ?? 0) > 0) return 'direct';
  // the relay path's count in the session status (issue 19, being built in src/sync)
  if ((p.via?.relay ?? 0) > 0) return 'relay';
  return 'none';
}

export interface PairReport {
  pair: string;
  /** each page's path once both see a peer, then at the end of the game ('none' where no peer came) */
  path: string;
  /** the ICE pairs in use at the end (host, srflx, prflx: direct; nothing on the relay path) */
  ice: string;
  /** from Bob opening the link until both pages count a peer; null if that never came */
  firstPeerMs: number | null;
  /** the median time a move takes from the page that played it to the other one */
  medianMoveMs: number | null;
  moves: number;
  seconds: number;
  result: string;
}

const both = async (a: Page, b: Page) => [await pathOf(a), await pathOf(b)];
const describePaths = (paths: PagePath[]) => paths.map((p) => `${pathName(p)} (${p.kind ?? '?'}, ${p.peers ?? 0} peers, via ${JSON.stringify(p.via ?? {})})`).join(' / ');

/** Polls until both pages count a peer; the time it took, or an error that says what each page shows. */
async function untilPeers(a: Page, b: Page, since: number): Promise<number> {
  for (;;) {
    const paths = await both(a, b);
    if (paths.every((p) => (p.peers ?? 0) > 0)) return performance.now() - since;
    if (performance.now() - since > FIRST_PEER_SECONDS * 1000) throw new Error(`no peer after ${FIRST_PEER_SECONDS} s: Ann ${describePaths(paths.slice(0, 1))}, Bob ${describePaths(paths.slice(1))}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** Each move's time from the first page that showed it to the other, per turn both pages saw. */
export function moveLatencies(a: { turn: number; at: number }[], b: { turn: number; at: number }[]): number[] {
  const seenB = new Map(b.map((m) => [m.turn, m.at]));
  return a.filter((m) => seenB.has(m.turn)).map((m) => Math.abs(seenB.get(m.turn)! - m.at));
}

export const median = (xs: number[]) => {
  if (!xs.length) return null;
  const s = [...xs].sort((x, y) => x - y);
  const mid = s.length >> 1;
  return s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
};

/**
 * Polls until both pages reach each other by `want`, or the first-peer bound (from `since`) is over;
 * returns the paths they show then. The relay path may carry a pair whose direct channel is slow to
 * open (ice-watch.ts gives up waiting after a few seconds; a direct channel that opens later takes
 * over), so on a busy machine a pair that will go direct can show the relays first.
 */
async function untilPath(a: Page, b: Page, want: PathName, since: number): Promise<PathName[]> {
  for (;;) {
    const paths = (await both(a, b)).map(pathName);
    if (paths.every((p) => p === want) || performance.now() - since > FIRST_PEER_SECONDS * 1000) return paths;
    await new Promise((r) => setTimeout(r, 100));
  }
}

/**
 * Plays a whole game from `host` to `guest` and fills `report` as it goes (so a pair that fails
 * still reports how far it came). Returns each page's path once both saw a peer and their paths
 * settled on `want` (see `untilPath`), and at the end.
 */
export async function playBetween(lab: Lab, host: string, guest: string, want: PathName, report: PairReport): Promise<{ first: PathName[]; end: PathName[] }> {
  const started = performance.now();
  const [ba, bb] = [await lab.launch(host), await lab.launch(guest)];
  try {
    const a = await (await lab.newContext(ba)).newPage();
    await a.goto(lab.appUrl());
    const link = await hostTable(a);
    const b = await (await lab.newContext(bb, 390)).newPage();
    const opened = performance.now();
    await b.goto(link);
    report.firstPeerMs = Math.round(await untilPeers(a, b, opened));
    // the app gave its connections the lab's STUN server from the link's ?stun= (and nothing public: ?ice=none)
    for (const p of [a, b])
      for (const servers of await iceServersUsed(p)) if (servers.join() !== lab.stunUrl) throw new Error(`a connection had ICE servers ${JSON.stringify(servers)}, not the link's ${lab.stunUrl}`);
    const met = (await both(a, b)).map(pathName);
    const early = await untilPath(a, b, want, opened);
    report.path = met.join() === early.join() ? early.join(' / ') : `${met.join(' / ')} → ${early.join(' / ')}`;
    const record = await playWholeGame(a, b);
    report.moves = record.moves.length;
    const end = await both(a, b);
    report.path = `${early.join(' / ')} → ${end.map(pathName).join(' / ')}`;
    report.ice = end.map((p) => p.pairs.join(', ') || '-').join(' / ');
    const latencies = moveLatencies(await moveTimes(a), await moveTimes(b));
    report.medianMoveMs = Math.round((median(latencies) ?? NaN) * 10) / 10;
    await screenshot(b, `nat-lab-${report.pair.replace(/\W+/g, '-')}`);
    return { first: early, end: end.map(pathName) };
  } finally {
    report.seconds = Math.round((performance.now() - started) / 100) / 10;
    await ba.close();
    await bb.close();
  }
}
