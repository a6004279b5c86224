/**
 * Play again (issue 22) on the end screen: "Play again" for a seat that may propose, another seat's
 * proposal as "Ana proposes a rematch — Join", the wait while the rematch opens; and a hot-seat
 * table's rematch in one tap: the same players and bot, the next seat starting, the same rules.
 */
import { expect, fixture, html, oneEvent, waitUntil } from '@open-wc/testing';
import '../../components/carc-end-screen/carc-end-screen.js';
import type { CarcEndScreen, EndRematch } from '../../components/carc-end-screen/carc-end-screen.js';
import type { CarcGame } from '../../components/carc-game/carc-game.js';
import { $, PATIENCE, animationsDone, buttonByText } from './carc-game-helpers.js';

const players = [
  { name: 'Ana', color: '#d62728', online: true, local: false },
  { name: 'Bob', color: '#1f77b4', online: true, local: true },
];

async function endScreen(rematch: EndRematch | null): Promise<CarcEndScreen> {
  return fixture<CarcEndScreen>(html`<carc-end-screen .players=${players} .scores=${[12, 9]} .breakdown=${[{ city: 12 }, { city: 9 }]} .rematch=${rematch}></carc-end-screen>`);
}

const buttons = (el: Element) => [...el.shadowRoot!.querySelectorAll('button')].map((b) => b.textContent!.trim());

describe('<carc-end-screen> play again', () => {
  it('offers Play again to a seat; its tap asks for a rematch', async () => {
    const el = await endScreen({ offers: [], canPropose: true, busy: '' });
    expect(buttons(el)[1]).to.equal('Play again');
    setTimeout(() => buttonByText(el, 'Play again').click());
    const { detail } = await oneEvent(el, 'carc-end-action');
    expect(detail).to.deep.equal({ action: 'rematch' });
    await animationsDone(el);
    await expect(el).to.be.accessible();
  });

  it('shows another seat’s proposal with a one-tap Join, instead of a second Play again', async () => {
    const el = await endScreen({ offers: [{ name: 'Ana', color: '#d62728', room: 'new-room', mine: false }], canPropose: true, busy: '' });
    const rematch = el.shadowRoot!.querySelector('[part=rematch]')!;
    expect(rematch.textContent).to.match(/Ana\s+proposes a rematch/);
    expect(buttons(el).some((b) => b === 'Play again')).to.be.false;
    const join = buttonByText(el, 'Join');
    expect(join.getAttribute('aria-label')).to.equal('Join Ana’s rematch');
    expect(join.offsetHeight, 'a 44 px touch target (its layout box: the card rises in, scaled)').to.be.at.least(44);
    setTimeout(() => join.click());
    const { detail } = await oneEvent(el, 'carc-end-action');
    expect(detail).to.deep.equal({ action: 'join-rematch', room: 'new-room' });
    await animationsDone(el);
    await expect(el).to.be.accessible();
  });

  it('says what it is doing while the rematch opens, and waits; no rematch at all for a spectator who cannot propose', async () => {
    const el = await endScreen({ offers: [], canPropose: true, busy: 'Opening the rematch…' });
    expect(el.shadowRoot!.querySelector('.busy')!.textContent).to.equal('Opening the rematch…');
    expect(buttonByText(el, 'Play again').disabled).to.be.true;
    const watcher = await endScreen({ offers: [], canPropose: false, busy: '' });
    expect(buttons(watcher).some((b) => b === 'Play again')).to.be.false;
    const mine = await endScreen({ offers: [{ name: 'Bob', color: '#1f77b4', room: 'mine', mine: true }], canPropose: true, busy: '' });
    expect(mine.shadowRoot!.querySelector('[part=rematch]')!.textContent).to.contain('You proposed a rematch.');
    expect(buttons(mine)).to.include('Back to it');
  });
});

describe('<carc-game> hot-seat rematch', () => {
  it('one tap deals the rematch: same players, colours and bot level, the next seat starts, same rules', async () => {
    const el = await fixture<CarcGame>(html`<carc-game style="height:700px;width:1100px;display:block"></carc-game>`);
    await el.host({ hotseat: true, deck: ['E'], rules: { farmers: 'off' } });
    await el.sit({ name: 'Ann' });
    await el.sit({ name: 'Bob' });
    await el.sit({ bot: 'easy' });
    await el.start();
    const before = el.state.players.map((p) => ({ name: p.name, color: p.color, bot: (p as { bot?: string }).bot }));
    expect(el.state.current).to.equal(0);
    await el.play(el.legalMoves()[0]);
    expect(el.state.finished).to.be.true;
    await waitUntil(() => $(el, 'carc-end-screen'), 'the end screen shows', PATIENCE);
    const end = $(el, 'carc-end-screen')!;
    await (end as CarcEndScreen).updateComplete;
    buttonByText(end, 'Play again').click();
    await waitUntil(() => el.state.phase === 'playing', 'the rematch is dealt', PATIENCE);
    expect(el.state.players.map((p) => ({ name: p.name, color: p.color, bot: (p as { bot?: string }).bot }))).to.deep.equal(before);
    expect(el.state.turn).to.equal(0);
    expect(el.state.current, 'Bob, the seat after Ann, starts').to.equal(1);
    expect(el.table!.rules).to.deep.equal({ farmers: 'off' });
  });
});
