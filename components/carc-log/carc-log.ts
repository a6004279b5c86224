import { CarcLog } from './carc-log.component.js';

export { CarcLog };
if (!customElements.get('carc-log')) customElements.define('carc-log', CarcLog);

declare global {
  interface HTMLElementTagNameMap {
    'carc-log': CarcLog;
  }
}
