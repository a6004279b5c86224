/**
 * A game: the board, its features, the players and the draw pile, advanced one move at a time.
 *
 * `play` mutates in place and is atomic (a refused move changes nothing); `applyMove` is the pure
 * form that returns a new state. Every refusal is `{ ok: false, error: { code, message } }`.
 * Turn order inside `play`: place the tile, place a follower or the abbot (or take the abbot back
 * and score it), score, return followers, draw (draw-pile.ts). A pass (`{ pass: true }`) skips to
 * the next player. With hidden draws (hidden-bag.ts) each tile is decided as it is drawn, from the
 * `drawSeed` each `play` brings.
 */
import { abbotError, abbotReturnError, abbotSegment } from './abbot.js';
import { Board } from './board.js';
import { CATALOGUE } from './catalogue.js';
import { startTurn, refillHand } from './draw-pile.js';
import { resolveSetup, type GameSetup } from './game-setup.js';
import type { GameState, PlayerSpec, Ruleset } from './game-state.js';
import { creationDrawRng, playDrawRng, revealDraw, type HiddenDraws } from './hidden-bag.js';
import { ROTATIONS, rotationSteps, type Rotation } from './geometry.js';
import { VOLCANO_TURN, failure, type EngineError, type Failure } from './errors.js';
import { Features } from './features.js';
import { checkMoveShape, normalizeMove } from './move-shape.js';
import { abbotOptions, listMoveOptions, toRecordMove, type MoveOption } from './move-list.js';
import { RiverState } from './river.js';
import { Rng } from './rng.js';
import type { Rules } from './rules.js';
import { scoreAbbotReturn, scoreTurn } from './scoring.js';
import { takeSnapshot } from './snapshot.js';
import { segmentAtSpot, spotName } from './spots.js';
import { SegKind, type Catalogue, type CompiledTile } from './tiles/tile-spec.js';
import type { GameEvent, GameSnapshot, Move, MoveResult, Placement, TurnMove } from './types.js';

export { checkMoveShape } from './move-shape.js';

export type { PlayerSpec } from './game-state.js';
export type { GameSetup } from './game-setup.js';

export type CreateResult = { ok: true; game: Game; events: GameEvent[] } | Failure;

export class Game implements GameState {
  readonly catalogue: Catalogue = CATALOGUE;
  rules!: Rules;
  ruleset!: Ruleset;
  players!: string[];
  playerSpecs!: PlayerSpec[];
  /** the deck as given or shuffled, for records */
  initialDeck!: string[];
  /** the draw order, as tile indices (tiles returned to the bag are inserted here) */
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
  /** see GameSetup.redraws */
  redraws = false;
  board!: Board;
  features!: Features;
  scores!: Int32Array;
  followersLeft!: Int8Array;
  abbotsLeft!: Int8Array;
  /** segments holding a follower, in the order they were placed */
  boardFollowers: number[] = [];
  moves: TurnMove[] = [];
  current = 0;
  currentTile: CompiledTile | null = null;
  /** whether the current tile comes from the player's hand (else it is deck[deckPos]) */
  fromHand = false;
  /** held tiles per player, or null when tiles are drawn at the start of a turn */
  hands: number[][] | null = null;
  dealt = false;
  river: RiverState | null = null;
  /** the game's own PRNG (start player, returned tiles), seeded from the deck */
  rng: Rng | null = null;
  finished = false;

  static create(setup: GameSetup): CreateResult {
    const res = resolveSetup(setup);
    if (!res.ok) return res;
    const { rules: r, ruleset, deckIds, names } = res;
    const g = new Game();
    const n = names.length;
    g.rules = r;
    g.ruleset = ruleset;
    g.players = names;
    g.playerSpecs = setup.players;
    g.initialDeck = [...deckIds];
    g.deck = Int16Array.from(deckIds, (id) => CATALOGUE.byId.get(id)!.index);
    const capacity = deckIds.length + 1;
    g.board = new Board(capacity, ruleset.bounds, g.rules.borderCompletes);
    g.features = new Features(capacity, CATALOGUE);
    g.scores = new Int32Array(n);
    g.followersLeft = new Int8Array(n).fill(r.followers);
    g.abbotsLeft = new Int8Array(n).fill(r.abbot ? 1 : 0);
    if (r.hand > 1 || r.previewNextTile) g.hands = names.map(() => []);
    if (ruleset.river) g.river = new RiverState();
    ({ first: g.first, redraws: g.redraws, hidden: g.hidden } = res);
    if (g.hidden) {
      g.hiddenFrom = 0;
      g.drawRng = creationDrawRng(g.hidden.seed);
    }
    const drawsStart = r.startPlayer === 'random' && g.first === null;
    if (!g.hidden && (drawsStart || (r.unplaceable === 'return' && !g.redraws))) g.rng = Rng.fromSeed(`carcassonne-record/1 deck ${deckIds.join(' ')}`);
    g.current = g.first ?? (drawsStart ? g.rng!.int(n) : 0);
    let start = ruleset.startTile;
    if (start === null) {
      revealDraw(g);
      start = CATALOGUE.tiles[g.deck[g.deckPos++]].id;
    }
    g.placeTile(0, 0, CATALOGUE.byId.get(start)!, 0);
    const events: GameEvent[] = [];
    startTurn(g, events);
    g.drawRng = null;
    return { ok: true, game: g, events };
  }

  clone(): Game {
    const g: Game = Object.create(Game.prototype);
    Object.assign(g, this);
    g.board = this.board.clone();
    g.features = this.features.clone();
    return this.copyMutable(g);
  }

  /** The small mutable parts a copy must not share (after Object.assign, board and features done). */
  private copyMutable(g: Game): Game {
    g.scores = this.scores.slice();
    g.followersLeft = this.followersLeft.slice();
    g.abbotsLeft = this.abbotsLeft.slice();
    g.boardFollowers = this.boardFollowers.slice();
    g.moves = this.moves.slice();
    g.hands = this.hands && this.hands.map((h) => h.slice());
    g.river = this.river && this.river.clone();
    g.rng = this.rng && new Rng(this.rng.state());
    // hidden draws decide the bag in place
    if (this.hidden) g.deck = this.deck.slice();
    return g;
  }

  /**
   * Makes `into` equal to this game, reusing its board and feature arrays (`into` came from
   * `clone()` of this game or of a game of the same set-up): a search that tries many moves from
   * one position copies into one scratch game instead of allocating a clone per move. Afterwards
   * `into` plays exactly as `clone()` would.
   */
  copyInto(into: Game): Game {
    const { board, features } = into;
    Object.assign(into, this);
    into.board = this.board.copyInto(board);
    into.features = this.features.copyInto(features);
    return this.copyMutable(into);
  }

  get turn(): number {
    return this.moves.length;
  }

  /** The tiles the current player may choose from: the hand, or the one drawn tile. */
  choices(): CompiledTile[] {
    if (!this.currentTile) return [];
    if (!this.fromHand) return [this.currentTile];
    return this.hands![this.current].map((t) => this.catalogue.tiles[t]);
  }

  /** The chosen tile of a move, if the current player may play it. */
  private tileFor(id: string | undefined): CompiledTile | null {
    if (!this.currentTile) return null;
    if (id === undefined || id === this.currentTile.id) return this.currentTile;
    return this.fromHand ? (this.choices().find((t) => t.id === id) ?? null) : null;
  }

  /** Packs every legal (square, rotation) of a tile into `out` as `cell * 4 + rotationIndex`; returns the count. */
  placementsInto(tile: CompiledTile, out: Int32Array): number {
    const b = this.board;
    const hook = this.ruleset.hooks.checkPlacement;
    let n = 0;
    for (let slot = 0; slot < b.slots; slot++) {
      const mask = b.slotMask[slot];
      const value = b.slotValue[slot];
      const cell = b.slotCell[slot];
      for (let r = 0; r < 4; r++) {
        if ((tile.sig[r] & mask) !== value) continue;
        if (hook && hook(this, b.cellX(cell), b.cellY(cell), tile, r)) continue;
        out[n++] = cell * 4 + r;
      }
    }
    return n;
  }

  hasPlacement(tile: CompiledTile): boolean {
    return this.placementsInto(tile, scratch(this.board.slots * 4)) > 0;
  }

  /** Legal placements of the current tile (or of another tile of the hand), sorted by row, column and rotation. */
  legalPlacements(tileId?: string): Placement[] {
    const tile = this.tileFor(tileId);
    if (!tile) return [];
    const buf = scratch(this.board.slots * 4);
    return this.board.placementList(buf, this.placementsInto(tile, buf));
  }

  /** Every legal move of the player to move in record notation, in move-list.ts's order (`tileId`: one tile of the hand only). */
  legalMoves(tileId?: string): Move[] {
    return this.moveOptions(tileId).map(toRecordMove);
  }

  /** The moves of `legalMoves`, same order, in the engine's terms: cheap to list, for a search. */
  moveOptions(tileId?: string): MoveOption[] {
    return listMoveOptions<Game>(this, abbotOptions, tileId);
  }

  /** Legal follower spots for the current tile placed at `at` with `rot` (empty if that placement is illegal). */
  followerSpots(at: [number, number], rot: Rotation, tileId?: string): string[] {
    const tile = this.tileFor(tileId);
    // rotationSteps(45) would be 0: a rotation play() refuses must list no spots either
    if (!tile || !ROTATIONS.includes(rot) || this.placementError(tile, at[0], at[1], rotationSteps(rot))) return [];
    const r = rotationSteps(rot);
    const occupied = this.features.occupiedMask(this.board, tile, at[0], at[1], r);
    const out: string[] = [];
    tile.segments.forEach((_, i) => {
      if (!this.followerError(tile, i, occupied)) out.push(spotName(tile, r, i));
    });
    return out;
  }

  /** Where the current player's abbot may go on that placement: "monastery" and/or "garden". */
  abbotSpots(at: [number, number], rot: Rotation, tileId?: string): ('monastery' | 'garden')[] {
    const tile = this.tileFor(tileId);
    if (!tile || !ROTATIONS.includes(rot) || this.placementError(tile, at[0], at[1], rotationSteps(rot))) return [];
    return (['monastery', 'garden'] as const).filter((spot) => !abbotError(this, tile, spot));
  }

  /** Whether the current player may take the abbot back after placing the current tile (or a hand tile) there. */
  canReturnAbbot(at: [number, number], tileId?: string): boolean {
    const tile = this.tileFor(tileId);
    return tile !== null && abbotReturnError(this, tile, at[0], at[1]) === null;
  }

  /** Local segment indices where the current player may put a follower (fast form of followerSpots). */
  followerSegments(tile: CompiledTile, x: number, y: number, r: number, out: number[]): number[] {
    out.length = 0;
    const occupied = this.features.occupiedMask(this.board, tile, x, y, r);
    for (let i = 0; i < tile.segments.length; i++) if (!this.followerError(tile, i, occupied)) out.push(i);
    return out;
  }

  private placementError(tile: CompiledTile, x: number, y: number, r: number): EngineError | null {
    const misfit = this.board.misfit(x, y, tile, r);
    if (misfit) return { code: `move/${misfit}`, message: MISFIT_TEXT[misfit](x, y) };
    return this.ruleset.hooks.checkPlacement?.(this, x, y, tile, r) ?? null;
  }

  /** Why the current player may not put a follower on segment `seg`; `occupied` is the tile's occupiedMask there. */
  private followerError(tile: CompiledTile, seg: number, occupied: number): EngineError | null {
    const kind = tile.segments[seg].kind;
    if (tile.volcano) return VOLCANO_TURN;
    if (kind === SegKind.river || kind === SegKind.garden) return { code: 'move/bad-follower-spot', message: `Followers cannot stand on a ${kind === SegKind.river ? 'river' : 'garden'}.` };
    if (kind === SegKind.field && this.rules.farmers === 'off') return { code: 'move/no-farmers', message: 'Farmers are not in play with these rules.' };
    if (this.followersLeft[this.current] <= 0) return { code: 'move/no-followers', message: `${this.players[this.current]} has no followers left.` };
    if (occupied & (1 << seg)) return { code: 'move/feature-occupied', message: 'That feature already has a follower on it.' };
    return null;
  }

  /** The current player's abbot on the board (its segment), or -1. */
  abbotOnBoard(player = this.current): number {
    return abbotSegment(this, player);
  }

  /** Why a well-shaped move is illegal now, with the segment its follower or abbot would take. */
  private moveError(m: Move, tile: CompiledTile): EngineError | { seg: number } {
    const [x, y] = m.at;
    const r = rotationSteps(m.rot);
    const bad = this.placementError(tile, x, y, r);
    if (bad) return bad;
    let seg = -1;
    if (m.meeple !== undefined) {
      seg = segmentAtSpot(tile, r, m.meeple);
      if (seg < 0) return { code: 'move/no-such-segment', message: `Tile ${tile.id} turned ${m.rot}° has no ${m.meeple}.` };
      const why = this.followerError(tile, seg, this.features.occupiedMask(this.board, tile, x, y, r));
      if (why) return why;
    } else if (m.abbot !== undefined) {
      if (tile.volcano) return VOLCANO_TURN;
      const why = abbotError(this, tile, m.abbot);
      if (why) return why;
      seg = m.abbot === 'monastery' ? tile.monastery : tile.garden;
    } else if (m.returnAbbot) {
      const why = abbotReturnError(this, tile, x, y);
      if (why) return why;
    }
    return { seg };
  }

  /**
   * Plays one turn (a placement or a pass) in place. Atomic: on refusal nothing changes. With hidden
   * draws, `drawSeed` is the randomness of the tiles this turn draws; otherwise it is ignored.
   */
  play(move: unknown, drawSeed?: string): MoveResult<Game> {
    if (this.finished || !this.currentTile) return failure('move/game-over', 'The game is over; no more moves can be played.');
    if (this.hidden && typeof drawSeed !== 'string') return failure('move/draw-seed', "This game draws its tiles turn by turn: the move needs the draw's randomness.");
    const shape = checkMoveShape(move);
    if (shape) return { ok: false, error: shape };
    if ((move as TurnMove).pass) return this.drawing(drawSeed, () => this.pass());
    const m = move as Move;
    const tile = this.tileFor(m.tile);
    if (!tile) {
      const what = this.fromHand
        ? `${this.players[this.current]}'s hand holds ${this.choices()
            .map((t) => t.id)
            .join(', ')}`
        : `The tile drawn is ${this.currentTile.id}`;
      return failure('move/wrong-tile', `${what}, not ${m.tile}.`);
    }
    const checked = this.moveError(m, tile);
    if ('code' in checked) return { ok: false, error: checked };
    return this.drawing(drawSeed, () => this.place(m, tile, checked.seg));
  }

  /** Runs a turn that may draw, with the draw PRNG of hidden draws set for its length. */
  private drawing(drawSeed: string | undefined, turn: () => GameEvent[]): MoveResult<Game> {
    this.drawRng = this.hidden ? playDrawRng(drawSeed!) : null;
    const events = turn();
    this.drawRng = null;
    return { ok: true, state: this, events };
  }

  /** The current player plays nothing; the next one plays the same drawn tile, or their own hand. */
  private pass(): GameEvent[] {
    const player = this.current;
    this.moves.push({ pass: true });
    const events: GameEvent[] = [{ type: 'turn-passed', turn: this.moves.length, player }];
    this.current = (player + 1) % this.players.length;
    startTurn(this, events);
    return events;
  }

  /** A checked placement: `seg` is the segment its follower or abbot takes, or -1. */
  private place(m: Move, tile: CompiledTile, seg: number): GameEvent[] {
    const events: GameEvent[] = [];
    const player = this.current;
    const [x, y] = m.at;
    this.moves.push(normalizeMove(m));
    const turn = this.moves.length;
    const idx = this.placeTile(x, y, tile, rotationSteps(m.rot));
    events.push({ type: 'tile-placed', turn, player, tile: tile.id, at: [x, y], rot: m.rot });
    if (seg >= 0) {
      const abbot = m.abbot !== undefined;
      this.putFollower(idx * this.features.stride + seg, player, abbot);
      events.push({ type: 'follower-placed', turn, player, spot: m.meeple ?? m.abbot!, at: [x, y], ...(abbot ? { abbot: true as const } : {}) });
    } else if (m.returnAbbot) scoreAbbotReturn(this, this.abbotOnBoard(), turn, events);
    scoreTurn(this, idx, turn, events);
    if (this.fromHand) {
      const hand = this.hands![player];
      hand.splice(hand.indexOf(tile.index), 1);
      refillHand(this, player);
    } else this.deckPos++;
    // seed 003: the volcano lake gives its player another turn; the house rule does the same for a hole
    const bonus = tile.volcano ? 'volcano' : this.rules.holeBonusTurn && this.board.neighbours4(x, y) === 4 ? 'hole' : null;
    if (bonus) events.push({ type: 'bonus-turn', turn, player, reason: bonus });
    else this.current = (this.current + 1) % this.players.length;
    startTurn(this, events);
    return events;
  }

  /** Puts a tile on the board and joins its features; rules hooks see it before any follower. */
  private placeTile(x: number, y: number, tile: CompiledTile, r: number): number {
    const idx = this.board.place(x, y, tile, r);
    this.features.addTile(this.board, idx);
    this.ruleset.hooks.afterPlacement?.(this, idx);
    return idx;
  }

  putFollower(s: number, player: number, abbot = false): void {
    const f = this.features;
    f.owner[s] = player + 1;
    f.abbot[s] = abbot ? 1 : 0;
    f.followers[f.find(s)]++;
    if (abbot) this.abbotsLeft[player]--;
    else this.followersLeft[player]--;
    this.boardFollowers.push(s);
  }

  /** Draws the next placeable tile, discarding those that fit nowhere; ends the game when the deck runs out. */
  drawNext(events: GameEvent[]): void {
    startTurn(this, events);
  }

  /** Square of a placed tile. */
  squareOf(idx: number): [number, number] {
    return [this.board.x[idx], this.board.y[idx]];
  }

  snapshot(): GameSnapshot {
    return takeSnapshot(this);
  }
}

/** The pure form of `play`: the given state is left as it was. */
export function applyMove(game: Game, move: unknown, drawSeed?: string): MoveResult<Game> {
  const next = game.clone();
  return next.play(move, drawSeed);
}

const MISFIT_TEXT = {
  occupied: (x: number, y: number) => `The square [${x},${y}] already has a tile.`,
  'not-adjacent': (x: number, y: number) => `The square [${x},${y}] does not touch any placed tile along an edge.`,
  'edge-mismatch': (x: number, y: number) => `The tile's edges do not match its neighbours at [${x},${y}].`,
  'out-of-bounds': (x: number, y: number) => `The square [${x},${y}] is off the table.`,
} as const;

let scratchBuf = new Int32Array(1024);
function scratch(n: number): Int32Array {
  if (scratchBuf.length < n) scratchBuf = new Int32Array(n * 2);
  return scratchBuf;
}
