/**
 * Bot seats at a hot-seat table, and the hint for a person's turn. On a bot's turn the move is
 * asked of the bots' worker (src/table/bot-thinker.ts) with the game's record, so the board stays
 * live while the bot thinks; the move then waits out a human pace (BOT_PACE_MS since the turn
 * began) before it is played, so a person can follow the game, and "Skip" plays it at once. A
 * bot's seed is the table's save slot and its seat: the same game replays the same bot moves.
 */
import { html, nothing } from 'lit';
import { botLevelName } from '../shared/bot-words.js';
import type { Move } from '../../src/engine/index.js';
import type { BotLevel } from '../../src/bots/index.js';
import type { GameHost, HostBots } from './game-host.js';
import { BotThinker } from '../../src/table/bot-thinker.js';
import type { HotseatTable } from '../../src/table/hotseat-table.js';
import type { OnlineTable } from '../../src/table/online-table.js';
import { ICONS } from '../shared/icons.js';
import type { Table, TablePlayer } from '../../src/table/table.js';
import { tileImage } from './tile-image.js';
import { RETURN_ABBOT, type TurnFlow } from '../../src/table/turn-flow.js';
import { botReasonLine, MoveReasons } from './move-reasons.js';
import type { LogEntry } from '../shared/log-entries.js';

/** The least time from a bot's turn to its move on the board: about what a person takes to look. */
export const BOT_PACE_MS = 900;

/** the level a hint plays at */
const HINT_LEVEL: BotLevel = 'hard';

/** A free name for a new bot seat: "Hard bot", then "Hard bot 2"… */
export function botName(level: BotLevel, players: readonly TablePlayer[]): string {
  const base = `${botLevelName(level)} bot`;
  for (let i = 1; ; i++) {
    const name = i === 1 ? base : `${base} ${i}`;
    if (!players.some((p) => p.name === name)) return name;
  }
}

export class BotSeats implements HostBots {
  /** the bot whose turn it is: thinking until `move` arrives, then waiting out the pace */
  thinking: { seat: number; move: Move | null; why?: string | null } | null = null;
  /** a hint is being worked out for this turn */
  hinting = false;
  /** how long after its turn began a bot's move is played (tests lengthen it to look at the pause) */
  paceMs = BOT_PACE_MS;
  /** why the hint and the bots chose their moves (move-reasons.ts) */
  readonly reasons = new MoveReasons();
  private turnKey = '';
  private skipWait = false;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private thinker: BotThinker | null = null;

  constructor(private el: GameHost) {}

  /** Called on every change of the table: starts a bot's turn when one begins. */
  sync(): void {
    this.noteOnlineBotMove();
    const t = this.el.table;
    const g = t?.mode === 'hotseat' && t.game && !t.game.finished ? t.game : null;
    const bot = g && t!.players[g.current]?.bot;
    const key = bot ? `${(t as HotseatTable).saveId}:${g!.turn}` : '';
    if (key === this.turnKey) return;
    this.stop();
    this.turnKey = key;
    if (!bot) return;
    const seat = g!.current;
    const begun = Date.now();
    this.thinking = { seat, move: null };
    this.skipWait = false;
    const seed = `hotseat/${(t as HotseatTable).saveId}/seat${seat}`;
    this.think()
      .move(t!.record() as never, bot, seed)
      .then((move) => {
        if (this.turnKey !== key) return;
        this.thinking = { seat, move, why: this.reasons.botMove(t!, move) };
        this.el.requestUpdate();
        const wait = this.skipWait ? 0 : Math.max(0, begun + this.paceMs - Date.now());
        this.timer = setTimeout(() => this.playNow(key), wait);
      })
      .catch((e: { code?: string; message?: string }) => this.turnKey === key && this.el.report({ code: e.code ?? 'bot/error', message: e.message ?? String(e) }));
  }

  /**
   * Online, a bot seat's move that another browser played: its sentence is worked out here too,
   * while its next tile is drawn (the game still stands before the move), for the log and the
   * announcement. It needs nothing hidden: the move and the position are the same on every page.
   */
  private noteOnlineBotMove(): void {
    const t = this.el.table;
    const d = t?.mode === 'online' ? t.drawing : null;
    if (!t?.game || !d || !t.players[d.seat]?.bot || this.reasons.botText(t, t.game.turn + 1) !== null) return;
    this.reasons.botMove(t, d.move as Move);
  }

  /** Plays the bot's move without waiting out the pace (at once, or as soon as it is found). */
  skip(): void {
    this.skipWait = true;
    if (this.thinking?.move) this.playNow(this.turnKey);
  }

  /** Puts the hard bot's choice for the person to move on the board, to confirm or change. */
  async hint(): Promise<void> {
    const t = this.el.table;
    const flow = this.el.flow;
    if (!t || !t.hints || !t.game || !flow || this.hinting) return;
    const turn = t.game.turn;
    this.hinting = true;
    this.el.requestUpdate();
    try {
      // online, the verified game itself (its bag's order hidden): a record there lists only the tiles drawn
      const move = t.mode === 'online' ? await onlineHint(t as OnlineTable) : await this.think().move(t.record() as never, HINT_LEVEL, `hint/${(t as HotseatTable).saveId}`);
      if (!move) return;
      // the player may have moved on meanwhile
      if (this.el.flow !== flow || t.game.turn !== turn || !move.at) return;
      showOnFlow(flow, move);
      const why = this.reasons.hinted(t, move);
      this.el.controls.say(`Hint: ${why ?? `the tile at column ${move.at[0]}, row ${move.at[1]}, turned ${move.rot ?? 0} degrees${move.meeple ? ', with a follower' : ''}`}. Enter confirms.`);
      // as it says, Enter confirms: the focus moves from the Hint button (where Enter would ask again) to Confirm
      await this.el.updateComplete;
      this.el.shadowRoot?.querySelector<HTMLButtonElement>('[part="confirm"]')?.focus();
    } catch (e) {
      const err = e as { code?: string; message?: string };
      this.el.report({ code: err.code ?? 'bot/error', message: err.message ?? String(e) });
    } finally {
      this.hinting = false;
      this.el.requestUpdate();
    }
  }

  /** The hint's sentence while its placement is on the board. */
  hintReason(): string | null {
    return this.reasons.hintText(this.el.table, this.el.flow);
  }

  /** Why a bot of this page played move number `turn`, or null. */
  botReason(turn: number): string | null {
    return this.reasons.botText(this.el.table, turn);
  }

  /** The log's entries with each bot move's reason. */
  withReasons(t: Table, entries: LogEntry[]): LogEntry[] {
    return this.reasons.withReasons(t, entries);
  }

  close(): void {
    this.stop();
    this.turnKey = '';
    this.thinker?.close();
    this.thinker = null;
  }

  private think(): BotThinker {
    return (this.thinker ??= new BotThinker());
  }

  private playNow(key: string): void {
    const move = this.thinking?.move;
    const t = this.el.table;
    if (this.turnKey !== key || !move || !t) return;
    this.stop();
    void t.play(move).catch((e: { code?: string; message?: string }) => this.el.report({ code: e.code ?? 'bot/error', message: e.message ?? String(e) }));
  }

  private stop(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.thinking = null;
  }
}

/** The online hint, after the button has shown "Thinking…" (the search runs on this thread, within a small budget). */
async function onlineHint(t: OnlineTable): Promise<Move | null> {
  await new Promise((r) => requestAnimationFrame(() => setTimeout(r)));
  return t.hintMove();
}

/** Puts a legal move on the turn's tentative placement, as if the player had made those choices. */
function showOnFlow(flow: TurnFlow, move: Move): void {
  if (move.tile && move.tile !== flow.tile) flow.chooseTile(move.tile);
  flow.takeBack();
  flow.takeBack();
  flow.activate(move.at!);
  flow.rot = move.rot ?? 0;
  const spot = move.meeple ?? (move.abbot ? `abbot:${move.abbot}` : move.returnAbbot ? RETURN_ABBOT : null);
  if (spot) flow.chooseSpot(spot);
}

/** The turn panel on a bot's turn: who thinks over which tile (the tile slides from there onto the board), then what it plays, and Skip. */
export function renderBotTurn(el: GameHost, t: Table) {
  const g = t.game!;
  const player = t.players[g.current];
  const thinking = el.bots.thinking;
  if (!player?.bot) return null;
  const ready = !!thinking?.move;
  const tile = g.currentTile?.id ?? null;
  return html`<p class="turn-title" tabindex="-1"><span class="swatch" style="background:${player.color}"></span> ${player.name} ${ready ? 'plays' : 'is thinking…'}</p>
    <div class="hand">
      ${tile ? tileImage(el.shownTile(tile), 0, `${player.name}'s tile: ${el.tileName(tile)}`, ready ? '' : 'thinking') : nothing}
      <div class="hand-side bot-turn" role="status" aria-live="polite">
        <p class="hint">${ready ? botReasonLine(thinking?.why) : `A ${player.bot} bot is choosing its move.`}</p>
        <div class="actions"><button @click=${() => el.bots.skip()} title="Play the bot's move without the pause">${ICONS.play} Skip</button></div>
      </div>
    </div>`;
}

/** The hint button of a person's turn, at a hot-seat table or an online one that allows hints. */
export function renderHintButton(el: GameHost, t: Table) {
  if (!t.hints || !t.canPlay()) return nothing;
  const busy = el.bots.hinting;
  return html`<button class="hint-button" aria-label="Hint" title="Show the hard bot's choice on the board" ?disabled=${busy} @click=${() => void el.bots.hint()}>${busy ? 'Thinking…' : 'Hint'}</button>`;
}
