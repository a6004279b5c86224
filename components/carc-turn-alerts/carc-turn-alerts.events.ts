/** The details of `<carc-turn-alerts>`'s events, and their entries in the DOM's event map. */
import type { TurnAlertSettings } from '../shared/turn-alert-settings.js';

export type { TurnAlertSettings };

/** `carc-turn-alerts-change`: the player changed a setting (all of them, as now saved). */
export interface CarcTurnAlertsChangeDetail {
  settings: TurnAlertSettings;
}

declare global {
  interface HTMLElementEventMap {
    'carc-turn-alerts-change': CustomEvent<CarcTurnAlertsChangeDetail>;
  }
}
