/**
 * The page: one `<carc-game>` filling the window. A link with `#<room>` joins that online room;
 * otherwise the lobby offers hot-seat or a new online room, whose link then goes into the URL so
 * that reloading rejoins. `?deck=E,H,U` deals exactly those tiles in hot-seat games (tests, puzzles),
 * `?seed=x` shuffles them with that seed;
 * `?signaling=ws://…` picks the signaling server and `?ice=none` turns STUN off (local tests).
 * Each tab plays under a key pair of its own per room, kept across reloads (src/sync/room-keys.ts).
 */
import '../../components/carc-game/carc-game.js';
import type { CarcGame } from '../../components/carc-game/carc-game.js';
import { registerServiceWorker } from './register-service-worker.js';
import { showTurnInTab } from './turn-badge.js';

registerServiceWorker();

const el = document.querySelector('carc-game') as CarcGame;
const params = new URLSearchParams(location.search);
// `?event=<file>`: an event's list of tables in place of the game, its code loaded only then (event-page.ts)
const eventFile = params.get('event');
if (eventFile) {
  const page = document.createElement('carc-event');
  el.replaceWith(page);
  void import('./event-page.js').then((m) => m.showEvent(page, eventFile));
}
const deck = params.get('deck');
if (deck)
  el.deck = deck
    .split(',')
    .map((t) => t.trim())
    .filter(Boolean);
// `?seed=…`: hot-seat games shuffle with this seed (tests replay the same game)
el.seed = params.get('seed');
// `?ice=none`: no STUN servers (tests and LAN parties never reach the internet)
if (params.get('ice') === 'none') el.sessionOptions = { ...el.sessionOptions, iceServers: [] };

el.addEventListener('carc-room', (e) => {
  const link = (e as CustomEvent<{ link: string }>).detail.link;
  const hash = link.includes('#') ? link.slice(link.indexOf('#')) : '';
  if (location.hash !== hash) history.replaceState(null, '', hash || location.pathname + location.search);
});

// the tab's title (and, after a turn started in the background, its icon) says when it is your turn online
showTurnInTab(el);

function joinFromHash(): void {
  const room = location.hash.slice(1);
  if (room && el.table?.mode !== 'online') void el.join(location.href).catch(() => {});
}

// an event page joins no table itself: each of its cards watches one
if (!eventFile) {
  window.addEventListener('hashchange', joinFromHash);
  joinFromHash();
}
