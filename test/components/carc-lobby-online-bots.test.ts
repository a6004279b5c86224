/// <reference types="mocha" />
/**
 * The online lobby's bots and hints: the host seats a bot (the guest cannot), every lobby shows a
 * bot seat as a bot, not as a player who is away, the host removes it like any seat, and the
 * host's "Hints" switch goes out with the start.
 */
import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import '../../components/carc-lobby/carc-lobby.js';
import type { CarcLobby } from '../../components/carc-lobby/carc-lobby.js';
import type { HostSeating } from '../../src/table/view-types.js';
import { $, $$, buttonByText } from './carc-game-helpers.js';

const players = [
  { name: 'Ann', color: '#d7263d', online: true, local: true, key: 'k-ann' },
  { name: 'Bob', color: '#1b6ee0', online: true, local: false, key: 'k-bob' },
  { name: 'Hard bot', color: '#2e9e44', online: false, local: false, key: 'bot-0', bot: 'hard' as const },
];
const seating: HostSeating = { requests: [], removed: [], locked: false, admitAll: true };
const seatRow = (el: HTMLElement, name: string) => $$<HTMLLIElement>(el, 'ol.seats li').find((li) => li.textContent!.includes(name))!;

describe('<carc-lobby> bots and hints online', () => {
  it('the host seats a bot of the chosen level, sees it tagged as a bot, and removes it like any seat', async () => {
    const el = await fixture<CarcLobby>(html`<carc-lobby view="online" link="x" is-host .players=${players} .mySeat=${0} .seating=${seating}></carc-lobby>`);
    const row = seatRow(el, 'Hard bot');
    expect(row.querySelector('.bot-tag')!.textContent).to.equal('Bot · Hard');
    expect(row.querySelector('.presence'), 'a bot is never "away"').to.equal(null);
    $<HTMLSelectElement>(el, '#bot-level')!.value = 'easy';
    $<HTMLSelectElement>(el, '#bot-level')!.dispatchEvent(new Event('change'));
    let fired = oneEvent(el, 'carc-lobby-add-bot');
    buttonByText(el, 'Seat a bot')!.click();
    expect((await fired).detail).to.deep.equal({ level: 'easy' });
    fired = oneEvent(el, 'carc-lobby-remove');
    $$<HTMLButtonElement>(el, 'button')
      .find((b) => b.getAttribute('aria-label') === 'Remove Hard bot')!
      .click();
    expect((await fired).detail).to.deep.equal({ key: 'bot-0', name: 'Hard bot' });
    await expect(el).to.be.accessible();
  });

  it("Expert's hint says how long it will think at this table: a tenth as long once it would make three players online", async () => {
    const hintFor = async (seated: typeof players) => {
      const el = await fixture<CarcLobby>(html`<carc-lobby view="online" link="x" is-host .players=${seated} .mySeat=${0} .seating=${seating}></carc-lobby>`);
      const level = $<HTMLSelectElement>(el, '#bot-level')!;
      level.value = 'expert';
      level.dispatchEvent(new Event('change'));
      await el.updateComplete;
      return $(el, '#bot-level-doc')!.textContent!.trim();
    };
    // the host alone: with the bot, two players (its moves carry a proof), unless someone else sits
    expect(await hintFor(players.slice(0, 1))).to.equal('Weighs every tile that may come next; thinks about a second a move, a tenth as long if the game starts with three or more players.');
    expect(await hintFor(players.slice(0, 2))).to.equal('Weighs every tile that may come next; online with three or more players it searches a tenth as long.');
  });

  it('a guest sees the bot but cannot seat one', async () => {
    const el = await fixture<CarcLobby>(html`<carc-lobby view="online" link="x" .players=${players} .mySeat=${1}></carc-lobby>`);
    expect(seatRow(el, 'Hard bot').querySelector('.bot-tag')).to.not.equal(null);
    expect(() => buttonByText(el, 'Seat a bot')).to.throw();
  });

  it("the host's Hints switch is off by default and goes out with the start", async () => {
    const el = await fixture<CarcLobby>(html`<carc-lobby view="online" link="x" is-host .players=${players} .mySeat=${0} .seating=${seating}></carc-lobby>`);
    const start = () => buttonByText(el, 'Start the game')!;
    let fired = oneEvent(el, 'carc-lobby-start');
    start().click();
    expect((await fired).detail.hints).to.equal(false);
    const hints = $<HTMLInputElement>(el, '#hints')!;
    hints.click();
    await el.updateComplete;
    fired = oneEvent(el, 'carc-lobby-start');
    start().click();
    expect((await fired).detail).to.include({ hints: true });
  });
});
