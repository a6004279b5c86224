/**
 * Which turn alerts this browser wants (issue 22): a system notification, a sound, a vibration,
 * and a badge in the tab's title and icon. Kept in localStorage, read at each alert, so a change in
 * one tab applies in the others. Sound is off until the player turns it on (a phone in a silent
 * room stays silent), and so are notifications, which need the browser's permission first.
 */
export interface TurnAlertSettings {
  notify: boolean;
  sound: boolean;
  vibrate: boolean;
  badge: boolean;
}

export const DEFAULT_TURN_ALERTS: Readonly<TurnAlertSettings> = { notify: false, sound: false, vibrate: true, badge: true };

const KEY = 'carc-turn-alerts';

export function loadTurnAlerts(): TurnAlertSettings {
  const settings = { ...DEFAULT_TURN_ALERTS };
  try {
    const stored = JSON.parse(localStorage.getItem(KEY) ?? '{}') as Record<string, unknown>;
    for (const k of Object.keys(settings) as (keyof TurnAlertSettings)[]) if (typeof stored[k] === 'boolean') settings[k] = stored[k];
  } catch {
    // storage blocked or a damaged value: the defaults
  }
  return settings;
}

export function saveTurnAlerts(settings: TurnAlertSettings): void {
  try {
    localStorage.setItem(KEY, JSON.stringify(settings));
  } catch {
    // storage blocked (a private window): the setting lasts as long as the page
  }
}
