/**
 * Issue 19's pairs of networks, in the NAT lab: two Chromium processes, one per home, play a whole
 * game from the static build with no TURN server configured, to equal records, reaching each other
 * directly where the NATs allow it (full cone to full cone) and through the signaling relays where
 * they cannot (symmetric, port-restricted against symmetric, UDP blocked). Prints each pair's path,
 * time to first peer and median move latency. Needs root (see test/e2e/nat-lab/lab.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { builtApp } from './ui-helpers/app.js';
import { FIRST_PEER_SECONDS, playBetween, type PairReport, type PathName } from './nat-lab/game-pair.js';
import { startLab, type Lab } from './nat-lab/lab.js';

/** Two homes of each kind that plays against its own kind; the first of a pair hosts. */
const HOMES = [
  { name: 'full-1', nat: 'full-cone' },
  { name: 'full-2', nat: 'full-cone' },
  { name: 'pr-1', nat: 'port-restricted' },
  { name: 'sym-1', nat: 'symmetric' },
  { name: 'sym-2', nat: 'symmetric' },
  { name: 'udp-1', nat: 'udp-blocked' },
  { name: 'udp-2', nat: 'udp-blocked' },
] as const;

const PAIRS: { pair: string; homes: [string, string]; path: PathName }[] = [
  { pair: 'full cone ↔ full cone', homes: ['full-1', 'full-2'], path: 'direct' },
  { pair: 'symmetric ↔ symmetric', homes: ['sym-1', 'sym-2'], path: 'relay' },
  { pair: 'symmetric ↔ port-restricted', homes: ['sym-1', 'pr-1'], path: 'relay' },
  { pair: 'UDP blocked ↔ port-restricted', homes: ['udp-1', 'pr-1'], path: 'relay' },
  { pair: 'UDP blocked ↔ UDP blocked', homes: ['udp-1', 'udp-2'], path: 'relay' },
];

let lab: Lab;
const reports: PairReport[] = [];

beforeAll(async () => {
  lab = await startLab([...HOMES], builtApp());
}, 180_000);

afterAll(async () => {
  console.table(reports);
  await lab?.close();
});

describe('a whole game between two homes behind NATs, no TURN server', () => {
  for (const { pair, homes, path } of PAIRS) {
    it(`${pair}: plays to equal records, ${path === 'direct' ? 'directly' : 'through the signaling relays'}`, { timeout: (FIRST_PEER_SECONDS + 150) * 1000 }, async () => {
      const report: PairReport = { pair, path: 'none', ice: '-', firstPeerMs: null, medianMoveMs: null, moves: 0, seconds: 0, result: 'failed' };
      reports.push(report);
      try {
        // once the pages have found each other (the relays may bridge the first seconds while a
        // direct channel opens) to the end of the game: a full cone pair goes direct and stays so
        const paths = await playBetween(lab, homes[0], homes[1], path, report);
        expect(paths).toEqual({ first: [path, path], end: [path, path] });
        // no TURN server anywhere: a direct path is a pair of host, srflx or prflx candidates
        if (path === 'direct') expect(report.ice).not.toMatch(/relay/);
        report.result = 'passed';
      } catch (e) {
        report.result = String(e instanceof Error ? e.message : e)
          .split('\n')[0]
          .slice(0, 200);
        throw e;
      }
    });
  }
});
