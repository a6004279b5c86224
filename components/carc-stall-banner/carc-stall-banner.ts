import { CarcStallBanner } from './carc-stall-banner.component.js';

export { CarcStallBanner };
export type { StallView } from '../../src/table/view-types.js';
export type { CarcStallDropDetail, CarcStallVoteDetail } from './carc-stall-banner.events.js';
if (!customElements.get('carc-stall-banner')) customElements.define('carc-stall-banner', CarcStallBanner);

declare global {
  interface HTMLElementTagNameMap {
    'carc-stall-banner': CarcStallBanner;
  }
}
