/// <reference types="mocha" />
import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import { emulateMedia, sendKeys, sendMouse } from '@web/test-runner-commands';
import { replayRecord } from '../../src/engine/index.js';
import type { CarcGame } from '../../components/carc-game/carc-game.js';
import { $, $$, activate, board, buttonByText, hotseatGame, key, SHORT_DECK } from './carc-game-helpers.js';

describe('<carc-game> lobby', () => {
  it('offers hot-seat and online play, then seats players and starts a hot-seat game by clicks', async () => {
    const el = await fixture<CarcGame>(html`<carc-game style="height:700px;display:block"></carc-game>`);
    el.deck = SHORT_DECK;
    const lobby = $(el, 'carc-lobby')!;
    await (lobby as unknown as { updateComplete: Promise<unknown> }).updateComplete;
    expect(buttonByText(lobby, 'Play on this device')).to.exist;
    expect(buttonByText(lobby, 'Play online')).to.exist;
    await expect(el).to.be.accessible();
    buttonByText(lobby, 'Play on this device').click();
    await el.updateComplete;
    await (lobby as unknown as { updateComplete: Promise<unknown> }).updateComplete;
    const start = buttonByText(lobby, 'Start the game');
    expect(start.disabled, 'no players yet').to.be.true;
    buttonByText(lobby, 'Add').click();
    await el.updateComplete;
    buttonByText(lobby, 'Add').click();
    await el.updateComplete;
    await (lobby as unknown as { updateComplete: Promise<unknown> }).updateComplete;
    expect(el.state.players.map((p) => p.name)).to.deep.equal(['Player 1', 'Player 2']);
    expect(new Set(el.state.players.map((p) => p.color)).size, 'distinct colours').to.equal(2);
    await expect(lobby).to.be.accessible();
    const started = oneEvent(el, 'carc-state');
    buttonByText(lobby, 'Start the game').click();
    await started;
    await el.updateComplete;
    expect(el.state.phase).to.equal('playing');
    expect(el.state.tile).to.equal('E');
    expect($(el, 'carc-board')).to.exist;
  });

  it('shows the engine rules options in the form, from RULE_OPTIONS', async () => {
    const el = await fixture<CarcGame>(html`<carc-game></carc-game>`);
    await el.host({ hotseat: true });
    await el.updateComplete;
    const lobby = $(el, 'carc-lobby')!;
    await (lobby as unknown as { updateComplete: Promise<unknown> }).updateComplete;
    const farmers = $<HTMLSelectElement>(lobby, '#rule-farmers')!;
    expect([...farmers.options].map((o) => o.value)).to.deep.equal(['c3', 'c1', 'off']);
    expect($(lobby, '#rule-tinyCity')).to.exist;
  });
});

describe('<carc-game> placement flow', () => {
  it('highlights the legal squares and previews the tile where the player points', async () => {
    const el = await hotseatGame();
    const b = board(el);
    const cands = b.candidates as { at: [number, number]; rot: number }[];
    expect(cands.length).to.equal(el.legalMoves().filter((m) => !m.meeple).length);
    b.dispatchEvent(new CustomEvent('carc-square-hover', { detail: { at: cands[0].at }, bubbles: true, composed: true }));
    await el.updateComplete;
    expect(board(el).preview).to.deep.include({ tile: 'E', at: cands[0].at });
    expect(board(el).spots, 'no follower spots before the tile is put down').to.deep.equal([]);
  });

  it('puts the tile down by mouse, turns it by taps on it, then offers followers in a step of their own, undo and confirm', async () => {
    const el = await hotseatGame();
    const legal = el.legalMoves().filter((m) => !m.meeple);
    const at = legal[0].at;
    const fitting = legal.filter((m) => m.at[0] === at[0] && m.at[1] === at[1]).map((m) => m.rot);
    await activate(el, at);
    const seen = new Set<number>();
    for (let i = 0; i < 6; i++) {
      const p = board(el).preview as { rot: number; at: [number, number] };
      expect(p.at).to.deep.equal(at);
      expect(fitting, `rotation ${p.rot} fits`).to.include(p.rot);
      expect(board(el).spots, 'no follower targets while turning').to.deep.equal([]);
      seen.add(p.rot);
      await activate(el, at); // tapping the tile again turns it
    }
    expect([...seen].sort()).to.deep.equal([...fitting].sort());
    const rot = el.flow!.rot;
    buttonByText(el, 'Follower').click();
    await el.updateComplete;
    const spots = board(el).spots as { spot: string; allowed: boolean }[];
    expect(spots.length).to.be.greaterThan(0);
    expect($$(el, '.spots button').map((b) => b.textContent!.trim()), 'the same spots as a named list').to.include.members(['No follower']);
    await activate(el, at); // a tap on the tile while choosing a follower changes nothing
    expect(el.flow!.rot, 'the rotation is settled').to.equal(rot);
    const spot = spots.find((s) => s.allowed)!.spot;
    board(el).dispatchEvent(new CustomEvent('carc-spot-activate', { detail: { spot }, bubbles: true, composed: true }));
    await el.updateComplete;
    expect(board(el).selectedSpot).to.equal(spot);
    buttonByText(el, 'Undo').click(); // takes back the follower step first
    await el.updateComplete;
    expect(board(el).selectedSpot).to.equal(null);
    expect(board(el).spots).to.deep.equal([]);
    expect(board(el).preview).to.not.equal(null);
    buttonByText(el, 'Undo').click(); // then the tile
    await el.updateComplete;
    expect(board(el).preview).to.equal(null);
    await activate(el, at);
    const moved = oneEvent(el, 'carc-move');
    buttonByText(el, 'Confirm').click();
    const { detail } = await moved;
    expect(detail.move.at).to.deep.equal(at);
    expect(detail.player).to.equal(0);
    await el.updateComplete;
    expect(el.state.turn).to.equal(1);
    expect(el.state.currentPlayer).to.equal('Bob');
  });

  it('places, turns and confirms with real mouse clicks on the board', async () => {
    const el = await hotseatGame();
    const squareBox = () => {
      const inView = [...board(el).shadowRoot!.querySelectorAll('[aria-label^="Legal square"]')]
        .map((g) => g.getBoundingClientRect())
        .find((r) => r.x > 0 && r.y > 0 && r.right < window.innerWidth - 70 && r.bottom < window.innerHeight);
      if (!inView) throw new Error('no legal square in view');
      return [Math.round(inView.x + inView.width / 2), Math.round(inView.y + inView.height / 2)] as [number, number];
    };
    await new Promise((r) => setTimeout(r, 400)); // the board frames itself
    const [x, y] = squareBox();
    await sendMouse({ type: 'click', position: [x, y] });
    await el.updateComplete;
    const at = el.flow!.at!;
    expect(at, 'a click puts the tile down').to.exist;
    const before = el.flow!.rot;
    await sendMouse({ type: 'click', position: [x, y] });
    await el.updateComplete;
    if (el.flow!.rotationsAt(at).length > 1) expect(el.flow!.rot, 'clicking it again turns it').to.not.equal(before);
    const moved = oneEvent(el, 'carc-move');
    buttonByText(el, 'Confirm').click();
    expect((await moved).detail.move.at).to.deep.equal(at);
    await sendMouse({ type: 'move', position: [0, 0] });
  });

  it('plays a turn with the keyboard alone: N, R, F, Enter', async () => {
    const el = await hotseatGame();
    await key(el, 'n');
    const p = board(el).preview as { at: [number, number]; rot: number };
    expect(p, 'N puts the tile on the first legal square').to.exist;
    await key(el, 'r');
    await key(el, 'f');
    const spot = board(el).selectedSpot as string;
    expect(spot, 'F picks a follower spot').to.be.a('string');
    const moved = oneEvent(el, 'carc-move');
    await key(el, 'Enter');
    const { detail } = await moved;
    expect(detail.move.meeple).to.equal(spot);
    expect(el.record().moves[0].meeple).to.equal(spot);
  });

  it('plays on the board itself by keys: Enter places, Enter on another square moves the tile, Enter on the tile confirms', async () => {
    const el = await hotseatGame();
    const viewport = board(el).shadowRoot!.querySelector('[part=viewport]') as HTMLElement;
    viewport.focus();
    await sendKeys({ press: 'Home' });
    await sendKeys({ press: 'Enter' });
    await el.updateComplete;
    const first = el.flow!.at!;
    expect(first, 'Enter on a legal square puts the tile there').to.exist;
    for (const arrow of ['ArrowRight', 'ArrowDown', 'ArrowLeft', 'ArrowUp']) {
      await sendKeys({ press: arrow });
      await el.updateComplete;
      if (el.hoverAt && (el.hoverAt[0] !== first[0] || el.hoverAt[1] !== first[1])) break;
    }
    await sendKeys({ press: 'Enter' });
    await el.updateComplete;
    expect(el.state.turn, 'Enter elsewhere did not confirm').to.equal(0);
    expect(el.flow!.at).to.not.deep.equal(first);
    const moved = oneEvent(el, 'carc-move');
    await sendKeys({ press: 'Enter' });
    expect((await moved).detail.move.at).to.deep.equal(el.record().moves[0].at);
  });

  it('refuses an illegal square with a message and keeps the turn', async () => {
    const el = await hotseatGame();
    await activate(el, [5, 5]);
    expect(board(el).preview).to.equal(null);
    const toast = $(el, '.toast');
    expect(toast?.textContent).to.match(/does not fit/);
    expect(el.state.turn).to.equal(0);
  });

  it('rejects an illegal scripted move with the engine code and fires carc-error', async () => {
    const el = await hotseatGame();
    const errored = oneEvent(el, 'carc-error');
    let code = '';
    try {
      await el.play({ tile: 'E', at: [0, 1], rot: 0 });
    } catch (e) {
      code = (e as { code: string }).code;
    }
    expect(code).to.equal('move/edge-mismatch');
    expect((await errored).detail.code).to.equal('move/edge-mismatch');
    expect($(el, '.toast.error')).to.exist;
    expect(el.state.turn).to.equal(0);
  });

  it('is accessible mid-turn', async () => {
    const el = await hotseatGame();
    await key(el, 'n');
    await expect(el).to.be.accessible();
  });
});

describe('<carc-game> script API', () => {
  it('plays a whole hot-seat game with legalMoves/play and exports a record that replays', async () => {
    const el = await hotseatGame();
    const moves: number[] = [];
    el.addEventListener('carc-move', (e) => moves.push((e as CustomEvent).detail.turn));
    const over = oneEvent(el, 'carc-game-over');
    while (!el.state.finished) {
      const legal = el.legalMoves();
      expect(legal.length).to.be.greaterThan(0);
      await el.play(legal[legal.length - 1]);
    }
    const { detail } = await over;
    expect(detail.scores).to.deep.equal(el.state.scores);
    expect(moves).to.deep.equal(SHORT_DECK.map((_, i) => i + 1));
    expect(el.legalMoves()).to.deep.equal([]);
    const replay = replayRecord(el.record());
    expect(replay.ok).to.be.true;
    expect(Array.from(replay.game!.scores)).to.deep.equal(el.state.scores);
    await el.updateComplete;
    await new Promise((r) => setTimeout(r, 1600));
    await el.updateComplete;
    const end = $(el, 'carc-end-screen');
    expect(end, 'the end screen shows').to.exist;
    await new Promise((r) => setTimeout(r, 50));
    expect(end!.shadowRoot!.activeElement?.textContent, 'focus moves into the end screen').to.contain('Replay the game');
    await expect(el).to.be.accessible();
    await key(el, 'Escape');
    expect($(el, 'carc-end-screen'), 'Esc closes it').to.equal(null);
  });

  it('imports a record and shows the position and the log', async () => {
    const a = await hotseatGame();
    await a.play(a.legalMoves()[0]);
    await a.play(a.legalMoves()[0]);
    const rec = a.record();
    const el = await fixture<CarcGame>(html`<carc-game style="height:600px;display:block"></carc-game>`);
    el.importRecord(JSON.stringify(rec));
    await el.updateComplete;
    expect(el.state.turn).to.equal(2);
    expect(el.state.players.map((p) => p.name)).to.deep.equal(['Ann', 'Bob']);
    const log = $(el, 'carc-log') as HTMLElement & { entries: unknown[] };
    expect(log.entries.length).to.be.greaterThan(1);
    expect(() => el.importRecord('{"format":"nope"}')).to.throw();
    await el.updateComplete;
    expect($$(el, '.toast').length).to.be.greaterThan(0);
  });
});

describe('<carc-game> end dialog', () => {
  async function finished() {
    await emulateMedia({ reducedMotion: 'reduce' });
    const el = await hotseatGame(['E']);
    await el.play(el.legalMoves()[0]);
    await new Promise((r) => setTimeout(r, 20));
    await el.updateComplete;
    await emulateMedia({ reducedMotion: 'no-preference' });
    expect($(el, 'carc-end-screen'), 'the end screen shows').to.exist;
    await new Promise((r) => setTimeout(r, 20));
    return el;
  }
  const endButton = (el: CarcGame, text: string) => buttonByText($(el, 'carc-end-screen')!, text);
  const closed = async (el: CarcGame) => {
    await el.updateComplete;
    return $(el, 'carc-end-screen') === null;
  };

  it('moves focus into the dialog, closes by its visible button and gives focus back', async () => {
    const el = await finished();
    expect($(el, 'carc-end-screen')!.shadowRoot!.activeElement?.textContent).to.contain('Replay the game');
    const close = $<HTMLButtonElement>($(el, 'carc-end-screen')!, 'button[part=close]')!;
    expect(close.getAttribute('aria-label')).to.contain('Close');
    close.click();
    expect(await closed(el)).to.be.true;
    await new Promise((r) => setTimeout(r, 20));
    expect(el.shadowRoot!.activeElement?.textContent, 'focus goes back to the game, on the button that opens it again').to.contain('Final scores');
    buttonByText(el, 'Final scores').click();
    await el.updateComplete;
    expect($(el, 'carc-end-screen')).to.exist;
    expect(endButton(el, 'Save record')).to.exist;
  });

  it('closes by a tap outside it, by Esc and by the browser Back', async () => {
    const el = await finished();
    ($(el, '.overlay') as HTMLElement).click();
    expect(await closed(el), 'a tap outside').to.be.true;
    buttonByText(el, 'Final scores').click();
    await el.updateComplete;
    ($(el, 'carc-end-screen') as HTMLElement).click(); // a tap inside does not close it
    expect(await closed(el)).to.be.false;
    const gaveBack = new Promise((r) => window.addEventListener('popstate', r, { once: true }));
    await key(el, 'Escape');
    expect(await closed(el), 'Esc').to.be.true;
    await gaveBack; // closing gave its history entry back
    buttonByText(el, 'Final scores').click();
    await el.updateComplete;
    const popped = new Promise((r) => window.addEventListener('popstate', r, { once: true }));
    history.back();
    await popped;
    expect(await closed(el), 'Back').to.be.true;
  });
});

describe('<carc-game> log', () => {
  it('opening a score in the log outlines its move on the board and highlights the scored feature', async () => {
    const el = await hotseatGame();
    await el.play({ tile: 'E', at: [0, -1], rot: 180, meeple: 'city:S' });
    await el.updateComplete;
    const log = $(el, 'carc-log')!;
    await (log as unknown as { updateComplete: Promise<unknown> }).updateComplete;
    const row = $$(log, 'li.score .row')[0];
    expect(row.textContent).to.contain('Ann +4: city of 2 tiles, 2 points each');
    row.click();
    await el.updateComplete;
    expect(board(el).marked).to.deep.equal([0, -1]);
    expect(board(el).highlight).to.have.deep.members([[0, 0], [0, -1]]);
    await board(el).updateComplete;
    expect($$(board(el), '.mark')).to.have.length(1);
    row.click(); // closing it lets go of the board
    await el.updateComplete;
    expect(board(el).marked).to.equal(null);
  });
});

describe('<carc-game> small things a player trips over', () => {
  it('counts the tiles left to draw as its list does, and shows that the count opens the list', async () => {
    const el = await hotseatGame();
    const summary = $(el, '.remaining summary')!;
    expect(summary.textContent!.replace(/\s+/g, ' ')).to.contain('5 tiles left to draw').and.contain('Show which');
    const listed = $$(el, '.tile-counts .n').reduce((n, c) => n + Number(c.textContent), 0);
    expect(listed).to.equal(5);
  });

  it("shows the replay's log only up to the replayed move", async () => {
    const el = await hotseatGame();
    for (let i = 0; i < 3; i++) await el.play(el.legalMoves()[0]);
    el.controls.setReplay(1);
    await el.updateComplete;
    const log = $(el, 'carc-log') as HTMLElement & { entries: { turn: number | null; moves: number }[] };
    expect(log.entries.length).to.be.greaterThan(0);
    expect(log.entries.every((e) => e.moves <= 1)).to.be.true;
    el.controls.setReplay(null);
    await el.updateComplete;
    expect(log.entries.some((e) => e.moves === 3)).to.be.true;
  });

  it('says "1 square fits" to a screen reader, not "1 squares"', async () => {
    const el = await fixture<CarcGame>(html`<carc-game style="height:600px;display:block"></carc-game>`);
    await el.host({ hotseat: true, deck: ['U', 'U'], rules: { board: { width: 2, height: 1 } } });
    await el.sit({ name: 'Ann' });
    await el.sit({ name: 'Bob' });
    await el.start();
    await el.updateComplete;
    expect(el.controls.announcement).to.contain('1 square fits');
  });

  it('moves keyboard focus to the new screen when entering the lobby and starting the game', async () => {
    const el = await fixture<CarcGame>(html`<carc-game style="height:700px;display:block"></carc-game>`);
    el.deck = SHORT_DECK;
    const lobby = $(el, 'carc-lobby')!;
    await (lobby as unknown as { updateComplete: Promise<unknown> }).updateComplete;
    buttonByText(lobby, 'Play on this device').focus();
    buttonByText(lobby, 'Play on this device').click();
    await el.updateComplete;
    await (lobby as unknown as { updateComplete: Promise<unknown> }).updateComplete;
    await new Promise((r) => setTimeout(r, 0));
    expect(lobby.shadowRoot!.activeElement?.textContent, 'the lobby heading').to.equal('On this device');
    await el.sit({ name: 'Ann' });
    await el.sit({ name: 'Bob' });
    await (lobby as unknown as { updateComplete: Promise<unknown> }).updateComplete;
    buttonByText(lobby, 'Start the game').focus();
    buttonByText(lobby, 'Start the game').click();
    await new Promise((r) => setTimeout(r, 0));
    await el.updateComplete;
    await new Promise((r) => setTimeout(r, 0));
    expect(el.shadowRoot!.activeElement?.className, 'the turn panel').to.equal('turn-title');
  });
});

describe('<carc-game> saved hot-seat games', () => {
  beforeEach(() => localStorage.removeItem('carc-hotseat-games'));

  async function welcome() {
    const el = await fixture<CarcGame>(html`<carc-game style="height:600px;display:block"></carc-game>`);
    const lobby = $(el, 'carc-lobby')!;
    await (lobby as unknown as { updateComplete: Promise<unknown> }).updateComplete;
    return { el, lobby, rows: () => $$(lobby, '.saved li').map((li) => li.textContent!.replace(/\s+/g, ' ').trim()) };
  }

  it('keeps every unfinished game, lists each with players, move and date, and continues each in its own slot', async () => {
    const a = await hotseatGame();
    await a.play(a.legalMoves()[0]);
    const b = await fixture<CarcGame>(html`<carc-game></carc-game>`);
    await b.host({ hotseat: true, deck: SHORT_DECK });
    await b.sit({ name: 'Cleo' });
    await b.sit({ name: 'Dan' });
    await b.start();
    await b.play(b.legalMoves()[0]);
    await b.play(b.legalMoves()[0]);
    const { el, lobby, rows } = await welcome();
    expect(rows()).to.have.length(2);
    expect(rows()[0]).to.contain('Cleo, Dan').and.contain('move 3');
    expect(rows()[1]).to.contain('Ann, Bob').and.contain('move 2');
    expect(rows()[1], 'a date').to.match(/\d{1,2}:\d{2}/);
    $$<HTMLButtonElement>(lobby, '.saved .resume')[1].click();
    await el.updateComplete;
    expect(el.state.players.map((p) => p.name)).to.deep.equal(['Ann', 'Bob']);
    expect(el.state.turn).to.equal(1);
    await el.play(el.legalMoves()[0]);
    el.leave();
    await el.updateComplete;
    const after = el.savedGames().map((g) => `${g.record.players.map((p) => (typeof p === 'string' ? p : p.name)).join()} ${g.record.moves.length}`);
    expect(after, 'the other game is untouched, the continued one moved on, leaving kept it').to.have.members(['Ann,Bob 2', 'Cleo,Dan 2']);
  });

  it('opening a file never discards another saved game; the same file twice is one game', async () => {
    const a = await hotseatGame();
    await a.play(a.legalMoves()[0]);
    const other = await hotseatGame(['U', 'V', 'E']);
    await other.play(other.legalMoves()[0]);
    const file = JSON.stringify(other.record());
    localStorage.removeItem('carc-hotseat-games');
    await a.play(a.legalMoves()[0]); // a's game is saved again, alone
    const { el } = await welcome();
    el.importRecord(file);
    await el.updateComplete;
    expect(el.savedGames()).to.have.length(2);
    el.leave();
    el.importRecord(file);
    expect(el.savedGames()).to.have.length(2);
  });

  it('forgets a saved game only when the player confirms', async () => {
    const a = await hotseatGame();
    await a.play(a.legalMoves()[0]);
    const { el, lobby, rows } = await welcome();
    const ask = window.confirm;
    try {
      window.confirm = () => false;
      $<HTMLButtonElement>(lobby, '.saved .forget')!.click();
      await el.updateComplete;
      expect(rows()).to.have.length(1);
      window.confirm = () => true;
      $<HTMLButtonElement>(lobby, '.saved .forget')!.click();
      await el.updateComplete;
      await (lobby as unknown as { updateComplete: Promise<unknown> }).updateComplete;
      expect(rows()).to.have.length(0);
    } finally {
      window.confirm = ask;
    }
  });

  it('says plainly that a picture is not a game record, with none of its bytes', async () => {
    const { el } = await welcome();
    expect(() => el.importRecord('\u0089PNG\r\n\u001a\n\u0000\u0000\u0000\rIHDR\u0000\u0000\u0001\u00f4')).to.throw();
    await el.updateComplete;
    const text = $(el, '.toast')!.textContent!;
    expect(text).to.contain('not a game record');
    expect(text).to.not.match(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]|PNG/);
  });

  it('shows the length a ?deck= link sets instead of offering one', async () => {
    const el = await fixture<CarcGame>(html`<carc-game></carc-game>`);
    el.deck = ['E', 'H', 'E'];
    await el.host({ hotseat: true });
    await el.updateComplete;
    const lobby = $(el, 'carc-lobby')!;
    await (lobby as unknown as { updateComplete: Promise<unknown> }).updateComplete;
    const length = $<HTMLSelectElement>(lobby, '#length')!;
    expect(length.disabled).to.be.true;
    expect(length.selectedOptions[0].textContent).to.equal('3 tiles, set by the link');
  });
});

describe('<carc-game> expansions and house rules', () => {
  async function game(rules: Record<string, unknown>, deck: string[]) {
    const el = await fixture<CarcGame>(html`<carc-game style="height:700px;width:1100px;display:block"></carc-game>`);
    await el.host({ hotseat: true, deck, rules });
    await el.sit({ name: 'Ann' });
    await el.sit({ name: 'Bob' });
    await el.start();
    await el.updateComplete;
    return el;
  }

  it('offers the abbot on a monastery, and the legal moves include abbot moves', async () => {
    const el = await game({ abbot: true }, ['B', 'U', 'V']);
    expect(el.legalMoves().some((m) => m.abbot === 'monastery')).to.be.true;
    await key(el, 'n');
    buttonByText(el, 'Follower').click();
    await el.updateComplete;
    const abbot = $$<HTMLButtonElement>(el, '.spots button').find((b) => b.textContent!.includes('Abbot'))!;
    expect(abbot, 'an abbot choice in the panel').to.exist;
    abbot.click();
    await el.updateComplete;
    const moved = oneEvent(el, 'carc-move');
    buttonByText(el, 'Confirm').click();
    expect((await moved).detail.move.abbot).to.equal('monastery');
  });

  it('lets the player choose a tile from a hand of three (buttons or T)', async () => {
    const el = await game({ hand: 3 }, ['E', 'U', 'V', 'B', 'X', 'K', 'D', 'J']);
    const hand = $$(el, '.hand-tile');
    expect(hand.length).to.equal(3);
    const first = el.flow!.tile;
    await key(el, 't');
    expect(el.flow!.tile).to.not.equal(first);
    expect(new Set(el.legalMoves().map((m) => m.tile)).size).to.be.greaterThan(1);
    await key(el, 'n');
    const moved = oneEvent(el, 'carc-move');
    await key(el, 'Enter');
    expect((await moved).detail.move.tile).to.equal(el.record().moves[0].tile);
  });
});
