/// <reference types="mocha" />
import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import { sendKeys, sendMouse } from '@web/test-runner-commands';
import { replayRecord } from '../../src/engine/index.js';
import type { CarcGame } from '../../components/carc-game/carc-game.js';
import { $, $$, activate, animationsDone, board, buttonByText, hotseatGame, key, SHORT_DECK } from './carc-game-helpers.js';

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
    expect(
      $$(el, '.spots button').map((b) => b.textContent!.trim()),
      'the same spots as a named list',
    ).to.include.members(['No follower']);
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
    // the board frames itself with a glide: click once a legal square has held still for a few frames
    const frame = () => new Promise((r) => requestAnimationFrame(r));
    let last = '';
    for (let still = 0; still < 5; ) {
      await frame();
      let box = '';
      try {
        box = squareBox().join();
      } catch {} // none in view yet, mid-glide
      still = box && box === last ? still + 1 : 0;
      last = box;
    }
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
    expect(end!.shadowRoot!.activeElement?.textContent, 'focus moves into the end screen').to.contain('Play again');
    await animationsDone(end!);
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
