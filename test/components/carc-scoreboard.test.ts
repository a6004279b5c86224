/**
 * The scoreboard says who plays each seat (its person, nobody while away, or which bot), shows the
 * abbot when the rules have one, and calls followers settlers in New World; bot levels are spelt
 * one way (capitalised) here as in the lobby and the votes.
 */
import { expect, fixture, html } from '@open-wc/testing';
import '../../components/carc-scoreboard/carc-scoreboard.js';
import type { CarcScoreboard } from '../../components/carc-scoreboard/carc-scoreboard.component.js';
import type { TablePlayer } from '../../src/table/table.js';

const seat = (name: string, extra: Partial<TablePlayer> = {}): TablePlayer => ({ name, color: '#c0392b', online: true, local: false, ...extra });
const rows = (el: CarcScoreboard) => [...el.shadowRoot!.querySelectorAll('li')];
const badge = (li: Element) => li.querySelector('[part~="away"], [part~="bot"]')?.textContent?.trim() ?? null;

describe('<carc-scoreboard> who plays each seat', () => {
  it('names the bot that plays an away seat, marks a seat the table skips, and a bot seat of its own', async () => {
    const players = [seat('Ann'), seat('Omar', { away: true, bot: 'medium' }), seat('Lena', { away: true }), seat('Hard bot', { bot: 'hard' })];
    const el = await fixture<CarcScoreboard>(html`<carc-scoreboard online .players=${players} .scores=${[3, 5, 0, 8]} .followers=${[7, 6, 7, 5]}></carc-scoreboard>`);
    const [ann, omar, lena, bot] = rows(el);
    expect(badge(ann)).to.equal(null);
    expect(badge(omar)).to.equal('Medium bot');
    expect(omar.getAttribute('aria-label')).to.contain('away: the Medium bot plays their turns until they come back');
    expect(badge(lena)).to.equal('away');
    expect(lena.getAttribute('aria-label')).to.contain('away: their turns pass');
    expect(badge(bot)).to.equal('bot');
    expect(bot.getAttribute('aria-label')).to.contain('a Hard bot');
    expect(bot.querySelector('[part~="bot"]')!.getAttribute('title')).to.equal('Bot · Hard');
  });

  it('shows each abbot in hand or on the board when the rules have The Abbot, and nothing of it otherwise', async () => {
    const players = [seat('Ann'), seat('Bob')];
    const el = await fixture<CarcScoreboard>(html`<carc-scoreboard .players=${players} .scores=${[0, 0]} .followers=${[7, 1]} .abbots=${[1, 0]}></carc-scoreboard>`);
    const [ann, bob] = rows(el);
    expect(ann.getAttribute('aria-label')).to.equal('Ann: 0 points, 7 followers left, abbot in hand');
    expect(bob.getAttribute('aria-label')).to.equal('Bob: 0 points, 1 follower left, abbot on the board');
    expect(ann.querySelector('.abbot svg')).to.exist;
    expect(bob.querySelector('.abbot.out')).to.exist;
    el.abbots = null;
    await el.updateComplete;
    expect(el.shadowRoot!.querySelector('.abbot')).to.equal(null);
    expect(rows(el)[0].getAttribute('aria-label')).to.equal('Ann: 0 points, 7 followers left');
  });

  it('counts settlers in New World', async () => {
    const el = await fixture<CarcScoreboard>(html`<carc-scoreboard .players=${[seat('Ann')]} .scores=${[4]} .followers=${[6]} .followerWord=${'settler'}></carc-scoreboard>`);
    expect(rows(el)[0].getAttribute('aria-label')).to.equal('Ann: 4 points, 6 settlers left');
    expect(el.shadowRoot!.querySelector('.followers')!.getAttribute('title')).to.equal('settlers left');
  });
});
