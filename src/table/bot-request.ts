/**
 * A bot's move for a record: what the worker (bot-worker.ts) computes, and what the page computes
 * itself where no worker can start. Pure apart from the engine and the bots.
 */
import { replayAnyRecord, type GameRecord, type Move, type NewWorldMove, type NewWorldRecord } from '../engine/index.js';
import { chooseMove, type BotLevel } from '../bots/index.js';

export interface BotRequest {
  id: number;
  /** a record of either game */
  record: GameRecord | NewWorldRecord;
  level: BotLevel;
  seed: string;
  /** hard's or expert's budget in iterations (a fixed number: the same move on every machine); default the level's own */
  iterations?: number;
  /** answer expert's proof with the move (src/bots/expert-proof.ts), for an online table's peers to check */
  proof?: true;
}

export type BotAnswer = { id: number; ok: true; move: Move | NewWorldMove; proof?: number[][] } | { id: number; ok: false; code: string; message: string };

export function solveBotRequest(req: BotRequest): BotAnswer {
  const replay = replayAnyRecord(req.record);
  if (!replay.ok) return { id: req.id, ok: false, code: replay.error.code, message: replay.error.message };
  const res = chooseMove(replay.game, { level: req.level, seed: req.seed, budget: req.iterations ? { iterations: req.iterations } : undefined });
  if (!res.ok) return { id: req.id, ok: false, code: res.error.code, message: res.error.message };
  return req.proof ? { id: req.id, ok: true, move: res.move, proof: res.proof ?? [] } : { id: req.id, ok: true, move: res.move };
}
