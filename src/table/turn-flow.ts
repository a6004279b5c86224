/**
 * The placement flow of one turn, without any DOM: pick a legal square, turn the tile among the
 * rotations that fit there, choose a follower spot (or none), take back, build the move. The UI
 * and the keyboard both drive this, so mouse, touch and keys behave alike.
 *
 * Two stages keep turning and choosing a follower apart, so one tap never means both: while the
 * tile is being turned (`turn`), a tap on it turns it; once the player asks for a follower
 * (`follower`), the tile stays put and taps choose spots. Turning again goes back to `turn`.
 */
import type { Placement, Rotation } from '../engine/index.js';
import { newWorldSpotName } from '../engine/new-world/spots.js';
import { spotName } from '../engine/spots.js';
import { SegKind } from '../engine/tiles/tile-spec.js';
import { boardTileId, tileById } from './tile-lookup.js';
import { gameKind, isNewWorld, type AnyGame, type AnyMove } from './table.js';

export type Square = [number, number];
export interface SpotChoice {
  spot: string;
  allowed: boolean;
}

const key = (at: Square) => `${at[0]},${at[1]}`;

export const RETURN_ABBOT = 'return-abbot';

export type FlowStage = 'turn' | 'follower';

export const NO_ORDER: readonly string[] = [];

/** What activating a square did: put the tile there, turned it, or nothing (choosing a follower). */
export type Activation = 'placed' | 'turned' | 'kept' | false;

/** A move with the flow's spot choice in record notation (meeple, abbot or returnAbbot). */
function withSpot<M extends AnyMove>(m: M, spot: string | null): M {
  if (!spot) return m;
  if (spot === RETURN_ABBOT) return { ...m, returnAbbot: true };
  if (spot.startsWith('abbot:')) return { ...m, abbot: spot.slice(6) as 'monastery' | 'garden' };
  return { ...m, meeple: spot };
}

export class TurnFlow {
  /** the tile being placed (with a hand of several tiles: the chosen one) */
  tile: string;
  /** the tiles the player may choose from (one, unless playing from a hand) */
  readonly choices: string[];
  placements: Placement[] = [];
  /** legal squares, in reading order (row by row) */
  squares: Square[] = [];
  at: Square | null = null;
  rot: Rotation = 0;
  /** a follower spot, `abbot:monastery` / `abbot:garden`, or `return-abbot` */
  spot: string | null = null;
  /** turning the placed tile, or choosing its follower */
  stage: FlowStage = 'turn';
  /**
   * New World: the order the player chose for the features this placement completes (two or
   * more), or null for the order the engine lists them in. Kept only while it names them all.
   */
  order: string[] | null = null;
  private rotsBySquare = new Map<string, Rotation[]>();
  private choicesFor: { key: string; choices: string[] } | null = null;

  constructor(private game: AnyGame) {
    this.choices = game.choices().map((t) => t.id);
    this.tile = this.choices.find((id) => game.legalPlacements(id).length) ?? this.choices[0] ?? '';
    this.load();
  }

  /** Chooses another tile of the hand; the tentative placement is dropped. */
  chooseTile(id: string): boolean {
    if (!this.choices.includes(id)) return false;
    this.tile = id;
    this.at = null;
    this.spot = null;
    this.stage = 'turn';
    this.load();
    return true;
  }

  private load(): void {
    this.placements = this.game.legalPlacements(this.tile);
    this.squares = [];
    this.rotsBySquare.clear();
    for (const p of this.placements) {
      const k = key(p.at);
      let rots = this.rotsBySquare.get(k);
      if (!rots) {
        rots = [];
        this.rotsBySquare.set(k, rots);
        this.squares.push(p.at);
      }
      rots.push(p.rot);
    }
  }

  /** Rotations that fit at a square (empty if it is not a legal square). */
  rotationsAt(at: Square): Rotation[] {
    return this.rotsBySquare.get(key(at)) ?? [];
  }

  isLegal(at: Square): boolean {
    return this.rotsBySquare.has(key(at));
  }

  /** The rotation a preview at `at` shows: the current one if it fits there, else the first that does. */
  previewRotation(at: Square): Rotation | null {
    const rots = this.rotationsAt(at);
    if (!rots.length) return null;
    return rots.includes(this.rot) ? this.rot : rots[0];
  }

  /**
   * Activating a square: puts the tile there; on the tile itself, turns it while turning, and does
   * nothing while a follower is being chosen (a tap that misses a spot must not turn the tile).
   */
  activate(at: Square): Activation {
    if (this.at && key(this.at) === key(at)) {
      if (this.stage === 'follower') return 'kept';
      return this.rotate(1) ? 'turned' : 'kept';
    }
    if (!this.isLegal(at)) return false;
    this.at = at;
    this.rot = this.previewRotation(at)!;
    this.spot = null;
    this.stage = 'turn';
    return 'placed';
  }

  /**
   * Turns the placed tile to the next (or previous) rotation that fits; returns whether it moved.
   * Spots are named in board orientation, so a chosen follower would land elsewhere: it is dropped.
   */
  rotate(dir: 1 | -1 = 1): boolean {
    if (!this.at) return false;
    const rots = this.rotationsAt(this.at);
    if (rots.length < 2) return false;
    const i = rots.indexOf(this.rot);
    this.rot = rots[(i + dir + rots.length) % rots.length];
    this.spot = null;
    this.stage = 'turn';
    return true;
  }

  /** Settles the rotation and starts choosing a follower; false when no spot is allowed. */
  chooseFollower(): boolean {
    if (!this.at || !this.allowedSpots().length) return false;
    this.stage = 'follower';
    return true;
  }

  /** Moves the tile to the next legal square in reading order (keyboard play). */
  step(dir: 1 | -1 = 1): void {
    const n = this.squares.length;
    if (!n) return;
    const i = this.at ? this.squares.findIndex((s) => key(s) === key(this.at!)) : -1;
    const next = i < 0 ? (dir > 0 ? 0 : n - 1) : (i + dir + n) % n;
    this.at = this.squares[next];
    this.rot = this.previewRotation(this.at)!;
    this.spot = null;
    this.stage = 'turn';
  }

  /** whether this is a New World turn (settlers, a scoring order) */
  get newWorld(): boolean {
    return isNewWorld(this.game);
  }

  /** The tile's id as the components name it (`nw:A` for New World's A). */
  get shownTile(): string {
    return boardTileId(gameKind(this.game), this.tile);
  }

  /**
   * New World: the features with settlers this placement (and settler) completes, named as a move's
   * order names them, in the order they will be scored (the player's, else the engine's). Empty
   * unless there are two or more, as only then is there an order to choose.
   */
  scoringOrder(): string[] {
    if (!this.at || !isNewWorld(this.game)) return NO_ORDER as string[];
    // the same array while nothing changed: the board re-renders on a new one
    const key = `${this.at},${this.rot},${this.spot}`;
    if (this.choicesFor?.key !== key) this.choicesFor = { key, choices: this.game.scoringChoices(this.at, this.rot, this.spot ?? undefined) };
    const choices = this.choicesFor.choices;
    if (choices.length < 2) return NO_ORDER as string[];
    const own = this.order;
    return own && own.length === choices.length && choices.every((c) => own.includes(c)) ? own : choices;
  }

  /** Moves a feature one place earlier in the scoring order (New World); false when it cannot move. */
  scoreEarlier(name: string): boolean {
    const order = [...this.scoringOrder()];
    const i = order.indexOf(name);
    if (i < 1) return false;
    [order[i - 1], order[i]] = [order[i], order[i - 1]];
    this.order = order;
    return true;
  }

  /** New World: the squares of a feature in the scoring order (from a trial play on a copy), for the board to show. */
  scoringTiles(name: string): [number, number][] {
    const m = this.move();
    const order = this.scoringOrder();
    const i = order.indexOf(name);
    if (!m || i < 0 || !isNewWorld(this.game)) return [];
    const res = this.game.clone().play({ ...m, order }, 'trial');
    if (!res.ok) return [];
    const told = res.events.filter((e) => (e.type === 'scored' || e.type === 'not-scored') && e.turn !== null);
    return (told[i] as { tiles?: [number, number][] } | undefined)?.tiles ?? [];
  }

  /** Follower spots, abbot spots and the abbot's return that the rules allow on the placed tile. */
  allowedSpots(): string[] {
    if (!this.at) return [];
    if (isNewWorld(this.game)) return this.game.followerSpots(this.at, this.rot);
    return [
      ...this.game.followerSpots(this.at, this.rot, this.tile),
      ...this.game.abbotSpots(this.at, this.rot, this.tile).map((s) => `abbot:${s}`),
      ...(this.game.rules.abbot && this.game.canReturnAbbot(this.at, this.tile) ? [RETURN_ABBOT] : []),
    ];
  }

  /** Every follower spot of the placed tile, greyed (allowed: false) where the rules forbid one. */
  spots(): SpotChoice[] {
    if (!this.at) return [];
    const tile = tileById(this.shownTile);
    if (!tile) return [];
    const allowed = new Set(this.allowedSpots());
    const r = this.rot / 90;
    const name = isNewWorld(this.game) ? newWorldSpotName : spotName;
    return tile.segments.flatMap((seg, i) => {
      if (seg.kind === SegKind.river) return [];
      const spot = name(tile, r, i);
      return [{ spot, allowed: allowed.has(spot) }];
    });
  }

  /** The abbot's choices on this placement (The Abbot only): on the monastery/garden, or taking it back. */
  abbotChoices(): SpotChoice[] {
    if (!this.at || isNewWorld(this.game) || !this.game.rules.abbot) return [];
    const allowed = new Set(this.allowedSpots());
    const tile = tileById(this.tile);
    const out: SpotChoice[] = [];
    if (tile && tile.monastery >= 0) out.push({ spot: 'abbot:monastery', allowed: allowed.has('abbot:monastery') });
    if (tile && tile.garden >= 0) out.push({ spot: 'abbot:garden', allowed: allowed.has('abbot:garden') });
    if (allowed.has(RETURN_ABBOT)) out.push({ spot: RETURN_ABBOT, allowed: true });
    return out;
  }

  /** Chooses a spot (choosing it again takes the follower back); false when not allowed. Settles the rotation. */
  chooseSpot(spot: string | null): boolean {
    if (!this.at) return false;
    if (spot === null || spot === this.spot) {
      this.spot = null;
      return true;
    }
    if (!this.allowedSpots().includes(spot)) return false;
    this.spot = spot;
    this.stage = 'follower';
    return true;
  }

  /** Cycles through the allowed spots and "no follower" (keyboard play). */
  cycleSpot(): void {
    if (!this.at) return;
    const options: (string | null)[] = [null, ...this.allowedSpots()];
    const i = options.indexOf(this.spot);
    this.spot = options[(i + 1) % options.length];
    if (options.length > 1) this.stage = 'follower';
  }

  /** Takes back the follower step (and its follower) if there is one, else the tile. Returns what was taken back. */
  takeBack(): 'follower' | 'tile' | null {
    if (this.spot || this.stage === 'follower') {
      this.spot = null;
      this.stage = 'turn';
      return 'follower';
    }
    if (this.at) {
      this.at = null;
      this.stage = 'turn';
      return 'tile';
    }
    return null;
  }

  move(): AnyMove | null {
    if (!this.at) return null;
    const m = withSpot<AnyMove>({ tile: this.tile, at: [this.at[0], this.at[1]], rot: this.rot }, this.spot);
    // the player's own order only: left out, the engine scores in its order and writes it in
    const order = this.scoringOrder();
    if (order.length && order === this.order) m.order = [...order];
    return m;
  }
}

/**
 * Every legal move of the current turn in record notation, from the engine's listing: each tile
 * choice and placement, without and with each follower or abbot choice, in the board's reading
 * order (tile choice, row, column, rotation; a placement's choices in the engine's order). New
 * World's moves name no scoring order: the board asks for one apart (scoringOrder), and without
 * one the engine's applies.
 */
export function legalMoves(game: AnyGame): AnyMove[] {
  const moves: AnyMove[] = isNewWorld(game) ? game.legalMoves(0) : game.legalMoves();
  const tiles = game.choices().map((t) => t.id);
  // a stable sort: the engine lists a placement's choices together, and they stay in its order
  return moves.sort((a, b) => tiles.indexOf(a.tile) - tiles.indexOf(b.tile) || a.at[1] - b.at[1] || a.at[0] - b.at[0] || a.rot - b.rot);
}
