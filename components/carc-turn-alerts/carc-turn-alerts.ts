import { CarcTurnAlerts } from './carc-turn-alerts.component.js';

export { CarcTurnAlerts };
export type { CarcTurnAlertsChangeDetail, TurnAlertSettings } from './carc-turn-alerts.events.js';
if (!customElements.get('carc-turn-alerts')) customElements.define('carc-turn-alerts', CarcTurnAlerts);

declare global {
  interface HTMLElementTagNameMap {
    'carc-turn-alerts': CarcTurnAlerts;
  }
}
