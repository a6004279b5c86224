/**
 * Presence floods (issue 20, attack 5): 20,000 forged awareness states claiming a seat's key, in
 * messages under the 256 KiB a data channel carries, sent by a hostile peer to the host of a game
 * being played. The host's channel to a guest invited by hand (a spectator) carries what the host
 * passes on, as its mesh would: what the flood costs the host, the guest and the line between them.
 *
 * Each channel delivers one message a turn of the event loop, as a data channel does; a peer's
 * longest stall is its longest handling of one message (by the clock, and in CPU time, which a
 * loaded machine does not inflate), and the page's the longest gap between two
 * ticks of a heartbeat (both peers share this process, and the signature checks run between
 * messages). States kept: what each peer's awareness holds, and its presence gate keeps apart.
 *
 *   FLOOD=presence npm run bench:flood
 */
import * as encoding from 'lib0/encoding';
import { createMemoryIdentity, MemoryNetwork, memoryTransport, openSession, type GameSession } from '../src/sync/index.js';
import { CHANNEL_FRAME, splitMessage } from '../src/sync/transport/frames.js';
import { MAX_MESSAGE } from '../src/sync/transport/lite-peer.js';
import { MESSAGE_AWARENESS } from '../src/sync/transport/sync-link.js';
import { channelPair } from '../test/sync/helpers/channel-pair.js';
import type { Awareness } from 'y-protocols/awareness';
import { twoSeats, until } from './two-seats.js';

const STATES = 20_000;
const RUNS = 3;
const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));
const ms = (x: number) => `${x.toFixed(0)} ms`;

// the gate is what is measured: a tree without it (before) keeps nothing apart
const heldClients: (a: Awareness) => number = await import('../src/sync/presence-gate.js').then(
  (m) => m.heldClients,
  () => () => 0,
);

/** `n` states claiming `key`, signatures that do not check, packed into messages a data channel carries. */
function forgedMessages(n: number, key: string): Uint8Array[] {
  const p = JSON.stringify({ t: Date.now(), hover: { at: [9, 9] } });
  const out: Uint8Array[] = [];
  for (let i = 0; i < n; ) {
    const states: string[] = [];
    let bytes = 16;
    for (; i < n && bytes < MAX_MESSAGE - 1024; i++) {
      const s = JSON.stringify({ key, p, sig: `${i}`.padStart(86, 'A') });
      states.push(s);
      bytes += s.length + 12;
    }
    const update = encoding.createEncoder();
    encoding.writeVarUint(update, states.length);
    states.forEach((s, k) => {
      encoding.writeVarUint(update, 1_000_000 + i - states.length + k);
      encoding.writeVarUint(update, 1);
      encoding.writeVarString(update, s);
    });
    const message = encoding.createEncoder();
    encoding.writeVarUint(message, MESSAGE_AWARENESS);
    encoding.writeVarUint8Array(message, encoding.toUint8Array(update));
    out.push(encoding.toUint8Array(message));
  }
  return out;
}

const kept = (s: GameSession) => {
  const awareness = (s as unknown as { presence: { awareness: Awareness } }).presence.awareness;
  return awareness.getStates().size + heldClients(awareness);
};

interface Run {
  messages: number;
  host: { stall: number; cpu: number; kept: number };
  guest: { stall: number; cpu: number; kept: number };
  passedOn: number;
  page: number;
  pageCpu: number;
  quiet: number;
  online: boolean;
}

async function presenceFloodOnce(heartbeat: Heartbeat): Promise<Run> {
  const { a: host, b: seat } = await twoSeats();
  const guest = await openSession({ room: host.room, identity: await createMemoryIdentity(), transport: memoryTransport(new MemoryNetwork({ auto: true })), persistence: false });
  const [toGuest, fromHost] = channelPair(setImmediate);
  host.attachChannel(toGuest);
  guest.attachChannel(fromHost);
  const [toHost, attacker] = channelPair(setImmediate);
  host.attachChannel(toHost);
  await until(() => guest.peers.filter((p) => p.seat !== null).length === 2);
  await sleep(50);
  const messages = forgedMessages(STATES, seat.me.publicKey);
  let frame = 0;
  // made whole before the clock starts: the attacker's work is not the page's
  const parts = messages.flatMap((m) => splitMessage(m, CHANNEL_FRAME, frame++).map((p) => p.slice()));
  const [sent0, host0, guest0] = [toGuest.sent, kept(host), kept(guest)];
  toHost.longest = fromHost.longest = toHost.longestCpu = fromHost.longestCpu = 0;
  const beat = heartbeat();
  const t0 = performance.now();
  for (const part of parts) attacker.send(part as Uint8Array<ArrayBuffer>);
  // until every message reached the host and the line to the guest has been quiet for a second since
  // (the checks the flood asked for are done)
  let [last, quietSince] = [toGuest.sent, performance.now()];
  while (attacker.waiting() || toGuest.waiting() || performance.now() - quietSince < 1000) {
    if (toGuest.sent !== last || attacker.waiting() || toGuest.waiting()) [last, quietSince] = [toGuest.sent, performance.now()];
    await sleep(20);
  }
  const page = beat.stop();
  const run = {
    messages: messages.length,
    host: { stall: toHost.longest, cpu: toHost.longestCpu, kept: kept(host) - host0 },
    guest: { stall: fromHost.longest, cpu: fromHost.longestCpu, kept: kept(guest) - guest0 },
    passedOn: toGuest.sent - sent0,
    page,
    pageCpu: beat.cpu(),
    quiet: quietSince - t0,
    online: host.seats.every((s) => s.online) && guest.seats.every((s) => s.online),
  };
  for (const s of [guest, host, seat]) await s.close();
  return run;
}

/** The page's heartbeat (flood-bench.ts): the longest gap between two zero-delay ticks while it runs. */
type Heartbeat = () => { stop(): number; cpu(): number };

export async function presenceFloodBench(heartbeat: Heartbeat): Promise<string[]> {
  const runs: Run[] = [];
  for (let i = 0; i < RUNS; i++) runs.push(await presenceFloodOnce(heartbeat));
  // the run of the median page stall
  const r = runs.sort((a, b) => a.page - b.page)[Math.floor(RUNS / 2)];
  return [
    `floods: ${STATES.toLocaleString('en')} forged presence states in ${r.messages} messages (< ${MAX_MESSAGE / 1024} KiB) at the host, a guest behind it (median of ${RUNS}; target: no stall > 50 ms, nothing passed on)`,
    `  host (receives):          longest stall ${ms(r.host.stall)} (CPU ${ms(r.host.cpu)}), states kept ${r.host.kept}`,
    `  guest (the next peer):    longest stall ${ms(r.guest.stall)} (CPU ${ms(r.guest.cpu)}), states kept ${r.guest.kept}`,
    `  passed on to the guest:   ${(r.passedOn / 1024).toFixed(1)} KiB, its line quiet after ${ms(r.quiet)}; the page's longest stall ${ms(r.page)} (CPU ${ms(r.pageCpu)})${r.online ? '' : ' (A SEAT SHOWS OFFLINE)'}`,
  ];
}
