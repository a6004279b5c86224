import { CarcTurnAlerts } from './carc-turn-alerts.component.js';

export { CarcTurnAlerts };
if (!customElements.get('carc-turn-alerts')) customElements.define('carc-turn-alerts', CarcTurnAlerts);

declare global {
  interface HTMLElementTagNameMap {
    'carc-turn-alerts': CarcTurnAlerts;
  }
}
