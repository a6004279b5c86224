/**
 * Hidden tiles, drawn one at a time. Each seat commits at the start to the end of a hash chain of
 * secrets, then reveals one link per draw round, walking the chain backwards: a link is checked
 * with one SHA-256 against the link before it, yet nobody can compute the next one. A round's draw
 * randomness is the hash of every active seat's link for that round, so no group of seats short of
 * all of them knows a tile before it is drawn; the last to reveal learns it one reveal early and
 * cannot steer it (its link was fixed at the start).
 *
 * The chain's seed is derived by signing a fixed message with the seat's own Ed25519 key
 * (deterministic), so a refreshed tab finds the same chain without storing it.
 */
import { BoundedMemo } from './bounded-memo.js';
import { canonicalJson, sha256, sha256Hex, toHex } from './bytes.js';
import type { Identity } from './identity.js';

/** Links per chain: one per draw round (the deal, then one per move), with room to spare (a game has at most 200 tiles). */
export const CHAIN_LENGTH = 1024;

/** One step back along a seat's chain: bound to the room and the author, so nobody can reuse another's links. */
export function linkHash(room: string, author: string, link: string): string {
  return sha256Hex(`carcassonne/link\n${room}\n${author}\n${link}`);
}

/** A seat's links, by round: `links[r]` is revealed in round r; `commit` (what the seat publishes first) hashes to nothing known. */
export interface LinkChain {
  commit: string;
  links: string[];
}

/**
 * Chains already hashed, keyed by everything a chain is a function of: the room, the key and the
 * exact signature bytes. A refreshed tab, a reopened seat or a second tab on the key derive the
 * same chain again (1,024 hashes). Bounded.
 */
const hashed = new BoundedMemo<LinkChain>(64);

export async function deriveLinks(identity: Identity, room: string, startHash: string): Promise<LinkChain> {
  const sig = await identity.sign(new TextEncoder().encode(`carcassonne/draw-links\n${room}\n${startHash}`));
  const key = JSON.stringify([room, identity.publicKey, toHex(sig)]);
  const chain = hashed.get(key, () => {
    // a[0] is the secret, a[k+1] = H(a[k]); the commit is a[CHAIN_LENGTH], round r reveals a[CHAIN_LENGTH - 1 - r]
    const a: string[] = [toHex(sha256(sig))];
    for (let k = 0; k < CHAIN_LENGTH; k++) a.push(linkHash(room, identity.publicKey, a[k]));
    return { commit: a[CHAIN_LENGTH], links: a.slice(0, CHAIN_LENGTH).reverse() };
  });
  return { commit: chain.commit, links: [...chain.links] };
}

/**
 * Whether `link` is the author's link for `round`, given the last link it revealed (for round
 * `lastRound`; the commit counts as round -1). A seat that missed rounds (away) hashes forward.
 */
export function linkFollows(room: string, author: string, link: string, round: number, last: string, lastRound: number): boolean {
  const gap = round - lastRound;
  if (gap < 1 || round >= CHAIN_LENGTH) return false;
  let x = link;
  for (let i = 0; i < gap; i++) x = linkHash(room, author, x);
  return x === last;
}

/** A round's draw randomness: the hash of the links of the seats that took part, in seat order (null for a seat that did not). */
export function drawSeed(round: number, links: readonly (string | null)[]): string {
  return sha256Hex(canonicalJson(['carcassonne/draw', round, links]));
}

export function isHex256(v: unknown): v is string {
  return typeof v === 'string' && /^[0-9a-f]{64}$/.test(v);
}
