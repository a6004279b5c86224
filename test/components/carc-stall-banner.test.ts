/// <reference types="mocha" />
/**
 * `<carc-stall-banner>`: the countdown while a seat keeps the online table waiting, the vote once
 * it is overdue, the host's start without a seat that never joined the shuffle, and the warning
 * about a seat that signed two versions of the game. The clock is the test's own.
 */
import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import '../../components/carc-stall-banner/carc-stall-banner.js';
import type { CarcStallBanner, StallView } from '../../components/carc-stall-banner/carc-stall-banner.js';
import { clockText } from '../../components/carc-stall-banner/stall-words.js';
import { $, $$ } from './carc-game-helpers.js';

const NOW = 1_700_000_000_000;
const text = (el: Element) => el.shadowRoot!.textContent!.replace(/\s+/g, ' ');
const buttons = (el: Element) => $$<HTMLButtonElement>(el, 'button').map((b) => b.textContent!.trim());
const button = (el: Element, label: string) => $$<HTMLButtonElement>(el, 'button').find((b) => b.textContent!.trim() === label)!;

function stall(over: Partial<StallView> = {}): StallView {
  return {
    seat: 1,
    name: 'Bob',
    what: 'move',
    since: NOW - 18_000,
    deadline: NOW + 72_000,
    overdue: false,
    silentAt: NOW + 162_000,
    silent: false,
    online: false,
    votes: [],
    canVote: true,
    canBot: false,
    voters: 1,
    isHost: false,
    canDrop: false,
    ...over,
  };
}

async function banner(s: StallView | null, equivocators: string[] = [], now = NOW): Promise<CarcStallBanner> {
  const el = await fixture<CarcStallBanner>(html`<carc-stall-banner .clock=${() => now} .stall=${s} .equivocators=${equivocators}></carc-stall-banner>`);
  return el;
}

describe('<carc-stall-banner>', () => {
  it('counts down to the deadline, says why the table waits, and offers no vote before it', async () => {
    const el = await banner(stall());
    expect($(el, '.headline')!.textContent).to.equal('Waiting for Bob — 1:12');
    expect($(el, '.headline')!.getAttribute('role')).to.equal('timer');
    expect(text(el)).to.contain('It is Bob’s turn. Bob is offline.');
    expect(buttons(el)).to.deep.equal([]);
    await expect(el).to.be.accessible();

    // the same banner, a few seconds later on its clock
    el.clock = () => NOW + 7_400;
    el.requestUpdate();
    await el.updateComplete;
    expect($(el, '.headline')!.textContent).to.equal('Waiting for Bob — 1:05');
    el.stall = stall({ what: 'link', online: true, since: NOW - 70_000 });
    await el.updateComplete;
    expect(text(el)).to.contain('Bob’s browser adds its part of the draw for the next tile.').and.not.contain('offline');
  });

  it('shows nothing while an online seat plays at an ordinary pace, and at once for a seat gone offline', async () => {
    // patience 90 s: a turn is truly long two thirds into it (a minute at most); 10 s or 59 s into a turn shows nothing
    const fresh = stall({ since: NOW - 10_000, deadline: NOW + 80_000, online: true });
    const el = await banner(fresh);
    expect($(el, '[part="banner"]')).to.equal(null);
    el.clock = () => NOW + 49_000;
    el.requestUpdate();
    await el.updateComplete;
    expect($(el, '[part="banner"]')).to.equal(null);
    el.clock = () => NOW + 50_000;
    el.requestUpdate();
    await el.updateComplete;
    expect($(el, '.headline')!.textContent).to.equal('Waiting for Bob — 0:30');
    // patience 15 s: 10 s
    const short = await banner(stall({ since: NOW - 9_000, deadline: NOW + 6_000, online: true }));
    expect($(short, '[part="banner"]')).to.equal(null);
    const offline = await banner(stall({ since: NOW - 100, deadline: NOW + 89_900, online: false }));
    expect($(offline, '.headline')!.textContent).to.equal('Waiting for Bob — 1:30');
  });

  it('once overdue, says how long the table has waited and lets a seated player vote either way', async () => {
    const el = await banner(stall({ overdue: true, since: NOW - 90_000, deadline: NOW - 1 }));
    expect($(el, '.headline')!.textContent).to.equal('Bob has kept the table waiting for 1:30.');
    expect(buttons(el)).to.deep.equal(['Wait longer', 'Skip Bob’s turns']);
    expect(text(el)).to.contain('Bob’s followers stay and score').and.contain('Either needs your vote.');
    let fired = oneEvent(el, 'carc-stall-vote');
    button(el, 'Skip Bob’s turns').click();
    const skip = await fired;
    expect(skip.detail).to.deep.equal({ choice: 'skip' });
    expect(skip.bubbles && skip.composed).to.equal(true);
    fired = oneEvent(el, 'carc-stall-vote');
    button(el, 'Wait longer').click();
    expect((await fired).detail).to.deep.equal({ choice: 'wait' });
    await expect(el).to.be.accessible();
  });

  it('shows who voted what, marks this player’s vote, and says how many must agree', async () => {
    const votes = [
      { seat: 0, name: 'Ann', choice: 'skip' as const, mine: true },
      { seat: 2, name: 'Cleo', choice: 'wait' as const, mine: false },
    ];
    const el = await banner(stall({ overdue: true, deadline: NOW - 1, votes, voters: 2 }));
    expect($(el, '.votes')!.textContent).to.equal('You voted to skip · Cleo voted to wait');
    expect(button(el, 'Skip Bob’s turns').getAttribute('aria-pressed')).to.equal('true');
    expect(button(el, 'Wait longer').getAttribute('aria-pressed')).to.equal('false');
    expect(text(el)).to.contain('Either needs 2 of you; a player who does not vote joins in after one more wait.');
  });

  it('offers to hand the seat to a bot of a chosen level, and shows bot votes', async () => {
    const votes = [{ seat: 2, name: 'Cleo', choice: 'bot' as const, level: 'hard', mine: false }];
    const el = await banner(stall({ overdue: true, deadline: NOW - 1, canBot: true, votes, voters: 2 }));
    expect(buttons(el)).to.deep.equal(['Wait longer', 'Skip Bob’s turns', 'Let a bot play for Bob']);
    expect($(el, '.votes')!.textContent).to.equal('Cleo voted for the Hard bot');
    expect(text(el)).to.contain('Or a bot plays Bob’s seat until they are back.');
    const select = $(el, 'select') as HTMLSelectElement;
    expect(select.value).to.equal('medium');
    // every level a player can seat, expert included (at two players it plays at full strength online)
    expect([...select.options].map((o) => [o.value, o.textContent])).to.deep.equal([
      ['easy', 'Easy'],
      ['medium', 'Medium'],
      ['hard', 'Hard'],
      ['expert', 'Expert'],
    ]);
    select.value = 'hard';
    select.dispatchEvent(new Event('change'));
    const fired = oneEvent(el, 'carc-stall-vote');
    button(el, 'Let a bot play for Bob').click();
    expect((await fired).detail).to.deep.equal({ choice: 'bot', level: 'hard' });
    await expect(el).to.be.accessible();
  });

  it('gives a spectator the news but no vote', async () => {
    const el = await banner(stall({ overdue: true, deadline: NOW - 1, canVote: false }));
    expect(buttons(el)).to.deep.equal([]);
    expect(text(el)).to.contain('The players may wait longer or skip Bob’s turns.');
  });

  it('lets the host start without a seat that never joined the shuffle, once its time is up', async () => {
    const el = await banner(stall({ what: 'commit', name: 'Cleo', seat: 2, isHost: true, canDrop: true }));
    expect($(el, '.headline')!.textContent).to.equal('Waiting for Cleo — 1:12');
    expect(text(el)).to.contain('Cleo’s browser has not joined the shuffle yet.');
    expect(buttons(el)).to.deep.equal([]);
    el.stall = stall({ what: 'commit', name: 'Cleo', seat: 2, isHost: true, canDrop: true, overdue: true, deadline: NOW - 1 });
    await el.updateComplete;
    expect($(el, '.headline')!.textContent).to.equal('Cleo’s browser has not joined the shuffle.');
    expect(buttons(el)).to.deep.equal(['Start without Cleo']);
    const fired = oneEvent(el, 'carc-stall-drop');
    button(el, 'Start without Cleo').click();
    expect((await fired).detail).to.deep.equal({ seat: 2 });
    await expect(el).to.be.accessible();
  });

  it('tells a host of two, and a guest, why nobody can start without the missing seat', async () => {
    const host = await banner(stall({ what: 'commit', isHost: true, canDrop: false, overdue: true, deadline: NOW - 1 }));
    expect(buttons(host)).to.deep.equal([]);
    expect(text(host)).to.contain('A game needs two players: wait for Bob');
    const guest = await banner(stall({ what: 'commit', overdue: true, deadline: NOW - 1 }));
    expect(buttons(guest)).to.deep.equal([]);
    expect(text(guest)).to.contain('The host may start without Bob.');
  });

  it('keeps a warning about a seat that signed two versions of the game, with or without a wait', async () => {
    const el = await banner(null, ['Eve']);
    const warning = $(el, '[part="warning"]')!;
    expect(warning.getAttribute('role')).to.equal('alert');
    expect(warning.textContent).to.contain('Eve signed two different versions of the game at the same point.');
    expect($(el, '[part="banner"]')).to.equal(null);
    el.stall = stall();
    el.equivocators = ['Eve', 'Dex'];
    await el.updateComplete;
    expect($(el, '[part="warning"]')!.textContent).to.contain('Eve and Dex signed two different versions');
    expect($(el, '[part="banner"]')).to.not.equal(null);
    await expect(el).to.be.accessible();
  });

  it('writes times as minutes and seconds, rounded up while counting down', () => {
    expect([0, 1, 999, 1000, 59_001, 90_000, 600_000, -5].map(clockText)).to.deep.equal(['0:00', '0:01', '0:01', '0:01', '1:00', '1:30', '10:00', '0:00']);
  });
});
