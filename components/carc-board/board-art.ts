/**
 * Everything `<carc-board>` needs to draw tiles and followers (their art, geometry and the tile
 * catalogue), as one module the board loads with the first thing to draw: a bare board paints
 * without it, and a page embedding the board downloads it only once there is a game to show.
 */
export { arrivalLayer, followersLayer, previewLayer, symbolsLayer, tilesLayer } from './board-layers.js';
export { boardPreview, coastLayer, coastSquares, orderLayer, surveyorsLayer } from './coast-layer.js';
export { lastMoveLayer, lastPlaced } from './last-move.js';
export { fromRecord, fromSnapshot, loadReplay } from './board-position.js';
export { SpotLayout } from './spot-layout.js';
export { targetSize } from './spot-targets.js';
