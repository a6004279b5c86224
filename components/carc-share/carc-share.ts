import { CarcShare } from './carc-share.component.js';

export { CarcShare };
if (!customElements.get('carc-share')) customElements.define('carc-share', CarcShare);

declare global {
  interface HTMLElementTagNameMap {
    'carc-share': CarcShare;
  }
}
