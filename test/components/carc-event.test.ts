/// <reference types="mocha" />
/**
 * An event's page (<carc-event>, issue 25): a card per table with its players in their colours and
 * scores, whose turn it is or who won, its watchers and a Watch link to its watch link; a table that
 * cannot be shown says why and links nowhere; a file that cannot be read says so, with a button to
 * read it again. The cards fit a phone's width and sit side by side on a laptop.
 */
import { expect, fixture, html } from '@open-wc/testing';
import { setViewport } from '@web/test-runner-commands';
import '../../components/carc-event/carc-event.js';
import type { CarcEvent } from '../../components/carc-event/carc-event.js';
import type { TableSummary } from '../../src/table/event-watch.js';

const WATCH = 'https://club.example/carc/?relay=wss://relay.club.example#watch/';
const base: Omit<TableSummary, 'name' | 'watch' | 'players'> = { connection: 'connected', phase: 'playing', turn: null, winners: [], moves: 0, watchers: 0, problem: null };

const EVENT_TABLES: TableSummary[] = [
  {
    ...base,
    name: 'Table 1',
    watch: `${WATCH}room1`,
    players: [
      { name: 'Ann', color: '#f2b705', score: 24 },
      { name: 'Bo', color: '#d7263d', score: 31 },
    ],
    turn: 1,
    moves: 17,
    watchers: 12,
  },
  {
    ...base,
    name: 'Table 2',
    watch: `${WATCH}room2`,
    phase: 'finished',
    players: [
      { name: 'Cleo', color: '#2e9e44', score: 88 },
      { name: 'Dev', color: '#1b6ee0', score: 88 },
      { name: 'Eli', color: '#2b2b33', score: 61 },
    ],
    winners: [0, 1],
    moves: 71,
    watchers: 3,
  },
  { ...base, name: 'Table 3', watch: `${WATCH}typo`, connection: 'broken', phase: null, players: [], problem: '"Table 3" has a link that is no watch link: it should end in #watch/<room>.' },
];

const text = (el: Element | null | undefined) => el?.textContent?.replace(/\s+/g, ' ').trim() ?? '';

async function shown(tables = EVENT_TABLES) {
  return fixture<CarcEvent>(html`<carc-event heading="Club final" note="Round 2 at 15:00" .tables=${tables}></carc-event>`);
}

describe('<carc-event>', () => {
  afterEach(() => setViewport({ width: 800, height: 600 }));

  it('a card per table: players with colours and scores, whose turn, watchers, and a Watch link to the table', async () => {
    const el = await shown();
    const root = el.shadowRoot!;
    expect(text(root.querySelector('h1'))).to.equal('Club final');
    expect(text(root.querySelector('.note'))).to.equal('Round 2 at 15:00');
    expect(text(root.querySelector('.tally'))).to.equal('3 tables · 1 playing · 1 finished');
    const cards = [...root.querySelectorAll('article')];
    expect(cards.map((c) => text(c.querySelector('h2')))).to.deep.equal(['Table 1', 'Table 2', 'Table 3']);

    const rows = [...cards[0].querySelectorAll('.players li')];
    expect(rows.map((r) => r.getAttribute('aria-label'))).to.deep.equal(['Ann: 24 points', 'Bo: 31 points, to play']);
    expect(rows[1].getAttribute('aria-current')).to.equal('step');
    expect(getComputedStyle(rows[1].querySelector('.meeple-icon path')!).fill).to.equal('rgb(215, 38, 61)');
    expect(text(cards[0].querySelector('.status'))).to.equal('Bo to play · move 18');
    expect(text(cards[0].querySelector('.watchers .visually-hidden'))).to.equal('12 others watching');
    const watch = cards[0].querySelector<HTMLAnchorElement>('a[part~="watch"]')!;
    expect(watch.href).to.equal(`${WATCH}room1`);
    expect(text(watch)).to.equal('Watch Table 1 (opens a new tab)');
  });

  it('a finished table names its winners (a tie: both); a broken one says why and links nowhere', async () => {
    const el = await shown();
    const [, done, broken] = [...el.shadowRoot!.querySelectorAll('article')];
    expect(text(done.querySelector('.status'))).to.equal('Finished · tie: Cleo and Dev');
    expect([...done.querySelectorAll('.players li')].map((r) => r.getAttribute('aria-label'))).to.deep.equal(['Cleo: 88 points, won', 'Dev: 88 points, won', 'Eli: 61 points']);
    expect(done.querySelector('[aria-current]')).to.equal(null);
    expect(text(broken.querySelector('.status'))).to.equal('Cannot be shown');
    expect(text(broken.querySelector('.problem'))).to.contain('no watch link');
    expect(broken.querySelector('a')).to.equal(null);
  });

  it('a table being seated lists its players without scores; one whose relay does not answer says so', async () => {
    const lobby = { ...EVENT_TABLES[0], phase: 'lobby' as const, turn: null, players: [{ name: 'Lena', color: '#f2b705', score: 0 }] };
    const down = { ...EVENT_TABLES[0], name: 'Down', connection: 'unreachable' as const, phase: null, turn: null, players: [] };
    const el = await shown([lobby, down]);
    const [seating, gone] = [...el.shadowRoot!.querySelectorAll('article')];
    expect(text(seating.querySelector('.status'))).to.equal('Seating players');
    expect(seating.querySelector('.score')).to.equal(null);
    expect(seating.querySelector('.players li')!.getAttribute('aria-label')).to.equal('Lena');
    expect(text(gone.querySelector('.status'))).to.equal('Relay unreachable');
    expect(text(gone)).to.contain('does not answer');
    expect(gone.querySelector('a[part~="watch"]')).to.not.equal(null);
  });

  it('a colour that is not #rrggbb never reaches a style', async () => {
    const el = await shown([{ ...EVENT_TABLES[0], players: [{ name: 'Mal', color: 'red;background:url(https://evil.example/)', score: 1 }] }]);
    const row = el.shadowRoot!.querySelector<HTMLElement>('.players li')!;
    expect(row.getAttribute('style')).to.equal('--_c:#888888');
  });

  it('a file that cannot be read says so in place of the list, and asks to read it again', async () => {
    const el = await fixture<CarcEvent>(html`<carc-event .problem=${{ code: 'event/unreachable', message: 'The event file could not be fetched.' }}></carc-event>`);
    expect(text(el.shadowRoot!.querySelector('[role="alert"] p'))).to.equal('The event file could not be fetched.');
    expect(el.shadowRoot!.querySelector('.tables')).to.equal(null);
    let retried = 0;
    el.addEventListener('carc-event-retry', () => retried++);
    el.shadowRoot!.querySelector<HTMLButtonElement>('[role="alert"] button')!.click();
    expect(retried).to.equal(1);
  });

  it('with src, reads the event file itself: its title, note and a card per table, each wrong link saying why; a missing file asks to read it again', async () => {
    const el = await fixture<CarcEvent>(html`<carc-event src="/test/components/fixtures/event-broken.json"></carc-event>`);
    while (el.loading || !el.heading) await new Promise((r) => setTimeout(r, 20));
    await el.updateComplete;
    expect(text(el.shadowRoot!.querySelector('h1'))).to.equal('Club night');
    expect(text(el.shadowRoot!.querySelector('.note'))).to.equal('Two tables whose links went wrong in the copying.');
    const cards = [...el.shadowRoot!.querySelectorAll('article')];
    expect(cards.map((c) => text(c.querySelector('h2')))).to.deep.equal(['Table 1', 'Table 2']);
    for (const c of cards) {
      expect(c.getAttribute('part')).to.equal('table broken');
      expect(text(c.querySelector('.problem'))).to.not.equal('');
      expect(c.querySelector('a')).to.equal(null);
    }
    el.src = '/test/components/fixtures/no-such-event.json';
    while (!el.problem) await new Promise((r) => setTimeout(r, 20));
    await el.updateComplete;
    expect(el.shadowRoot!.querySelector('[role="alert"] button')).to.not.equal(null);
  });

  it('one column on a 390×844 phone, nothing wider than the screen; three cards side by side at 1440×900', async () => {
    await setViewport({ width: 390, height: 844 });
    const el = await shown();
    el.style.display = 'block';
    const cards = () => [...el.shadowRoot!.querySelectorAll('article')].map((c) => c.getBoundingClientRect());
    expect(new Set(cards().map((r) => Math.round(r.left))).size).to.equal(1);
    for (const r of cards()) expect(r.right).to.be.at.most(390);
    expect(el.scrollWidth).to.be.at.most(390);
    await setViewport({ width: 1440, height: 900 });
    await el.updateComplete;
    expect(new Set(cards().map((r) => Math.round(r.top))).size).to.equal(1);
  });
});
