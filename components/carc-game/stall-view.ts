/**
 * The online table's `<carc-stall-banner>`, wired to the table: a seat that keeps it waiting (the
 * countdown, the vote, the host's start without a seat) and seats caught equivocating. Shown over
 * the board during play, and in the lobby's start row while the tiles are shuffled.
 */
import { html, nothing } from 'lit';
import '../carc-stall-banner/carc-stall-banner.js';
import type { GameHost } from './game-host.js';
import type { OnlineTable } from '../../src/table/online-table.js';
import type { Table } from '../../src/table/table.js';
import type { BotLevel } from '../../src/bots/index.js';
import { daysPerMoveText } from '../shared/pace-words.js';

/**
 * `where`: over the board (the stage, or the lobby's `slot`), or 'in-panel' under the turn, where a
 * phone shows a plain countdown instead of over its board (stall.styles.ts; the warning stays on the board).
 */
export function renderStall(el: GameHost, t: Table | null, slot?: string, where: 'stage' | 'in-panel' = 'stage') {
  if (t?.mode !== 'online') return nothing;
  const online = t as OnlineTable;
  const stall = online.stall;
  const equivocators = where === 'in-panel' ? [] : online.equivocators;
  if (where === 'in-panel' && (!stall || stall.overdue)) return nothing;
  if (!stall && !equivocators.length) return nothing;
  const act = (p: Promise<void>) => void el.guard(p).catch(() => {});
  return html`<carc-stall-banner
    class="stall ${stall && !stall.overdue ? 'countdown' : ''} ${where}"
    slot=${slot ?? nothing}
    .stall=${stall}
    .equivocators=${equivocators}
    @carc-stall-vote=${(e: CustomEvent<{ choice: 'wait' | 'skip' | 'bot'; level?: BotLevel }>) => act(online.vote(e.detail.choice, e.detail.level))}
    @carc-stall-drop=${(e: CustomEvent<{ seat: number }>) => act(online.dropSeat(e.detail.seat))}
  ></carc-stall-banner>`;
}

/** A table played over days says so by its status: "Played over days · 3 days per move" (nothing at a live table). */
export function renderPace(t: Table) {
  const days = t.mode === 'online' ? t.days : null;
  if (!days) return nothing;
  return html`<p class="pace" part="pace"><b>Played over days</b> · ${daysPerMoveText(days)}<span class="pace-doc">: nobody needs to be online together.</span></p>`;
}
