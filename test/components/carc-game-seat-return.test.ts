/// <reference types="mocha" />
/**
 * `<carc-game>` online, seats coming back (issue 22, points 3 and 6) on a stand-in session: the
 * returning player is told which turns passed without them, and nothing contradicts it; the host
 * can give a seat played by a bot back to its player; a player whose browser is gone is "offline",
 * never "playing…"; a watcher is told they are watching; a plain countdown never covers a phone's
 * board. At 390x844 and 1440x900.
 */
import { expect } from '@open-wc/testing';
import { setViewport } from '@web/test-runner-commands';
import type { CarcGame } from '../../components/carc-game/carc-game.js';
import { legalMoves } from '../../src/table/turn-flow.js';
import { $, $$, onlineGame } from './carc-game-helpers.js';
import { FakeSession } from './fake-session.js';

const words = (el: Element | null) => (el?.textContent ?? '').replace(/\s+/g, ' ');
const panel = (el: CarcGame) => words($(el, '.panel'));

/** Bob (seat 1) was away for his last two turns: turn 4 passed, the Medium bot played turn 6. */
function bobWasAway(s: FakeSession) {
  const move = (hash: string, body: Record<string, unknown> = {}) => ({ hash, kind: 'move', body });
  Object.assign(s, { chain: [move('a'), move('b'), { hash: 'w', kind: 'away', body: { seat: 1, bot: 'medium' } }, move('c'), move('d'), move('e', { bot: 1 })] });
  Object.assign(s.book.state, {
    played: [
      { turn: 1, seat: 0, hash: 'a' },
      { turn: 2, seat: 1, hash: 'b' },
      { turn: 3, seat: 0, hash: 'c' },
      { turn: 4, seat: 1, hash: null },
      { turn: 5, seat: 0, hash: 'd' },
      { turn: 6, seat: 1, hash: 'e' },
    ],
  });
}

for (const size of [
  { width: 390, height: 844, name: 'phone' },
  { width: 1440, height: 900, name: 'laptop' },
]) {
  describe(`<carc-game> online: seats coming back (${size.name})`, () => {
    before(() => setViewport(size));

    it('tells a returning player which of their turns passed without them, in words that agree, until they close it', async () => {
      const s = new FakeSession(2);
      s.mySeat = 1;
      s.isHost = false;
      bobWasAway(s);
      s.seats[1].away = true; // his browser has not written that he is back yet
      const el = await onlineGame(s);
      const errors: string[] = [];
      el.table!.addEventListener('error', (e) => errors.push((e as CustomEvent).detail.message));
      const told = '2 of your turns passed while you were away: turn 4 was skipped; the Medium bot played turn 6.';
      expect(panel(el)).to.contain(`${told} Your browser is taking your seat back: you play your next turn yourself.`);
      expect(panel(el)).to.contain('You were away: your browser is taking your seat back, and you play your next turn yourself.');
      // his own `back` that lost a race is written again: no "rejected" message contradicts the notice
      s.dispatchEvent(new CustomEvent('rejected', { detail: { kind: 'back', mine: true, error: { code: 'sync/bad-entry', message: 'A back entry is { round: 3 }.' } } }));
      expect(errors).to.deep.equal([]);
      // back at the table: the notice stays until he closes it
      s.seats[1].away = false;
      s.changed();
      await el.updateComplete;
      expect(panel(el)).to.contain(`${told} You play your next turn yourself.`).and.not.contain('You were away');
      await expect(el).to.be.accessible();
      $<HTMLButtonElement>(el, '.seat-note.returned button')!.click();
      await el.updateComplete;
      expect($(el, '.seat-note.returned')).to.equal(null);
    });

    it('lets the host give a seat the bot plays back to its player', async () => {
      const s = new FakeSession(3);
      Object.assign(s.seats[1], { away: true, bot: 'medium' });
      const el = await onlineGame(s);
      const note = $(el, '.seat-note.hand-back')!;
      expect(words(note)).to.contain('The Medium bot plays Bob’s turns. You can give Bob the seat back');
      const give = note.querySelector('button')!;
      expect(give.textContent).to.equal('Give Bob the seat back');
      expect(give.getBoundingClientRect().height).to.be.at.least(44);
      give.click();
      await el.updateComplete;
      expect(s.calls).to.deep.equal(['hand back 1']);
      await expect(note).to.be.accessible();
      // a guest has no such control
      s.isHost = false;
      s.changed();
      await el.updateComplete;
      expect($(el, '.seat-note.hand-back')).to.equal(null);
    });

    it('says so while a bot plays a seat at a table begun with another version of the bots, and not otherwise', async () => {
      const s = new FakeSession(2);
      Object.assign(s.seats[1], { away: true, bot: 'hard' });
      const el = await onlineGame(s);
      expect($(el, '.bots-unchecked'), 'this version’s own table').to.equal(null);
      s.checksBots = false;
      s.changed();
      await el.updateComplete;
      const note = $(el, '.bots-unchecked')!;
      expect(words(note)).to.equal('This game began with another version of the bots, so this browser cannot make their moves again to check them: it checks that each is a legal move.');
      await expect(note).to.be.accessible();
      // no bot plays any more: nothing to say
      Object.assign(s.seats[1], { away: false, bot: undefined });
      s.changed();
      await el.updateComplete;
      expect($(el, '.bots-unchecked')).to.equal(null);
    });

    it('lets a player hand their seat to a bot, says so without contradiction, and gives it back on their word', async () => {
      const s = new FakeSession(2);
      s.game!.play(legalMoves(s.game!)[0]); // Bob's turn
      const el = await onlineGame(s);
      const letBot = $<HTMLButtonElement>(el, '.let-bot button')!;
      expect(letBot.textContent).to.equal('Let a bot play for me');
      // the player picks the bot's level (Medium unless they choose), and the hint follows the pick
      const level = $<HTMLSelectElement>(el, '.let-bot select')!;
      expect(level.value).to.equal('medium');
      expect(words($(el, '.let-bot .hint')!)).to.equal('The Medium bot plays your turns until you take your seat back. Takes the best move for this turn.');
      expect([...level.options].map((o) => o.value)).to.deep.equal(['easy', 'medium', 'hard', 'expert']);
      expect(getComputedStyle(level).minHeight, 'a finger-sized control').to.equal('44px');
      await expect($(el, '.let-bot')!).to.be.accessible();
      level.value = 'expert';
      level.dispatchEvent(new Event('change'));
      await el.updateComplete;
      expect(words($(el, '.let-bot .hint')!)).to.equal('The Expert bot plays your turns until you take your seat back. Weighs every tile that may come next; thinks about a second a move.');
      $<HTMLButtonElement>(el, '.let-bot button')!.click();
      await el.updateComplete;
      expect(s.calls).to.deep.equal(['let bot expert']);
      // at three players expert searches a tenth as long online, and the hint says so
      const three = await onlineGame(new FakeSession(3));
      const threeLevel = $<HTMLSelectElement>(three, '.let-bot select')!;
      threeLevel.value = 'expert';
      threeLevel.dispatchEvent(new Event('change'));
      await three.updateComplete;
      expect(words($(three, '.let-bot .hint')!)).to.equal(
        'The Expert bot plays your turns until you take your seat back. Weighs every tile that may come next; online with three or more players it searches a tenth as long.',
      );
      // the session wrote Ann's own away entry: the bot plays for her until she takes the seat back
      Object.assign(s.seats[0], { away: true, bot: 'expert' });
      Object.assign(s, { chain: [{ hash: 'w', kind: 'away', author: 'k0', body: { seat: 0, bot: 'expert' } }] });
      s.changed();
      await el.updateComplete;
      expect(panel(el)).to.contain('The Expert bot plays for you. Take your seat back when you are ready').and.contain('A bot plays for you, as you chose');
      expect(panel(el)).to.not.contain('taking your seat back').and.not.contain('passed while you were away');
      expect($(el, '.let-bot')).to.equal(null);
      await expect($(el, '.seat-note.own-bot')!).to.be.accessible();
      $<HTMLButtonElement>(el, '.seat-note.own-bot button')!.click();
      await el.updateComplete;
      expect(s.calls).to.deep.equal(['let bot expert', 'take seat back']);
    });

    it('says a player whose browser is gone is offline, never playing; a watcher is told they are watching', async () => {
      const s = new FakeSession(2);
      s.game!.play(legalMoves(s.game!)[0]); // Bob's turn
      s.seats[1].online = false;
      const el = await onlineGame(s);
      expect(words($(el, '.turn')))
        .to.contain('Bob is offline')
        .and.not.contain('is playing');
      s.seats[1].online = true;
      s.changed();
      await el.updateComplete;
      expect(words($(el, '.turn'))).to.contain('Bob is playing…');
      s.mySeat = null;
      s.changed();
      await el.updateComplete;
      expect(panel(el)).to.contain('You are watching: the seats were taken when the game started.');
    });

    it('shows a plain countdown over the board on a laptop, and under the turn on a phone', async () => {
      const s = new FakeSession(2);
      s.game!.play(legalMoves(s.game!)[0]);
      s.stall = { seat: 1, name: 'Bob', what: 'move', since: Date.now() - 70_000, deadline: Date.now() + 20_000, overdue: false, votes: [] };
      const el = await onlineGame(s);
      el.style.width = `${size.width}px`;
      el.style.height = `${size.height}px`;
      await el.updateComplete;
      const shown = $$(el, 'carc-stall-banner').filter((b) => b.getBoundingClientRect().height > 0);
      expect(shown.length).to.equal(1);
      const boardBox = $(el, 'carc-board')!.getBoundingClientRect();
      const box = shown[0].getBoundingClientRect();
      const overBoard = box.bottom > boardBox.top && box.top < boardBox.bottom && box.right > boardBox.left && box.left < boardBox.right;
      expect(overBoard, 'over the board').to.equal(size.name === 'laptop');
    });
  });
}
