/**
 * What the base game (game.ts) and New World (new-world/game.ts) have in common, written once: the
 * players, their scores and followers in supply, the deck and its hidden draws (hidden-bag.ts), the
 * board and its features, whose turn it is, the move log; creating those, copying them (`clone`,
 * `copyInto`), and the frame of a turn: `play`'s refusals, the hidden draws' PRNG around a turn, a
 * pass, the misfits of a placement and a follower's segment. Each game adds its own rules through
 * the abstract methods. Imports point one way: both games import this file, it imports neither.
 */
import type { Board } from './board.js';
import { failure, type EngineError, type Failure } from './errors.js';
import { Features } from './features.js';
import type { PlayerSpec } from './game-state.js';
import { ROTATIONS, rotationSteps, type Rotation } from './geometry.js';
import { creationDrawRng, playDrawRng, type DrawingGame, type HiddenDraws } from './hidden-bag.js';
import type { Rng } from './rng.js';
import type { Catalogue, CompiledTile } from './tiles/tile-spec.js';
import { placedTile } from './snapshot.js';
import type { GameSnapshot, Placement } from './types.js';

/** The placement part of a move, as both games write it. */
export interface CoreMove {
  tile: string;
  at: [number, number];
  rot: Rotation;
  meeple?: string;
}

/** How a game writes its moves: their shape, and the names of the spots a follower takes. */
export interface Notation {
  /** why a move is not of the game's shape, or null */
  shapeError(move: unknown): EngineError | null;
  /** the name of segment `seg` of the tile turned `r` steps */
  spotName(tile: CompiledTile, r: number, seg: number): string;
  /** the segment a spot names on the tile turned `r` steps (-1: none) */
  segmentAt(tile: CompiledTile, r: number, spot: string): number;
}

/** What both games' set-ups resolve to, for `setUp`. */
export interface CoreSetup {
  names: string[];
  specs: PlayerSpec[];
  deckIds: string[];
  board: Board;
  /** followers (settlers) each player starts with */
  followers: number;
  first: number | null;
  hidden: HiddenDraws | null;
}

/** A turn played: the game (changed in place) and what happened. */
export type Played<S, E> = { ok: true; state: S; events: E[] };

/** Why a tile does not fit a square, as `board.misfit` says. */
export type Misfit = NonNullable<ReturnType<Board['misfit']>>;

const MISFIT_TEXT: Record<Misfit, (x: number, y: number) => string> = {
  occupied: (x, y) => `The square [${x},${y}] already has a tile.`,
  'not-adjacent': (x, y) => `The square [${x},${y}] does not touch any placed tile along an edge.`,
  'edge-mismatch': (x, y) => `The tile's edges do not match its neighbours at [${x},${y}].`,
  'out-of-bounds': (x, y) => `The square [${x},${y}] is off the table.`,
};

/**
 * A game of either kind: `TMove` is its placement, `TTurn` a move of its log (a placement or a
 * pass), `TEvent` what its turns report.
 */
export abstract class GameCore<TMove extends CoreMove, TTurn, TEvent extends { type: string }, TChecked = unknown> implements DrawingGame {
  abstract readonly catalogue: Catalogue;
  players!: string[];
  playerSpecs!: PlayerSpec[];
  /** the deck as given or shuffled, for records */
  initialDeck!: string[];
  /** the draw order, as tile indices (the base game inserts tiles returned to the bag here) */
  deck!: Int16Array;
  deckPos = 0;
  /** hidden draws: the seed and shuffle ranges of the deck; null when the deck is fixed */
  hidden: HiddenDraws | null = null;
  /** hidden draws: deck positions from here on are the bag, in canonical order (Infinity: all fixed) */
  hiddenFrom = Infinity;
  /** hidden draws: the PRNG of the call being played, null between calls */
  drawRng: Rng | null = null;
  /** the start player when `first` set it or a hidden game drew it (records carry it), else null */
  first: number | null = null;
  board!: Board;
  features!: Features;
  scores!: Int32Array;
  /** followers (New World: settlers) in each player's supply */
  followersLeft!: Int8Array;
  /** segments holding a follower, in the order they were placed */
  boardFollowers: number[] = [];
  moves: TTurn[] = [];
  current = 0;
  currentTile: CompiledTile | null = null;
  finished = false;

  /** Starts the current player's turn with a tile that fits somewhere, or ends the game. */
  protected abstract startTurn(events: TEvent[]): void;
  /** Packs every legal (square, rotation) of a tile into `out` as `cell * 4 + rotationIndex`; returns the count. */
  abstract placementsInto(tile: CompiledTile, out: Int32Array): number;
  /** Local segment indices where the current player may put a follower on that placement. */
  abstract followerSegments(tile: CompiledTile, x: number, y: number, r: number, out: number[]): number[];
  /** how the game writes its moves and spots */
  protected abstract readonly notation: Notation;
  /** Why the current player may not put a follower on segment `seg`; `occupied` is the tile's occupiedMask there. */
  protected abstract followerError(tile: CompiledTile, seg: number, occupied: number): EngineError | null;
  /**
   * Checks a well-shaped move's placement (with `tile`, one of `choices()`): why it is illegal now
   * (an error, which has a `code`), or what `applyTurn` needs to play it. Two steps rather than a
   * returned closure: `play` is the bots' innermost loop, and a closure a turn costs about a tenth of it.
   */
  protected abstract checkTurn(m: TMove, tile: CompiledTile): EngineError | TChecked;
  /** Plays a move `checkTurn` passed, with what it returned; the turn's events. */
  protected abstract applyTurn(m: TMove, tile: CompiledTile, checked: TChecked): TEvent[];

  /** Sets the fields shared by both games from a resolved set-up; with hidden draws, the PRNG of the draws made at creation. */
  protected setUp(s: CoreSetup): void {
    const n = s.names.length;
    this.players = s.names;
    this.playerSpecs = s.specs;
    this.initialDeck = [...s.deckIds];
    this.deck = new Int16Array(s.deckIds.length);
    for (let i = 0; i < s.deckIds.length; i++) this.deck[i] = this.catalogue.byId.get(s.deckIds[i])!.index;
    this.board = s.board;
    this.features = new Features(s.deckIds.length + 1, this.catalogue);
    this.scores = new Int32Array(n);
    this.followersLeft = new Int8Array(n).fill(s.followers);
    this.first = s.first;
    this.current = s.first ?? 0;
    this.hidden = s.hidden;
    if (s.hidden) {
      this.hiddenFrom = 0;
      this.drawRng = creationDrawRng(s.hidden.seed);
    }
  }

  /** Starts the first turn of a game just set up, and ends its creation's draws. */
  protected firstTurn(): TEvent[] {
    const events: TEvent[] = [];
    this.startTurn(events);
    this.drawRng = null;
    return events;
  }

  clone(): this {
    const g: this = Object.create(Object.getPrototypeOf(this));
    Object.assign(g, this);
    g.board = this.board.clone();
    g.features = this.features.clone();
    return this.copyMutable(g);
  }

  /**
   * Makes `into` equal to this game, reusing its board and feature arrays (`into` came from
   * `clone()` of this game or of a game of the same set-up): a search that tries many moves from
   * one position copies into one scratch game instead of allocating a clone per move. Afterwards
   * `into` plays exactly as `clone()` would.
   */
  copyInto(into: this): this {
    const { board, features } = into;
    Object.assign(into, this);
    into.board = this.board.copyInto(board);
    into.features = this.features.copyInto(features);
    return this.copyMutable(into);
  }

  /** The small mutable parts a copy must not share (after Object.assign, board and features done). */
  protected copyMutable(g: this): this {
    g.scores = this.scores.slice();
    g.followersLeft = this.followersLeft.slice();
    g.boardFollowers = this.boardFollowers.slice();
    g.moves = this.moves.slice();
    // hidden draws decide the bag in place
    if (this.hidden) g.deck = this.deck.slice();
    return g;
  }

  get turn(): number {
    return this.moves.length;
  }

  /** The tiles the current player may choose from: the one drawn tile (the base game: or the hand). */
  choices(): CompiledTile[] {
    return this.currentTile ? [this.currentTile] : [];
  }

  /** The chosen tile of a move, if the current player may play it. */
  protected tileFor(id: string | undefined): CompiledTile | null {
    if (!this.currentTile) return null;
    if (id === undefined || id === this.currentTile.id) return this.currentTile;
    return this.choices().find((t) => t.id === id) ?? null;
  }

  /** The tile to play (the current one, or `tileId` of the choices) if it may go there so; else null. */
  protected tileFitting(at: [number, number], rot: Rotation, tileId?: string): CompiledTile | null {
    const tile = this.tileFor(tileId);
    // rotationSteps(45) would be 0: a rotation play() refuses must list nothing either
    if (!tile || !ROTATIONS.includes(rot) || this.placementError(tile, at[0], at[1], rotationSteps(rot))) return null;
    return tile;
  }

  /** Legal placements of the current tile (or of another tile of the choices), sorted by row, column and rotation. */
  legalPlacements(tileId?: string): Placement[] {
    const tile = this.tileFor(tileId);
    if (!tile) return [];
    const buf = scratch(this.board.slots * 4);
    return this.board.placementList(buf, this.placementsInto(tile, buf));
  }

  /** Legal follower spots for the current tile (or `tileId`) placed at `at` with `rot` (empty if that placement is illegal). */
  followerSpots(at: [number, number], rot: Rotation, tileId?: string): string[] {
    const tile = this.tileFitting(at, rot, tileId);
    if (!tile) return [];
    const r = rotationSteps(rot);
    return this.followerSegments(tile, at[0], at[1], r, []).map((i) => this.notation.spotName(tile, r, i));
  }

  /** Why the tile cannot go at [x, y] turned `r` steps (the base game adds its rules' checks), or null. */
  protected placementError(tile: CompiledTile, x: number, y: number, r: number): EngineError | null {
    const misfit = this.board.misfit(x, y, tile, r);
    return misfit && { code: `move/${misfit}`, message: this.misfitText(misfit, x, y) };
  }

  protected misfitText(misfit: Misfit, x: number, y: number): string {
    return MISFIT_TEXT[misfit](x, y);
  }

  /** The segment the move's follower takes (-1: none), or why the placement or that follower is illegal. */
  protected followerSeg(m: TMove, tile: CompiledTile, r: number): EngineError | number {
    const [x, y] = m.at;
    const bad = this.placementError(tile, x, y, r);
    if (bad) return bad;
    if (m.meeple === undefined) return -1;
    const seg = this.notation.segmentAt(tile, r, m.meeple);
    if (seg < 0) return { code: 'move/no-such-segment', message: `Tile ${tile.id} turned ${m.rot}° has no ${m.meeple}.` };
    return this.followerError(tile, seg, this.features.occupiedMask(this.board, tile, x, y, r)) ?? seg;
  }

  /** What the current player may play, for a `move/wrong-tile` refusal. */
  protected offered(): string {
    return `The tile drawn is ${this.currentTile!.id}`;
  }

  /**
   * Plays one turn (a placement or a pass) in place. Atomic: on refusal nothing changes. With hidden
   * draws, `drawSeed` is the randomness of the tiles this turn draws; otherwise it is ignored.
   */
  play(move: unknown, drawSeed?: string): Played<this, TEvent> | Failure {
    if (this.finished || !this.currentTile) return failure('move/game-over', 'The game is over; no more moves can be played.');
    if (this.hidden && typeof drawSeed !== 'string') return failure('move/draw-seed', "This game draws its tiles turn by turn: the move needs the draw's randomness.");
    const shape = this.notation.shapeError(move);
    if (shape) return { ok: false, error: shape };
    const pass = (move as { pass?: true }).pass === true;
    const m = move as TMove;
    const tile = pass ? null : this.tileFor(m.tile);
    if (!pass && !tile) return failure('move/wrong-tile', `${this.offered()}, not ${m.tile}.`);
    const checked = tile && this.checkTurn(m, tile);
    if (isError(checked)) return { ok: false, error: checked };
    // the draw PRNG of hidden draws is set for the length of the turn
    this.drawRng = this.hidden ? playDrawRng(drawSeed!) : null;
    const events = tile ? this.applyTurn(m, tile, checked as TChecked) : this.pass();
    this.drawRng = null;
    return { ok: true, state: this, events };
  }

  /** The current player plays nothing; the next one plays the same drawn tile (the base game: or their own hand). */
  private pass(): TEvent[] {
    const player = this.current;
    this.moves.push({ pass: true } as TTurn);
    // both games' events have this type
    const events = [{ type: 'turn-passed', turn: this.moves.length, player } as unknown as TEvent];
    this.current = (player + 1) % this.players.length;
    this.startTurn(events);
    return events;
  }

  /** Puts a follower of `player` from their supply on segment `s`. */
  protected seatFollower(s: number, player: number, supply = this.followersLeft): void {
    const f = this.features;
    f.owner[s] = player + 1;
    f.followers[f.find(s)]++;
    supply[player]--;
    this.boardFollowers.push(s);
  }

  /** The `idx`-th tile placed (0: the start tile) as `snapshot().tiles` lists it, without a whole snapshot. */
  placedTile(idx: number): GameSnapshot['tiles'][number] {
    return placedTile(this.board, this.catalogue, idx);
  }

  /** Square of a placed tile. */
  squareOf(idx: number): [number, number] {
    return [this.board.x[idx], this.board.y[idx]];
  }
}

function isError(x: unknown): x is EngineError {
  return typeof x === 'object' && x !== null && typeof (x as EngineError).code === 'string';
}

let scratchBuf = new Int32Array(1024);
/** A shared buffer of at least `n` packed placements, for listings that do not keep it. */
export function scratch(n: number): Int32Array {
  if (scratchBuf.length < n) scratchBuf = new Int32Array(n * 2);
  return scratchBuf;
}
