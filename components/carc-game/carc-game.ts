import { CarcGame } from './carc-game.component.js';

export { CarcGame };
export { CarcGameError, type CarcGameState, type CarcMoveDetail } from './script-api.js';
export type { HostOptions } from '../../src/table/table.js';
export type { CarcGameOverDetail, CarcOrderEarlierDetail, CarcOrderHoverDetail, CarcRoomDetail, CarcStateDetail, CarcTurnAlertDetail } from './carc-game.events.js';
export type { CarcAnswerCodeDetail, CarcCopiedDetail, CarcErrorDetail, CarcNoDetail, CarcTurnDetail } from '../shared/events.js';
if (!customElements.get('carc-game')) customElements.define('carc-game', CarcGame);

declare global {
  interface HTMLElementTagNameMap {
    'carc-game': CarcGame;
  }
}
