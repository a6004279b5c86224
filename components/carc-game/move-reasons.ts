/**
 * Why the hint and a bot chose their move, in one sentence (src/bots/explain.ts), in players'
 * names: the hint's sentence shows in the turn panel while its placement is still on the board
 * ("Hint: completes Bob's city of 4 tiles: +8 for you"), a bot's under its tile while its move waits
 * to go down, in the move's announcement and in the log entry of its move ("Why: …").
 */
import { html, nothing } from 'lit';
import { explainMove } from '../../src/bots/explain.js';
import type { AnyMove, Table } from '../../src/table/table.js';
import type { TurnFlow } from '../../src/table/turn-flow.js';
import type { LogEntry } from '../shared/log-entries.js';

const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** The sentence for `move` by the player to move at `t` (told to them: "you"), or null. */
function reasonFor(t: Table, move: AnyMove, you: boolean): string | null {
  const g = t.game;
  if (!g || g.finished || !('at' in move) || !move.at) return null;
  try {
    return explainMove(g, move as never, { names: t.players.map((p) => p.name), you })?.text ?? null;
  } catch {
    // a sentence is a courtesy: the move itself must never fail for want of one
    return null;
  }
}

export class MoveReasons {
  private hint: { table: Table; turn: number; at: readonly number[]; rot: number; text: string } | null = null;
  /** bots' moves by table and move number (the engine's 1-based turn of its events) */
  private bots = new WeakMap<Table, Map<number, string>>();

  /** Works out the hint's sentence, before its move is put on the board. */
  hinted(t: Table, move: AnyMove): string | null {
    const text = reasonFor(t, move, true);
    this.hint = text && 'at' in move && move.at ? { table: t, turn: t.game!.turn, at: move.at, rot: move.rot ?? 0, text } : null;
    return text;
  }

  /** The hint's sentence while its placement is what the board shows this turn. */
  hintText(t: Table | null, flow: TurnFlow | null): string | null {
    const h = this.hint;
    if (!h || !t || h.table !== t || t.game?.turn !== h.turn || !flow?.at) return null;
    return flow.at[0] === h.at[0] && flow.at[1] === h.at[1] && flow.rot === h.rot ? h.text : null;
  }

  /** Works out and keeps a bot's sentence, before its move is played. */
  botMove(t: Table, move: AnyMove): string | null {
    const text = reasonFor(t, move, false);
    if (!text) return null;
    let byTurn = this.bots.get(t);
    if (!byTurn) this.bots.set(t, (byTurn = new Map()));
    byTurn.set(t.game!.turn + 1, text);
    return text;
  }

  /** A bot's sentence for move number `turn` (1-based) at `t`, if a bot of this page played it. */
  botText(t: Table | null, turn: number): string | null {
    return (t && this.bots.get(t)?.get(turn)) ?? null;
  }

  /** The log's entries, each bot move's opened with its sentence. */
  withReasons(t: Table, entries: LogEntry[]): LogEntry[] {
    const byTurn = this.bots.get(t);
    if (!byTurn?.size) return entries;
    return entries.map((e) => {
      const why = e.kind === 'place' && e.turn !== null ? byTurn.get(e.turn) : undefined;
      return why ? { ...e, detail: [e.detail, `Why: ${cap(why)}.`].filter(Boolean).join(' ') } : e;
    });
  }
}

/** The hint's sentence under the turn's instructions. */
export function renderHintReason(text: string | null) {
  return text ? html`<p class="hint-why" role="status">Hint: ${text}.</p>` : nothing;
}

/** Under a bot's tile while its move waits: why it plays there. */
export const botReasonLine = (text: string | null | undefined) => (text ? `${cap(text)}.` : 'Its tile goes down in a moment.');
