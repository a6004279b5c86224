/**
 * Turn alerts at an online table (issue 22): when this browser's seat gets the turn while the tab
 * is hidden, the alerts the player turned on come (a notification that brings the tab back when
 * clicked, a tone, a vibration) and the page's title and icon get a badge; none of them when the
 * tab is visible or the setting is off; all of it clears when the tab is shown. The browser's
 * Notification, AudioContext, vibrate and focus are stand-ins that record their calls; the hidden
 * tab is `document.visibilityState` reading "hidden" and a `visibilitychange`, as a browser does.
 */
import { expect } from '@open-wc/testing';
import type { CarcGame } from '../../components/carc-game/carc-game.js';
import { legalMoves } from '../../src/table/turn-flow.js';
import { showTurnInTab } from '../../src/app/turn-badge.js';
import { $, hotseatGame, onlineGame } from './carc-game-helpers.js';
import { FakeSession } from './fake-session.js';

type Shown = { title: string; body: string; closed: boolean; onclick: (() => void) | null };
const shown: Shown[] = [];
let permission: NotificationPermission = 'default';
const buzzes: unknown[] = [];
let notes = 0;
let focused = 0;

class FakeNotification {
  static get permission() {
    return permission;
  }
  static async requestPermission() {
    permission = 'granted';
    return permission;
  }
  closed = false;
  onclick: (() => void) | null = null;
  constructor(
    readonly title: string,
    options: NotificationOptions,
  ) {
    shown.push(Object.assign(this, { body: options.body ?? '' }) as unknown as Shown);
  }
  close() {
    this.closed = true;
  }
}

class FakeAudio {
  currentTime = 0;
  destination = {};
  async resume() {}
  createOscillator() {
    notes++;
    return { frequency: { value: 0 }, connect: (g: unknown) => g, start() {}, stop() {} };
  }
  createGain() {
    return { gain: { setValueAtTime() {}, exponentialRampToValueAtTime() {} }, connect: (d: unknown) => d };
  }
}

const real = { Notification: window.Notification, AudioContext: window.AudioContext, vibrate: navigator.vibrate, focus: window.focus };
let hidden = false;

before(() => {
  Object.assign(window, { Notification: FakeNotification, AudioContext: FakeAudio, focus: () => focused++ });
  Object.defineProperty(navigator, 'vibrate', { configurable: true, value: (p: unknown) => buzzes.push(p) });
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => (hidden ? 'hidden' : 'visible') });
});
after(() => {
  Object.assign(window, { Notification: real.Notification, AudioContext: real.AudioContext, focus: real.focus });
  Object.defineProperty(navigator, 'vibrate', { configurable: true, value: real.vibrate });
  delete (document as { visibilityState?: string }).visibilityState;
});
beforeEach(() => {
  localStorage.removeItem('carc-turn-alerts');
  shown.length = buzzes.length = notes = focused = 0;
  permission = 'default';
  hidden = false;
});

function setHidden(value: boolean): void {
  hidden = value;
  document.dispatchEvent(new Event('visibilitychange'));
}

/** An online table of two where this browser is Bob (seat 1) and Ann is to move. */
async function bobsTable(): Promise<{ el: CarcGame; s: FakeSession; alerts: boolean[] }> {
  const s = new FakeSession(2);
  Object.assign(s, { isHost: false, mySeat: 1, identity: 'k1' });
  const el = await onlineGame(s);
  const alerts: boolean[] = [];
  el.addEventListener('carc-turn-alert', (e) => alerts.push((e as CustomEvent<{ on: boolean }>).detail.on));
  return { el, s, alerts };
}

/** Ann plays her first legal move: the turn passes to Bob. */
async function annPlays(el: CarcGame, s: FakeSession): Promise<void> {
  s.game!.play(legalMoves(s.game!)[0] as never);
  s.changed();
  await el.updateComplete;
}

/** The settings' switch whose label starts with `label`, in the game's panel. */
async function toggle(el: CarcGame, label: string): Promise<void> {
  const control = $(el, 'carc-turn-alerts')!;
  const box = [...control.shadowRoot!.querySelectorAll('label')].find((l) => l.textContent!.trim().startsWith(label))!.querySelector('input')!;
  box.click();
  await new Promise((r) => setTimeout(r));
  await (control as unknown as { updateComplete: Promise<unknown> }).updateComplete;
}

describe('<carc-game> online: turn alerts', () => {
  it('alerts as the player asked when their turn starts in a hidden tab; the notification brings the tab back; showing the tab clears it', async () => {
    const { el, s, alerts } = await bobsTable();
    expect(permission, 'nothing is asked when the table opens').to.equal('default');
    await toggle(el, 'A notification');
    expect(permission, 'asked when the player turns notifications on').to.equal('granted');
    await toggle(el, 'A sound');
    expect(notes, 'turning the sound on plays it once').to.be.greaterThan(0);
    expect(JSON.parse(localStorage.getItem('carc-turn-alerts')!)).to.include({ notify: true, sound: true, vibrate: true, badge: true });
    const previewNotes = notes;
    buzzes.length = 0;

    setHidden(true);
    await annPlays(el, s);
    expect(shown.map((n) => n.title)).to.deep.equal(['Your turn in Carcassonne']);
    expect(shown[0].body).to.contain('Click to go back to the table');
    expect(notes, 'the tone').to.be.greaterThan(previewNotes);
    expect(buzzes, 'the vibration').to.have.length(1);
    expect(alerts).to.deep.equal([true]);

    shown[0].onclick!();
    expect(focused, 'a click on the notification focuses the tab').to.equal(1);
    expect(shown[0].closed).to.equal(true);

    setHidden(false);
    expect(alerts, 'the page takes its badge off').to.deep.equal([true, false]);
  });

  it('stays quiet while the tab is visible, and once the turn is played the notification goes', async () => {
    localStorage.setItem('carc-turn-alerts', JSON.stringify({ notify: true, sound: true }));
    permission = 'granted';
    const { el, s, alerts } = await bobsTable();
    await annPlays(el, s);
    expect(shown, 'the player is looking at the table').to.deep.equal([]);
    expect(notes + buzzes.length).to.equal(0);
    expect(alerts).to.deep.equal([]);

    // the next turn of Bob's starts in a hidden tab; he plays it from another window of the page
    s.game!.play(legalMoves(s.game!)[0] as never);
    s.changed();
    setHidden(true);
    await annPlays(el, s);
    expect(shown).to.have.length(1);
    s.game!.play(legalMoves(s.game!)[0] as never);
    s.changed();
    expect(shown[0].closed, 'the turn is played').to.equal(true);
    expect(alerts).to.deep.equal([true, false]);
  });

  it('stays quiet with each alert turned off, and never sounds unless the player turned the sound on', async () => {
    localStorage.setItem('carc-turn-alerts', JSON.stringify({ vibrate: false }));
    const { el, s } = await bobsTable();
    await toggle(el, 'A notification');
    await toggle(el, 'A notification');
    expect(JSON.parse(localStorage.getItem('carc-turn-alerts')!)).to.include({ notify: false, sound: false, vibrate: false });
    setHidden(true);
    await annPlays(el, s);
    expect(shown).to.deep.equal([]);
    expect(notes, 'no sound by default').to.equal(0);
    expect(buzzes).to.deep.equal([]);
  });

  it('is not offered at a table on one device', async () => {
    const el = await hotseatGame();
    expect($(el, 'carc-turn-alerts')).to.equal(null);
  });
});

describe('the page: a badge in the title and the icon', () => {
  it('counts the turn in the title and dots the icon while the tab is hidden, and takes both off when shown', async () => {
    const link = Object.assign(document.createElement('link'), { rel: 'icon', href: '/public/favicon.svg' });
    document.head.append(link);
    const plain = link.href;
    const { el, s } = await bobsTable();
    showTurnInTab(el);
    s.changed();
    expect(document.title).to.equal('Carcassonne');

    setHidden(true);
    await annPlays(el, s);
    expect(document.title).to.equal('(1) Your turn · Carcassonne');
    await waitFor(() => link.href.startsWith('data:image/svg+xml'));
    expect(decodeURIComponent(link.href)).to.contain('<circle').and.contain('fill="#93c15f"');

    setHidden(false);
    expect(document.title, 'still your turn, no count').to.equal('● Your turn · Carcassonne');
    expect(link.href).to.equal(plain);

    // with the badge turned off, a hidden turn leaves the title as it was
    localStorage.setItem('carc-turn-alerts', JSON.stringify({ badge: false }));
    s.game!.play(legalMoves(s.game!)[0] as never);
    s.changed();
    setHidden(true);
    await annPlays(el, s);
    expect(document.title).to.equal('● Your turn · Carcassonne');
    expect(link.href).to.equal(plain);
    link.remove();
  });
});

async function waitFor(ok: () => boolean): Promise<void> {
  while (!ok()) await new Promise((r) => setTimeout(r, 20));
}
