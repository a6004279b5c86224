/// <reference types="mocha" />
/**
 * The lobby's sit form: the colours are one radio group (one Tab stop; arrow keys, Home and End
 * move the choice through the free colours, focus following), and a guest who leaves the name empty
 * gets a name nobody at the table has ("Player 2" when a "Player" sits), so a second guest is not
 * refused as a look-alike.
 */
import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import '../../components/carc-lobby/carc-lobby.js';
import type { CarcLobby } from '../../components/carc-lobby/carc-lobby.js';
import { freeName } from '../../components/carc-lobby/sit-form.js';
import { PLAYER_COLORS } from '../../components/shared/palette.js';
import { $, $$ } from './carc-game-helpers.js';

const radios = (el: HTMLElement) => $$<HTMLButtonElement>(el, '.colors [role="radio"]');
const checked = (el: HTMLElement) => radios(el).find((r) => r.getAttribute('aria-checked') === 'true')!;
const focused = (el: HTMLElement) => el.shadowRoot!.activeElement as HTMLElement | null;
const seated = (name: string, color: string) => ({ name, color, online: true, local: false, key: `k-${name}` });

describe('<carc-lobby> sit form', () => {
  beforeEach(() => localStorage.removeItem('carc-name'));

  it('is one Tab stop for the colours, and arrow keys move the choice past taken colours', async () => {
    const [first, second, third] = PLAYER_COLORS.map((c) => c.value);
    const el = await fixture<CarcLobby>(html`<carc-lobby view="online" link="x" .players=${[seated('Ann', second)]} .mySeat=${null}></carc-lobby>`);
    // only the chosen colour (the first free one) is in the Tab order
    expect(radios(el).filter((r) => r.tabIndex === 0)).to.deep.equal([checked(el)]);
    expect(checked(el).dataset.color).to.equal(first);
    checked(el).focus();
    await sendKeys({ press: 'ArrowRight' });
    await el.updateComplete;
    // the second colour is Ann's: the choice skips it, and the focus goes with it
    expect(checked(el).dataset.color).to.equal(third);
    expect(focused(el)).to.equal(checked(el));
    await sendKeys({ press: 'ArrowLeft' });
    await el.updateComplete;
    expect(checked(el).dataset.color).to.equal(first);
    await sendKeys({ press: 'End' });
    await el.updateComplete;
    expect(checked(el).dataset.color).to.equal(PLAYER_COLORS.at(-1)!.value);
    expect(radios(el).filter((r) => r.tabIndex === 0)).to.have.length(1);
    // Tab leaves the group for the seat button in one press
    await sendKeys({ press: 'Tab' });
    expect(focused(el)?.textContent?.trim()).to.equal('Take a seat');
  });

  it('suggests a name nobody at the table has, and sits with it when the field is left empty', async () => {
    const el = await fixture<CarcLobby>(html`<carc-lobby view="online" link="x" .players=${[seated('Player', PLAYER_COLORS[0].value)]} .mySeat=${null}></carc-lobby>`);
    expect($<HTMLInputElement>(el, '#name')!.placeholder).to.equal('Player 2');
    const sat = oneEvent(el, 'carc-lobby-sit');
    $<HTMLButtonElement>(el, 'form.sit button[type="submit"]')!.click();
    expect((await sat).detail).to.deep.equal({ name: 'Player 2', color: PLAYER_COLORS[1].value });
  });

  it('numbers names past every one taken, whatever their case', () => {
    expect(freeName('Player', [])).to.equal('Player');
    expect(freeName('Player', ['player', 'Player 2'])).to.equal('Player 3');
    expect(freeName('Lena', ['Ann'])).to.equal('Lena');
  });
});
