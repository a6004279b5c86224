/**
 * New World for looking at: `?tiles` every tile type in every rotation; otherwise a random game on
 * `<carc-board>` stopped at move 45 (`?move=N`), with `?turn` the drawn tile's legal squares, its
 * preview and settler spots. Screenshots: `npx tsx bench/new-world-shots.ts`.
 */
import { html, render } from 'lit';
import '../components/carc-board/carc-board.js';
import { tileLabel, tileSvg } from '../components/shared/tile-art.js';
import { boardTileId } from '../src/table/tile-lookup.js';
import { NEW_WORLD_TILES, NewWorldGame, Rng, randomNewWorldMove } from '../src/engine/index.js';

const params = new URLSearchParams(location.search);
if (params.has('tiles')) {
  render(
    html`<style>
        body { font: 12px system-ui; margin: 8px; background: #333; color: #eee; }
        .row { display: flex; gap: 6px; align-items: center; margin-bottom: 6px; } .id { width: 190px; } .cell { width: 96px; height: 96px; }
      </style>
      ${NEW_WORLD_TILES.map(
        (t) => html`<div class="row"><div class="id"><b>${t.id}</b> ×${t.count} ${t.name}</div>
        ${[0, 90, 180, 270].map((rot) => html`<svg class="cell" viewBox="0 0 100 100">${tileSvg(boardTileId('new-world', t.id), rot, { label: tileLabel(boardTileId('new-world', t.id), rot) })}</svg>`)}</div>`,
      )}`,
    document.body,
  );
} else {
  const created = NewWorldGame.create({ players: ['Ann', 'Ben', 'Cat', 'Dan'], seed: params.get('seed') ?? 'look' });
  if (!created.ok) throw new Error(created.error.message);
  const game = created.game;
  const rng = Rng.fromSeed('look/moves');
  const stop = Number(params.get('move') ?? 45);
  while (!game.finished && game.turn < stop) game.play(randomNewWorldMove(game, rng)!);
  document.body.style.cssText = 'margin:0;height:100vh;';
  const board = document.createElement('carc-board');
  board.style.cssText = 'height:100vh;';
  board.snapshot = game.snapshot();
  if (params.has('turn') && game.currentTile) {
    const legal = game.legalPlacements();
    board.candidates = legal;
    const first = legal[legal.length - 1];
    board.preview = { tile: game.currentTile.id, at: first.at, rot: first.rot };
    board.spots = game.followerSpots(first.at, first.rot).map((spot) => ({ spot, allowed: true }));
    board.interactive = true;
  }
  document.body.append(board);
}
