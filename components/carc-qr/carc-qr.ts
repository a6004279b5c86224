import { CarcQr } from './carc-qr.component.js';

export { CarcQr };
if (!customElements.get('carc-qr')) customElements.define('carc-qr', CarcQr);

declare global {
  interface HTMLElementTagNameMap {
    'carc-qr': CarcQr;
  }
}
