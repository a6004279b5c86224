import { LitElement, html, nothing } from 'lit';
import { styles } from './carc-turn-alerts.styles.js';
import { ICONS } from '../shared/icons.js';
import { fire } from '../shared/events.js';
import { loadTurnAlerts, saveTurnAlerts, type TurnAlertSettings } from '../shared/turn-alert-settings.js';
import { backgroundCheckSupported } from '../shared/background-turns.js';
import { askNotifyPermission, canVibrate, notifyPermission, playTurnTone, vibrateForTurn, type NotifyPermission } from '../shared/turn-alerts.js';

/**
 * "Tell me when it's my turn": the turn alerts' settings, shown at an online table. Closed, it is
 * one line saying which alerts are on; open, a switch for each (a system notification, a sound, a
 * vibration where the device has one, a badge in the tab's title and icon), kept in localStorage.
 * The browser is asked for notifications only when the player turns them on here, so the prompt
 * comes with its reason; turning the sound or the vibration on plays it once, as a preview.
 *
 * @fires {CustomEvent<CarcTurnAlertsChangeDetail>} carc-turn-alerts-change - `{ settings }` the player changed a setting
 * @csspart summary - the line that opens and closes the settings
 * @csspart option - each switch's row
 */
export class CarcTurnAlerts extends LitElement {
  static override styles = styles;
  static override properties = {
    settings: { state: true },
    permission: { state: true },
  };

  declare settings: TurnAlertSettings;
  declare permission: NotifyPermission;

  constructor() {
    super();
    this.settings = loadTurnAlerts();
    this.permission = notifyPermission();
  }

  override connectedCallback(): void {
    super.connectedCallback();
    // another tab may have changed them, or the browser's site settings the permission
    this.settings = loadTurnAlerts();
    this.permission = notifyPermission();
  }

  private set(change: Partial<TurnAlertSettings>): void {
    this.settings = { ...this.settings, ...change };
    saveTurnAlerts(this.settings);
    fire(this, 'carc-turn-alerts-change', { settings: this.settings });
  }

  private async onNotify(e: Event): Promise<void> {
    const box = e.target as HTMLInputElement;
    if (!box.checked) return this.set({ notify: false });
    this.permission = await askNotifyPermission();
    box.checked = this.permission === 'granted';
    this.set({ notify: box.checked });
  }

  private onSound(e: Event): void {
    const on = (e.target as HTMLInputElement).checked;
    this.set({ sound: on });
    if (on) playTurnTone();
  }

  private onVibrate(e: Event): void {
    const on = (e.target as HTMLInputElement).checked;
    this.set({ vibrate: on });
    if (on) vibrateForTurn();
  }

  /** Which alerts are on, for the closed line. */
  private summary(): string {
    const s = this.settings;
    const on = [s.notify && this.permission === 'granted' && 'notification', s.sound && 'sound', s.vibrate && canVibrate() && 'vibration', s.badge && 'tab badge'].filter(Boolean);
    return on.length ? on.join(', ') : 'off';
  }

  private notifyNote() {
    if (this.permission === 'unsupported') return html`<small>This browser has no notifications.</small>`;
    if (this.permission === 'denied') return html`<small class="warn">Blocked for this page: allow notifications in the browser's site settings.</small>`;
    if (this.permission === 'default') return html`<small>Your browser asks first.</small>`;
    return nothing;
  }

  override render() {
    const s = this.settings;
    const notifyOn = s.notify && this.permission === 'granted';
    return html`<details>
      <summary part="summary">
        <svg viewBox="0 0 24 24" width="1.25em" height="1.25em" aria-hidden="true" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"><path d="M6 16V11a6 6 0 0 1 12 0v5l1.5 2h-15zM10 20.5a2 2 0 0 0 4 0" /></svg>
        <span class="title">Tell me when it's my turn</span>
        <span class="state">${this.summary()}</span>
        <span class="chevron">${ICONS.chevron}</span>
      </summary>
      <p class="why">When your turn starts while this tab is in the background.</p>
      <label part="option"><input type="checkbox" .checked=${notifyOn} ?disabled=${this.permission === 'unsupported' || this.permission === 'denied'} @change=${this.onNotify} />
        <span>A notification ${this.notifyNote()}</span></label>
      <p class="why background">${backgroundCheckSupported() ? 'At a table played over days, the installed app also checks about twice a day while it is closed, if the browser allows it.' : 'At a table played over days, this browser cannot check while the page is closed: My games checks whose turn it is when you open the page.'}</p>
      <label part="option"><input type="checkbox" .checked=${s.sound} @change=${this.onSound} /><span>A sound</span></label>
      ${canVibrate() ? html`<label part="option"><input type="checkbox" .checked=${s.vibrate} @change=${this.onVibrate} /><span>A vibration</span></label>` : nothing}
      <label part="option"><input type="checkbox" .checked=${s.badge} @change=${(e: Event) => this.set({ badge: (e.target as HTMLInputElement).checked })} /><span>A mark on the tab's title and icon</span></label>
    </details>`;
  }
}
