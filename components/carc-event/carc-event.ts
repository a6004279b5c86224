import { CarcEvent } from './carc-event.component.js';

export { CarcEvent };
export type { CarcEventRetryDetail } from './carc-event.events.js';
if (!customElements.get('carc-event')) customElements.define('carc-event', CarcEvent);

declare global {
  interface HTMLElementTagNameMap {
    'carc-event': CarcEvent;
  }
}
