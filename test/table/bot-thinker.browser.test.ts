/**
 * The bots' worker in real Chromium, as an online page uses it for its bot seats (src/table/online.ts
 * gives it to the session as `thinkBot`): expert's second-long search runs in the worker, the page
 * keeps drawing frames meanwhile, and the answer carries the proof every peer checks.
 */
import { expect } from '@open-wc/testing';
import { createGame, exportRecord } from '../../src/engine/index.js';
import { checkExpertMove, chooseMove, DEFAULT_EXPERT_ITERATIONS } from '../../src/bots/index.js';
import { BotThinker } from '../../src/table/bot-thinker.js';

describe('the bots’ worker for online bot seats', () => {
  it("searches expert at its full budget off the page, with a proof that passes a peer's check", async () => {
    const created = createGame({ players: ['Ann', 'Robo'], seed: 'thinker', rules: { farmers: 'c3' } });
    if (!created.ok) throw new Error(created.error.message);
    const game = created.game;
    for (let i = 0; i < 12; i++) {
      const res = chooseMove(game, { level: 'greedy', seed: 'to-middle' });
      if (!res.ok || !game.play(res.move).ok) throw new Error('no move');
    }
    const thinker = new BotThinker();
    let frames = 0;
    let counting = true;
    const tick = () => {
      frames++;
      if (counting) requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
    const answer = await thinker.play(exportRecord(game), 'expert', 'robo', DEFAULT_EXPERT_ITERATIONS);
    counting = false;
    thinker.close();
    // the page was free to draw while the worker searched
    expect(frames).to.be.greaterThan(1);
    expect(answer.proof?.length).to.be.greaterThan(1);
    const check = checkExpertMove(game, { seed: 'robo', iterations: DEFAULT_EXPERT_ITERATIONS }, (m) => JSON.stringify(m) === JSON.stringify(answer.move), answer.proof!);
    expect(check.ok).to.equal(true);
  });
});
