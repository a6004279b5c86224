/// <reference types="mocha" />
/**
 * Bots at a hot-seat table: seats added by the script API and the lobby, their moves found in the
 * bots' Web Worker and played after the pace (or at once with Skip), the thinking state, and the
 * hint that puts the hard bot's choice on the board for a person.
 */
import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { replayAnyRecord, replayRecord, type GameRecord } from '../../src/engine/index.js';
import type { CarcGame } from '../../components/carc-game/carc-game.js';
import { solveBotRequest } from '../../src/table/bot-request.js';
import { $, board, buttonByText, PATIENCE, SHORT_DECK } from './carc-game-helpers.js';

const DECK = [...SHORT_DECK, 'D', 'J', 'L'];

async function tableWithBots(): Promise<CarcGame> {
  const el = await fixture<CarcGame>(html`<carc-game style="height:700px;width:1100px;display:block"></carc-game>`);
  await el.host({ hotseat: true, deck: DECK });
  await el.sit({ name: 'Ann' });
  await el.sit({ bot: 'hard' });
  await el.sit({ bot: 'easy' });
  return el;
}

const lobbyOf = async (el: CarcGame) => {
  const lobby = $(el, 'carc-lobby')!;
  await (lobby as unknown as { updateComplete: Promise<unknown> }).updateComplete;
  return lobby;
};

describe('<carc-game> bots', () => {
  it("seats bots by sit({ bot }) with names of their level, and by the lobby's Seat a bot", async () => {
    const el = await tableWithBots();
    expect(el.state.players.map((p) => p.name)).to.deep.equal(['Ann', 'Hard bot', 'Easy bot']);
    await el.updateComplete;
    const lobby = await lobbyOf(el);
    const level = $<HTMLSelectElement>(lobby, '#bot-level')!;
    level.value = 'hard';
    level.dispatchEvent(new Event('change'));
    buttonByText(lobby, 'Seat a bot').click();
    await waitUntil(() => el.state.players.length === 4, 'four players', PATIENCE);
    expect(el.state.players[3].name).to.equal('Hard bot 2');
    expect(el.table!.players.map((p) => p.bot ?? null)).to.deep.equal([null, 'hard', 'easy', 'hard']);
    let refused: unknown = null;
    await el.sit({ bot: 'grand-master' as never }).catch((e) => (refused = e));
    expect((refused as { code: string }).code).to.equal('bot/unknown-level');
  });

  it('plays a game of one person against two bots: the bots think, move by themselves (Skip hurries them), and the record replays', async () => {
    const el = await tableWithBots();
    await el.start();
    await el.updateComplete;
    let sawThinking = false;
    while (!el.state.finished) {
      const seat = el.state.current;
      const turn = el.state.turn;
      if (seat === 0) {
        expect(el.legalMoves().length).to.be.greaterThan(0);
        await el.play(el.legalMoves()[0]);
        continue;
      }
      // a bot's turn: nobody may play for it, the panel says it thinks, Skip plays its move at once
      expect(el.legalMoves()).to.deep.equal([]);
      await el.updateComplete;
      const title = $(el, '.turn-title')?.textContent ?? '';
      if (/is thinking|plays/.test(title)) sawThinking = true;
      expect(title).to.contain(el.state.players[seat].name);
      buttonByText(el, 'Skip').click();
      await waitUntil(() => el.state.turn > turn || el.state.finished, 'the bot moved', PATIENCE);
    }
    expect(sawThinking).to.be.true;
    const record = el.record() as GameRecord;
    expect(record.players.slice(1)).to.deep.equal([
      { name: 'Hard bot', color: el.state.players[1].color, bot: 'hard' },
      { name: 'Easy bot', color: el.state.players[2].color, bot: 'easy' },
    ]);
    const replay = replayRecord(record);
    expect(replay.ok && Array.from(replay.game.scores)).to.deep.equal(el.state.scores);
    // the moves came from the worker, not the page
    expect((el.bots as unknown as { thinker: { worker: Worker | null } }).thinker.worker).to.not.equal(null);
  });

  it("offers Expert in the lobby, and an expert bot's move comes from the worker: the move the bots give that record", async () => {
    const el = await fixture<CarcGame>(html`<carc-game style="height:700px;width:1100px;display:block"></carc-game>`);
    await el.host({ hotseat: true, deck: DECK });
    await el.sit({ name: 'Ann' });
    const lobby = await lobbyOf(el);
    const level = $<HTMLSelectElement>(lobby, '#bot-level')!;
    expect([...level.options].map((o) => o.textContent?.trim())).to.deep.equal(['Easy', 'Medium', 'Hard', 'Expert']);
    expect($(lobby, '#bot-level-doc')!.textContent).to.contain('best move for this turn');
    level.value = 'expert';
    level.dispatchEvent(new Event('change'));
    await (lobby as unknown as { updateComplete: Promise<unknown> }).updateComplete;
    // the choice says what that level is like
    expect($(lobby, '#bot-level-doc')!.textContent).to.contain('about a second a move');
    buttonByText(lobby, 'Seat a bot').click();
    await waitUntil(() => el.state.players.length === 2, 'two players', PATIENCE);
    expect(el.state.players[1].name).to.equal('Expert bot');
    await el.start();
    await el.play(el.legalMoves()[0]);
    const before = el.record() as GameRecord;
    await el.updateComplete;
    buttonByText(el, 'Skip').click();
    await waitUntil(() => el.state.turn === 2 || el.state.finished, 'the expert bot moved', PATIENCE);
    const played = (el.record() as GameRecord).moves[1];
    const expected = solveBotRequest({ id: 1, record: before, level: 'expert', seed: `hotseat/${(el.table as unknown as { saveId: string }).saveId}/seat1` });
    expect(expected.ok && expected.move).to.deep.equal(played);
  });

  it('waits out a human pace, then slides its tile in (nothing on its square meanwhile)', async () => {
    const el = await fixture<CarcGame>(html`<carc-game style="height:700px;width:1100px;display:block"></carc-game>`);
    await el.host({ hotseat: true, deck: DECK });
    await el.sit({ bot: 'greedy' });
    await el.sit({ name: 'Ann' });
    // a pace longer than any search, so the pause is there to look at however busy the machine
    el.bots.paceMs = 600_000;
    await el.start();
    // found before the pace is over: it waits, and the board gives nothing away
    await waitUntil(() => !!el.bots.thinking?.move, 'the bot chose', PATIENCE);
    await el.updateComplete;
    const chosen = el.bots.thinking!.move!;
    await new Promise((r) => setTimeout(r, 300));
    expect(el.state.turn).to.equal(0);
    expect(board(el).preview).to.equal(null);
    // Skip (as the player's button does) ends the pause at once
    el.bots.skip();
    await waitUntil(() => el.state.turn === 1, 'the bot moved', PATIENCE);
    expect(el.record().moves[0]).to.deep.equal(chosen);
    await el.updateComplete;
    expect(el.slides.arrival).to.deep.include({ at: chosen.at, tile: chosen.tile, rot: chosen.rot });
  });

  it("puts the hard bot's choice on the board as a hint, for the person to confirm", async () => {
    const el = await fixture<CarcGame>(html`<carc-game style="height:700px;width:1100px;display:block"></carc-game>`);
    await el.host({ hotseat: true, deck: DECK });
    await el.sit({ name: 'Ann' });
    await el.sit({ name: 'Bob' });
    await el.start();
    await el.play(el.legalMoves()[2]);
    await el.updateComplete;
    const expected = solveBotRequest({ id: 1, record: el.record() as GameRecord, level: 'hard', seed: `hint/${(el.table as unknown as { saveId: string }).saveId}` });
    buttonByText(el, 'Hint').click();
    await waitUntil(() => !!el.flow?.at, 'the hint is shown', PATIENCE);
    expect(expected.ok && el.flow!.move()).to.deep.equal(expected.ok && expected.move);
    // the hint says Enter confirms: the focus is on Confirm, not on the Hint button
    await waitUntil(() => el.shadowRoot!.activeElement?.getAttribute('part') === 'confirm', 'Confirm has the focus', PATIENCE);
    await sendKeys({ press: 'Enter' });
    await waitUntil(() => el.state.turn === 2, 'turn 2', PATIENCE);
    expect(el.record().moves[1]).to.deep.equal(expected.ok && expected.move);
  });

  it("plays New World too: a person against a medium bot, with a hint on the person's first turn, and the record replays", async () => {
    const el = await fixture<CarcGame>(html`<carc-game style="height:700px;width:1100px;display:block"></carc-game>`);
    await el.host({ hotseat: true });
    await el.sit({ name: 'Ann' });
    await el.sit({ bot: 'medium' });
    await el.start({ game: 'new-world', tiles: 8 });
    await el.updateComplete;
    let hinted = false;
    while (!el.state.finished) {
      const turn = el.state.turn;
      if (el.state.current === 0) {
        if (!hinted) {
          buttonByText(el, 'Hint').click();
          await waitUntil(() => !!(el as unknown as { flow: { at: unknown } | null }).flow?.at, 'the hint put the tile down', PATIENCE);
          hinted = true;
        }
        await el.play(el.legalMoves()[0]);
        continue;
      }
      expect(el.legalMoves()).to.deep.equal([]);
      await el.updateComplete;
      buttonByText(el, 'Skip').click();
      await waitUntil(() => el.state.turn > turn || el.state.finished, 'the bot moved', PATIENCE);
    }
    expect(hinted).to.be.true;
    const record = el.record() as unknown as { game: string; players: { bot?: string }[] };
    expect(record.game).to.equal('new-world');
    expect(record.players[1].bot).to.equal('medium');
    const replay = replayAnyRecord(record);
    expect(replay.ok && Array.from(replay.game.scores)).to.deep.equal(el.state.scores);
  });
});
