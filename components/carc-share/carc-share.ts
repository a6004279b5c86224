import { CarcShare } from './carc-share.component.js';

export { CarcShare };
export type { CarcShareDetail } from './carc-share.events.js';
if (!customElements.get('carc-share')) customElements.define('carc-share', CarcShare);

declare global {
  interface HTMLElementTagNameMap {
    'carc-share': CarcShare;
  }
}
