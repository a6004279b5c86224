/**
 * The play screen: the board filling the window, the turn panel (side panel on a laptop, bottom
 * sheet on a phone), the players, the tiles left, the log, the replay scrubber and the end screen.
 */
import { html, nothing } from 'lit';
import type { GameHost } from './game-host.js';
import { ICONS } from '../shared/icons.js';
import { entriesUpTo, logEntries, scoreBreakdown } from '../shared/log-entries.js';
import { gameKind, isNewWorld, type AnySnapshot, type Table } from '../../src/table/table.js';
import { renderByHand, renderConnection } from './connection-view.js';
import { renderAudienceLine, renderWatchingBadge, watchLinkOf } from './audience-view.js';
import { renderTurn } from './turn-panel.js';
import { tileImage } from './tile-image.js';
import { NO_ORDER } from '../../src/table/turn-flow.js';
import { describeRules } from '../shared/rule-words.js';
import { renderPace, renderStall } from './stall-view.js';
import { renderBotsUnchecked, renderLetBot, renderSeatReturn } from './seat-return.js';
import { endRematch, rematchAction } from './rematch.js';
import { prefersReducedMotion } from '../shared/motion.js';
import '../carc-talk/carc-talk.js';
import type { TalkView } from '../carc-talk/carc-talk.js';
import '../carc-share/carc-share.js';
import '../carc-turn-alerts/carc-turn-alerts.js';

export function renderToasts(el: GameHost) {
  return html`<div class="toasts" aria-live="assertive">
    ${el.toasts.map(
      (t) => html`<div part="toast" class="toast ${t.kind}" role=${t.kind === 'error' ? 'alert' : 'status'}>
        <span>${t.text}</span><button class="quiet" aria-label="Dismiss" @click=${() => el.dismiss(t.id)}>${ICONS.none}</button>
      </div>`,
    )}
  </div>`;
}

/** Each player's abbots in hand, when the game is played with The Abbot (its snapshot counts them). */
function abbotsOf(g: NonNullable<Table['game']>, snap: AnySnapshot | null): number[] | null {
  if (!snap || !('abbots' in snap) || !(g.rules as { abbot?: boolean }).abbot) return null;
  return snap.abbots;
}

/** The tiles still to draw (not the one in play), with the list of which they are behind a disclosure. */
function renderRemaining(el: GameHost, t: Table) {
  const snap = el.boardSnapshot() ?? t.game!.snapshot();
  const entries = Object.entries(snap.remainingByTile).sort(([a], [b]) => a.localeCompare(b));
  const left = entries.reduce((n, [, k]) => n + k, 0);
  return html`<details class="remaining">
    <summary><b>${left}</b> ${left === 1 ? 'tile' : 'tiles'} left to draw ${left ? html`<span class="show-list">${ICONS.chevron}<span class="when-closed">Show which</span><span class="when-open">Hide</span></span>` : nothing}</summary>
    <ul class="tile-counts">
      ${entries.map(([id, n]) => html`<li title="${el.tileName(id)}: ${n}">${tileImage(el.shownTile(id), 0, `${el.tileName(id)}`)}<span class="n">${n}</span></li>`)}
    </ul>
  </details>`;
}

function renderReplayBar(el: GameHost, total: number) {
  const c = el.controls;
  const at = el.replayAt ?? total;
  return html`<div class="replay" role="group" aria-label="Replay">
    <button class="quiet" aria-label=${c.replaying ? 'Pause' : 'Play'} @click=${() => c.toggleReplayPlay()}>${c.replaying ? '❚❚' : ICONS.play}</button>
    <input type="range" min="0" max=${total} .value=${String(at)} aria-label="Move shown" aria-valuetext="move ${at} of ${total}"
      @input=${(e: Event) => c.setReplay(Number((e.target as HTMLInputElement).value))} />
    <span class="replay-n">${at}/${total}</span>
    <button class="quiet" aria-label="Close the replay" @click=${() => c.setReplay(null)}>${ICONS.none}</button>
  </div>`;
}

/** Log entries change only when events arrive; the same array keeps the log's scroll position on re-renders. */
const entriesCache = new WeakMap<Table, { n: number; entries: ReturnType<typeof logEntries> }>();
function memoEntries(el: GameHost, t: Table, names: string[]) {
  const hit = entriesCache.get(t);
  if (hit && hit.n === t.events.length) return hit.entries;
  const g = t.game;
  const entries = el.bots.withReasons(t, logEntries(t.events, names, isNewWorld(g) ? 'c3' : (g?.rules.farmers ?? 'c3'), gameKind(g)));
  entriesCache.set(t, { n: t.events.length, entries });
  return entries;
}

export function renderPlay(el: GameHost, t: Table) {
  const g = t.game!;
  const c = el.controls;
  const flow = el.replayAt === null ? el.flow : null;
  const colors = t.players.map((p) => p.color);
  const snap = el.boardSnapshot();
  const names = g.players;
  const entries = memoEntries(el, t, names);
  // online, while the tile after a move is drawn: the move shows where it goes (sliding in, when it is another seat's), and nothing else is offered;
  // a bot's move waiting out its pause shows so only without motion (otherwise it slides in when played)
  const drawn = t.drawing?.move ?? (prefersReducedMotion() ? el.bots.thinking?.move : null);
  const placing = t.drawing ? null : flow;
  let preview: { tile: string; at: [number, number]; rot: number } | null = null;
  if (flow?.at) preview = { tile: flow.tile, at: flow.at, rot: flow.rot };
  else if (flow && el.hoverAt && flow.isLegal(el.hoverAt)) preview = { tile: flow.tile, at: el.hoverAt, rot: flow.previewRotation(el.hoverAt)! };
  else if (!flow && drawn?.at && el.replayAt === null) preview = { tile: drawn.tile, at: drawn.at, rot: drawn.rot };
  else if (!flow && t.hover && el.replayAt === null) preview = { tile: t.hover.tile, at: t.hover.at, rot: t.hover.rot };
  const current = g.finished ? -1 : g.current;
  const finishedOverlay = g.finished && el.endOpen && el.replayAt === null;
  return html`<div class="layout">
    <header class="topbar">
      <carc-scoreboard compact .players=${t.players} .scores=${snap?.scores ?? []} .followers=${snap?.followers ?? []} .current=${current} .online=${t.mode === 'online' && !t.watching} .bump=${el.spotlight.bump} .followerWord=${isNewWorld(g) ? 'settler' : 'follower'}></carc-scoreboard>
    </header>
    <main class="stage" @click=${{ handleEvent: (e: Event) => closeSheetFromBoard(el, e), capture: true }}>
      <carc-board
        part="board"
        .snapshot=${snap}
        .candidates=${placing ? placing.placements : []}
        .preview=${preview}
        .spots=${flow?.at && flow.stage === 'follower' ? flow.spots() : []}
        .selectedSpot=${flow?.spot ?? null}
        .order=${placing ? placing.scoringOrder() : NO_ORDER}
        .highlight=${el.spotlight.highlight}
        .marked=${el.spotlight.marked}
        .arrival=${el.replayAt === null ? el.slides.arrival : null}
        .scoreFloat=${el.spotlight.float}
        .colors=${colors}
        .interactive=${!!placing}
        @carc-square-activate=${(e: CustomEvent) => c.activate(e.detail.at)}
        @carc-square-hover=${(e: CustomEvent) => c.hover(e.detail.at ?? null)}
        @carc-spot-activate=${(e: CustomEvent) => c.chooseSpot(e.detail.spot === el.flow?.spot ? null : e.detail.spot)}
        @carc-order-activate=${(e: CustomEvent) => c.scoreEarlier(e.detail.name)}
        @carc-spots-layout=${(e: CustomEvent) => (el.spotsOnTile = e.detail.onTile)}
      ></carc-board>
      ${t.mode === 'online' ? html`<carc-share class="game-link" .link=${t.link} .seated=${t.mySeat !== null} .watchLink=${watchLinkOf(t) ?? ''} ?watching=${!!t.watching}></carc-share>` : nothing}
      ${renderWatchingBadge(t)}
      ${el.replayAt !== null ? renderReplayBar(el, g.turn) : nothing}
      ${renderStall(el, t)}
      ${renderTalk(t)}
    </main>
    <aside part="panel" class="panel ${el.sheetOpen ? 'open' : ''}" aria-label="Game panel">
      <button class="quiet grabber" aria-expanded=${el.sheetOpen ? 'true' : 'false'} aria-label=${el.sheetOpen ? 'Hide players, tiles and log' : 'Show players, tiles and log'} @click=${() => (el.sheetOpen = !el.sheetOpen)}><span></span></button>
      ${el.sheetOpen ? html`<button class="quiet sheet-close" aria-label="Close the panel" @click=${() => el.layers.close('sheet')}>${ICONS.none}</button>` : nothing}
      ${renderConnection(t, el)}${renderAudienceLine(t)}${renderPace(t)}
      <section part="turn" class="turn" aria-describedby="turn-hint">${renderTurn(el, t)}</section>
      ${t.watching ? nothing : renderSeatReturn(el, t)}${renderBotsUnchecked(t)}${renderStall(el, t, undefined, 'in-panel')}
      <div class="extras">
        <carc-scoreboard class="side-scores ${t.mode}" .players=${t.players} .scores=${snap?.scores ?? []} .followers=${snap?.followers ?? []} .current=${current} .online=${t.mode === 'online' && !t.watching} .bump=${el.spotlight.bump} .hands=${(snap && 'hands' in snap && snap.hands) || null} .abbots=${abbotsOf(g, snap)} .followerWord=${isNewWorld(g) ? 'settler' : 'follower'}></carc-scoreboard>
        ${renderByHand(el, t, 'extras')}
        ${renderRemaining(el, t)}
        ${t.mode === 'online' && t.mySeat !== null && !g.finished ? html`<carc-turn-alerts></carc-turn-alerts>` : nothing}
        ${renderLetBot(el, t)}
        <p class="rules-line"><b>${isNewWorld(g) ? 'New World' : 'Rules'}</b> ${describeRules(g.rules as unknown as Record<string, unknown>, gameKind(g))}</p>
        <h2 class="log-title">Log</h2>
        <carc-log .entries=${entriesUpTo(entries, el.replayAt, g.turn)} .colors=${colors} .selected=${el.spotlight.entry?.id ?? null}
          @carc-log-hover=${(e: CustomEvent) => el.spotlight.hover(e.detail.tiles)} @carc-log-select=${(e: CustomEvent) => el.spotlight.open(e.detail.entry)}></carc-log>
        <div class="file-actions">
          <button class="quiet" @click=${() => (el.replayAt === null ? (c.fitBoard(), c.setReplay(Math.max(0, g.turn - 1))) : c.setReplay(null))}>${ICONS.play} Replay</button>
          <button class="quiet" @click=${() => c.downloadRecord()}>${ICONS.download} Save</button>
          <button class="quiet" @click=${() => confirmLeave(el)}>Leave</button>
        </div>
      </div>
    </aside>
    ${
      finishedOverlay
        ? html`<div class="overlay" role="dialog" aria-modal="true" aria-label="Final scores" @click=${(e: Event) => e.target === e.currentTarget && el.layers.close('end')}>
          <carc-end-screen .players=${t.players} .scores=${g.snapshot().scores} .breakdown=${scoreBreakdown(t.events, t.players.length, gameKind(g))} .rematch=${endRematch(el)} @carc-end-action=${(e: CustomEvent) => rematchAction(el, e.detail) || c.onEndAction(e.detail.action)}></carc-end-screen>
        </div>`
        : nothing
    }
    ${renderToasts(el)}
    <div class="visually-hidden" role="status" aria-live="polite">${c.announcement}</div>
  </div>`;
}

/** Table talk, at an online table (src/table/online-talk.ts). */
function renderTalk(t: Table) {
  const talk = (t as { talk?: TalkView }).talk;
  // a watcher writes nothing: no talk
  return t.mode === 'online' && talk && !t.watching ? html`<carc-talk .talk=${talk}></carc-talk>` : nothing;
}

/** On a phone, a tap on the board above the open sheet closes the sheet (and does nothing else). */
function closeSheetFromBoard(el: GameHost, e: Event) {
  if (!el.sheetOpen || !matchMedia('(max-width: 760px)').matches) return;
  e.stopPropagation();
  el.layers.close('sheet');
}

function confirmLeave(el: GameHost) {
  const g = el.table?.game;
  // an unfinished hot-seat game stays saved on this device; an online one is left for its link
  if (g && !g.finished && el.table?.mode === 'online' && !confirm('Leave this game? Open its link again to come back to it.')) return;
  el.leave();
}
