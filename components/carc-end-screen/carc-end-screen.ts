import { CarcEndScreen } from './carc-end-screen.component.js';

export { CarcEndScreen };
export type { EndRematch } from './carc-end-screen.component.js';
export type { CarcEndActionDetail } from './carc-end-screen.events.js';
if (!customElements.get('carc-end-screen')) customElements.define('carc-end-screen', CarcEndScreen);

declare global {
  interface HTMLElementTagNameMap {
    'carc-end-screen': CarcEndScreen;
  }
}
