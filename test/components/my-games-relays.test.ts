/// <reference types="mocha" />
/**
 * Come back to it (issue 24): My games on the welcome screen shows "Your turn" for a game played
 * over days once the relays said so, and when the relays were last asked. The relays' answer is a
 * fake check here (test/sync/archive/relay-turn.test.ts reads real relays); the welcome screen's own
 * check asks the page's relays, which in this test answer nothing, and leaves the game as it was.
 */
import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import type { CarcGame } from '../../components/carc-game/carc-game.js';
import '../../components/carc-lobby/carc-lobby.js';
import type { RelayTurn } from '../../src/sync/archive/relay-turn.js';
import { checkMyGames } from '../../src/table/my-games-check.js';
import type { MyGame } from '../../src/table/my-games.js';
import { $, $$ } from './carc-game-helpers.js';
import { keepTurnsInBackground } from '../../components/shared/background-turns.js';
import { loadTurnWatch } from '../../src/table/turn-watch-store.js';

const ROOM = `daysroom0001.${'A'.repeat(43)}`;
const game: MyGame = {
  id: ROOM,
  kind: 'online',
  link: `https://carc.example/#${ROOM}`,
  game: 'carcassonne',
  host: false,
  players: [
    { name: 'Ann', color: '#d7263d' },
    { name: 'Bob', color: '#1b6ee0' },
  ],
  mySeat: 1,
  phase: 'playing',
  current: 0,
  turn: 6,
  winners: [],
  updatedAt: Date.now() - 3_600_000,
  days: 3,
};
const seatOneToMove: RelayTurn = { ok: true, phase: 'playing', waitingFor: [1], current: 1, turn: 7, mine: false, mySeat: null, players: ['Ann', 'Bob'], winners: [], wires: 20, complete: 1 };
const text = (e: Element) => e.textContent!.replace(/\s+/g, ' ').trim();

describe('My games asks the relays whose turn it is', () => {
  beforeEach(() => {
    localStorage.removeItem('carc-hotseat-games');
    localStorage.setItem('carc-my-games', JSON.stringify([game]));
  });
  after(() => localStorage.removeItem('carc-my-games'));

  it('the welcome screen shows "Your turn" for a game the relays said waits for this browser, and keeps it when they do not answer', async () => {
    const result = await checkMyGames(['nostr+ws://relay.test'], async () => seatOneToMove);
    expect(result.yourTurn).to.deep.equal([ROOM]);
    const el = await fixture<CarcGame>(html`<carc-game style="display:block"></carc-game>`);
    const lobby = $(el, 'carc-lobby')!;
    await (lobby as unknown as { updateComplete: Promise<unknown> }).updateComplete;
    const row = () => $$(lobby, '.saved li')[0];
    expect(text(row())).to.contain('Your turn · 3 days per move').and.contain('move 8');
    // the welcome screen asks the page's own relays at once: here none answers, and the game stays as the last answer left it
    await waitUntil(() => $(lobby, '.saved .checked'), 'the welcome screen says when it asked the relays', { timeout: 20_000 });
    expect(text($(lobby, '.saved .checked')!)).to.match(/relays/);
    expect(text(row())).to.contain('Your turn · 3 days per move');
    el.remove();
  });

  it('says when the relays were asked, or that they had none', async () => {
    const el = await fixture<HTMLElement & { games: MyGame[]; gamesCheck: unknown; updateComplete: Promise<unknown> }>(html`<carc-lobby></carc-lobby>`);
    el.games = [{ ...game, current: 1 }];
    el.gamesCheck = { at: Date.now(), failed: false };
    await el.updateComplete;
    expect(text($(el, '.saved .checked')!)).to.equal('Whose turn, asked of the relays just now.');
    expect(text($(el, '.saved .game-state')!)).to.equal('Your turn · 3 days per move');
    el.gamesCheck = { at: Date.now() - 5 * 60_000, failed: true };
    await el.updateComplete;
    expect(text($(el, '.saved .checked')!)).to.equal('The relays had no answer (5 minutes ago): whose turn is as this browser last saw it.');
  });

  it('keeps the games played over days for the service worker, and registers the background check only with notifications on and allowed', async () => {
    const live = { ...game, id: 'live-room', days: undefined };
    const registered: string[] = [];
    const periodicSync = { register: async (tag: string) => void registered.push(`+${tag}`), unregister: async (tag: string) => void registered.push(`-${tag}`) };
    const sw = navigator.serviceWorker as unknown as { getRegistration: () => Promise<unknown> };
    const own = Object.getOwnPropertyDescriptor(sw, 'getRegistration');
    const permission = Object.getOwnPropertyDescriptor(Notification, 'permission');
    try {
      // no service worker here (not the built app): nothing registers, the games are kept all the same
      sw.getRegistration = async () => undefined;
      expect(await keepTurnsInBackground([game, live], ['nostr+wss://relay.test'], [ROOM])).to.equal('unsupported');
      const kept = await loadTurnWatch();
      expect(kept?.games.map((g) => g.id)).to.deep.equal([ROOM]);
      expect(kept?.relays).to.deep.equal(['nostr+wss://relay.test']);
      expect(kept?.notified, 'what the page showed is not notified again').to.deep.equal({ [ROOM]: game.turn });

      sw.getRegistration = async () => ({ periodicSync });
      localStorage.setItem('carc-turn-alerts', JSON.stringify({ notify: false }));
      expect(await keepTurnsInBackground([game], ['nostr+wss://relay.test'])).to.equal('off');
      Object.defineProperty(Notification, 'permission', { get: () => 'granted', configurable: true });
      localStorage.setItem('carc-turn-alerts', JSON.stringify({ notify: true }));
      expect(await keepTurnsInBackground([game], ['nostr+wss://relay.test'])).to.equal('registered');
      expect((await loadTurnWatch())?.notify).to.equal(true);
      expect(await keepTurnsInBackground([live], ['nostr+wss://relay.test']), 'no game played over days left').to.equal('off');
      expect(registered).to.deep.equal(['-carc-turns', '+carc-turns', '-carc-turns']);
    } finally {
      if (own) Object.defineProperty(sw, 'getRegistration', own);
      else delete (sw as { getRegistration?: unknown }).getRegistration;
      if (permission) Object.defineProperty(Notification, 'permission', permission);
      else delete (Notification as { permission?: unknown }).permission;
      localStorage.removeItem('carc-turn-alerts');
    }
  });
});
