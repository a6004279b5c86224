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
import { VOLCANO_TURN, type EngineError, type Failure } from './errors.js';
import { GameCore, type Notation } from './game-core.js';
import { resolveSetup, type GameSetup } from './game-setup.js';
import type { GameState, Ruleset } from './game-state.js';
import { rotationSteps, type Rotation } from './geometry.js';
import { revealDraw } from './hidden-bag.js';
import { checkMoveShape, normalizeMove } from './move-shape.js';
import { abbotOptions, listMoveOptions, toRecordMove, type MoveOption } from './move-list.js';
import { RiverState } from './river.js';
import { Rng } from './rng.js';
import type { Rules } from './rules.js';
import { scoreAbbotReturn, scoreTurn } from './scoring.js';
import { takeSnapshot } from './snapshot.js';
import { segmentAtSpot, spotName } from './spots.js';
import { SegKind, type Catalogue, type CompiledTile } from './tiles/tile-spec.js';
import type { GameEvent, GameSnapshot, Move, MoveResult, TurnMove } from './types.js';

export { checkMoveShape } from './move-shape.js';

export type { PlayerSpec } from './game-state.js';
export type { GameSetup } from './game-setup.js';

export type CreateResult = { ok: true; game: Game; events: GameEvent[] } | Failure;

const NOTATION: Notation = { shapeError: checkMoveShape, spotName, segmentAt: segmentAtSpot };

export class Game extends GameCore<Move, TurnMove, GameEvent, number> implements GameState {
  readonly catalogue: Catalogue = CATALOGUE;
  protected readonly notation = NOTATION;
  rules!: Rules;
  ruleset!: Ruleset;
  /** see GameSetup.redraws */
  redraws = false;
  abbotsLeft!: Int8Array;
  /** whether the current tile comes from the player's hand (else it is deck[deckPos]) */
  fromHand = false;
  /** held tiles per player, or null when tiles are drawn at the start of a turn */
  hands: number[][] | null = null;
  dealt = false;
  river: RiverState | null = null;
  /** the game's own PRNG (start player, returned tiles), seeded from the deck */
  rng: Rng | null = null;

  static create(setup: GameSetup): CreateResult {
    const res = resolveSetup(setup);
    if (!res.ok) return res;
    const { rules: r, ruleset, deckIds, names } = res;
    const g = new Game();
    const n = names.length;
    g.rules = r;
    g.ruleset = ruleset;
    const board = new Board(deckIds.length + 1, ruleset.bounds, r.borderCompletes);
    g.setUp({ names, specs: setup.players, deckIds, board, followers: r.followers, first: res.first, hidden: res.hidden });
    g.redraws = res.redraws;
    g.abbotsLeft = new Int8Array(n).fill(r.abbot ? 1 : 0);
    if (r.hand > 1 || r.previewNextTile) g.hands = names.map(() => []);
    if (ruleset.river) g.river = new RiverState();
    const drawsStart = r.startPlayer === 'random' && g.first === null;
    if (!g.hidden && (drawsStart || (r.unplaceable === 'return' && !g.redraws))) g.rng = Rng.fromSeed(`carcassonne-record/1 deck ${deckIds.join(' ')}`);
    if (drawsStart) g.current = g.rng!.int(n);
    let start = ruleset.startTile;
    if (start === null) {
      revealDraw(g);
      start = CATALOGUE.tiles[g.deck[g.deckPos++]].id;
    }
    g.placeTile(0, 0, CATALOGUE.byId.get(start)!, 0);
    return { ok: true, game: g, events: g.firstTurn() };
  }

  protected override copyMutable(g: this): this {
    super.copyMutable(g);
    g.abbotsLeft = this.abbotsLeft.slice();
    g.hands = this.hands && this.hands.map((h) => h.slice());
    g.river = this.river && this.river.clone();
    g.rng = this.rng && new Rng(this.rng.state());
    return g;
  }

  /** The tiles the current player may choose from: the hand, or the one drawn tile. */
  override choices(): CompiledTile[] {
    if (!this.currentTile || !this.fromHand) return super.choices();
    return this.hands![this.current].map((t) => this.catalogue.tiles[t]);
  }

  protected override offered(): string {
    if (!this.fromHand) return super.offered();
    return `${this.players[this.current]}'s hand holds ${this.choices()
      .map((t) => t.id)
      .join(', ')}`;
  }

  placementsInto(tile: CompiledTile, out: Int32Array): number {
    return this.scanPlacements(tile, out);
  }

  /** Whether the tile fits somewhere: the scan stops at the first fit (every draw asks). */
  hasPlacement(tile: CompiledTile): boolean {
    return this.scanPlacements(tile, null) > 0;
  }

  /** Packs the legal placements into `out` (see placementsInto); with no `out`, 1 at the first one found, else 0. */
  private scanPlacements(tile: CompiledTile, out: Int32Array | null): number {
    const b = this.board;
    const { checkPlacement, checksTile } = this.ruleset.hooks;
    const hook = checkPlacement && (!checksTile || checksTile(tile)) ? checkPlacement : undefined;
    let n = 0;
    for (let slot = 0; slot < b.slots; slot++) {
      const mask = b.slotMask[slot];
      const value = b.slotValue[slot];
      const cell = b.slotCell[slot];
      for (let r = 0; r < 4; r++) {
        if ((tile.sig[r] & mask) !== value) continue;
        if (hook && hook(this, b.cellX(cell), b.cellY(cell), tile, r)) continue;
        if (!out) return 1;
        out[n++] = cell * 4 + r;
      }
    }
    return n;
  }

  /** Every legal move of the player to move in record notation, in move-list.ts's order (`tileId`: one tile of the hand only). */
  legalMoves(tileId?: string): Move[] {
    return this.moveOptions(tileId).map(toRecordMove);
  }

  /** The moves of `legalMoves`, same order, in the engine's terms: cheap to list, for a search. */
  moveOptions(tileId?: string): MoveOption[] {
    return listMoveOptions<Game>(this, abbotOptions, tileId);
  }

  /** Where the current player's abbot may go on that placement: "monastery" and/or "garden". */
  abbotSpots(at: [number, number], rot: Rotation, tileId?: string): ('monastery' | 'garden')[] {
    const tile = this.tileFitting(at, rot, tileId);
    return tile ? (['monastery', 'garden'] as const).filter((spot) => !abbotError(this, tile, spot)) : [];
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

  protected override placementError(tile: CompiledTile, x: number, y: number, r: number): EngineError | null {
    return super.placementError(tile, x, y, r) ?? this.ruleset.hooks.checkPlacement?.(this, x, y, tile, r) ?? null;
  }

  protected followerError(tile: CompiledTile, seg: number, occupied: number): EngineError | null {
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

  /** A move's follower, or its abbot placed or taken back, checked: the turn that plays it, with the segment its follower or abbot takes. */
  /** The segment the move's follower or abbot takes (-1: none), or why the move is illegal. */
  protected checkTurn(m: Move, tile: CompiledTile): EngineError | number {
    let seg = this.followerSeg(m, tile, rotationSteps(m.rot));
    if (typeof seg !== 'number') return seg;
    if (m.abbot !== undefined) {
      if (tile.volcano) return VOLCANO_TURN;
      const why = abbotError(this, tile, m.abbot);
      if (why) return why;
      seg = m.abbot === 'monastery' ? tile.monastery : tile.garden;
    } else if (m.returnAbbot) {
      const why = abbotReturnError(this, tile, m.at[0], m.at[1]);
      if (why) return why;
    }
    return seg;
  }

  protected applyTurn(m: Move, tile: CompiledTile, seg: number): GameEvent[] {
    return this.place(m, tile, seg);
  }

  protected startTurn(events: GameEvent[]): void {
    startTurn(this, events);
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
    this.features.abbot[s] = abbot ? 1 : 0;
    this.seatFollower(s, player, abbot ? this.abbotsLeft : this.followersLeft);
  }

  /** Draws the next placeable tile, discarding those that fit nowhere; ends the game when the deck runs out. */
  drawNext(events: GameEvent[]): void {
    startTurn(this, events);
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
