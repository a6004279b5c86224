import { LitElement, html, svg, nothing, type PropertyValues } from 'lit';
import type { GameSnapshot, GameRecord } from '../../src/engine/index.js';
import { CATALOGUE } from '../../src/engine/catalogue.js';
import { DEFAULT_COLORS } from '../shared/colors.js';
import { EMPTY, fromRecord, loadReplay, fromSnapshot, key, squareBounds, squareTowards, type BoardData, type BoardTile, type Square } from './board-model.js';
import { candidatesLayer, followersLayer, highlightLayer, previewLayer, squareId, symbolsLayer, tilesLayer } from './board-layers.js';
import type { BoardPlacement, BoardPreview, BoardSpot } from './board-layers.js';
import { boardStyles } from './carc-board.styles.js';
import { PanZoom } from './pan-zoom.js';

export type { BoardPlacement, BoardPreview, BoardSpot };
const ICON = (d: string) => svg`<svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" fill="none" stroke="currentColor" stroke-width="2.4" stroke-linecap="round" stroke-linejoin="round"><path d=${d}/></svg>`;

/**
 * The board: tiles drawn from the catalogue, followers in player colours, legal squares, a ghost of
 * the tile being placed and its follower spots. Pan (drag), zoom (wheel, pinch, buttons, + and −),
 * fit (button, 0). It only reports what the user does; it never changes a game.
 *
 * Shows `snapshot` when set, otherwise the position of `record` (property or attribute) after
 * `upto` moves. An invalid record shows its error code inline and fires `carc-error`.
 *
 * Keyboard: the board is one tab stop; arrow keys move a cursor between legal squares (and the
 * preview) when there are any, otherwise between tiles; Home/End jump to the first/last legal square;
 * Enter or Space activates; + / − zoom; 0 fits. Follower spots are buttons after the board in tab order.
 *
 * @fires carc-square-activate - {at: [x, y]}: a legal square or the preview square was clicked, tapped or
 *   activated with Enter/Space (activating the preview square again means "rotate"). Only when `interactive`.
 * @fires carc-square-hover - {at: [x, y] | null}: the pointer or keyboard cursor moved to a square (null: left the board). Only when `interactive`.
 * @fires carc-spot-activate - {spot}: an allowed follower spot was chosen. Only when `interactive`.
 * @fires carc-error - {code, message}: the record could not be shown (code from the engine, e.g. `record/not-json`).
 * @fires carc-view-change - {zoom, x, y}: the view moved; zoom 1 = 100 CSS px per square, x/y the square coordinates at the middle.
 *
 * @csspart viewport - the pannable area (the focusable board)
 * @csspart controls - the zoom buttons' container
 * @csspart zoom-in - the + button
 * @csspart zoom-out - the − button
 * @csspart fit - the fit-to-board button
 * @csspart error - the inline message for an invalid record
 *
 * @cssproperty --carc-board-bg - the table under the tiles
 * @cssproperty --carc-board-dots - the dotted pattern of the table
 * @cssproperty --carc-tile-shadow - the shadow the tiles cast on the table
 * @cssproperty --carc-candidate - fill of legal squares
 * @cssproperty --carc-candidate-stroke - outline of legal squares and the preview
 * @cssproperty --carc-highlight - outline of highlighted squares
 * @cssproperty --carc-focus - keyboard focus and the selected spot
 * @cssproperty --carc-control-bg - zoom buttons' background
 * @cssproperty --carc-control-fg - zoom buttons' icons
 * @cssproperty --carc-error-bg - error message background
 * @cssproperty --carc-error-fg - error message text
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
    selectedSpot: { attribute: 'selected-spot' },
    highlight: { attribute: false },
    colors: { attribute: false },
    interactive: { type: Boolean, reflect: true },
    cursor: { state: true },
  };

  /** A game snapshot from the engine (`Game#snapshot()`); wins over `record`. */
  declare snapshot: GameSnapshot | null;
  /** A game record (object or JSON text); the board replays it and shows the final position (or the one at `upto`). */
  declare record: GameRecord | string | null;
  /** Show the record's position after this many moves (a replay scrubber); null: all moves. */
  declare upto: number | null;
  /** Legal placements of the drawn tile: their squares are highlighted. */
  declare candidates: BoardPlacement[];
  /** A ghost of a tile on a square. */
  declare preview: BoardPreview | null;
  /** Follower spots drawn on the preview: allowed ones can be chosen, the others are greyed. */
  declare spots: BoardSpot[];
  declare selectedSpot: string | null;
  /** Squares to emphasise (a scoring feature, a hovered log entry). */
  declare highlight: Square[];
  /** Player colours in seat order (default: yellow, red, green, blue, black, pink). */
  declare colors: string[];
  /** Whether squares and spots answer clicks, taps and keys. */
  declare interactive: boolean;
  declare protected cursor: Square | null;

  private data: BoardData = EMPTY;
  private firedError: BoardData['error'] = null;
  private pz?: PanZoom;
  private resizer?: ResizeObserver;
  private frame = 0;
  private idle = 0;
  private hovered: string | null = null;
  private worldBox: [number, number, number, number] = [0, 0, 100, 100];
  private fittedFor = '';
  private loading: Promise<void> | null = null;

  constructor() {
    super();
    this.snapshot = null;
    this.record = null;
    this.upto = null;
    this.candidates = [];
    this.preview = null;
    this.spots = [];
    this.selectedSpot = null;
    this.highlight = [];
    this.colors = [...DEFAULT_COLORS];
    this.interactive = false;
    this.cursor = null;
  }

  /** The current view: zoom (1 = 100 px per square) and the square coordinates at the middle. */
  get view(): { zoom: number; x: number; y: number } {
    const pz = this.pz;
    if (!pz) return { zoom: 1, x: 0, y: 0 };
    const { w, h } = this.size();
    return { zoom: pz.zoom, x: (w / 2 - pz.ox) / pz.zoom / 100 - 0.5, y: (h / 2 - pz.oy) / pz.zoom / 100 - 0.5 };
  }

  /** Shows every tile, legal square and the preview. */
  fit(): void {
    if (!this.pz) return;
    const b = squareBounds(this.contentSquares());
    const { w, h } = this.size();
    const m = 30;
    this.animateOnce();
    this.pz.userMoved = false;
    if (!b) this.pz.centerOn(50, 50, w, h);
    else this.pz.fit([b[0] * 100 - m, b[1] * 100 - m, (b[2] + 1) * 100 + m, (b[3] + 1) * 100 + m], w, h);
  }

  zoomIn(): void {
    this.zoomBy(1.25);
  }

  zoomOut(): void {
    this.zoomBy(0.8);
  }

  /** Puts a square in the middle of the view. */
  centerOn(at: Square): void {
    if (!this.pz) return;
    const { w, h } = this.size();
    this.animateOnce();
    this.pz.userMoved = true;
    this.pz.centerOn(at[0] * 100 + 50, at[1] * 100 + 50, w, h);
  }

  private zoomBy(f: number) {
    if (!this.pz) return;
    const { w, h } = this.size();
    this.animateOnce();
    this.pz.userMoved = true;
    this.pz.zoomAt(f, w / 2, h / 2);
  }

  private size() {
    const r = this.viewport?.getBoundingClientRect();
    return { w: r?.width || this.clientWidth || 1, h: r?.height || this.clientHeight || 1 };
  }

  private get viewport(): HTMLElement | null {
    return this.renderRoot?.querySelector('.viewport') ?? null;
  }

  private contentSquares(): Square[] {
    return [...this.data.tiles.map((t) => t.at), ...(this.candidates ?? []).map((c) => c.at), ...(this.preview ? [this.preview.at] : [])];
  }

  /** Squares the keyboard cursor visits: legal squares and the preview while placing, otherwise tiles. */
  private navSquares(): Square[] {
    const placing = [...(this.candidates ?? []).map((c) => c.at), ...(this.preview ? [this.preview.at] : [])];
    const list = placing.length ? placing : this.data.tiles.map((t) => t.at);
    const seen = new Set<string>();
    return list.filter((s) => !seen.has(key(s)) && seen.add(key(s)));
  }

  private emit(name: string, detail: unknown) {
    this.dispatchEvent(new CustomEvent(name, { detail, bubbles: true, composed: true }));
  }

  override connectedCallback(): void {
    super.connectedCallback();
    if (this.hasUpdated) this.setUpView();
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.pz?.detach();
    this.resizer?.disconnect();
    cancelAnimationFrame(this.frame);
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('snapshot') || changed.has('record') || changed.has('upto')) this.data = this.position();
  }

  private position(): BoardData {
    if (this.snapshot) return fromSnapshot(this.snapshot);
    if (this.record === null || this.record === undefined || this.record === '') return EMPTY;
    const data = fromRecord(this.record, this.upto);
    if (data) return data;
    // first record on this page: load the replayer, then show it (updateComplete waits for this)
    this.loading = loadReplay().then(() => {
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
    const vp = this.viewport!;
    this.pz?.detach();
    this.pz = new PanZoom(vp, () => this.viewChanged());
    this.pz.attach();
    this.resizer?.disconnect();
    this.resizer = new ResizeObserver(() => (this.pz?.userMoved ? this.applyView() : this.fit()));
    this.resizer.observe(vp);
  }

  protected override updated(changed: PropertyValues<this>): void {
    if (changed.has('spots') && this.spots?.length && !changed.get('spots')?.length && this.preview) this.showSpots(this.preview.at);
    const err = this.data.error;
    if (err && err !== this.firedError) this.emit('carc-error', { code: err.code, message: err.message });
    this.firedError = err;
    const b = squareBounds(this.contentSquares());
    const fitKey = b ? b.join() : '';
    if (this.pz && !this.pz.userMoved && fitKey !== this.fittedFor) {
      this.fittedFor = fitKey;
      this.fit();
    } else this.applyView();
    this.scaleFollowers();
  }

  /** Follower spots need a finger-sized tile: zoom in on the preview if it is small or out of view. */
  private showSpots(at: Square) {
    if (!this.pz) return;
    const { w, h } = this.size();
    const z = this.pz.zoom;
    // fingers need a bigger tile than a mouse pointer
    const want = Math.min(matchMedia('(pointer: coarse)').matches ? 1.2 : 0.9, (Math.min(w, h) * 0.6) / 100);
    const [sx, sy] = [this.pz.ox + at[0] * 100 * z, this.pz.oy + at[1] * 100 * z];
    const visible = sx >= 0 && sy >= 0 && sx + 100 * z <= w && sy + 100 * z <= h;
    if (z >= want && visible) return;
    this.animateOnce();
    this.pz.userMoved = true;
    this.pz.zoom = Math.max(z, want);
    this.pz.centerOn(at[0] * 100 + 50, at[1] * 100 + 50, w, h);
  }

  private viewChanged() {
    this.viewport?.classList.add('moving');
    clearTimeout(this.idle);
    // drop will-change after the gesture so the tiles are redrawn sharp at the new zoom
    this.idle = window.setTimeout(() => {
      this.viewport?.classList.remove('moving', 'animate');
      this.scaleFollowers();
    }, 250);
    if (this.frame) return;
    this.frame = requestAnimationFrame(() => {
      this.frame = 0;
      this.applyView();
      this.emit('carc-view-change', this.view);
    });
  }

  private animateOnce() {
    this.viewport?.classList.add('animate');
  }

  /**
   * Followers grow a little when the board is zoomed far out, so they stay readable on a phone.
   * Set once a gesture ends: changing it every frame would redraw the whole board.
   */
  private scaleFollowers() {
    const z = this.pz?.zoom ?? 1;
    this.renderRoot?.querySelector<SVGElement>('.followers')?.style.setProperty('--carc-follower-grow', String(Math.min(1.7, Math.max(1, 0.55 / z))));
  }

  private applyView() {
    const world = this.renderRoot?.querySelector<SVGSVGElement>('.world');
    if (!world || !this.pz) return;
    const { zoom, ox, oy } = this.pz;
    world.style.transform = `translate(${ox + this.worldBox[0] * zoom}px, ${oy + this.worldBox[1] * zoom}px) scale(${zoom})`;
  }

  private squareAt(e: MouseEvent): Square | null {
    const vp = this.viewport;
    if (!vp || !this.pz) return null;
    const r = vp.getBoundingClientRect();
    const wx = (e.clientX - r.left - this.pz.ox) / this.pz.zoom;
    const wy = (e.clientY - r.top - this.pz.oy) / this.pz.zoom;
    return [Math.floor(wx / 100), Math.floor(wy / 100)];
  }

  private activateSquare(at: Square): boolean {
    if (!this.interactive) return false;
    const k = key(at);
    const ok = (this.preview && key(this.preview.at) === k) || (this.candidates ?? []).some((c) => key(c.at) === k);
    if (ok) this.emit('carc-square-activate', { at: [at[0], at[1]] });
    return !!ok;
  }

  private activateSpot(spot: string) {
    const s = (this.spots ?? []).find((x) => x.spot === spot);
    if (this.interactive && s?.allowed) this.emit('carc-spot-activate', { spot });
  }

  private hover(at: Square | null) {
    const k = at ? key(at) : null;
    if (!this.interactive || k === this.hovered) return;
    this.hovered = k;
    this.emit('carc-square-hover', { at: at ? [at[0], at[1]] : null });
  }

  private onClick = (e: MouseEvent) => {
    if (this.pz?.suppressClick) return;
    const spot = (e.composedPath()[0] as Element).closest?.('[data-spot]');
    if (spot) return this.activateSpot(spot.getAttribute('data-spot')!);
    const at = this.squareAt(e);
    if (at && this.activateSquare(at)) this.cursor = at;
  };

  private onPointerMove = (e: PointerEvent) => {
    if (!this.pz?.dragInProgress && e.pointerType !== 'touch') this.hover(this.squareAt(e));
  };

  private onKey = (e: KeyboardEvent) => {
    const target = e.composedPath()[0] as Element;
    const spot = target.closest?.('[data-spot]');
    if (spot) {
      if (e.key === 'Enter' || e.key === ' ') {
        e.preventDefault();
        this.activateSpot(spot.getAttribute('data-spot')!);
      }
      return;
    }
    const dir = ['ArrowUp', 'ArrowRight', 'ArrowDown', 'ArrowLeft'].indexOf(e.key);
    const nav = this.navSquares();
    let next: Square | null = null;
    if (dir >= 0) next = this.cursor ? squareTowards(this.cursor, dir, nav) : nav[0] ?? null;
    else if (e.key === 'Home' || e.key === 'End') next = (e.key === 'Home' ? nav[0] : nav[nav.length - 1]) ?? null;
    else if ((e.key === 'Enter' || e.key === ' ') && this.cursor) this.activateSquare(this.cursor);
    else if (e.key === '+' || e.key === '=') this.zoomIn();
    else if (e.key === '-' || e.key === '_') this.zoomOut();
    else if (e.key === '0') this.fit();
    else return;
    e.preventDefault();
    if (next) this.moveCursor(next);
  };

  private moveCursor(at: Square) {
    this.cursor = at;
    this.hover(at);
    if (!this.pz) return;
    const { w, h } = this.size();
    const sx = this.pz.ox + (at[0] * 100 + 50) * this.pz.zoom;
    const sy = this.pz.oy + (at[1] * 100 + 50) * this.pz.zoom;
    if (sx < 0 || sy < 0 || sx > w || sy > h) this.centerOn(at);
  }

  private onFocus = () => {
    if (!this.cursor) this.cursor = this.navSquares()[0] ?? null;
  };

  protected override render() {
    const { tiles, meeples, error } = this.data;
    const pv = this.preview && CATALOGUE.byId.has(this.preview.tile) ? this.preview : null;
    const b = squareBounds(this.contentSquares()) ?? [0, 0, 0, 0];
    const box = (this.worldBox = [(b[0] - 1) * 100, (b[1] - 1) * 100, (b[2] + 2) * 100, (b[3] + 2) * 100]);
    const [bw, bh] = [box[2] - box[0], box[3] - box[1]];
    const tileAt = new Map<string, BoardTile>(tiles.map((t) => [key(t.at), t]));
    const candSquares = [...new Map((this.candidates ?? []).map((c) => [key(c.at), c.at])).values()].filter((s) => !pv || key(s) !== key(pv.at));
    const c = this.cursor;
    const cursorTarget = c && (tileAt.has(key(c)) || candSquares.some((s) => key(s) === key(c)) || (pv && key(pv.at) === key(c)));
    return html`<div class="viewport" part="viewport" tabindex="0" role="application" aria-roledescription="board"
        aria-label=${`Game board, ${tiles.length} tiles${candSquares.length ? `, ${candSquares.length} legal squares` : ''}`}
        aria-describedby="help" aria-activedescendant=${cursorTarget ? squareId(c) : nothing}
        @click=${this.onClick} @keydown=${this.onKey} @focus=${this.onFocus} @pointermove=${this.onPointerMove} @pointerleave=${() => this.hover(null)}>
        <svg class="world" width=${bw} height=${bh} viewBox=${`${box[0]} ${box[1]} ${bw} ${bh}`}>
          ${symbolsLayer([...tiles.map((t) => ({ id: t.id, rot: t.rot })), ...(pv ? [{ id: pv.tile, rot: pv.rot }] : [])])}
          ${tilesLayer(tiles, meeples, this.colors)}
          ${followersLayer(meeples, tileAt, this.colors)}
          ${candidatesLayer(candSquares)}
          ${highlightLayer(this.highlight ?? [])}
          ${pv ? previewLayer(pv, this.spots ?? [], this.selectedSpot, this.colors[this.snapshot?.current ?? 0] ?? '#888') : nothing}
          ${c ? svg`<rect class="cursor" x=${c[0] * 100 + 2.5} y=${c[1] * 100 + 2.5} width="95" height="95" rx="8"/>` : nothing}
        </svg>
      </div>
      <span id="help" class="sr-only">Arrow keys move between ${candSquares.length || pv ? 'legal squares' : 'tiles'}, Enter places or rotates, plus and minus zoom, 0 fits the board.</span>
      <div class="controls" part="controls">
        <button part="zoom-in" aria-label="Zoom in" @click=${this.zoomIn}>${ICON('M12 5v14M5 12h14')}</button>
        <button part="zoom-out" aria-label="Zoom out" @click=${this.zoomOut}>${ICON('M5 12h14')}</button>
        <button part="fit" aria-label="Fit the board to the view" @click=${this.fit}>${ICON('M4 9V4h5M20 9V4h-5M4 15v5h5M20 15v5h-5')}</button>
      </div>
      ${error ? html`<div class="error" part="error" role="alert">This game record cannot be shown: <code>${error.code}</code> — ${error.message}</div>` : nothing}`;
  }
}
