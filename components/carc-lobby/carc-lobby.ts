import { CarcLobby } from './carc-lobby.component.js';

export { CarcLobby };
export type { LobbyView } from './carc-lobby.component.js';
if (!customElements.get('carc-lobby')) customElements.define('carc-lobby', CarcLobby);

declare global {
  interface HTMLElementTagNameMap {
    'carc-lobby': CarcLobby;
  }
}
