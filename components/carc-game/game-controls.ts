/**
 * What the player does and what the game answers: placement actions (shared by pointer, touch and
 * keyboard), the score animation, announcements for screen readers, and the end of the game. The
 * replay (replay-player.ts) and the lobby (lobby-wiring.ts) are their own modules, reached from here
 * because the element and its views know them as `controls`.
 */
import type { NewWorldScoreEvent, ScoreEvent } from '../../src/engine/index.js';
import type { GameHost, HostControls } from './game-host.js';
import { followerName } from '../shared/spot-names.js';
import { anyScoreLine } from '../shared/new-world-words.js';
import { spotLabel } from './turn-panel.js';
import type { AnySnapshot, TableMoveDetail } from '../../src/table/table.js';
import type { Square } from '../../src/table/turn-flow.js';
import { saveTurn, sessionIceServers } from '../../src/table/turn-setting.js';
import { LobbyWiring } from './lobby-wiring.js';
import { ReplayPlayer } from './replay-player.js';
import { prefersReducedMotion as reducedMotion } from '../shared/motion.js';

/** "1 square", "3 squares". */
export const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

const isTyping = (t: EventTarget | undefined) => t instanceof HTMLElement && (t.tagName === 'INPUT' || t.tagName === 'SELECT' || t.tagName === 'TEXTAREA');
const isControl = (t: EventTarget | undefined) => t instanceof HTMLElement && (t.tagName === 'BUTTON' || t.getAttribute('role') === 'button' || t.tagName === 'A');

export class GameControls implements HostControls {
  /** the sentence the live region reads out */
  announcement = '';
  busy = false;
  private readonly replay: ReplayPlayer;
  private readonly lobby: LobbyWiring;

  constructor(private el: GameHost) {
    this.replay = new ReplayPlayer(el);
    this.lobby = new LobbyWiring(el);
    el.addEventListener('carc-turn', this.onTurn);
  }

  /** The player gave their own TURN server (or emptied the field): keep it, and use it now. */
  private onTurn = (e: Event): void => {
    e.stopPropagation();
    const turn = (e as CustomEvent<{ turn: string }>).detail.turn;
    if (!saveTurn(turn)) return void this.el.report({ code: 'sync/bad-turn', message: 'That is not a TURN server: write it as turn:user:password@host:port.' });
    const t = this.el.table;
    if (t?.mode === 'online') (t as import('../../src/table/online-table.js').OnlineTable).setIceServers(sessionIceServers(this.el.sessionOptions.iceServers, turn));
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
    const why = this.el.bots.botReason(d.turn);
    this.say(m.pass ? `${name} is away: the turn passed.` : `${name} placed a tile${m.meeple ? ` with a ${followerName(m.meeple)}` : ''}. ${why ? `Why: ${why}. ` : ''}${told}`);
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

  fitBoard(): void {
    (this.el.renderRoot.querySelector('carc-board') as (HTMLElement & { fit?: () => void }) | null)?.fit?.();
  }

  // ---- replay (replay-player.ts) and the lobby (lobby-wiring.ts) ----------------------------

  snapshotAt(n: number): AnySnapshot | null {
    return this.replay.snapshotAt(n);
  }

  setReplay(n: number | null): void {
    this.replay.set(n);
  }

  toggleReplayPlay(): void {
    this.replay.togglePlay();
  }

  get replaying(): boolean {
    return this.replay.playing;
  }

  watchHost(): void {
    this.lobby.watchHost();
  }

  renderLobby() {
    return this.lobby.render();
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
}
