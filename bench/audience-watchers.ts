/**
 * A worker of the audience bench (audience-bench.ts), forked with tsx: it opens headless watchers
 * (watch links read from the relays), reports when every one of them has seen each move, and at
 * the end whether each converged on the seats' chain. Spoken to over the IPC channel:
 *
 *   parent → { kind: 'open', room, relays, from, count }   → { kind: 'opened' }
 *            { kind: 'want', length }                     → { kind: 'have', at } (every chain that long)
 *            { kind: 'check', head }                      → { kind: 'checked', converged, counts }
 *            { kind: 'close' }                            → exits
 *   worker → { kind: 'reached', turn, at } once its last watcher has had turn `turn`
 *
 * Times (`at`) are milliseconds since the epoch with sub-millisecond precision, comparable across
 * this machine's processes.
 */
import WebSocket from 'ws';
import { type GameSession, type MoveDetail, openSession } from '../src/sync/index.js';
import type { RelaySocket } from '../src/sync/transport/audience-relay.js';

export type ToWorker = { kind: 'open'; room: string; relays: string[]; from: number; count: number } | { kind: 'want'; length: number } | { kind: 'check'; head: string } | { kind: 'close' };
export type FromWorker = { kind: 'opened' } | { kind: 'have'; at: number } | { kind: 'checked'; converged: number; counts: number[] } | { kind: 'reached'; turn: number; at: number };

export const epochNow = () => performance.timeOrigin + performance.now();
export const wsSocket = (url: string) => new WebSocket(url) as unknown as RelaySocket;

const watchers: GameSession[] = [];
const seen = new Map<number, number>();
const send = (m: FromWorker) => process.send!(m);

async function open(room: string, relays: string[], from: number, count: number): Promise<void> {
  for (let i = 0; i < count; i++) {
    const url = relays[(from + i) % relays.length];
    const s = await openSession({ watch: true, room, audience: { url, protocol: 'hocuspocus' }, relaySocket: wsSocket });
    s.addEventListener('move', (e) => {
      const turn = (e as CustomEvent<MoveDetail>).detail.turn;
      const n = (seen.get(turn) ?? 0) + 1;
      seen.set(turn, n);
      if (n === count) send({ kind: 'reached', turn, at: epochNow() });
    });
    watchers.push(s);
  }
}

process.on('message', async (m: ToWorker) => {
  if (m.kind === 'open') {
    await open(m.room, m.relays, m.from, m.count);
    send({ kind: 'opened' });
  } else if (m.kind === 'want') {
    while (watchers.some((s) => s.chain.length < m.length)) await new Promise((r) => setTimeout(r, 20));
    send({ kind: 'have', at: epochNow() });
  } else if (m.kind === 'check') {
    const converged = watchers.filter((s) => s.chain.at(-1)?.hash === m.head && s.phase === 'finished').length;
    send({ kind: 'checked', converged, counts: watchers.map((s) => s.status.audience?.watchers ?? 0) });
  } else if (m.kind === 'close') {
    for (const s of watchers) await s.close();
    process.exit(0);
  }
});
// the parent gone (a failed bench), this worker goes too
process.on('disconnect', () => process.exit(0));
