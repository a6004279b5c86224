/**
 * Presence attacks' stage: a table of three playing, what an honest peer shows of a seat, and a
 * hostile presence peer (nothing but a Y.Doc and an awareness on the in-memory network, sending
 * awareness updates it crafts: any client id, clock and state).
 */
import * as Y from 'yjs';
import * as encoding from 'lib0/encoding';
import { Awareness, applyAwarenessUpdate } from 'y-protocols/awareness';
import { expect } from 'vitest';
import { Rng } from '../../../src/engine/index.js';
import type { GameSession } from '../../../src/sync/index.js';
import { OnlineTable } from '../../../src/table/online-table.js';
import { COLORS, Table, views, randomBaseMove } from '../harness.js';

export type RawState = { client: number; clock: number; state: unknown };

/** An awareness update holding `states` as they would come off the wire. */
export function rawAwarenessUpdate(states: RawState[]): Uint8Array {
  const e = encoding.createEncoder();
  encoding.writeVarUint(e, states.length);
  for (const s of states) {
    encoding.writeVarUint(e, s.client);
    encoding.writeVarUint(e, s.clock);
    encoding.writeVarString(e, JSON.stringify(s.state));
  }
  return encoding.toUint8Array(e);
}

export class Spoofer {
  readonly doc = new Y.Doc();
  readonly awareness = new Awareness(this.doc);
  private transport: { destroy(): void };

  constructor(t: Table) {
    this.transport = t.net.join({ room: t.room, doc: this.doc, awareness: this.awareness });
  }

  /** An update as it would come off the wire: applied here, so the network carries it to everyone. */
  push(states: RawState[]): void {
    applyAwarenessUpdate(this.awareness, rawAwarenessUpdate(states), 'spoofer');
  }

  /** What it overheard: a client's state as last received. */
  overheard(client: number): unknown {
    return this.awareness.getStates().get(client);
  }

  destroy(): void {
    this.transport.destroy();
    this.awareness.destroy();
  }
}

/** Ann (host), Bob and Cleo seated and playing; moves are played until it is `seat`'s turn. */
export async function tableAt(seat: number) {
  const t = new Table();
  const s: GameSession[] = [];
  for (const [i, name] of ['Ann', 'Bob', 'Cleo'].entries()) {
    s.push(await t.open());
    await t.sit(s[i], { name, color: COLORS[i] });
  }
  const started = s[0].start({ tiles: 12 });
  await t.settle();
  await started;
  const rng = Rng.fromSeed('presence');
  while (s[0].game!.current !== seat) {
    const mover = s[s[0].game!.current];
    const done = mover.play(randomBaseMove(mover.game!, rng)!);
    await t.settle();
    await done;
  }
  return { t, s };
}

/** A hover the UI would draw for the seat whose turn it is. */
export const hoverFor = (s: GameSession) => ({ at: [0, 1], rot: 90, tile: s.game!.choices()[0].id });

/** What an honest peer shows of seat `seat`: online, a peer attributed to it, its hover. */
export function shown(s: GameSession, seat: number) {
  return { online: s.seats[seat].online, peers: s.peers.filter((p) => p.seat === seat).length, hover: new OnlineTable(s).hover };
}

export function expectSameGame(sessions: GameSession[]) {
  const v = views(sessions);
  for (const x of v) expect(x).toEqual(v[0]);
}

/** The attack over: `mover` plays a move, every session of `s` ends on the same game, and all close. */
export async function playOnAndClose(t: Table, s: GameSession[], mover: GameSession, spoofers: Spoofer[]) {
  const done = mover.play(randomBaseMove(mover.game!, Rng.fromSeed('play on'))!);
  await t.settle();
  await done;
  expectSameGame(s);
  for (const spoofer of spoofers) spoofer.destroy();
  await t.close();
}
