/**
 * New World's scoring order on `<carc-board>`: the features the placed tile completes are numbered
 * in the order they will score, beside their settler spots or on the neighbouring farm, and a tap
 * (or Enter) on one asks to score it earlier.
 */
import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import '../../components/carc-board/carc-board.js';
import type { CarcBoard } from '../../components/carc-board/carc-board.component.js';
import { NewWorldGame } from '../../src/engine/index.js';

/** The engine's scoring-order example: AC at [0, 1] turned 0° closes Red's town and, with a robber, a trail. */
function position(): NewWorldGame {
  const c = NewWorldGame.create({ players: ['Red', 'Blue'], deck: ['C', 'A', 'AC', 'AB'] });
  if (!c.ok) throw new Error(c.error.message);
  for (const m of [
    { tile: 'C', at: [0, 0], rot: 180, meeple: 'town:S' },
    { tile: 'A', at: [0, 2], rot: 180 },
  ])
    if (!c.game.play(m).ok) throw new Error('setup');
  return c.game;
}

const PREVIEW = { tile: 'AC', at: [0, 1] as [number, number], rot: 0 };

describe('<carc-board> scoring order (New World)', () => {
  it('numbers the features in scoring order and asks to score a tapped one earlier', async () => {
    const g = position();
    const order = g.scoringChoices([0, 1], 0, 'trail:S');
    expect(order).to.deep.equal(['town:N', 'trail:S']);
    const el = await fixture<CarcBoard>(html`<carc-board style="width:600px;height:500px" interactive .snapshot=${g.snapshot()} .preview=${PREVIEW} .order=${order}></carc-board>`);
    const badges = [...el.shadowRoot!.querySelectorAll('.order-badge')];
    expect(badges.map((b) => [b.getAttribute('data-order'), b.textContent!.trim()])).to.deep.equal([
      ['town:N', '1'],
      ['trail:S', '2'],
    ]);
    expect(badges[1].getAttribute('aria-label')).to.equal('Scored 2: score it earlier');
    // the town's badge lies north of the trail's, both on the placed tile's square
    const y = (b: Element) => Number(/translate\(\S+ (\S+)\)/.exec(b.getAttribute('transform')!)![1]);
    expect(y(badges[0])).to.be.lessThan(y(badges[1]));
    for (const b of badges) expect(y(b)).to.be.within(100 - 30, 200);
    setTimeout(() => (badges[1] as SVGElement).dispatchEvent(new MouseEvent('click', { bubbles: true, composed: true })));
    expect((await oneEvent(el, 'carc-order-activate')).detail).to.deep.equal({ name: 'trail:S' });
    setTimeout(() => badges[0].dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, composed: true })));
    expect((await oneEvent(el, 'carc-order-activate')).detail).to.deep.equal({ name: 'town:N' });
  });

  it("puts a neighbouring farm's number on that farm, and shows none without an order or answers none when not interactive", async () => {
    const g = position();
    const el = await fixture<CarcBoard>(html`<carc-board style="width:600px;height:500px" .snapshot=${g.snapshot()} .preview=${PREVIEW} .order=${['farm:S', 'town:N']}></carc-board>`);
    const farm = el.shadowRoot!.querySelector('[data-order="farm:S"]')!;
    // the farm south of [0, 1]: the square [0, 2], whose centre is (50, 250), the badge just beside it
    const [x, y] = /translate\((\S+) (\S+)\)/.exec(farm.getAttribute('transform')!)!.slice(1).map(Number);
    expect(Math.abs(x - 50)).to.be.below(30);
    expect(Math.abs(y - 250)).to.be.below(30);
    let fired = false;
    el.addEventListener('carc-order-activate', () => (fired = true));
    (farm as SVGElement).dispatchEvent(new MouseEvent('click', { bubbles: true, composed: true }));
    expect(fired).to.equal(false);
    el.order = [];
    await el.updateComplete;
    expect(el.shadowRoot!.querySelectorAll('.order-badge').length).to.equal(0);
  });
});
