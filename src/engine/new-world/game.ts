/**
 * A New World game: the shared board and feature tracking with New World's table (the coast),
 * settlers, surveyors and scoring. Same shape as the base game's Game where callers meet it
 * (`play(move)` → `{ ok, state, events }` or `{ ok: false, error }`, `clone`, `turn`, `current`,
 * `finished`, `players`, `moves`, `snapshot`), so one online layer and one board drive both.
 *
 * Turn order inside `play` (shared/seeds/001): place the tile, deploy a settler, score what the tile
 * completed in the order the move gives (each scored feature returns its settlers, then moves a
 * surveyor, which may send settlers east of it home), draw the next tile (discarding tiles that fit
 * nowhere). The game ends when the last tile is placed; then the final scoring.
 */
import type { Board } from '../board.js';
import { failure, type EngineError, type Failure } from '../errors.js';
import { Features } from '../features.js';
import { creationDrawRng, playDrawRng, revealDraw, type HiddenDraws } from '../hidden-bag.js';
import type { Rng } from '../rng.js';
import { ROTATIONS, centrePort, rotationSteps, DX, type Rotation } from '../geometry.js';
import type { PlayerSpec } from '../game.js';
import { SegKind, type Catalogue, type CompiledTile } from '../tiles/tile-spec.js';
import type { Placement } from '../types.js';
import { completionsOf, type Completion } from './completions.js';
import type { MoveOption } from '../move-list.js';
import { newWorldMoveOptions, toNewWorldMove } from './move-list.js';
import { checkNewWorldMove, normalizeNewWorldMove } from './move-shape.js';
import type { NewWorldRules } from './rules.js';
import type { NewWorldState } from './state.js';
import { scoreCompletions, scoreFinalNewWorld } from './scoring.js';
import { coastBoard, resolveNewWorld, NEW_WORLD, type NewWorldSetup } from './setup.js';
import { takeNewWorldSnapshot } from './snapshot.js';
import { ROLE_OF_KIND, newWorldSegmentAt, newWorldSpotName } from './spots.js';
import { COAST_COLUMN } from './surveyors.js';
import { NEW_WORLD_CATALOGUE } from './tiles.js';
import type { NewWorldEvent, NewWorldMove, NewWorldResult, NewWorldSnapshot, NewWorldTurn } from './types.js';

export type NewWorldCreateResult = { ok: true; game: NewWorldGame; events: NewWorldEvent[] } | Failure;

const badOrder = (message: string): EngineError => ({ code: 'move/bad-order', message });

export class NewWorldGame implements NewWorldState {
  readonly game = NEW_WORLD;
  readonly catalogue: Catalogue = NEW_WORLD_CATALOGUE;
  rules!: NewWorldRules;
  players!: string[];
  playerSpecs!: PlayerSpec[];
  /** the deck as given or shuffled, for records */
  initialDeck!: string[];
  deck!: Int16Array;
  deckPos = 0;
  board!: Board;
  features!: Features;
  scores!: Int32Array;
  /** settlers in each player's supply */
  followersLeft!: Int8Array;
  /** segments holding a settler, in the order they were placed */
  boardFollowers: number[] = [];
  moves: NewWorldTurn[] = [];
  current = 0;
  currentTile: CompiledTile | null = null;
  finished = false;
  /** the columns of the two surveyors */
  surveyors: [number, number] = [COAST_COLUMN, COAST_COLUMN];
  /** the western-most column holding a tile (the coast column before any tile) */
  westmost = 0;
  /** hidden draws (hidden-bag.ts): the shuffle ranges of the deck and its seed; null when the deck is fixed */
  hidden: (HiddenDraws & { seed: string }) | null = null;
  /** hidden draws: deck positions from here on are the bag (Infinity: all fixed) */
  hiddenFrom = Infinity;
  /** hidden draws: the PRNG of the call being played, null between calls */
  drawRng: Rng | null = null;
  /** the start player when the setup chose one (records carry it), else null */
  first: number | null = null;

  static create(setup: NewWorldSetup): NewWorldCreateResult {
    const res = resolveNewWorld(setup);
    if ('ok' in res) return res;
    const g = new NewWorldGame();
    const n = res.names.length;
    g.rules = res.rules;
    g.players = res.names;
    g.playerSpecs = setup.players;
    g.initialDeck = res.deckIds;
    g.deck = Int16Array.from(res.deckIds, (id) => NEW_WORLD_CATALOGUE.byId.get(id)!.index);
    g.board = coastBoard(res.deckIds.length, res.rules);
    g.features = new Features(res.deckIds.length + 1, NEW_WORLD_CATALOGUE);
    g.scores = new Int32Array(n);
    g.followersLeft = new Int8Array(n).fill(res.rules.settlers);
    g.first = res.first;
    g.current = res.first ?? 0;
    if (res.hidden) {
      g.hidden = res.hidden;
      g.hiddenFrom = 0;
      g.drawRng = creationDrawRng(res.hidden.seed);
    }
    const events: NewWorldEvent[] = [];
    g.startTurn(events);
    g.drawRng = null;
    return { ok: true, game: g, events };
  }

  clone(): NewWorldGame {
    const g: NewWorldGame = Object.create(NewWorldGame.prototype);
    Object.assign(g, this);
    g.board = this.board.clone();
    g.features = this.features.clone();
    return this.copyMutable(g);
  }

  /**
   * Makes `into` equal to this game, reusing its board and feature arrays (`into` came from `clone()`
   * of a game of the same set-up), as the base game's copyInto: a search that tries many moves from
   * one position copies into one scratch game instead of allocating a clone per move.
   */
  copyInto(into: NewWorldGame): NewWorldGame {
    const { board, features } = into;
    Object.assign(into, this);
    into.board = this.board.copyInto(board);
    into.features = this.features.copyInto(features);
    return this.copyMutable(into);
  }

  /** The small mutable parts a copy must not share (after Object.assign, board and features done). */
  private copyMutable(g: NewWorldGame): NewWorldGame {
    g.scores = this.scores.slice();
    g.followersLeft = this.followersLeft.slice();
    g.boardFollowers = this.boardFollowers.slice();
    g.moves = this.moves.slice();
    g.surveyors = [this.surveyors[0], this.surveyors[1]];
    // hidden draws decide the bag in place
    if (this.hidden) g.deck = this.deck.slice();
    return g;
  }

  get turn(): number {
    return this.moves.length;
  }

  /** The tiles the current player may choose from (New World draws one). */
  choices(): CompiledTile[] {
    return this.currentTile ? [this.currentTile] : [];
  }

  /** Packs every legal (square, rotation) of a tile into `out` as `cell * 4 + rotationIndex`; returns the count. */
  placementsInto(tile: CompiledTile, out: Int32Array): number {
    return this.board.fitsInto(tile, out);
  }

  hasPlacement(tile: CompiledTile): boolean {
    const b = this.board;
    for (let slot = 0; slot < b.slots; slot++) {
      for (let r = 0; r < 4; r++) if ((tile.sig[r] & b.slotMask[slot]) === b.slotValue[slot]) return true;
    }
    return false;
  }

  /** Legal placements of the current tile, sorted by row, column and rotation. */
  legalPlacements(tileId?: string): Placement[] {
    const tile = this.currentTile;
    if (!tile || (tileId !== undefined && tileId !== tile.id)) return [];
    const buf = new Int32Array(this.board.slots * 4);
    return this.board.placementList(buf, this.placementsInto(tile, buf));
  }

  /**
   * Every legal move of the player to move in record notation, in move-list.ts's order; each scoring
   * order of two or more completed features is a move of its own, in full up to `maxOrdered`
   * features (0: none named, the engine's order applies). See new-world/move-list.ts.
   */
  legalMoves(maxOrdered = Infinity): NewWorldMove[] {
    return this.moveOptions(maxOrdered).map(toNewWorldMove);
  }

  /** The moves of `legalMoves`, same order, in the engine's terms: cheap to list, for a search. */
  moveOptions(maxOrdered = Infinity): MoveOption[] {
    return newWorldMoveOptions(this, maxOrdered);
  }

  /** Where the current player may deploy a settler on the current tile placed there (New World spot names). */
  followerSpots(at: [number, number], rot: Rotation): string[] {
    const tile = this.currentTile;
    if (!tile || !ROTATIONS.includes(rot) || this.placementError(tile, at[0], at[1], rotationSteps(rot))) return [];
    const r = rotationSteps(rot);
    return this.followerSegments(tile, at[0], at[1], r, []).map((i) => newWorldSpotName(tile, r, i));
  }

  /** Local segment indices where the current player may deploy a settler (fast form of followerSpots). */
  followerSegments(tile: CompiledTile, x: number, y: number, r: number, out: number[]): number[] {
    out.length = 0;
    if (this.followersLeft[this.current] <= 0) return out;
    const occupied = this.features.occupiedMask(this.board, tile, x, y, r);
    for (let i = 0; i < tile.segments.length; i++) if (!(occupied & (1 << i))) out.push(i);
    return out;
  }

  /**
   * The features with settlers a placement (and settler) would complete, named as a move's `order`
   * names them, in the engine's order: what a board asks the player to order when there are two or more.
   */
  scoringChoices(at: [number, number], rot: Rotation, meeple?: string): string[] {
    const tile = this.currentTile;
    if (!tile || !ROTATIONS.includes(rot)) return [];
    const r = rotationSteps(rot);
    if (this.placementError(tile, at[0], at[1], r)) return [];
    const seg = meeple === undefined ? -1 : newWorldSegmentAt(tile, r, meeple);
    return completionsOf(this, tile, at[0], at[1], r, seg).map((c) => c.name);
  }

  private placementError(tile: CompiledTile, x: number, y: number, r: number): EngineError | null {
    const misfit = this.board.misfit(x, y, tile, r);
    if (!misfit) return null;
    if (misfit === 'out-of-bounds') return { code: 'move/out-of-bounds', message: `The square [${x},${y}] is east of the coast: tiles go at x ≤ 0.` };
    if (misfit === 'not-adjacent') return { code: 'move/not-adjacent', message: `The square [${x},${y}] touches no placed tile and no starting space along an edge.` };
    if (misfit === 'occupied') return { code: 'move/occupied', message: `The square [${x},${y}] already has a tile.` };
    return { code: 'move/edge-mismatch', message: `The tile's edges do not match its neighbours at [${x},${y}].` };
  }

  /** The settler's segment (or -1) and the scoring order of a well-shaped move, or why it is illegal now. */
  private moveError(m: NewWorldMove, tile: CompiledTile): EngineError | { seg: number; order: Completion[] } {
    const [x, y] = m.at;
    const r = rotationSteps(m.rot);
    const bad = this.placementError(tile, x, y, r);
    if (bad) return bad;
    let seg = -1;
    if (m.meeple !== undefined) {
      seg = newWorldSegmentAt(tile, r, m.meeple);
      if (seg < 0) return { code: 'move/no-such-segment', message: `Tile ${tile.id} turned ${m.rot}° has no ${m.meeple}.` };
      if (this.followersLeft[this.current] <= 0) return { code: 'move/no-followers', message: `${this.players[this.current]} has no settlers left.` };
      if (this.features.occupiedMask(this.board, tile, x, y, r) & (1 << seg)) return { code: 'move/feature-occupied', message: 'That feature already has a settler on it.' };
    }
    const completions = completionsOf(this, tile, x, y, r, seg);
    if (m.order === undefined) return { seg, order: completions };
    const order: Completion[] = [];
    for (const name of m.order) {
      const c = this.completionNamed(completions, tile, r, name);
      if (!c) return badOrder(`"${name}" names no feature with a settler that this tile completes; they are: ${completions.map((k) => k.name).join(', ') || 'none'}.`);
      if (order.includes(c)) return badOrder(`The scoring order names the feature of "${name}" twice.`);
      order.push(c);
    }
    if (order.length !== completions.length) return badOrder(`The scoring order must name every feature with a settler this tile completes: ${completions.map((k) => k.name).join(', ')}.`);
    return { seg, order };
  }

  /** The completion an order entry names: a farm by direction, a trail or town by any of its spots on the tile. */
  private completionNamed(completions: Completion[], tile: CompiledTile, r: number, name: string): Completion | undefined {
    if (name.startsWith('farm')) return completions.find((c) => c.kind === 'farm' && c.name === name);
    const seg = newWorldSegmentAt(tile, r, name);
    return seg < 0 ? undefined : completions.find((c) => c.segs & (1 << seg));
  }

  /**
   * Plays one turn (a placement or a pass) in place. Atomic: on refusal nothing changes. With hidden
   * draws, `drawSeed` is the randomness of the tiles this turn draws; otherwise it is ignored.
   */
  play(move: unknown, drawSeed?: string): NewWorldResult<NewWorldGame> {
    if (this.finished || !this.currentTile) return failure('move/game-over', 'The game is over; no more moves can be played.');
    if (this.hidden && typeof drawSeed !== 'string') return failure('move/draw-seed', "This game draws its tiles turn by turn: the move needs the draw's randomness.");
    const shape = checkNewWorldMove(move);
    if (shape) return { ok: false, error: shape };
    if ((move as { pass?: true }).pass) return { ok: true, state: this, events: this.pass() };
    const m = move as NewWorldMove;
    const tile = this.currentTile;
    if (m.tile !== tile.id) return failure('move/wrong-tile', `The tile drawn is ${tile.id}, not ${m.tile}.`);
    const checked = this.moveError(m, tile);
    if ('code' in checked) return { ok: false, error: checked };
    this.drawRng = this.hidden ? playDrawRng(drawSeed!) : null;
    const events = this.place(m, tile, checked.seg, checked.order);
    this.drawRng = null;
    return { ok: true, state: this, events };
  }

  /** The current player plays nothing; the next player plays the same tile. */
  private pass(): NewWorldEvent[] {
    const player = this.current;
    this.moves.push({ pass: true });
    this.current = (player + 1) % this.players.length;
    const turn = this.moves.length;
    return [
      { type: 'turn-passed', turn, player },
      { type: 'turn-started', turn: turn + 1, player: this.current, tile: this.currentTile!.id },
    ];
  }

  private place(m: NewWorldMove, tile: CompiledTile, seg: number, order: Completion[]): NewWorldEvent[] {
    const events: NewWorldEvent[] = [];
    const player = this.current;
    const [x, y] = m.at;
    const r = rotationSteps(m.rot);
    this.moves.push(normalizeNewWorldMove(m, order.length > 1 ? order.map((c) => c.name) : undefined));
    const turn = this.moves.length;
    const idx = this.placeTile(x, y, tile, r);
    events.push({ type: 'tile-placed', turn, player, tile: tile.id, at: [x, y], rot: m.rot });
    if (seg >= 0) {
      this.putFollower(idx * this.features.stride + seg, player);
      events.push({ type: 'follower-placed', turn, player, spot: newWorldSpotName(tile, r, seg), at: [x, y], role: ROLE_OF_KIND[tile.segments[seg].kind] });
    }
    scoreCompletions(this, idx, order, turn, events);
    this.deckPos++;
    this.current = (this.current + 1) % this.players.length;
    this.startTurn(events);
    return events;
  }

  private placeTile(x: number, y: number, tile: CompiledTile, r: number): number {
    const idx = this.board.place(x, y, tile, r);
    this.features.addTile(this.board, idx);
    if (x < this.westmost) this.westmost = x;
    // house rule: the sea closes a trail or town edge that faces it
    const seg = tile.portSeg[r][centrePort(1)];
    if (this.rules.coastCloses && x + DX[1] > 0 && seg >= 0 && tile.segments[seg].kind !== SegKind.field) this.features.open[this.features.find(idx * this.features.stride + seg)]--;
    return idx;
  }

  private putFollower(s: number, player: number): void {
    const f = this.features;
    f.owner[s] = player + 1;
    f.followers[f.find(s)]++;
    this.followersLeft[player]--;
    this.boardFollowers.push(s);
  }

  /** Draws the next tile that fits somewhere (discarding those that fit nowhere), or ends the game. */
  private startTurn(events: NewWorldEvent[]): void {
    const tiles = this.catalogue.tiles;
    while (this.deckPos < this.deck.length) {
      revealDraw(this);
      const t = tiles[this.deck[this.deckPos]];
      if (this.hasPlacement(t)) {
        this.currentTile = t;
        events.push({ type: 'turn-started', turn: this.turn + 1, player: this.current, tile: t.id });
        return;
      }
      events.push({ type: 'tile-discarded', tile: t.id, reason: 'no-legal-placement' });
      this.deckPos++;
    }
    this.currentTile = null;
    this.finished = true;
    scoreFinalNewWorld(this, events);
    events.push({ type: 'game-over', scores: Array.from(this.scores) });
  }

  /** Square of a placed tile. */
  squareOf(idx: number): [number, number] {
    return [this.board.x[idx], this.board.y[idx]];
  }

  snapshot(): NewWorldSnapshot {
    return takeNewWorldSnapshot(this);
  }
}
