/** Defines `<carc-board>` once (safe to import from several bundles). */
import { CarcBoard } from './carc-board.component.js';

export { CarcBoard };
export type { BoardPlacement, BoardPreview, BoardSpot } from './carc-board.component.js';
export { tileSvg, tileArt, tileLabel } from '../shared/tile-art.js';

if (!customElements.get('carc-board')) customElements.define('carc-board', CarcBoard);

declare global {
  interface HTMLElementTagNameMap {
    'carc-board': CarcBoard;
  }
}
