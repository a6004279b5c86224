/** Defines `<carc-board>` once (safe to import from several bundles). */
import { CarcBoard } from './carc-board.component.js';

export { CarcBoard };
export type { BoardArrival, BoardPlacement, BoardPreview, BoardScoreFloat, BoardSpot } from './carc-board.component.js';
export type * from './carc-board.events.js';
/** how long a tile takes to slide onto the board unless `--carc-move-duration` says otherwise */
export { MOVE_MS } from './move-slide.js';
/** how long a floating score stays unless `--carc-score-duration` says otherwise */
export { SCORE_MS } from './score-float.js';

if (!customElements.get('carc-board')) customElements.define('carc-board', CarcBoard);

declare global {
  interface HTMLElementTagNameMap {
    'carc-board': CarcBoard;
  }
}
