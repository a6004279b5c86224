/// <reference types="mocha" />
/**
 * `<carc-game>`: a bot's move, and online another seat's (an online bot's too), slides onto the
 * board from the turn panel; the person's own moves do not. Skip, a click on the board or Escape
 * lands it at once, any other input lands it and then acts, the move's scores wait for it, and
 * with reduced motion nothing slides. Slides last a minute here, so only the test ends them.
 */
import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import { emulateMedia } from '@web/test-runner-commands';
import { createGame, exportRecord, type Game } from '../../src/engine/index.js';
import type { CarcBoard } from '../../components/carc-board/carc-board.js';
import type { CarcGame } from '../../components/carc-game/carc-game.js';
import { anyRecord, type AnyEvent, type AnyMove, type AnyTurn, type Table, type TablePlayer } from '../../src/table/table.js';
import { legalMoves } from '../../src/table/turn-flow.js';
import { explainMove } from '../../src/bots/explain.js';
import { $, activate, buttonByText, key, PATIENCE, SHORT_DECK } from './carc-game-helpers.js';

const DECK = [...SHORT_DECK, 'D', 'J', 'L'];
const SLOW = '--carc-move-duration:60s';
const boardOf = (el: CarcGame) => $(el, 'carc-board') as unknown as CarcBoard;

/**
 * An online table as `<carc-game>` sees one (src/table/table.ts), on the engine alone: the test makes the
 * other seats' moves, each held first while "its next tile is drawn" (`drawing`) if it likes.
 */
class OnlineStandIn extends EventTarget implements Table {
  readonly mode = 'online' as const;
  readonly phase = 'playing' as const;
  readonly players: TablePlayer[];
  readonly rules = {};
  readonly link = '#room';
  readonly status = { kind: 'connected' as const, peers: 1 };
  readonly hover = null;
  readonly hints = false;
  readonly stall = null;
  readonly equivocators: string[] = [];
  events: AnyEvent[] = [];
  drawing: { seat: number; move: AnyTurn } | null = null;
  /** an online table's turns that passed without this seat (OnlineTable.missed): none here */
  readonly missed = [];

  constructor(
    readonly game: Game,
    readonly mySeat: number,
  ) {
    super();
    this.players = game.players.map((name, i) => ({ name, color: ['#d7263d', '#1b6ee0'][i], online: true, local: i === mySeat }));
  }
  canPlay(): boolean {
    return this.game.current === this.mySeat && !this.drawing;
  }
  /** the current seat's move, held while its next tile is drawn */
  draw(move: AnyMove): void {
    this.drawing = { seat: this.game.current, move };
    this.changed();
  }
  /** the current seat's move enters the game */
  land(move: AnyMove): void {
    const player = this.game.current;
    const res = this.game.play(move);
    if (!res.ok) throw new Error(res.error.message);
    this.drawing = null;
    this.events = [...this.events, ...res.events];
    this.dispatchEvent(new CustomEvent('move', { detail: { move, player, turn: this.game.turn, events: res.events } }));
    this.changed();
  }
  async play(move: AnyMove): Promise<void> {
    this.land(move);
  }
  async sit(): Promise<void> {}
  async start(): Promise<void> {}
  record() {
    return anyRecord(exportRecord(this.game));
  }
  setHover(): void {}
  close(): void {}
  private changed(): void {
    this.dispatchEvent(new CustomEvent('change'));
  }
}

async function botTable(seats: ({ name: string } | { bot: 'greedy' | 'easy' })[], paceMs?: number): Promise<CarcGame> {
  const el = await fixture<CarcGame>(html`<carc-game style="height:700px;width:1100px;display:block;${SLOW}"></carc-game>`);
  if (paceMs !== undefined) el.bots.paceMs = paceMs;
  await el.host({ hotseat: true, deck: DECK });
  for (const seat of seats) await el.sit(seat);
  await el.start();
  await el.updateComplete;
  return el;
}

/** The ids of the moves the board has shown in their place. */
function shownIds(el: CarcGame): unknown[] {
  const ids: unknown[] = [];
  el.addEventListener('carc-move-shown', (e) => ids.push((e as CustomEvent<{ id: unknown }>).detail.id));
  return ids;
}

describe('<carc-game> slides in the moves the person did not make', () => {
  it("slides a bot's tile in from the turn panel, not the person's own, and never holds the person up", async () => {
    const el = await botTable([{ name: 'Ann' }, { bot: 'greedy' }]);
    await el.play(el.legalMoves()[0]);
    await el.updateComplete;
    const board = boardOf(el);
    expect(board.arriving, 'her own move is simply there').to.equal(null);
    expect(el.slides.arrival).to.equal(null);
    expect($(el, '.turn .hand .tile-img'), "the bot's tile is in the panel while it thinks").to.not.equal(null);

    await waitUntil(() => !!board.arriving, 'the bot played', PATIENCE);
    const botMove = el.record().moves[1] as { at: [number, number] };
    expect(board.arriving).to.deep.equal(botMove.at);
    const from = el.slides.arrival!.from!;
    const panel = $(el, '[part=panel]')!.getBoundingClientRect();
    expect(from.x >= panel.left && from.x <= panel.right && from.y >= panel.top && from.y <= panel.bottom, 'it comes from the panel').to.be.true;

    // Ann's turn has begun under the slide: her first key lands the tile, then does what it does
    expect(el.legalMoves().length).to.be.greaterThan(0);
    await key(el, 'n');
    expect(board.arriving).to.equal(null);
    expect(el.flow!.at, 'N put her tile on a square').to.not.equal(null);
  });

  it('lands the tile at once on Skip, on a click on the board, and on Escape', async () => {
    const el = await botTable([{ bot: 'greedy' }, { bot: 'easy' }, { name: 'Ann' }]);
    const board = boardOf(el);
    const shown = shownIds(el);
    await waitUntil(() => !!board.arriving, 'the first bot played', PATIENCE);
    const first = el.slides.arrival!.id;
    buttonByText(el, 'Skip').click();
    expect(shown, 'Skip landed it').to.include(first);

    // Skip hurried the second bot too; its tile slides in on Ann's turn, and a click on the board lands it
    await waitUntil(() => el.state.turn === 2 && !!board.arriving, 'the second bot played', PATIENCE);
    const second = el.slides.arrival!.id;
    board.shadowRoot!.querySelector('.viewport')!.dispatchEvent(new MouseEvent('click', { bubbles: true, composed: true }));
    expect(shown).to.include(second);
    expect(board.arriving).to.equal(null);

    await el.play(el.legalMoves()[0]);
    await waitUntil(() => !!board.arriving, 'the first bot played again', PATIENCE);
    await key(el, 'Escape');
    expect(board.arriving).to.equal(null);
    expect(shown).to.include(el.slides.arrival!.id);
  });

  it("slides nothing with prefers-reduced-motion: reduce: the bot's tile shows on its square during the pause, then is there", async () => {
    await emulateMedia({ reducedMotion: 'reduce' });
    try {
      // a pause longer than any search, so it is there to look at however busy the machine; Skip ends it
      const el = await botTable([{ bot: 'greedy' }, { name: 'Ann' }], 600_000);
      await waitUntil(() => !!el.bots.thinking?.move, 'the bot chose', PATIENCE);
      await el.updateComplete;
      const board = boardOf(el);
      expect((board.preview as { at: [number, number] }).at).to.deep.equal(el.bots.thinking!.move!.at);
      el.bots.skip();
      await waitUntil(() => el.state.turn === 1, 'the bot played', PATIENCE);
      await el.updateComplete;
      expect(el.slides.arrival).to.equal(null);
      expect(board.arriving).to.equal(null);
      expect(board.shadowRoot!.querySelector('.arrival')).to.equal(null);
    } finally {
      await emulateMedia({ reducedMotion: 'no-preference' });
    }
  });

  it("online: slides another seat's move (a bot seat's too) from when its tile is drawn, once, with its score after; not mine", async () => {
    const made = createGame({ players: ['Ann', 'Bob'], deck: SHORT_DECK });
    if (!made.ok) throw new Error(made.error.message);
    const t = new OnlineStandIn(made.game, 1);
    const el = await fixture<CarcGame>(html`<carc-game style="height:700px;width:1100px;display:block;${SLOW}"></carc-game>`);
    el.attach(t);
    await el.updateComplete;
    const board = boardOf(el);
    // Ann closes the city with a knight; her move shows while its next tile is drawn
    const move = legalMoves(t.game).find((m) => m.at![0] === 0 && m.at![1] === -1 && m.meeple === 'city:S')!;
    t.draw(move);
    await el.updateComplete;
    expect(board.arriving).to.deep.equal(move.at);
    const id = el.slides.arrival!.id;

    // drawn: the move is in the game, the same slide goes on, and its score waits for it
    t.land(move);
    await el.updateComplete;
    expect(el.slides.arrival!.id).to.equal(id);
    expect(board.arriving).to.deep.equal(move.at);
    expect(el.spotlight.highlight).to.deep.equal([]);
    expect(board.finishArrival()).to.be.true;
    expect(el.spotlight.highlight).to.have.deep.members([
      [0, 0],
      [0, -1],
    ]);

    // my own move, while drawn and once in the game, does not slide
    await activate(el, el.flow!.placements[0].at);
    const mine = el.flow!.move()!;
    t.draw(mine);
    await el.updateComplete;
    t.land(mine);
    await el.updateComplete;
    expect(el.slides.arrival!.id).to.equal(id);
    expect(board.arriving).to.equal(null);

    // Ann's seat handed to a bot: its move slides like any other seat's, and though another
    // browser played it, this page says why, worked out while its tile was drawn
    t.players[0].bot = 'easy';
    const botMove = legalMoves(t.game)[0];
    const why = explainMove(t.game, botMove as never, { names: ['Ann', 'Bob'] })!.text;
    const told: string[] = [];
    const say = el.controls.say.bind(el.controls);
    el.controls.say = (text: string) => (told.push(text), say(text));
    t.draw(botMove);
    await el.updateComplete;
    t.land(botMove);
    await el.updateComplete;
    expect(board.arriving).to.deep.equal(botMove.at);
    expect(told.find((s) => s.startsWith('Ann placed a tile'))).to.contain(`Why: ${why}.`);
    const log = $(el, 'carc-log') as HTMLElement & { entries: { kind: string; turn: number | null; detail?: string }[] };
    expect(log.entries.find((e) => e.kind === 'place' && e.turn === t.game.turn)!.detail).to.contain(`Why: ${why.charAt(0).toUpperCase()}`);
  });
});
