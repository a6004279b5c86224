/// <reference types="mocha" />
/**
 * Why the hint and a bot chose their move (issue 22 point 7): the hint's sentence in the turn panel
 * while its placement is on the board, and a bot's under its tile, in the move's announcement and
 * in its log entry, each the bots' own sentence (src/bots/explain.ts) in the players' names.
 */
import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import type { CarcGame } from '../../components/carc-game/carc-game.js';
import { explainMove } from '../../src/bots/explain.js';
import type { LogEntry } from '../../components/shared/log-entries.js';
import { $, buttonByText, PATIENCE, SHORT_DECK } from './carc-game-helpers.js';

const DECK = [...SHORT_DECK, 'D', 'J', 'L'];
type Game = Parameters<typeof explainMove>[0];

async function table(game: 'carcassonne' | 'new-world', bot: boolean): Promise<CarcGame> {
  const el = await fixture<CarcGame>(html`<carc-game style="height:700px;width:1100px;display:block"></carc-game>`);
  await el.host(game === 'new-world' ? { hotseat: true } : { hotseat: true, deck: DECK });
  if (bot) await el.sit({ bot: 'greedy' });
  await el.sit({ name: 'Ann' });
  if (!bot) await el.sit({ name: 'Bob' });
  return el;
}

const game = (el: CarcGame) => el.table!.game as unknown as Game;

describe('<carc-game> why a move', () => {
  it("shows the hint's sentence of why in the turn panel, in the players' names, until the placement changes", async () => {
    const el = await table('carcassonne', false);
    await el.start();
    await el.play(el.legalMoves()[2]);
    await el.updateComplete;
    expect($(el, '.hint-why')).to.equal(null);
    buttonByText(el, 'Hint').click();
    await waitUntil(() => !!$(el, '.hint-why'), 'the hint says why', PATIENCE);
    const why = explainMove(game(el), el.flow!.move() as never, { names: ['Ann', 'Bob'], you: true })!;
    expect($(el, '.hint-why')!.textContent!.trim()).to.equal(`Hint: ${why.text}.`);
    expect($(el, '.hint-why')!.textContent).to.not.match(/column|row|P\d/);
    expect(el.controls.announcement).to.contain(`Hint: ${why.text}. Enter confirms.`);
    // taken back, the sentence no longer describes the board: it goes
    el.controls.takeBack();
    el.controls.takeBack();
    await el.updateComplete;
    expect($(el, '.hint-why')).to.equal(null);
  });

  it("says why a bot plays its move: under its tile while it waits, in the announcement and in the log's entry", async () => {
    const el = await table('carcassonne', true);
    el.bots.paceMs = 600_000;
    await el.start();
    await waitUntil(() => !!el.bots.thinking?.move, 'the bot chose', PATIENCE);
    const why = explainMove(game(el), el.bots.thinking!.move as never, { names: ['Greedy bot', 'Ann'] })!.text;
    await el.updateComplete;
    const said = `${why.charAt(0).toUpperCase()}${why.slice(1)}.`;
    expect($(el, '.bot-turn .hint')!.textContent!.trim()).to.equal(said);
    // what the live region says, one after another (the next turn's announcement follows the move's)
    const told: string[] = [];
    const say = el.controls.say.bind(el.controls);
    el.controls.say = (text: string) => (told.push(text), say(text));
    el.bots.skip();
    await waitUntil(() => el.state.turn === 1, 'the bot moved', PATIENCE);
    expect(told.find((s) => s.startsWith('Greedy bot placed a tile'))).to.contain(`Why: ${why}.`);
    await el.updateComplete;
    const log = $(el, 'carc-log') as HTMLElement & { entries: LogEntry[] };
    const placed = log.entries.find((e) => e.kind === 'place' && e.turn === 1)!;
    expect(placed.detail).to.contain(`Why: ${said}`);
  });

  it("speaks New World's words in a New World hint", async () => {
    const el = await table('new-world', false);
    await el.start({ game: 'new-world', tiles: 8 });
    await el.updateComplete;
    buttonByText(el, 'Hint').click();
    await waitUntil(() => !!$(el, '.hint-why'), 'the hint says why', PATIENCE);
    const text = $(el, '.hint-why')!.textContent!;
    expect(text).to.match(/^\s*Hint: /);
    expect(text).to.not.match(/\b(city|road|follower|knight|thief|monk)\b/);
    expect(text).to.equal(`Hint: ${explainMove(game(el), el.flow!.move() as never, { names: ['Ann', 'Bob'], you: true })!.text}.`);
  });
});
