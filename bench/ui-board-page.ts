/** A page with a full random game on `<carc-board>` (or, with ?turn, a turn in progress), for screenshots. */
import '../components/carc-board/carc-board.js';
import { randomGame } from './ui-game.js';

const params = new URLSearchParams(location.search);
const turn = params.has('turn');
const game = randomGame(params.get('seed') ?? 'look', turn ? 40 : Infinity);
document.body.style.cssText = 'margin:0;height:100vh;';
const board = document.createElement('carc-board');
board.style.cssText = 'height:100vh;';
board.snapshot = game.snapshot();
if (turn) {
  const legal = game.legalPlacements();
  board.candidates = legal;
  const first = legal[0];
  if (first) {
    board.preview = { tile: game.currentTile!.id, at: first.at, rot: first.rot };
    const allowed = new Set(game.followerSpots(first.at, first.rot));
    const all = [
      'road:N',
      'road:E',
      'road:S',
      'road:W',
      'city:N',
      'city:E',
      'city:S',
      'city:W',
      'monastery',
      'field:NNW',
      'field:NNE',
      'field:ENE',
      'field:ESE',
      'field:SSE',
      'field:SSW',
      'field:WSW',
      'field:WNW',
    ];
    board.spots = all.map((spot) => ({ spot, allowed: allowed.has(spot) }));
  }
  board.interactive = true;
  board.highlight = game
    .snapshot()
    .tiles.slice(0, 3)
    .map((t) => t.at);
}
document.body.append(board);
(window as unknown as { board: unknown }).board = board;
if (params.has('close'))
  void board.updateComplete.then(() => {
    board.centerOn([0, 0]);
    for (let i = 0; i < 8; i++) board.zoomIn();
  });
