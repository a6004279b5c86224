/**
 * A bare page for the end-to-end sync test: the sync layer's own API on window.syncTest, and an
 * autoplayer that plays random legal moves for this browser's seat.
 */
import { openSession, type GameSession } from '../../../src/sync/index.js';
import { Rng, randomMove } from '../../../src/engine/index.js';

const params = new URLSearchParams(location.search);
const signaling = (params.get('signaling') ?? '').split(',').filter(Boolean);
let session: GameSession | null = null;
const latencies: number[] = [];

function show(): void {
  const s = session;
  document.getElementById('out')!.textContent = s
    ? `${s.phase} ${JSON.stringify(s.status)} seat=${s.mySeat} turn=${s.game?.turn ?? '-'} chain=${s.chain.length}`
    : 'no session';
}

const api = {
  async open(room: string | null): Promise<string> {
    session = await openSession({ room, signaling, iceServers: [] });
    session.addEventListener('change', show);
    // move-to-remote latency: the mover stamps performance.timeOrigin-based time in presence
    session.addEventListener('move', (e) => {
      const d = (e as CustomEvent).detail;
      const sent = session!.peers.find((p) => (p.hover as { turn?: number } | null)?.turn === d.turn && p.key !== session!.identity);
      if (sent) latencies.push(performance.timeOrigin + performance.now() - (sent.hover as { t: number }).t);
    });
    if (!location.hash) history.replaceState(null, '', `#${session.room}`);
    show();
    return session.room;
  },
  claim: (name: string, color: string) => session!.claimSeat({ name, color }).then((s) => s.index),
  start: (tiles?: number) => session!.start(tiles ? { tiles } : {}),
  /** Plays this seat's turns with random legal moves, forever (until the game ends). */
  autoplay(seed: string): void {
    const s = session!;
    const rng = Rng.fromSeed(`${seed}/${s.identity}/${s.game?.turn ?? 0}`);
    let busy = false;
    const tick = () => {
      const g = s.game;
      if (busy || !g || s.phase !== 'playing' || g.current !== s.mySeat) return;
      const move = randomMove(g, rng);
      if (!move) return;
      busy = true;
      s.setHover({ turn: g.turn + 1, t: performance.timeOrigin + performance.now() });
      s.play(move)
        .catch(() => {})
        .finally(() => {
          busy = false;
          setTimeout(tick, 0);
        });
    };
    s.addEventListener('change', tick);
    tick();
  },
  state() {
    const s = session!;
    return {
      phase: s.phase,
      status: s.status,
      mySeat: s.mySeat,
      seats: s.seats.map((x) => ({ name: x.name, online: x.online })),
      turn: s.game?.turn ?? null,
      chain: s.chain.map((e) => e.hash),
      record: s.record(),
      scores: s.game ? Array.from(s.game.scores) : null,
      docBytes: 0,
    };
  },
  latencies: () => latencies.splice(0),
  close: () => session?.close(),
};

declare global {
  interface Window {
    syncTest: typeof api;
  }
}
window.syncTest = api;
document.getElementById('out')!.textContent = 'ready';
