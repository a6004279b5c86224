import { LitElement, html, svg, nothing, type PropertyValues } from 'lit';
import type { GameSnapshot, GameRecord } from '../../src/engine/index.js';
import type { NewWorldSnapshot } from '../../src/engine/new-world/types.js';
import { DEFAULT_COLORS } from '../shared/colors.js';
import { fire, type CarcEventDetail, type CarcEventName } from '../shared/events.js';
import { EMPTY, key, squareBounds, type BoardData, type BoardTile, type Square } from './board-model.js';
import { boardArt, loadArt, needsArt, positionOf } from './art-loader.js';
import { candidatesLayer, highlightLayer, markLayer, squareId, type BoardPlacement, type BoardPreview, type BoardSpot } from './board-marks.js';
import type { SpotLayout } from './spot-layout.js';
import { BoardCamera } from './board-view.js';
import { boardStyles } from './carc-board.styles.js';
import { BoardInput } from './board-input.js';
import { MoveSlide, type BoardArrival } from './move-slide.js';
import { ScoreFloat, type BoardScoreFloat } from './score-float.js';

export type { BoardArrival, BoardPlacement, BoardPreview, BoardScoreFloat, BoardSpot };
const ICON = (d: string) =>
  svg`<svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" fill="none" stroke="currentColor" stroke-width="2.4" stroke-linecap="round" stroke-linejoin="round"><path d=${d}/></svg>`;

/**
 * The board: tiles drawn from the catalogue, followers in player colours, legal squares, a ghost of
 * the tile being placed and, once the player chooses a follower, its follower targets. Pan (drag),
 * zoom (wheel, pinch, buttons, + and −), fit (button, 0). It only reports what the user does; it
 * never changes a game.
 *
 * Follower targets are rings of a constant size on screen (44 px for a finger, smaller for a mouse)
 * that never overlap: when they appear the board zooms on the tile until they fit, and when the
 * spots are too close for that (or the player zooms out) it draws none and says so with
 * `carc-spots-layout`, so that the page offers its list of spots instead.
 *
 * On a touch screen no legal square is too small to tap: when they are under 44 px, a tap on or
 * near one zooms around it first (squares 64 px wide, the tapped one still under the finger), and
 * the next tap chooses.
 *
 * The last move stays marked until the next one (corner brackets round its tile, a halo under its
 * follower), once its slide has landed. `scoreFloat` shows a score as a "+N" chip just above its squares
 * in the scorer's colour, kept inside the board, for `--carc-score-duration` (with reduced motion,
 * still, until the next move).
 *
 * The view fits itself to the content until the user moves it, and whenever new legal squares
 * arrive it makes sure every one of them is whole in view, clear of the zoom buttons.
 *
 * Shows `snapshot` when set, otherwise the position of `record` (property or attribute) after
 * `upto` moves. An invalid record shows its error code inline and fires `carc-error`. The tiles' art
 * (and, for a record, the replayer) is a module of its own, downloaded with the first thing to draw;
 * `updateComplete` waits for it.
 *
 * A move someone else made (`arrival`) slides in: its tile comes from their hand (or the nearest
 * edge), turning into place, over `--carc-move-duration`, then its follower appears. A tap on the
 * board, Escape or `finishArrival()` lands it at once; with `prefers-reduced-motion: reduce` it is
 * simply there.
 *
 * Keyboard: the board is one tab stop; arrow keys move a cursor between legal squares (and the
 * preview) when there are any, otherwise between tiles; Home/End jump to the first/last legal square;
 * Enter or Space activates; + / − zoom; 0 fits. Follower spots are buttons after the board in tab order.
 *
 * @fires {CustomEvent<CarcSquareActivateDetail>} carc-square-activate - {at: [x, y]}: a legal square or the preview square was clicked, tapped or
 *   activated with Enter/Space (activating the preview square again means "rotate"). Only when `interactive`.
 * @fires {CustomEvent<CarcSquareHoverDetail>} carc-square-hover - {at: [x, y] | null}: the pointer or keyboard cursor moved to a square (null: left the board). Only when `interactive`.
 * @fires {CustomEvent<CarcSpotActivateDetail>} carc-spot-activate - {spot}: an allowed follower spot was chosen. Only when `interactive`.
 * @fires {CustomEvent<CarcOrderActivateDetail>} carc-order-activate - {name}: New World: a numbered feature of `order` was tapped (to score it earlier). Only when `interactive`.
 * @fires {CustomEvent<CarcSpotsLayoutDetail>} carc-spots-layout - {onTile}: whether the follower targets are drawn on the tile (false: too close together to tap at this zoom).
 * @fires {CustomEvent<CarcErrorDetail>} carc-error - {code, message}: the record could not be shown (code from the engine, e.g. `record/not-json`).
 * @fires {CustomEvent<CarcViewChangeDetail>} carc-view-change - {zoom, x, y}: the view moved; zoom 1 = 100 CSS px per square, x/y the square coordinates at the middle.
 * @fires {CustomEvent<CarcMoveShownDetail>} carc-move-shown - {id, at}: the `arrival` with this id is shown in its place (its slide landed or was cut short, or it did not slide).
 *
 * @csspart viewport - the pannable area (the focusable board)
 * @csspart controls - the zoom buttons' container
 * @csspart zoom-in - the + button
 * @csspart zoom-out - the − button
 * @csspart fit - the fit-to-board button
 * @csspart error - the inline message for an invalid record
 * @csspart score-float - the floating "+N" chip
 *
 * @cssproperty --carc-board-bg - the table under the tiles
 * @cssproperty --carc-board-dots - the dotted pattern of the table
 * @cssproperty --carc-tile-shadow - the shadow the tiles cast on the table
 * @cssproperty --carc-candidate - fill of legal squares
 * @cssproperty --carc-candidate-stroke - outline of legal squares and the preview
 * @cssproperty --carc-highlight - outline of highlighted squares
 * @cssproperty --carc-focus - keyboard focus and the selected spot
 * @cssproperty --carc-spot-bg - follower targets' fill
 * @cssproperty --carc-mark - outline of the marked square (the move a log line shows)
 * @cssproperty --carc-last-move - the last move's corner brackets and its follower's halo ring (transparent: not marked)
 * @cssproperty --carc-last-move-under - the band under the brackets that sets them off the tile art
 * @cssproperty --carc-last-move-halo - fill of the halo under the last move's follower
 * @cssproperty --carc-score-ring - the ring round a floating score's chip
 * @cssproperty --carc-score-duration - how long a floating score stays (a CSS time, default 2800ms)
 * @cssproperty --carc-control-bg - zoom buttons' background
 * @cssproperty --carc-control-fg - zoom buttons' icons
 * @cssproperty --carc-error-bg - error message background
 * @cssproperty --carc-error-fg - error message text
 * @cssproperty --carc-move-duration - how long another player's tile takes to slide onto its square (a CSS time, inherited; default 500ms, 0s: at once)
 */
export class CarcBoard extends LitElement {
  static override styles = boardStyles;
  static override properties = {
    snapshot: { attribute: false },
    record: { converter: { fromAttribute: (v: string | null) => v } },
    upto: { type: Number },
    candidates: { attribute: false },
    preview: { attribute: false },
    spots: { attribute: false },
    order: { attribute: false },
    selectedSpot: { attribute: 'selected-spot' },
    highlight: { attribute: false },
    marked: { attribute: false },
    arrival: { attribute: false },
    scoreFloat: { attribute: false },
    colors: { attribute: false },
    interactive: { type: Boolean, reflect: true },
    cursor: { state: true },
  };

  /** A game snapshot from the engine (`Game#snapshot()`, New World's too); wins over `record`. */
  declare snapshot: GameSnapshot | NewWorldSnapshot | null;
  /** A game record (object or JSON text); the board replays it and shows the final position (or the one at `upto`). */
  declare record: GameRecord | string | null;
  /** Show the record's position after this many moves (a replay scrubber); null: all moves. */
  declare upto: number | null;
  /** Legal placements of the drawn tile: their squares are highlighted. */
  declare candidates: BoardPlacement[];
  /** A ghost of a tile on a square. */
  declare preview: BoardPreview | null;
  /** Follower spots to offer on the preview (the allowed ones get targets); empty while the tile is being turned. */
  declare spots: BoardSpot[];
  declare selectedSpot: string | null;
  /** New World: the features the preview completes, in scoring order (numbered on the board); empty when there is no order to choose. */
  declare order: string[];
  /** Squares to emphasise (a scoring feature, a hovered log entry). */
  declare highlight: Square[];
  /** A square to outline (the tile of a move shown from the log), or null. */
  declare marked: Square | null;
  /** The move someone else just made, to slide in (a new `id` starts a slide; null lands any). */
  declare arrival: BoardArrival | null;
  /** A score to float over the board as a "+N" chip (a new `id` shows a new one; null ends none early). */
  declare scoreFloat: BoardScoreFloat | null;
  /** Player colours in seat order (default: yellow, red, green, blue, black, pink). */
  declare colors: string[];
  /** Whether squares and spots answer clicks, taps and keys. */
  declare interactive: boolean;
  declare protected cursor: Square | null;

  private data: BoardData = EMPTY;
  private firedError: BoardData['error'] = null;
  private camera = new BoardCamera({
    viewport: () => this.viewport,
    world: () => this.renderRoot?.querySelector<SVGSVGElement>('.world') ?? null,
    content: () => this.contentSquares(),
    moved: () => {
      this.floating.place();
      this.emit('carc-view-change', this.view);
    },
    settled: () => {
      this.scaleFollowers();
      // follower targets keep their size on screen: redrawn once the view settles
      if (this.offeredSpots().length) this.requestUpdate();
    },
  });
  private loading: Promise<void> | null = null;
  private slide = new MoveSlide({
    element: this,
    viewport: () => this.viewport,
    pz: () => this.camera.pz,
    tileElement: () => this.renderRoot?.querySelector<SVGGElement>('.arrival') ?? null,
    shown: (a) => {
      this.requestUpdate();
      this.emit('carc-move-shown', { id: a.id, at: [a.at[0], a.at[1]] });
    },
  });

  private floating = new ScoreFloat({
    pz: () => this.camera.pz,
    tileCount: () => this.data.tiles.length,
    label: () => this.renderRoot?.querySelector<HTMLElement>('.score-float') ?? null,
    size: () => this.camera.size(),
    requestUpdate: () => this.requestUpdate(),
  });

  private layout: SpotLayout | null = null;
  /** follower targets; only asked for with a preview, so once the art is there */
  private get spotLayout(): SpotLayout {
    return (this.layout ??= new (boardArt()!.SpotLayout)({ camera: this.camera, emit: (name, detail) => this.emit(name, detail) }));
  }
  private input = new BoardInput({
    camera: this.camera,
    interactive: () => this.interactive,
    candidates: () => this.candidates ?? [],
    preview: () => this.preview,
    spots: () => this.spots ?? [],
    tiles: () => this.data.tiles.map((t) => t.at),
    cursor: () => this.cursor,
    setCursor: (at) => (this.cursor = at),
    finishArrival: () => this.finishArrival(),
    zoomIn: () => this.zoomIn(),
    zoomOut: () => this.zoomOut(),
    fit: () => this.fit(),
    emit: (name, detail) => this.emit(name, detail),
  });

  constructor() {
    super();
    this.snapshot = null;
    this.record = null;
    this.upto = null;
    this.candidates = [];
    this.preview = null;
    this.spots = [];
    this.selectedSpot = null;
    this.order = [];
    this.highlight = [];
    this.marked = null;
    this.arrival = null;
    this.scoreFloat = null;
    this.colors = [...DEFAULT_COLORS];
    this.interactive = false;
    this.cursor = null;
  }

  /** The current view: zoom (1 = 100 px per square) and the square coordinates at the middle. */
  get view(): { zoom: number; x: number; y: number } {
    return this.camera.view;
  }

  /** Shows every tile, legal square and the preview, clear of the zoom buttons. */
  fit(): void {
    this.camera.fit();
  }

  zoomIn(): void {
    this.camera.zoomBy(1.25);
  }

  zoomOut(): void {
    this.camera.zoomBy(0.8);
  }

  /** Brings squares whole into view (a log entry's move and feature), zooming out only if needed. */
  reveal(squares: Square[]): void {
    this.camera.reveal(squares);
  }

  /** The square of the tile sliding in now, or null. */
  get arriving(): Square | null {
    return this.slide.current?.at ?? null;
  }

  /** Lands the tile sliding in at once; whether one was sliding. */
  finishArrival(): boolean {
    return this.slide.finish();
  }

  /** Puts a square in the middle of the view. */
  centerOn(at: Square): void {
    this.camera.centerOn(at);
  }

  private get viewport(): HTMLElement | null {
    return this.renderRoot?.querySelector('.viewport') ?? null;
  }

  private contentSquares(): Square[] {
    const squares = [...this.data.tiles.map((t) => t.at), ...(this.candidates ?? []).map((c) => c.at), ...(this.preview ? [this.preview.at] : [])];
    return [...squares, ...(boardArt()?.coastSquares(this.data.coast, squares) ?? [])];
  }

  private emit<K extends CarcEventName>(name: K, detail: CarcEventDetail<K>) {
    fire(this, name, detail);
  }

  override connectedCallback(): void {
    super.connectedCallback();
    if (this.hasUpdated) this.setUpView();
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.slide.finish();
    this.camera.detach();
  }

  /** Waits for the tiles' art before the first update that draws tiles (updateComplete waits too). */
  // biome-ignore lint/suspicious/noConfusingVoidType: Lit's own signature (no promise: update at once)
  protected override scheduleUpdate(): void | Promise<unknown> {
    if (boardArt() || !needsArt(this)) return super.scheduleUpdate();
    return loadArt().then(() => super.scheduleUpdate());
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('snapshot') || changed.has('record') || changed.has('upto')) this.data = this.position();
    if (changed.has('scoreFloat')) this.floating.take(this.scoreFloat);
    if (changed.has('arrival')) this.slide.take(this.arrival, this.hasUpdated && this.isConnected && this.holds(this.arrival?.at));
  }

  /** Whether a square has a tile, or the preview, to slide in. */
  private holds(at: Square | undefined): boolean {
    const k = at && key(at);
    return !!k && (this.data.tiles.some((t) => key(t.at) === k) || (!!this.preview && key(this.preview.at) === k));
  }

  private position(): BoardData {
    const data = positionOf(this);
    if (data) return data;
    // first record on this page: load the replayer, then show it (updateComplete waits for this)
    this.loading = boardArt()!
      .loadReplay()
      .then(() => {
        this.loading = null;
        this.data = this.position();
        this.requestUpdate();
      });
    return this.data;
  }

  protected override async getUpdateComplete(): Promise<boolean> {
    let done = await super.getUpdateComplete();
    while (this.loading) {
      await this.loading;
      done = await super.getUpdateComplete();
    }
    return done;
  }

  protected override firstUpdated(): void {
    this.setUpView();
  }

  private setUpView() {
    this.camera.attach();
  }

  protected override updated(changed: PropertyValues<this>): void {
    const art = boardArt();
    const pv = (art?.boardPreview(this.preview, this.data.coast) ?? this.preview) as BoardPreview | null;
    const offered = this.offeredSpots();
    // new follower targets: the view glides to a zoom where they fit, and they are drawn for where it lands
    if (art && pv && offered.length && changed.has('spots') && !changed.get('spots')?.some((s: BoardSpot) => s.allowed) && this.spotLayout.frame(pv, offered)) this.requestUpdate();
    const err = this.data.error;
    if (err && err !== this.firedError) this.emit('carc-error', { code: err.code, message: err.message });
    this.firedError = err;
    this.camera.follow(changed.has('candidates') ? (this.candidates ?? []).map((c) => c.at) : null);
    this.scaleFollowers();
    // from where the view is going, so that the tile lands where the board settles
    this.slide.start();
    this.floating.place();
  }

  private offeredSpots(): string[] {
    return (this.spots ?? []).filter((s) => s.allowed).map((s) => s.spot);
  }

  /**
   * Followers grow a little when the board is zoomed far out, so they stay readable on a phone, and
   * the last move's lines thicken. Set once a gesture ends: changing it every frame would redraw the whole board.
   */
  private scaleFollowers() {
    const z = this.camera.zoom;
    this.renderRoot?.querySelector<SVGElement>('.followers')?.style.setProperty('--carc-follower-grow', String(Math.min(1.7, Math.max(1, 0.55 / z))));
    this.renderRoot?.querySelector<SVGElement>('.world')?.style.setProperty('--_line-grow', String(Math.min(3, Math.max(1, 0.6 / z))));
  }

  protected override render() {
    const { tiles, meeples, error } = this.data;
    const a = boardArt();
    const coast = this.data.coast;
    const pv = a?.boardPreview(this.preview, coast) ?? null;
    // the tile sliding in is drawn on top, its square's tile, ghost and followers once it lands
    const sliding = a?.boardPreview(this.slide.current, coast) ?? null;
    const away = sliding ? key(sliding.at) : null;
    const b = squareBounds(this.contentSquares()) ?? [0, 0, 0, 0];
    const box = (this.camera.worldBox = [(b[0] - 1) * 100, (b[1] - 1) * 100, (b[2] + 2) * 100, (b[3] + 2) * 100]);
    const [bw, bh] = [box[2] - box[0], box[3] - box[1]];
    const tileAt = new Map<string, BoardTile>(tiles.map((t) => [key(t.at), t]));
    const candSquares = [...new Map((this.candidates ?? []).map((c) => [key(c.at), c.at])).values()].filter((s) => !pv || key(s) !== key(pv.at));
    const last = a?.lastPlaced(this.data);
    const c = this.cursor;
    const cursorTarget = c && (tileAt.has(key(c)) || candSquares.some((s) => key(s) === key(c)) || (pv && key(pv.at) === key(c)));
    return html`<div class="viewport" part="viewport" tabindex="0" role="application" aria-roledescription="board"
        aria-label=${`Game board, ${tiles.length} tiles${candSquares.length ? `, ${candSquares.length} legal squares` : ''}`}
        aria-describedby="help" aria-activedescendant=${cursorTarget ? squareId(c) : nothing}
        @click=${this.input.onClick} @pointerdown=${this.input.onPointerDown} @keydown=${this.input.onKey} @focus=${this.input.onFocus} @pointermove=${this.input.onPointerMove} @pointerleave=${this.input.onPointerLeave}>
        <svg class="world" width=${bw} height=${bh} viewBox=${`${box[0]} ${box[1]} ${bw} ${bh}`}>
          ${a ? a.symbolsLayer([...tiles, ...[pv, sliding].flatMap((p) => (p ? [{ id: p.tile, rot: p.rot }] : []))]) : nothing}
          ${a && coast ? a.coastLayer(coast, box) : nothing}
          ${a ? a.tilesLayer(away ? tiles.filter((t) => key(t.at) !== away) : tiles, meeples, this.colors, last && key(last.at)) : nothing}
          ${a && coast ? a.surveyorsLayer(coast, box, b[1] + 1) : nothing}
          ${a ? a.lastMoveLayer(this.data, away) : nothing}
          ${a ? a.followersLayer(away ? meeples.filter((m) => key(m.at) !== away) : meeples, tileAt, this.colors, this.slide.landedAt) : nothing}
          ${candidatesLayer(candSquares)}
          ${highlightLayer(this.highlight ?? [])}
          ${this.marked ? markLayer(this.marked) : nothing}
          ${a && pv && key(pv.at) !== away ? a.previewLayer(pv, this.offeredSpots().length > 0) : nothing}
          ${a && pv ? this.spotLayout.render(pv, this.offeredSpots(), this.selectedSpot, this.colors[this.snapshot?.current ?? 0] ?? '#888') : nothing}
          ${a && pv && this.order?.length ? a.orderLayer(pv, this.order, a.targetSize().radius / this.camera.zoom) : nothing}
          ${a && sliding ? a.arrivalLayer(sliding) : nothing}
          ${c ? svg`<rect class="cursor" x=${c[0] * 100 + 2.5} y=${c[1] * 100 + 2.5} width="95" height="95" rx="8"/>` : nothing}
        </svg>
      </div>
      <span id="help" class="sr-only">Arrow keys move between ${candSquares.length || pv ? 'legal squares' : 'tiles'}, Enter places or rotates, plus and minus zoom, 0 fits the board.</span>
      <div class="controls" part="controls">
        <button part="zoom-in" aria-label="Zoom in" @click=${this.zoomIn}>${ICON('M12 5v14M5 12h14')}</button>
        <button part="zoom-out" aria-label="Zoom out" @click=${this.zoomOut}>${ICON('M5 12h14')}</button>
        <button part="fit" aria-label="Fit the board to the view" @click=${this.fit}>${ICON('M4 9V4h5M20 9V4h-5M4 15v5h5M20 15v5h-5')}</button>
      </div>
      ${this.floating.render()}
      ${error ? html`<div class="error" part="error" role="alert">This game record cannot be shown: <code>${error.code}</code> — ${error.message}</div>` : nothing}`;
  }
}
