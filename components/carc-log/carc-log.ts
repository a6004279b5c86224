import { CarcLog } from './carc-log.component.js';

export { CarcLog };
export type { CarcLogHoverDetail, CarcLogSelectDetail, LogEntry } from './carc-log.events.js';
if (!customElements.get('carc-log')) customElements.define('carc-log', CarcLog);

declare global {
  interface HTMLElementTagNameMap {
    'carc-log': CarcLog;
  }
}
