/**
 * Turn alerts at an online table (issue 22): notices when this browser's seat becomes the one to
 * move. If the tab is hidden then, it raises the alerts the player turned on (notification, sound,
 * vibration: components/shared/turn-alerts.ts) and fires `carc-turn-alert` `{ on: true, turn }`,
 * which the page uses for its title and icon (src/app/turn-badge.ts). When the tab is shown again
 * or the turn is played, everything clears and `carc-turn-alert` `{ on: false }` follows. Hot-seat
 * tables need none of this: the players are at the screen.
 */
import type { ReactiveController } from 'lit';
import type { GameHost } from './game-host.js';
import { loadTurnAlerts } from '../shared/turn-alert-settings.js';
import { closeTurnNotification, playTurnTone, primeTurnTone, showTurnNotification, vibrateForTurn } from '../shared/turn-alerts.js';

export class TurnWatch implements ReactiveController {
  /** the game and turn last seen as this seat's, so each turn alerts once */
  private seen: { game: object; turn: number } | null = null;
  private raised = false;

  constructor(private readonly host: GameHost) {
    host.addController(this);
  }

  hostConnected(): void {
    this.host.addEventListener('carc-state', this.check);
    document.addEventListener('visibilitychange', this.onVisibility);
    if (loadTurnAlerts().sound) primeTurnTone();
  }

  hostDisconnected(): void {
    this.host.removeEventListener('carc-state', this.check);
    document.removeEventListener('visibilitychange', this.onVisibility);
    this.clear();
  }

  /** The turn this browser's seat may play now, online; null otherwise. */
  private myTurn(): number | null {
    const t = this.host.table;
    const g = t?.game;
    return t?.mode === 'online' && g && !g.finished && t.canPlay() ? g.turn : null;
  }

  private check = (): void => {
    const turn = this.myTurn();
    const game = this.host.table?.game;
    if (turn === null || !game) return this.clear();
    if (this.seen?.game === game && this.seen.turn === turn) return;
    this.seen = { game, turn };
    if (document.visibilityState === 'hidden') this.raise(turn);
  };

  private raise(turn: number): void {
    const settings = loadTurnAlerts();
    const tile = this.host.tileName(this.host.table?.game?.currentTile?.id ?? null);
    if (settings.notify) showTurnNotification('Your turn in Carcassonne', tile ? `Your tile: ${tile}. Click to go back to the table.` : 'Click to go back to the table.');
    if (settings.sound) playTurnTone();
    if (settings.vibrate) vibrateForTurn();
    this.raised = true;
    this.host.emit('carc-turn-alert', { on: true, turn });
  }

  private clear(): void {
    if (!this.raised) return;
    this.raised = false;
    closeTurnNotification();
    this.host.emit('carc-turn-alert', { on: false });
  }

  private onVisibility = (): void => {
    if (document.visibilityState === 'visible') this.clear();
  };
}
