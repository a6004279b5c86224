/** The lobby's game choice: Carcassonne or New World (2–5 players), each with its own rules options. */
import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import '../../components/carc-lobby/carc-lobby.js';
import type { CarcLobby } from '../../components/carc-lobby/carc-lobby.js';
import { describeRules } from '../../components/shared/rule-words.js';
import { $ } from './carc-game-helpers.js';

const seat = (name: string, color: string) => ({ name, color, online: true, local: true });
const COLOURS = ['#d7263d', '#1b6ee0', '#2e9e44', '#f2c12e', '#333333', '#8e5bb5'];

async function chooseNewWorld(el: CarcLobby): Promise<void> {
  const select = $<HTMLSelectElement>(el, '#game')!;
  select.value = 'new-world';
  select.dispatchEvent(new Event('change'));
  await el.updateComplete;
}

describe('<carc-lobby> game choice', () => {
  it("offers New World with its own rules; the start says which game, with New World's options only", async () => {
    const el = await fixture<CarcLobby>(html`<carc-lobby view="hotseat" .players=${[seat('Ann', COLOURS[0]), seat('Bob', COLOURS[1])]}></carc-lobby>`);
    expect([...$<HTMLSelectElement>(el, '#game')!.options].map((o) => o.textContent)).to.deep.equal(['Carcassonne', 'New World (2–5 players)']);
    expect($(el, '#rule-river')).to.not.equal(null);
    await chooseNewWorld(el);
    expect($(el, '#rule-river')).to.equal(null);
    const trails = $<HTMLSelectElement>(el, '#rule-incompleteTrails')!;
    expect([...trails.options].map((o) => o.value)).to.deep.equal(['tiles', 'segments']);
    trails.value = 'segments';
    trails.dispatchEvent(new Event('change'));
    await el.updateComplete;
    const fired = oneEvent(el, 'carc-lobby-start');
    ($(el, '[part="start"]') as HTMLButtonElement).click();
    expect((await fired).detail).to.deep.equal({ game: 'new-world', rules: { incompleteTrails: 'segments' }, tiles: null });
    expect(el.shadowRoot!.querySelector('.count')!.textContent).to.equal('2/5');
    await expect(el).to.be.accessible();
  });

  it('holds six players back from New World (five at most) and says why', async () => {
    const six = COLOURS.map((c, i) => seat(`P${i + 1}`, c));
    const el = await fixture<CarcLobby>(html`<carc-lobby view="hotseat" .players=${six}></carc-lobby>`);
    expect(($(el, '[part="start"]') as HTMLButtonElement).disabled).to.equal(false);
    await chooseNewWorld(el);
    expect(($(el, '[part="start"]') as HTMLButtonElement).disabled).to.equal(true);
    expect(el.shadowRoot!.textContent).to.contain('New World is for five players at most.');
  });

  it("describes a New World table's rules in words", () => {
    expect(describeRules({}, 'new-world')).to.equal('Standard rules');
    expect(describeRules({ incompleteTrails: 'segments', coastCloses: true }, 'new-world')).to.equal('Unfinished trails: 1 per trail segment (rule book text) · The sea closes features');
  });
});
