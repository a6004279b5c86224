/**
 * The elements' typings as a host's TypeScript sees them: `document.createElement('carc-…')` gives
 * the element's class, its properties have their types, and `addEventListener('carc-…', (e) => …)`
 * gives `e.detail` its type (HTMLElementEventMap). Nothing runs this file: `tsc --noEmit -p .`
 * checks it (tsconfig.json includes test/), and each `@ts-expect-error` fails that check if the
 * mistake under it is no longer caught.
 */
import type { CarcBoard, CarcMoveShownDetail, CarcSquareActivateDetail } from '../../components/carc-board/carc-board.js';
import type { CarcGame, CarcMoveDetail, CarcStateDetail } from '../../components/carc-game/carc-game.js';
import type { CarcLobbyStartDetail } from '../../components/carc-lobby/carc-lobby.js';
import type { CarcShareDetail } from '../../components/carc-share/carc-share.js';
import { fire } from '../../components/shared/events.js';

export function useTheElements(): void {
  // tags give their classes
  const board: CarcBoard = document.createElement('carc-board');
  const game: CarcGame = document.createElement('carc-game');
  const scoreboard = document.querySelector('carc-scoreboard');

  // properties have their types
  board.interactive = true;
  board.candidates = [{ at: [0, 1], rot: 90 }];
  board.upto = null;
  if (scoreboard) scoreboard.current = 2;
  // @ts-expect-error: `interactive` is a boolean
  board.interactive = 'yes';
  // @ts-expect-error: `current` is a number (a seat's index)
  if (scoreboard) scoreboard.current = 'Ann';
  // @ts-expect-error: a placement's square is [x, y]
  board.candidates = [{ at: '0,1', rot: 0 }];

  // events' details have their types
  board.addEventListener('carc-square-activate', (e) => {
    const [x, y]: [number, number] = e.detail.at;
    const detail: CarcSquareActivateDetail = e.detail;
    return x + y + detail.at[0];
  });
  board.addEventListener('carc-square-hover', (e) => e.detail.at?.[0]);
  board.addEventListener('carc-spot-activate', (e) => e.detail.spot.toUpperCase());
  board.addEventListener('carc-view-change', (e) => e.detail.zoom * e.detail.x * e.detail.y);
  board.addEventListener('carc-move-shown', (e) => {
    const shown: CarcMoveShownDetail = e.detail;
    return shown.at;
  });
  board.addEventListener('carc-error', (e) => e.detail.code.startsWith('record/') && e.detail.message);
  game.addEventListener('carc-move', (e) => {
    const d: CarcMoveDetail = e.detail;
    return `${d.move.tile ?? 'a pass'} by seat ${d.player.toFixed()} at turn ${d.turn}`;
  });
  game.addEventListener('carc-state', (e) => {
    const d: CarcStateDetail = e.detail;
    return d.state.finished ? d.state.scores.reduce((a, b) => a + b, 0) : d.state.currentPlayer;
  });
  game.addEventListener('carc-game-over', (e) => e.detail.players.map((name, i) => `${name}: ${e.detail.scores[i]}`));
  game.addEventListener('carc-room', (e) => e.detail.link.length);
  game.addEventListener('carc-turn-alert', (e) => e.detail.on && e.detail.turn);
  game.addEventListener('carc-lobby-start', (e) => {
    const start: CarcLobbyStartDetail = e.detail;
    return start.game === 'new-world' ? start.tiles : start.patience;
  });
  document.querySelector('carc-share')?.addEventListener('carc-share-copied', (e) => {
    const d: CarcShareDetail = e.detail;
    return d.link;
  });

  // @ts-expect-error: carc-square-activate's detail has `at`, not `square`
  board.addEventListener('carc-square-activate', (e) => e.detail.square);
  // @ts-expect-error: carc-state's detail is `{ state }`: the turn is `e.detail.state.turn`
  game.addEventListener('carc-state', (e) => e.detail.turn);
  game.addEventListener('carc-room', (e) => {
    // @ts-expect-error: a room's link is a string
    const n: number = e.detail.link;
    return n;
  });
  // @ts-expect-error: carc-game-over's scores are numbers
  game.addEventListener('carc-game-over', (e) => e.detail.scores[0].toUpperCase());

  // our own dispatches are checked against the same map
  fire(board, 'carc-share-copied', { link: 'https://example.org/#room' });
  // @ts-expect-error: carc-share-copied carries `link`
  fire(board, 'carc-share-copied', { url: 'https://example.org/#room' });
  // @ts-expect-error: not one of our events
  fire(board, 'carc-no-such-event', {});
}
