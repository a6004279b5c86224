/**
 * Asks a bot for a move off the page's main thread: one module Web Worker (bot-worker.ts), started
 * on the first request and shared by every bot seat and the hint. Where no worker can start, the
 * page computes the move itself after a frame, so a bot still plays (the board just pauses).
 */
import type { GameRecord, Move, NewWorldMove, NewWorldRecord } from '../engine/index.js';
import type { BotLevel } from '../bots/index.js';
import type { BotAnswer, BotRequest } from './bot-request.js';

export class BotThinker {
  private worker: Worker | null = null;
  private failed = false;
  private nextId = 0;
  private waiting = new Map<number, { req: BotRequest; done: (a: BotAnswer) => void }>();

  /** The bot's move for the player to move in `record`; rejects with `{ code, message }`. */
  async move(record: GameRecord | NewWorldRecord, level: BotLevel, seed: string): Promise<Move | NewWorldMove> {
    return (await this.ask({ id: ++this.nextId, record, level, seed })).move;
  }

  /** The bot's move at a budget of `iterations`, with expert's proof (an online table's bot seat: bot-seats.ts in src/sync). */
  async play(record: GameRecord | NewWorldRecord, level: BotLevel, seed: string, iterations: number): Promise<{ move: Move | NewWorldMove; proof?: number[][] }> {
    const answer = await this.ask({ id: ++this.nextId, record, level, seed, iterations, proof: true });
    return { move: answer.move, proof: answer.proof };
  }

  private async ask(req: BotRequest): Promise<Extract<BotAnswer, { ok: true }>> {
    const answer = await (this.start() ? this.post(req) : this.inPage(req));
    if (!answer.ok) throw { code: answer.code, message: answer.message };
    return answer;
  }

  /** Stops the worker; pending requests are dropped (their callers have moved on). */
  close(): void {
    this.worker?.terminate();
    this.worker = null;
    this.waiting.clear();
  }

  private start(): boolean {
    if (this.worker || this.failed) return !!this.worker;
    try {
      this.worker = new Worker(new URL('./bot-worker.ts', import.meta.url), { type: 'module' });
      this.worker.onmessage = (e: MessageEvent<BotAnswer>) => {
        const w = this.waiting.get(e.data.id);
        this.waiting.delete(e.data.id);
        w?.done(e.data);
      };
      // a worker that cannot load (a page without module workers): the rest is computed in the page
      this.worker.onerror = () => {
        const pending = [...this.waiting.values()];
        this.failed = true;
        this.close();
        for (const w of pending) void this.inPage(w.req).then(w.done);
      };
    } catch {
      this.failed = true;
    }
    return !!this.worker;
  }

  private post(req: BotRequest): Promise<BotAnswer> {
    return new Promise((resolve) => {
      this.waiting.set(req.id, { req, done: resolve });
      this.worker!.postMessage(req);
    });
  }

  private async inPage(req: BotRequest): Promise<BotAnswer> {
    await new Promise((r) => setTimeout(r, 0));
    const { solveBotRequest } = await import('./bot-request.js');
    return solveBotRequest(req);
  }
}
