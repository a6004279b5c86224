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
import type { EngineError, Failure } from '../errors.js';
import { GameCore, type Misfit, type Notation } from '../game-core.js';
import { centrePort, rotationSteps, DX, type Rotation } from '../geometry.js';
import { revealDraw } from '../hidden-bag.js';
import type { MoveOption } from '../move-list.js';
import { SegKind, type Catalogue, type CompiledTile } from '../tiles/tile-spec.js';
import { completionsOf, type Completion } from './completions.js';
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
import type { NewWorldEvent, NewWorldMove, NewWorldSnapshot, NewWorldTurn } from './types.js';

export type NewWorldCreateResult = { ok: true; game: NewWorldGame; events: NewWorldEvent[] } | Failure;

const NOTATION: Notation = { shapeError: checkNewWorldMove, spotName: newWorldSpotName, segmentAt: newWorldSegmentAt };

const badOrder = (message: string): EngineError => ({ code: 'move/bad-order', message });

/** What a checked move needs to be played: its settler's segment (-1: none) and the scoring order. */
interface CheckedTurn {
  seg: number;
  order: Completion[];
}

export class NewWorldGame extends GameCore<NewWorldMove, NewWorldTurn, NewWorldEvent, CheckedTurn> implements NewWorldState {
  readonly game = NEW_WORLD;
  readonly catalogue: Catalogue = NEW_WORLD_CATALOGUE;
  protected readonly notation = NOTATION;
  rules!: NewWorldRules;
  /** the columns of the two surveyors */
  surveyors: [number, number] = [COAST_COLUMN, COAST_COLUMN];
  /** the western-most column holding a tile (the coast column before any tile) */
  westmost = 0;

  static create(setup: NewWorldSetup): NewWorldCreateResult {
    const res = resolveNewWorld(setup);
    if ('ok' in res) return res;
    const g = new NewWorldGame();
    g.rules = res.rules;
    const board = coastBoard(res.deckIds.length, res.rules);
    g.setUp({ names: res.names, specs: setup.players, deckIds: res.deckIds, board, followers: res.rules.settlers, first: res.first, hidden: res.hidden });
    return { ok: true, game: g, events: g.firstTurn() };
  }

  protected override copyMutable(g: this): this {
    super.copyMutable(g);
    g.surveyors = [this.surveyors[0], this.surveyors[1]];
    return g;
  }

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
    const tile = this.tileFitting(at, rot);
    if (!tile) return [];
    const r = rotationSteps(rot);
    const seg = meeple === undefined ? -1 : newWorldSegmentAt(tile, r, meeple);
    return completionsOf(this, tile, at[0], at[1], r, seg).map((c) => c.name);
  }

  protected override misfitText(misfit: Misfit, x: number, y: number): string {
    if (misfit === 'out-of-bounds') return `The square [${x},${y}] is east of the coast: tiles go at x ≤ 0.`;
    if (misfit === 'not-adjacent') return `The square [${x},${y}] touches no placed tile and no starting space along an edge.`;
    return super.misfitText(misfit, x, y);
  }

  protected followerError(_tile: CompiledTile, seg: number, occupied: number): EngineError | null {
    if (this.followersLeft[this.current] <= 0) return { code: 'move/no-followers', message: `${this.players[this.current]} has no settlers left.` };
    if (occupied & (1 << seg)) return { code: 'move/feature-occupied', message: 'That feature already has a settler on it.' };
    return null;
  }

  /** A move's settler and scoring order checked: the turn that plays it, or why it is illegal now. */
  /** The settler's segment and the order its completions score in, or why the move is illegal. */
  protected checkTurn(m: NewWorldMove, tile: CompiledTile): EngineError | CheckedTurn {
    const [x, y] = m.at;
    const r = rotationSteps(m.rot);
    const seg = this.followerSeg(m, tile, r);
    if (typeof seg !== 'number') return seg;
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

  protected applyTurn(m: NewWorldMove, tile: CompiledTile, { seg, order }: CheckedTurn): NewWorldEvent[] {
    return this.place(m, tile, seg, order);
  }

  /** The completion an order entry names: a farm by direction, a trail or town by any of its spots on the tile. */
  private completionNamed(completions: Completion[], tile: CompiledTile, r: number, name: string): Completion | undefined {
    if (name.startsWith('farm')) return completions.find((c) => c.kind === 'farm' && c.name === name);
    const seg = newWorldSegmentAt(tile, r, name);
    return seg < 0 ? undefined : completions.find((c) => c.segs & (1 << seg));
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
      this.seatFollower(idx * this.features.stride + seg, player);
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

  /** Draws the next tile that fits somewhere (discarding those that fit nowhere), or ends the game. */
  protected startTurn(events: NewWorldEvent[]): void {
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

  snapshot(): NewWorldSnapshot {
    return takeNewWorldSnapshot(this);
  }
}
