/// <reference types="mocha" />
/**
 * The lobby's seat controls: the host admits, refuses and removes players and flips the two
 * switches; a guest who asked sees whom they wait for, or why they cannot sit.
 */
import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import '../../components/carc-lobby/carc-lobby.js';
import type { CarcLobby } from '../../components/carc-lobby/carc-lobby.js';
import type { HostSeating } from '../../src/table/view-types.js';
import { $, $$, buttonByText } from './carc-game-helpers.js';

const text = (el: HTMLElement) => el.shadowRoot!.textContent!.replace(/\s+/g, ' ');
const players = [
  { name: 'Ann', color: '#d7263d', online: true, local: true, key: 'k-ann' },
  { name: 'Bob', color: '#1b6ee0', online: true, local: false, key: 'k-bob' },
];
const seating: HostSeating = {
  requests: [
    { key: 'k-cleo', name: 'Cleo', color: '#2e9e44', problem: null },
    { key: 'k-fake', name: 'Аnn', color: '#7b3fb5', problem: '“Аnn” looks too much like Ann, who is already at the table. Choose another name.' },
  ],
  removed: [{ key: 'k-dex', name: 'Dex', color: '#e8871e', problem: 'The host removed this player from the table.' }],
  locked: false,
  admitAll: false,
};
const button = (el: HTMLElement, label: string) => $$<HTMLButtonElement>(el, 'button').find((b) => b.getAttribute('aria-label') === label)!;
const switchNamed = (el: HTMLElement, name: string) =>
  $$<HTMLLabelElement>(el, 'label.switch')
    .find((l) => l.textContent!.includes(name))!
    .querySelector('input')!;

describe('<carc-lobby> seats the host controls', () => {
  it('the host admits, refuses and removes, never their own seat, and a look-alike cannot be admitted', async () => {
    const el = await fixture<CarcLobby>(html`<carc-lobby view="online" link="x" is-host .players=${players} .mySeat=${0} .seating=${seating}></carc-lobby>`);
    expect(button(el, 'Remove Ann')).to.equal(undefined);
    let fired = oneEvent(el, 'carc-lobby-remove');
    button(el, 'Remove Bob').click();
    expect((await fired).detail).to.deep.equal({ key: 'k-bob', name: 'Bob' });

    expect(text(el)).to.contain('Asking to join');
    fired = oneEvent(el, 'carc-lobby-admit');
    button(el, 'Admit Cleo').click();
    expect((await fired).detail).to.deep.equal({ key: 'k-cleo' });
    expect(button(el, 'Admit Аnn').disabled).to.equal(true);
    expect(text(el)).to.contain('looks too much like Ann');
    fired = oneEvent(el, 'carc-lobby-remove');
    button(el, 'Refuse Аnn').click();
    expect((await fired).detail.key).to.equal('k-fake');
    // someone removed can be let back in
    fired = oneEvent(el, 'carc-lobby-admit');
    button(el, 'Let back in Dex').click();
    expect((await fired).detail).to.deep.equal({ key: 'k-dex' });
    await expect(el).to.be.accessible();
  });

  it('the two switches say what they do and fire their change; a locked table admits nobody', async () => {
    const el = await fixture<CarcLobby>(html`<carc-lobby view="online" link="x" is-host .players=${players} .mySeat=${0} .seating=${seating}></carc-lobby>`);
    expect(text(el)).to.contain('You admit each player.');
    let fired = oneEvent(el, 'carc-lobby-seating');
    switchNamed(el, 'Let everyone in').click();
    expect((await fired).detail).to.deep.equal({ admitAll: true });
    fired = oneEvent(el, 'carc-lobby-seating');
    switchNamed(el, 'Lock the table').click();
    expect((await fired).detail).to.deep.equal({ locked: true });
    el.seating = { ...seating, locked: true, admitAll: true };
    await el.updateComplete;
    expect(text(el)).to.contain('Nobody else can sit.').and.contain('Anyone with the link sits at once.');
    expect(button(el, 'Admit Cleo').disabled).to.equal(true);
  });

  it('a guest waiting sees whom they wait for; a guest facing a locked table is told so, with no form', async () => {
    const waiting = { state: 'waiting', host: 'Ann', name: 'Bob', color: '#1b6ee0' };
    const el = await fixture<CarcLobby>(html`<carc-lobby view="online" link="x" .players=${players.slice(0, 1)} .standing=${waiting}></carc-lobby>`);
    expect(text(el)).to.contain('Waiting for Ann to let you in…');
    expect(text(el)).not.to.contain('Take a seat to play.');
    // no host controls for a guest; the form holds what they asked for, to change it
    expect($(el, '.seating')).to.equal(null);
    expect($<HTMLInputElement>(el, '#name')!.placeholder).to.equal('Bob');
    expect($(el, '[role="radio"][aria-checked="true"]')!.getAttribute('aria-label')).to.equal('Blue');
    const asked = oneEvent(el, 'carc-lobby-sit');
    buttonByText(el, 'Change my name or colour').click();
    expect((await asked).detail).to.deep.equal({ name: 'Bob', color: '#1b6ee0' });
    el.standing = { state: 'locked', host: 'Ann', message: 'Ann has locked the table: nobody else can sit.', final: true };
    await el.updateComplete;
    expect($(el, '[role="alert"]')!.textContent).to.equal('Ann has locked the table: nobody else can sit.');
    expect($(el, 'form.sit')).to.equal(null);
    await expect(el).to.be.accessible();
  });
});
