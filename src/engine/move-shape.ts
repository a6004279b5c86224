/** The shape of a move in record notation, checked before any rule is consulted. */
import type { EngineError } from './errors.js';
import { ROTATIONS, type Rotation } from './geometry.js';
import { isSpotSyntax } from './spots.js';
import type { Move, TurnMove } from './types.js';

const MOVE_KEYS = new Set(['tile', 'at', 'rot', 'meeple', 'abbot', 'returnAbbot']);

/** Why a value is not a move in record notation, or null. */
export function checkMoveShape(move: unknown): EngineError | null {
  const bad = (message: string): EngineError => ({ code: 'move/invalid', message });
  if (!move || typeof move !== 'object' || Array.isArray(move)) return bad('A move must be an object like {"tile":"D","at":[1,0],"rot":0}.');
  const m = move as Record<string, unknown>;
  if (m.pass !== undefined) {
    if (m.pass !== true) return bad('"pass" can only be true.');
    if (Object.keys(m).length !== 1) return bad('A pass is {"pass":true} and nothing else: it places no tile.');
    return null;
  }
  for (const k of Object.keys(m)) if (!MOVE_KEYS.has(k)) return bad(`A move has no field "${k}".`);
  if (typeof m.tile !== 'string') return bad('A move needs "tile", the id of the drawn tile.');
  if (!Array.isArray(m.at) || m.at.length !== 2 || !m.at.every((v) => Number.isInteger(v))) return bad('"at" must be two whole numbers [x, y].');
  if (!ROTATIONS.includes(m.rot as Rotation)) return bad('"rot" must be 0, 90, 180 or 270.');
  if (m.meeple !== undefined && !isSpotSyntax(m.meeple)) return bad(`"meeple" must name a spot such as "road:E", "city:N", "field:NNW" or "monastery", not ${JSON.stringify(m.meeple)}.`);
  if (m.abbot !== undefined && m.abbot !== 'monastery' && m.abbot !== 'garden') return bad('"abbot" must be "monastery" or "garden".');
  if (m.returnAbbot !== undefined && m.returnAbbot !== true) return bad('"returnAbbot" can only be true.');
  if ([m.meeple, m.abbot, m.returnAbbot].filter((v) => v !== undefined).length > 1) {
    return bad('A move places one follower, or the abbot, or takes the abbot back: not two of these.');
  }
  return null;
}

export function normalizeMove(m: Move): Move;
export function normalizeMove(m: TurnMove): TurnMove;
export function normalizeMove(m: TurnMove): TurnMove {
  if (m.pass) return { pass: true };
  const out: Move = { tile: m.tile, at: [m.at[0], m.at[1]], rot: m.rot };
  if (m.meeple !== undefined) out.meeple = m.meeple;
  if (m.abbot !== undefined) out.abbot = m.abbot;
  if (m.returnAbbot) out.returnAbbot = true;
  return out;
}
