/**
 * A bare page for the end-to-end sync test: the sync layer's own API on window.syncTest, and an
 * autoplayer that plays random legal moves for this browser's seat.
 */
import { openSession, type GameSession } from '../../../src/sync/index.js';
import { answerHostInvite, createHostInvite, type HostInvite } from '../../../src/sync/manual-invite.js';
import { Rng, randomMove, Game } from '../../../src/engine/index.js';
import { Doc, applyUpdate, encodeStateAsUpdate } from 'yjs';

const params = new URLSearchParams(location.search);
const signaling = (params.get('signaling') ?? '').split(',').filter(Boolean);
let session: GameSession | null = null;
let invite: HostInvite | null = null;
/** wall-clock times (ms) per turn: when this page sent a move, when a move arrived from the other */
const sent: Record<number, number> = {};
const arrived: Record<number, number> = {};
const now = () => performance.timeOrigin + performance.now();

function show(): void {
  const s = session;
  document.getElementById('out')!.textContent = s ? `${s.phase} ${JSON.stringify(s.status)} seat=${s.mySeat} turn=${s.game?.turn ?? '-'} chain=${s.chain.length}` : 'no session';
}

const api = {
  /** Opens a room (null: a new one hosted here); `update` (base64): a document to start from (a game played elsewhere). */
  async open(room: string | null, update?: string): Promise<string> {
    const doc = new Doc();
    if (update)
      applyUpdate(
        doc,
        Uint8Array.from(atob(update), (c) => c.charCodeAt(0)),
      );
    session = await openSession({ room, signaling, iceServers: [], doc, persistence: !update });
    session.addEventListener('change', show);
    session.addEventListener('move', (e) => {
      const d = (e as CustomEvent).detail as { turn: number; seat: number };
      if (d.seat !== session!.mySeat) arrived[d.turn] = now();
    });
    if (!location.hash) history.replaceState(null, '', `#${session.room}`);
    show();
    return session.room;
  },
  /** Opens a room as a guest and resolves with the milliseconds until the first peer is connected over WebRTC. */
  async firstPeerMs(room: string): Promise<number> {
    const t0 = performance.now();
    await api.open(room);
    const s = session!;
    return new Promise((resolve) => {
      const check = () => {
        if ((s.status.via?.webrtc ?? 0) === 0) return;
        s.removeEventListener('status', check);
        resolve(performance.now() - t0);
      };
      s.addEventListener('status', check);
      check();
    });
  },
  claim: (name: string, color: string) => session!.claimSeat({ name, color }).then((s) => s.index),
  start: (tiles?: number) => session!.start(tiles ? { tiles } : {}),
  setIceServers: (servers: RTCIceServer[]) => session!.setIceServers(servers),
  /** Invite by hand (no signaling): the host's offer code; its channel joins the session once open. */
  async inviteHost(): Promise<string> {
    invite = await createHostInvite([], { room: session!.room, me: session!.me });
    void invite.created.then((ch) => session!.attachChannel(ch));
    return invite.offer;
  },
  async inviteGuest(offer: string): Promise<string> {
    const guest = await answerHostInvite(offer, [], { room: session!.room, me: session!.me });
    void guest.created.then((ch) => session!.attachChannel(ch));
    return guest.answer;
  },
  acceptAnswer: (answer: string) => invite!.accept(answer).then(() => undefined),
  /** Plays this seat's turns with random legal moves, forever (until the game ends). */
  autoplay(seed: string): void {
    const s = session!;
    const rng = Rng.fromSeed(`${seed}/${s.identity}/${s.game?.turn ?? 0}`);
    let busy = false;
    const tick = () => {
      const g = s.game;
      if (busy || !g || s.phase !== 'playing' || g.current !== s.mySeat) return;
      // these pages play Carcassonne tables
      const move = g instanceof Game ? randomMove(g, rng) : null;
      if (!move) return;
      busy = true;
      sent[g.turn + 1] = now();
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
      identity: s.identity,
      status: s.status,
      mySeat: s.mySeat,
      seats: s.seats.map((x) => ({ name: x.name, online: x.online, path: x.path })),
      turn: s.game?.turn ?? null,
      chain: s.chain.map((e) => e.hash),
      record: s.record(),
      scores: s.game ? Array.from(s.game.scores) : null,
    };
  },
  /** move-to-remote timing: this page's send times and arrival times, by turn */
  timings: () => ({ sent, arrived }),
  /** bytes of the whole Y.Doc state */
  docBytes: () => (session ? encodeStateAsUpdate(session.doc).length : 0),
  close: () => session?.close(),
};

declare global {
  interface Window {
    syncTest: typeof api;
  }
}
window.syncTest = api;
document.getElementById('out')!.textContent = 'ready';
