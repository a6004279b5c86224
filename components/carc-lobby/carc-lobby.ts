import { CarcLobby } from './carc-lobby.component.js';

export { CarcLobby };
export type { LobbyView } from './carc-lobby.component.js';
export type * from './carc-lobby.events.js';
export type { CarcAnswerCodeDetail, CarcCopiedDetail, CarcNoDetail, CarcTurnDetail } from '../shared/events.js';
if (!customElements.get('carc-lobby')) customElements.define('carc-lobby', CarcLobby);

declare global {
  interface HTMLElementTagNameMap {
    'carc-lobby': CarcLobby;
  }
}
