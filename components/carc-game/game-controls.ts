/**
 * What the player does and what the game answers: placement actions (shared by pointer, touch and
 * keyboard), the score animation, announcements for screen readers, the replay and the lobby's
 * wiring. Kept apart from the element so each stays readable.
 */
import { html } from 'lit';
import { replayAnyRecord, type NewWorldScoreEvent, type ScoreEvent } from '../../src/engine/index.js';
import type { GameHost, HostControls } from './game-host.js';
import type { HotseatTable } from '../../src/table/hotseat-table.js';
import { followerName } from '../shared/spot-names.js';
import { anyScoreLine } from '../shared/new-world-words.js';
import { renderToasts } from './play-view.js';
import { spotLabel } from './turn-panel.js';
import type { AnySnapshot, TableMoveDetail } from '../../src/table/table.js';
import type { Square } from '../../src/table/turn-flow.js';
import { savedTurn, saveTurn, sessionIceServers } from '../../src/table/turn-setting.js';
import { forgetGame, savedLabel } from '../../src/table/saved-games.js';
import type { HostWait } from '../shared/invite-panels.js';
import { renderStall } from './stall-view.js';
import { prefersReducedMotion as reducedMotion } from '../shared/motion.js';

/** how long a guest waits for an absent host before being told what to check */
const HOST_WAIT_HINT_MS = 15_000;

/** "1 square", "3 squares". */
export const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

const isTyping = (t: EventTarget | undefined) => t instanceof HTMLElement && (t.tagName === 'INPUT' || t.tagName === 'SELECT' || t.tagName === 'TEXTAREA');
const isControl = (t: EventTarget | undefined) => t instanceof HTMLElement && (t.tagName === 'BUTTON' || t.getAttribute('role') === 'button' || t.tagName === 'A');

export class GameControls implements HostControls {
  /** when this guest first saw the table without its host (null: the host is here, or we host) */
  private hostAbsentSince: number | null = null;
  /** the sentence the live region reads out */
  announcement = '';
  busy = false;
  private replayCache = new Map<number, AnySnapshot>();
  private replayTimer: ReturnType<typeof setInterval> | null = null;

  constructor(private el: GameHost) {
    el.addEventListener('carc-turn', this.onTurn);
  }

  /** The player gave their own TURN server (or emptied the field): keep it, and use it now. */
  private onTurn = (e: Event): void => {
    e.stopPropagation();
    const turn = (e as CustomEvent<{ turn: string }>).detail.turn;
    if (!saveTurn(turn)) return void this.el.report({ code: 'sync/bad-turn', message: 'That is not a TURN server: write it as turn:user:password@host:port.' });
    const t = this.el.table;
    if (t?.mode === 'online') (t as import('../../src/table/online-table.js').OnlineTable).session.setIceServers(sessionIceServers(this.el.sessionOptions.iceServers, turn));
    this.el.report({ code: 'sync/turn', message: turn ? 'Your TURN server is used from now on.' : 'No TURN server is used any more.' }, 'info');
    this.el.requestUpdate();
  };

  // ---- placement ----------------------------------------------------------------------------

  activate(at: Square): void {
    const flow = this.el.flow;
    if (!flow || this.busy || this.el.replayAt !== null) return;
    const done = flow.activate(at);
    if (!done) {
      this.el.report({ code: 'move/edge-mismatch', message: flow.squares.length ? 'The tile does not fit there: choose a highlighted square.' : 'This tile fits nowhere.' }, 'info');
      return;
    }
    if (done === 'kept') return this.say(flow.stage === 'follower' ? 'Choose a follower spot, or Turn to turn the tile again.' : 'This is the only way the tile fits here.');
    this.placed();
  }

  /** Settles the rotation and offers the follower spots, on the tile and as a list. */
  chooseFollower(): void {
    const flow = this.el.flow;
    if (!flow || !flow.at) return;
    if (!flow.chooseFollower()) return this.say('No follower can go on this tile.');
    this.say(
      `Choose a follower: ${flow
        .allowedSpots()
        .map((s) => spotLabel(s, flow.shownTile, flow.rot))
        .join('; ')}.`,
    );
    this.el.requestUpdate();
  }

  hover(at: Square | null): void {
    this.el.hoverAt = at;
    const flow = this.el.flow;
    if (flow && !flow.at) {
      const rot = at && flow.previewRotation(at);
      this.el.table?.setHover(at && rot !== null ? { at, rot: rot!, tile: flow.tile } : null);
    }
  }

  rotate(dir: 1 | -1 = 1): void {
    const flow = this.el.flow;
    if (!flow || !flow.at) return;
    if (flow.rotate(dir)) this.placed();
    else this.say('This is the only way the tile fits here.');
    this.el.requestUpdate();
  }

  chooseTile(id?: string): void {
    const flow = this.el.flow;
    if (!flow || flow.choices.length < 2) return;
    const next = id ?? flow.choices[(flow.choices.indexOf(flow.tile) + 1) % flow.choices.length];
    flow.chooseTile(next);
    this.say(`Tile ${this.el.tileName(next)}. ${plural(flow.squares.length, 'square')} ${flow.squares.length === 1 ? 'fits' : 'fit'}.`);
  }

  step(dir: 1 | -1): void {
    const flow = this.el.flow;
    if (!flow) return;
    flow.step(dir);
    this.placed();
  }

  chooseSpot(spot: string | null): void {
    const flow = this.el.flow;
    if (!flow || !flow.at) return;
    if (!flow.chooseSpot(spot)) {
      this.el.report({ code: 'move/feature-occupied', message: 'No follower can go there: that feature is taken, or you have none left.' }, 'info');
      return;
    }
    this.say(flow.spot ? spotLabel(flow.spot, flow.shownTile, flow.rot) : 'No follower');
    this.el.requestUpdate();
  }

  /** New World: scores a completed feature one place earlier this turn. */
  scoreEarlier(name: string): void {
    const flow = this.el.flow;
    if (!flow?.scoreEarlier(name)) return;
    this.say(`Scoring order: ${flow.scoringOrder().join(', ')}.`);
    this.el.spotlight.hover(flow.scoringTiles(name));
    this.el.requestUpdate();
  }

  cycleSpot(): void {
    const flow = this.el.flow;
    if (!flow || !flow.at) return;
    flow.cycleSpot();
    this.say(flow.spot ? spotLabel(flow.spot, flow.shownTile, flow.rot) : 'No follower');
    this.el.requestUpdate();
  }

  takeBack(): void {
    const flow = this.el.flow;
    const what = flow?.takeBack();
    if (!what) return;
    this.say(what === 'follower' ? 'Follower step taken back: the tile can be turned again' : 'Tile taken back');
    if (what === 'tile') this.el.table?.setHover(null);
    this.el.requestUpdate();
  }

  async confirm(): Promise<void> {
    const move = this.el.flow?.move();
    if (!move || this.busy) return;
    this.busy = true;
    this.el.requestUpdate();
    try {
      await this.el.play(move);
    } catch {
      // already reported by play(); the tentative placement stays so the player can change it
    } finally {
      this.busy = false;
      this.el.requestUpdate();
    }
  }

  private placed(): void {
    const flow = this.el.flow!;
    if (!flow.at) return;
    this.el.table?.setHover({ at: flow.at, rot: flow.rot, tile: flow.tile });
    const fits = flow.rotationsAt(flow.at).length;
    const spots = flow.allowedSpots().length;
    this.say(
      `Tile at column ${flow.at[0]}, row ${flow.at[1]}, turned ${flow.rot} degrees${fits > 1 ? `, ${fits} ways fit` : ''}. ${spots ? plural(spots, 'follower spot') + '.' : 'No follower spot.'} Enter confirms.`,
    );
    this.el.requestUpdate();
  }

  onKey = (e: KeyboardEvent): void => {
    const target = e.composedPath()[0];
    if (isTyping(target) || e.altKey || e.metaKey) return;
    const k = e.key;
    // a tile sliding in lands first; Escape does only that
    if (this.el.slides.finish() && k === 'Escape') {
      e.preventDefault();
      e.stopPropagation();
      return;
    }
    const flow = this.el.flow;
    if (k === 'Escape' && this.el.table?.game?.finished && this.el.endOpen && this.el.replayAt === null) return void this.el.layers.close('end');
    if (k === 'Escape' && this.el.sheetOpen) return void this.el.layers.close('sheet');
    if (!flow || this.el.replayAt !== null) return;
    let handled = true;
    if (k === 'r' || k === 'R') this.rotate(e.shiftKey ? -1 : 1);
    else if (k === 'n' || k === 'N') this.step(e.shiftKey ? -1 : 1);
    else if (k === 'p' || k === 'P') this.step(-1);
    else if (k === 'f' || k === 'F') this.cycleSpot();
    else if (k === 't' || k === 'T') this.chooseTile();
    else if (k === 'Escape' || (k === 'Backspace' && !e.ctrlKey)) this.takeBack();
    else if (k === 'Enter' && flow.at && (e.ctrlKey || !isControl(target)) && !this.enterMovesTile(e)) void this.confirm();
    else handled = false;
    if (handled) {
      e.preventDefault();
      e.stopPropagation();
    }
  };

  /** On the board, Enter on another legal square moves the tile there (the board handles it); on the tile, it confirms. */
  private enterMovesTile(e: KeyboardEvent): boolean {
    const onBoard = e.composedPath().some((n) => n instanceof HTMLElement && n.localName === 'carc-board');
    const cursor = this.el.hoverAt;
    const at = this.el.flow?.at;
    return onBoard && !!cursor && !!at && (cursor[0] !== at[0] || cursor[1] !== at[1]);
  }

  // ---- what the game answers ----------------------------------------------------------------

  onMove(d: TableMoveDetail): void {
    this.el.emit('carc-move', { move: d.move, player: d.player, turn: d.turn });
    const scored = d.events.filter((e): e is ScoreEvent | NewWorldScoreEvent => e.type === 'scored' && e.turn !== null && e.points > 0);
    // a move that slides in scores once its tile is down
    const showScores = () => this.el.spotlight.scored(scored);
    if (this.el.slides.moved(d)) this.el.slides.afterLanding(showScores);
    else showScores();
    const over = d.events.find((e) => e.type === 'game-over');
    const names = this.el.table?.game?.players ?? [];
    const name = names[d.player] ?? 'A player';
    const told = scored.flatMap((s) => s.winners.map((w) => `${anyScoreLine(s, w, names)}.`)).join(' ');
    const m = d.move as { pass?: true; meeple?: string };
    this.say(m.pass ? `${name} is away: the turn passed.` : `${name} placed a tile${m.meeple ? ` with a ${followerName(m.meeple)}` : ''}. ${told}`);
    if (over && over.type === 'game-over') {
      this.el.emit('carc-game-over', { scores: over.scores, players: this.el.table?.players.map((p) => p.name) ?? [] });
      this.el.endOpen = false;
      void this.el.updateComplete.then(() => this.fitBoard());
      setTimeout(() => (this.el.endOpen = true), reducedMotion() ? 0 : 1400);
    }
  }

  announceTurn(): void {
    const t = this.el.table;
    const g = t?.game;
    if (!t || !g || g.finished) return;
    const who = t.mode === 'online' ? 'Your turn' : `${g.players[g.current]}'s turn`;
    const n = this.el.flow?.squares.length ?? 0;
    this.say(
      `${who}. Tile: ${this.el.tileName(g.currentTile?.id ?? null)}. ${plural(n, 'square')} ${n === 1 ? 'fits' : 'fit'}. Tab to the board, or press N for the next square, R to turn, F for a follower, Enter to confirm.`,
    );
  }

  say(text: string): void {
    this.announcement = text;
    this.el.requestUpdate();
  }

  // ---- replay -------------------------------------------------------------------------------

  snapshotAt(n: number): AnySnapshot | null {
    const g = this.el.table?.game;
    if (!g) return null;
    const key = n * 1000 + g.turn;
    let snap = this.replayCache.get(key);
    if (!snap) {
      const rec = this.el.table!.record();
      const res = replayAnyRecord({ ...rec, moves: rec.moves.slice(0, n) });
      if (!res.game) return g.snapshot();
      snap = res.game.snapshot();
      if (this.replayCache.size > 400) this.replayCache.clear();
      this.replayCache.set(key, snap);
    }
    return snap;
  }

  setReplay(n: number | null): void {
    this.el.replayAt = n;
    if (n === null) this.stopReplay();
  }

  toggleReplayPlay(): void {
    if (this.replayTimer) return this.stopReplay();
    const total = this.el.table?.game?.turn ?? 0;
    if (this.el.replayAt === null || this.el.replayAt >= total) this.el.replayAt = 0;
    this.replayTimer = setInterval(
      () => {
        const at = (this.el.replayAt ?? 0) + 1;
        this.el.replayAt = Math.min(at, total);
        if (at >= total) this.stopReplay();
      },
      reducedMotion() ? 1200 : 600,
    );
    this.el.requestUpdate();
  }

  fitBoard(): void {
    (this.el.renderRoot.querySelector('carc-board') as (HTMLElement & { fit?: () => void }) | null)?.fit?.();
  }

  get replaying(): boolean {
    return this.replayTimer !== null;
  }

  private stopReplay(): void {
    if (this.replayTimer) clearInterval(this.replayTimer);
    this.replayTimer = null;
    this.el.requestUpdate();
  }

  // ---- files --------------------------------------------------------------------------------

  downloadRecord(): void {
    const rec = this.el.record();
    const blob = new Blob([JSON.stringify(rec, null, 1)], { type: 'application/json' });
    const a = document.createElement('a');
    a.href = URL.createObjectURL(blob);
    a.download = `carcassonne-${rec.players.map((p) => (typeof p === 'string' ? p : p.name)).join('-')}.json`.replace(/[^\w.-]+/g, '_');
    a.click();
    setTimeout(() => URL.revokeObjectURL(a.href), 1000);
  }

  onEndAction(action: string): void {
    if (action === 'review') {
      this.el.endOpen = false;
      void this.el.updateComplete.then(() => this.fitBoard());
      this.setReplay(0);
      this.toggleReplayPlay();
    } else if (action === 'close') this.el.layers.close('end');
    else if (action === 'export') this.downloadRecord();
    else if (action === 'new-game') this.el.leave();
  }

  /**
   * A guest whose host is not here sees whom they wait for at once, and after a while what to
   * check: counted from when the host went missing, so a host who steps away is treated alike.
   */
  watchHost(): void {
    const t = this.el.table;
    const absent = t?.mode === 'online' ? (t as import('../../src/table/online-table.js').OnlineTable).hostAbsent : null;
    if (!absent) {
      this.hostAbsentSince = null;
      return;
    }
    if (this.hostAbsentSince !== null) return;
    const since = (this.hostAbsentSince = Date.now());
    setTimeout(() => this.hostAbsentSince === since && this.el.requestUpdate(), HOST_WAIT_HINT_MS);
  }

  private hostWait(online: import('../../src/table/online-table.js').OnlineTable | null): HostWait | null {
    const absent = online?.hostAbsent;
    if (!absent || this.hostAbsentSince === null) return null;
    return { name: absent.name, long: Date.now() - this.hostAbsentSince >= HOST_WAIT_HINT_MS };
  }

  // ---- lobby --------------------------------------------------------------------------------

  renderLobby() {
    const el = this.el;
    const t = el.table;
    const online = t?.mode === 'online' ? (t as import('../../src/table/online-table.js').OnlineTable) : null;
    const act = (p: Promise<unknown> | void) => void Promise.resolve(p).catch(() => {});
    return html`<carc-lobby
        .view=${t || el.lobbyView === 'broken-link' ? el.lobbyView : 'welcome'}
        .hostWait=${this.hostWait(online)}
        .invite=${online?.byHand.invite ?? null}
        .answer=${online?.byHand.answer ?? null}
        @carc-lobby-invite-code=${() => online && act(online.byHand.makeInvite())}
        @carc-lobby-answer-code=${(e: CustomEvent<{ code: string }>) => online && act(el.guard(online.byHand.acceptAnswer(e.detail.code)))}
        .players=${t?.players ?? []}
        .link=${t?.link ?? ''}
        .isHost=${online ? online.isHost : true}
        .mySeat=${t?.mySeat ?? null}
        .status=${online ? online.status : null}
        .turn=${online ? savedTurn() : ''}
        .message=${el.lobbyMessage}
        .saved=${t ? [] : el.savedGames().map((g) => ({ id: g.id, ...savedLabel(g) }))}
        .deckSize=${el.deck?.length ?? null}
        @carc-lobby-resume=${(e: CustomEvent<{ id: string }>) => this.resume(e.detail.id)}
        @carc-lobby-forget=${(e: CustomEvent<{ id: string }>) => (forgetGame(e.detail.id), el.requestUpdate())}
        .notice=${t?.phase === 'starting' ? startingNotice(online?.stall ? null : (online?.startBlockedBy ?? null)) : ''}
        @carc-lobby-mode=${(e: CustomEvent) => act(e.detail.mode === 'hotseat' ? el.host({ hotseat: true }) : el.host({}))}
        @carc-lobby-sit=${(e: CustomEvent) => act(el.sit(e.detail))}
        @carc-lobby-add-bot=${(e: CustomEvent) => act(el.sit({ bot: e.detail.level }))}
        @carc-lobby-unseat=${(e: CustomEvent) => (t as HotseatTable).unseat(e.detail.index)}
        .seating=${online?.hostSeating ?? null}
        .standing=${online?.standing ?? null}
        @carc-lobby-admit=${(e: CustomEvent<{ key: string }>) => online && act(el.guard(online.admit(e.detail.key)))}
        @carc-lobby-remove=${(e: CustomEvent<{ key: string }>) => online && act(el.guard(online.removePlayer(e.detail.key)))}
        @carc-lobby-seating=${(e: CustomEvent<{ admitAll?: boolean; locked?: boolean }>) => online && act(el.guard(online.setSeating(e.detail)))}
        @carc-lobby-start=${(e: CustomEvent) => act(el.start(e.detail))}
        @carc-lobby-import=${(e: CustomEvent) => act(this.tryImport(e.detail.text))}
        @carc-lobby-back=${() => el.leave()}
      >${renderStall(el, t, 'notice')}</carc-lobby>
      ${renderToasts(el)}
      <div class="visually-hidden" role="status" aria-live="polite">${this.announcement}</div>`;
  }

  /** Continues a saved game in its own slot. */
  private resume(id: string): void {
    const saved = this.el.savedGames().find((g) => g.id === id);
    if (!saved) return;
    try {
      this.el.importRecord(saved.record, id);
    } catch {
      // reported as a message by importRecord
    }
  }

  private tryImport(text: unknown): void {
    try {
      this.el.importRecord(text);
    } catch {
      // reported as a message by importRecord
    }
  }
}

/** The lobby's line while the fair shuffle runs, naming the player it waits for. */
function startingNotice(blocked: { name: string; online: boolean } | null): string {
  const base = 'Starting: every player’s browser is shuffling the tiles together, fairly…';
  if (!blocked) return base;
  return blocked.online ? `${base} Waiting for ${blocked.name}’s browser.` : `The game cannot start until ${blocked.name} comes back: their browser holds a secret the shuffle needs.`;
}
