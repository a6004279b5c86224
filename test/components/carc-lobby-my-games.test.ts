/// <reference types="mocha" />
/**
 * My games on the welcome screen: three online games in different states (your turn, waiting for
 * another seat, finished with its winner) and a hot-seat one, each with its players, where it
 * stands, and when it last changed; one tap opens a game again (online: by its link), the cross
 * forgets it after asking; a garbled entry is skipped. At a phone's 390×844 and a laptop's 1440×900.
 */
import { expect, fixture, html } from '@open-wc/testing';
import { setViewport } from '@web/test-runner-commands';
import type { CarcGame } from '../../components/carc-game/carc-game.js';
import type { MyGame } from '../../src/table/my-games.js';
import { $, $$, hotseatGame } from './carc-game-helpers.js';

const HOUR = 3_600_000;
const players = [
  { name: 'Ann', color: '#d7263d' },
  { name: 'Bob', color: '#1b6ee0' },
  { name: 'Cleo', color: '#2e9e44' },
];
const online = (id: string, over: Partial<MyGame>): MyGame => ({
  id,
  kind: 'online',
  link: `https://carc.example/#${id}`,
  game: 'carcassonne',
  host: false,
  players,
  mySeat: 1,
  phase: 'playing',
  current: 0,
  turn: 12,
  winners: [],
  updatedAt: Date.now(),
  ...over,
});

function storeGames() {
  const now = Date.now();
  localStorage.setItem(
    'carc-my-games',
    JSON.stringify([
      online('room-mine', { current: 1, updatedAt: now - 5 * 60_000 }),
      online('room-wait', { current: 2, updatedAt: now - 2 * HOUR }),
      online('room-done', { phase: 'finished', current: -1, turn: 71, winners: ['Cleo'], updatedAt: now - 3 * 24 * HOUR }),
      { id: 'garbled', kind: 'online', players: 'nobody' },
    ]),
  );
}

async function welcome() {
  const el = await fixture<CarcGame>(html`<carc-game style="display:block"></carc-game>`);
  const lobby = $(el, 'carc-lobby')!;
  await (lobby as unknown as { updateComplete: Promise<unknown> }).updateComplete;
  const rows = () => $$(lobby, '.saved li');
  const text = (li: Element) => li.textContent!.replace(/\s+/g, ' ').trim();
  return { el, lobby, rows, text };
}

describe('<carc-game> My games', () => {
  beforeEach(() => {
    localStorage.removeItem('carc-hotseat-games');
    localStorage.removeItem('carc-my-games');
  });
  after(() => setViewport({ width: 800, height: 600 }));

  for (const size of [
    { width: 390, height: 844 },
    { width: 1440, height: 900 },
  ]) {
    it(`lists games in three states with players, standing and last activity, the latest first, at ${size.width}×${size.height}`, async () => {
      await setViewport(size);
      storeGames();
      const { lobby, rows, text } = await welcome();
      expect($(lobby, '#saved-title')!.textContent).to.equal('My games');
      const texts = rows().map(text);
      expect(texts, 'the garbled entry is skipped').to.have.length(3);
      expect(texts[0]).to.contain('Ann, Bob, Cleo').and.contain('Your turn').and.contain('move 13').and.contain('online').and.contain('5 minutes ago');
      expect(texts[1]).to.contain('Waiting for Cleo').and.contain('2 hours ago');
      expect(texts[2]).to.contain('Finished · Cleo won').and.contain('71 moves').and.contain('3 days ago');
      for (const li of rows()) {
        const card = li.querySelector('.resume')!.getBoundingClientRect();
        const forget = li.querySelector('.forget')!.getBoundingClientRect();
        expect(card.height, 'a card is easy to tap').to.be.at.least(44);
        expect(forget.width).to.be.at.least(44);
        expect(forget.right, 'within the screen').to.be.at.most(size.width);
      }
      expect(document.documentElement.scrollWidth, 'no sideways scrolling').to.be.at.most(size.width);
      const mine = rows()[0].querySelector('.game-state')!;
      expect(getComputedStyle(mine).backgroundColor, 'your turn stands out').to.not.equal(getComputedStyle(rows()[1].querySelector('.game-state')!).backgroundColor);
    });
  }

  it('opens an online game again by its link in one tap', async () => {
    storeGames();
    const { el, lobby } = await welcome();
    const joined: string[] = [];
    el.join = async (link: string) => void joined.push(link);
    $$<HTMLButtonElement>(lobby, '.saved .resume')[1].click();
    expect(joined).to.deep.equal(['https://carc.example/#room-wait']);
  });

  it('forgets a game only when the player confirms, saying its link still opens it', async () => {
    storeGames();
    const { el, lobby, rows } = await welcome();
    const ask = window.confirm;
    const asked: string[] = [];
    try {
      window.confirm = (q?: string) => (asked.push(q ?? ''), false);
      $$<HTMLButtonElement>(lobby, '.saved .forget')[2].click();
      await el.updateComplete;
      expect(rows()).to.have.length(3);
      expect(asked[0]).to.contain('Ann, Bob, Cleo').and.contain('link still opens it');
      window.confirm = () => true;
      $$<HTMLButtonElement>(lobby, '.saved .forget')[2].click();
      await el.updateComplete;
      await (lobby as unknown as { updateComplete: Promise<unknown> }).updateComplete;
      expect(rows().map((li) => li.textContent)).to.have.length(2);
      expect(localStorage.getItem('carc-my-games')).to.not.contain('room-done');
    } finally {
      window.confirm = ask;
    }
  });

  it('lists a hot-seat game as it goes, finished ones too, and opens a finished one to look at', async () => {
    const a = await hotseatGame(['E', 'U']);
    await a.play(a.legalMoves()[0]);
    const { el, rows, text, lobby } = await welcome();
    expect(text(rows()[0])).to.contain('Ann, Bob').and.contain('Bob’s turn').and.contain('this device');
    await a.play(a.legalMoves()[0]);
    expect(a.state.finished).to.be.true;
    el.requestUpdate();
    await el.updateComplete;
    await (lobby as unknown as { updateComplete: Promise<unknown> }).updateComplete;
    expect(text(rows()[0])).to.match(/Finished · (Ann won|Bob won|Ann and Bob tied)/);
    $<HTMLButtonElement>(lobby, '.saved .resume')!.click();
    await el.updateComplete;
    expect(el.state.finished, 'the finished game, to look at').to.be.true;
    expect(el.state.players.map((p) => p.name)).to.deep.equal(['Ann', 'Bob']);
  });
});
