/**
 * The host's forged history: a second start seating new keys of its own under the friends' names
 * and colours, their commitments and links (so it knows every tile), and moves, until the branch is
 * longer than `longerThan`. Checked entry by entry against a book of its own, as any peer would.
 */
import { Rng } from '../../../src/engine/index.js';
import { deriveLinks } from '../../../src/sync/draw-links.js';
import { signEntry, type SignedEntry } from '../../../src/sync/entry.js';
import { createMemoryIdentity, type Identity } from '../../../src/sync/index.js';
import { LogBook } from '../../../src/sync/log-book.js';
import { randomBaseMove } from '../harness.js';

export interface ForgedGame {
  /** the start, then the chain in order; with `claims`, the puppets' own claims follow the start */
  wires: string[];
  /** the forged chain, as a peer that sees only it builds it */
  chain: string[];
  /** the keys the forged start seats (the host's first) */
  seats: string[];
}

export async function forgeHistory(room: string, host: Identity, seats: { name: string; color: string }[], longerThan: number, options: { claims?: boolean } = {}): Promise<ForgedGame> {
  const book = new LogBook(room, host.publicKey);
  const wires: string[] = [];
  const add = async (e: SignedEntry) => {
    wires.push(e.wire);
    await book.absorb([e.wire], () => {});
  };
  const ids = [host, ...(await Promise.all(seats.slice(1).map(() => createMemoryIdentity())))];
  const claims = await Promise.all(ids.map((id, i) => signEntry(id, { kind: 'claim', room, prev: null, body: { name: seats[i].name, color: seats[i].color, n: 0 } })));
  const start = await signEntry(host, { kind: 'start', room, prev: null, body: { seats: claims.map((c) => c.wire), tiles: 30 } });
  await add(start);
  if (options.claims) wires.push(...claims.map((c) => c.wire));
  const chains = await Promise.all(ids.map((id) => deriveLinks(id, room, start.hash)));
  for (let i = 0; i < ids.length; i++) await add(await signEntry(ids[i], { kind: 'commit', room, prev: book.head, body: { commit: chains[i].commit } }));
  for (let i = 0; i < ids.length; i++) await add(await signEntry(ids[i], { kind: 'link', room, prev: book.head, body: { round: 0, link: chains[i].links[0] } }));
  const rng = Rng.fromSeed('forgery');
  while (book.chain.length <= longerThan) {
    const { game, round } = book.state;
    const mover = game!.current;
    await add(await signEntry(ids[mover], { kind: 'move', room, prev: book.head, body: { turn: game!.turn + 1, move: randomBaseMove(game!.clone(), rng)!, link: chains[mover].links[round] } }));
    for (let j = 0; j < ids.length; j++) if (j !== mover) await add(await signEntry(ids[j], { kind: 'link', room, prev: book.head, body: { round, link: chains[j].links[round] } }));
  }
  if (book.chain.length <= longerThan) throw new Error('the forged branch is not longer');
  return { wires, chain: book.chain.map((e) => e.hash), seats: ids.map((id) => id.publicKey) };
}
