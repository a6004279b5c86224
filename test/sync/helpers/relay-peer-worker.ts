/**
 * One peer of the relay-path tests, in a worker thread of its own (its own y-webrtc, sockets and
 * signaling hub, as a browser tab has): the real browser transport with the direct path forced to
 * fail (relay-env.ts), driven by the test through messages (relay-peers.ts).
 */
import './relay-env.js';
import { parentPort } from 'node:worker_threads';
import * as Y from 'yjs';
import { Game, NewWorldGame, Rng, randomMove, randomNewWorldMove } from '../../../src/engine/index.js';
import { createMemoryIdentity, openSession, type GameSession } from '../../../src/sync/index.js';
import type { StartOptions } from '../../../src/sync/types.js';

let session: GameSession | null = null;
const sent: Record<number, number> = {};
const arrived: Record<number, number> = {};
let openedAt = 0;
let firstPeerAt: number | null = null;

function autoplay(seed: string): void {
  const s = session!;
  const rng = Rng.fromSeed(`${seed}/${s.mySeat}`);
  let busy = false;
  const tick = () => {
    const g = s.game;
    if (busy || !g || s.phase !== 'playing' || g.current !== s.mySeat) return;
    const move = g instanceof Game ? randomMove(g, rng) : g instanceof NewWorldGame ? randomNewWorldMove(g, rng) : null;
    if (!move) return;
    busy = true;
    sent[g.turn + 1] = Date.now();
    s.play(move)
      .catch(() => {})
      .finally(() => {
        busy = false;
        setTimeout(tick, 0);
      });
  };
  s.addEventListener('change', tick);
  tick();
}

const commands = {
  async open(room: string | null, signaling: string[], update?: Uint8Array): Promise<string> {
    const doc = new Y.Doc();
    if (update) Y.applyUpdate(doc, update);
    openedAt = Date.now();
    session = await openSession({ room, signaling, iceServers: [], identity: await createMemoryIdentity(), persistence: false, doc });
    session.addEventListener('status', () => {
      if (firstPeerAt === null && session!.status.peers > 0) firstPeerAt = Date.now();
    });
    session.addEventListener('move', (e) => {
      const d = (e as CustomEvent).detail as { turn: number; seat: number };
      if (d.seat !== session!.mySeat) arrived[d.turn] = Date.now();
    });
    return session.room;
  },
  claim: async (name: string, color: string) => (await session!.claimSeat({ name, color })).index,
  start: (options: StartOptions) => session!.start(options),
  autoplay: (seed: string) => autoplay(seed),
  state: () => {
    const s = session!;
    return {
      phase: s.phase,
      status: s.status,
      seats: s.seats.map((x) => ({ name: x.name, online: x.online, path: x.path })),
      record: s.record(),
      chain: s.chain.length,
      docBytes: Y.encodeStateAsUpdate(s.doc).length,
      firstPeerMs: firstPeerAt === null ? null : firstPeerAt - openedAt,
      sent,
      arrived,
    };
  },
  close: async () => {
    await session?.close();
    session = null;
  },
};

parentPort!.on('message', async ({ id, name, args }: { id: number; name: keyof typeof commands; args: unknown[] }) => {
  try {
    const value = await (commands[name] as (...a: unknown[]) => unknown)(...args);
    parentPort!.postMessage({ id, ok: true, value });
  } catch (e) {
    parentPort!.postMessage({ id, ok: false, error: e instanceof Error ? `${e.message}` : JSON.stringify(e) });
  }
});
