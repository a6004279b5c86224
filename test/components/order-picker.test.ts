/** The New World scoring-order picker: lists the features in scoring order, moves one earlier, points at one. */
import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import '../../components/carc-game/order-picker.js';
import { orderLabel, type CarcOrderPicker } from '../../components/carc-game/order-picker.js';

const ITEMS = [
  { name: 'town:N', label: 'north town' },
  { name: 'trail:S', label: 'south trail' },
  { name: 'farm:SW', label: 'farm to the south-west' },
];

describe('<carc-order-picker>', () => {
  it('numbers the features in the order they will score; the first cannot go earlier', async () => {
    const el = await fixture<CarcOrderPicker>(html`<carc-order-picker .items=${ITEMS}></carc-order-picker>`);
    const rows = [...el.shadowRoot!.querySelectorAll('li')].map((li) => li.querySelector('span')!.textContent!.trim());
    expect(rows).to.deep.equal(['1. north town', '2. south trail', '3. farm to the south-west']);
    const buttons = [...el.shadowRoot!.querySelectorAll('button')];
    expect(buttons.map((b) => b.disabled)).to.deep.equal([true, false, false]);
    expect(buttons[2].getAttribute('aria-label')).to.equal('Score the farm to the south-west earlier');
    expect(el.shadowRoot!.textContent).to.contain('this tile completes 3 features');
  });

  it('asks to score a feature earlier, and says which one is pointed at or focused', async () => {
    const el = await fixture<CarcOrderPicker>(html`<carc-order-picker .items=${ITEMS}></carc-order-picker>`);
    const button = el.shadowRoot!.querySelectorAll('button')[1];
    setTimeout(() => button.click());
    expect((await oneEvent(el, 'carc-order-earlier')).detail).to.deep.equal({ name: 'trail:S' });
    setTimeout(() => button.focus());
    expect((await oneEvent(el, 'carc-order-hover')).detail).to.deep.equal({ name: 'trail:S' });
    setTimeout(() => el.shadowRoot!.querySelector('ol')!.dispatchEvent(new MouseEvent('mouseleave')));
    expect((await oneEvent(el, 'carc-order-hover')).detail).to.deep.equal({ name: null });
  });

  it("labels farms around the tile by direction and other features by the tile's words", () => {
    expect(orderLabel('farm', () => 'x')).to.equal('farm on this tile');
    expect(orderLabel('farm:NE', () => 'x')).to.equal('farm to the north-east');
    expect(orderLabel('town:N', (s) => `spot ${s}`)).to.equal('spot town:N');
  });
});
