/**
 * Bounds on a wire entry, checked in one linear pass before anything costlier (JSON.parse, the
 * recursive canonical JSON, hashing): every byte from the network is an attacker's until verified.
 * Our entries need little: a move is `[…, { move: { at: [x, y] } }, …]`, four levels (as is the
 * object form of saved games); the largest (a seating entry listing 64 removed keys) has under 100
 * members. Strings are skipped, so the claims a start embeds as strings count as one value each.
 */

/** Longest wire form accepted: a move is ~320 bytes, a start with six claims ~1.5 KiB. */
export const MAX_WIRE_LENGTH = 8192;
/** Deepest nesting of objects and arrays. */
export const MAX_DEPTH = 6;
/** Most object members and array elements in all (counted as the `:` and `,` outside strings). */
export const MAX_MEMBERS = 256;

const QUOTE = 34;
const BACKSLASH = 92;
const OPEN_OBJECT = 123;
const OPEN_ARRAY = 91;
const CLOSE_OBJECT = 125;
const CLOSE_ARRAY = 93;
const COMMA = 44;
const COLON = 58;

/** Why `wire` is out of bounds (too long, too deep, too many members), or null. Never throws. */
export function wireOutOfBounds(wire: string): string | null {
  if (wire.length > MAX_WIRE_LENGTH) return 'An entry must be a JSON string of at most 8 KiB.';
  let depth = 0;
  let members = 0;
  let inString = false;
  for (let i = 0; i < wire.length; i++) {
    const c = wire.charCodeAt(i);
    if (inString) {
      if (c === BACKSLASH) i++;
      else if (c === QUOTE) inString = false;
      continue;
    }
    if (c === QUOTE) inString = true;
    else if (c === OPEN_OBJECT || c === OPEN_ARRAY) {
      if (++depth > MAX_DEPTH) return `An entry nests deeper than ${MAX_DEPTH} levels.`;
    } else if (c === CLOSE_OBJECT || c === CLOSE_ARRAY) depth--;
    else if (c === COMMA || c === COLON) {
      if (++members > MAX_MEMBERS) return `An entry has more than ${MAX_MEMBERS} members.`;
    }
  }
  return null;
}
