/** The shape of a New World move in record notation, checked before any rule is consulted. */
import type { EngineError } from '../errors.js';
import { ROTATIONS, type Rotation } from '../geometry.js';
import { isNewWorldSpot } from './spots.js';
import type { NewWorldMove, NewWorldTurn } from './types.js';

const MOVE_KEYS = new Set(['tile', 'at', 'rot', 'meeple', 'order']);
const ORDER_RE = /^(?:(?:town|trail):[NESW]|farm(?::(?:NW|N|NE|W|E|SW|S|SE))?)$/;

/** Why a value is not a New World move (or pass) in record notation, or null. */
export function checkNewWorldMove(move: unknown): EngineError | null {
  const bad = (message: string): EngineError => ({ code: 'move/invalid', message });
  if (!move || typeof move !== 'object' || Array.isArray(move)) return bad('A move must be an object like {"tile":"Q","at":[0,0],"rot":0}.');
  const m = move as Record<string, unknown>;
  if ('pass' in m) return m.pass === true && Object.keys(m).length === 1 ? null : bad('A pass is exactly {"pass":true}.');
  for (const k of Object.keys(m)) if (!MOVE_KEYS.has(k)) return bad(`A New World move has no field "${k}".`);
  if (typeof m.tile !== 'string') return bad('A move needs "tile", the id of the drawn tile.');
  if (!Array.isArray(m.at) || m.at.length !== 2 || !m.at.every((v) => Number.isInteger(v))) return bad('"at" must be two whole numbers [x, y].');
  if (!ROTATIONS.includes(m.rot as Rotation)) return bad('"rot" must be 0, 90, 180 or 270.');
  if (m.meeple !== undefined && !isNewWorldSpot(m.meeple)) {
    return bad(`"meeple" must name a New World spot such as "town:N", "trail:E", "plains:NNW" or "farm", not ${JSON.stringify(m.meeple)}.`);
  }
  if (m.order !== undefined && (!Array.isArray(m.order) || m.order.length > 16 || !m.order.every((o) => typeof o === 'string' && ORDER_RE.test(o)))) {
    return bad('"order" must list the completed features to score, such as ["town:N", "trail:E", "farm:SW"].');
  }
  return null;
}

/** A copy holding only the move's fields; `order` as given, or the engine's when the tile completed two or more. */
export function normalizeNewWorldMove(m: NewWorldMove, engineOrder: string[] | undefined): NewWorldTurn {
  const out: NewWorldMove = { tile: m.tile, at: [m.at[0], m.at[1]], rot: m.rot };
  if (m.meeple !== undefined) out.meeple = m.meeple;
  const order = m.order ?? engineOrder;
  if (order !== undefined) out.order = [...order];
  return out;
}
