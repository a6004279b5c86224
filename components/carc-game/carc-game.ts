import { CarcGame } from './carc-game.component.js';

export { CarcGame };
export { CarcGameError, type CarcGameState, type CarcMoveDetail } from './script-api.js';
export type { HostOptions } from '../../src/table/table.js';
if (!customElements.get('carc-game')) customElements.define('carc-game', CarcGame);

declare global {
  interface HTMLElementTagNameMap {
    'carc-game': CarcGame;
  }
}
