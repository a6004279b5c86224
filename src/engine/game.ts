/**
 * A game: the board, its features, the players and the draw pile, advanced one move at a time.
 *
 * `play` mutates in place and is atomic (a refused move changes nothing); `applyMove` is the pure
 * form that returns a new state. Every refusal is `{ ok: false, error: { code, message } }`.
 * Turn order inside `play`: place the tile, place the follower, score, return followers, draw.
 */
import { Board } from './board.js';
import { CATALOGUE } from './catalogue.js';
import { DX, DY, ROTATIONS, oppositePort, rotatePort, rotationSteps, type Rotation } from './geometry.js';
import { failure, type EngineError, type Failure } from './errors.js';
import { Features } from './features.js';
import { Rng } from './rng.js';
import { normalizeRules, type Rules } from './rules.js';
import { buildRuleset, type Ruleset } from './ruleset.js';
import { scoreFinal, scoreTurn } from './scoring.js';
import { isSpotSyntax, segmentAtSpot, spotName } from './spots.js';
import { SegKind, type Catalogue, type CompiledTile } from './tiles/tile-spec.js';
import type { GameEvent, GameSnapshot, Move, MoveResult, Placement } from './types.js';

export type PlayerSpec = string | { name: string; [k: string]: unknown };

export interface GameSetup {
  players: PlayerSpec[];
  rules?: unknown;
  /** the tiles drawn after the start tile, in order */
  deck?: string[];
  /** asks for the engine's shuffle of the full supply instead of a deck */
  seed?: string;
}

export type CreateResult = { ok: true; game: Game; events: GameEvent[] } | Failure;

export class Game {
  readonly catalogue: Catalogue = CATALOGUE;
  rules!: Rules;
  ruleset!: Ruleset;
  players!: string[];
  playerSpecs!: PlayerSpec[];
  /** the draw order, as tile indices */
  deck!: Int16Array;
  deckPos = 0;
  board!: Board;
  features!: Features;
  scores!: Int32Array;
  followersLeft!: Int8Array;
  /** segments holding a follower, in the order they were placed */
  boardFollowers: number[] = [];
  moves: Move[] = [];
  current = 0;
  currentTile: CompiledTile | null = null;
  finished = false;

  static create(setup: GameSetup): CreateResult {
    const players = checkPlayers(setup.players);
    if (!players.ok) return players;
    const rules = normalizeRules(setup.rules);
    if (!rules.ok) return rules;
    const ruleset = buildRuleset(rules.rules);
    let deckIds: string[];
    if (setup.deck !== undefined) {
      if (!Array.isArray(setup.deck)) return failure('record/invalid', '"deck" must be an array of tile ids.');
      // the board is sized by the deck, so an untrusted record must not ask for an absurd one
      if (setup.deck.length > MAX_DECK) return failure('record/deck', `A deck may hold at most ${MAX_DECK} tiles.`);
      for (const id of setup.deck) {
        if (typeof id !== 'string' || !CATALOGUE.byId.has(id)) return failure('record/unknown-tile', `The deck names an unknown tile ${JSON.stringify(id)}.`);
      }
      deckIds = setup.deck;
    } else if (typeof setup.seed === 'string') {
      deckIds = Rng.fromSeed(setup.seed).shuffle([...ruleset.supply]);
    } else return failure('record/invalid', 'A game needs either a "deck" or a "seed".');

    const g = new Game();
    g.rules = rules.rules;
    g.ruleset = ruleset;
    g.players = players.names;
    g.playerSpecs = setup.players;
    g.deck = Int16Array.from(deckIds, (id) => CATALOGUE.byId.get(id)!.index);
    const capacity = deckIds.length + 1;
    g.board = new Board(capacity, ruleset.bounds);
    g.features = new Features(capacity, CATALOGUE);
    g.scores = new Int32Array(players.names.length);
    g.followersLeft = new Int8Array(players.names.length).fill(rules.rules.followers);
    const start = CATALOGUE.byId.get(ruleset.startTile)!;
    g.features.addTile(g.board, g.board.place(0, 0, start, 0));
    const events: GameEvent[] = [];
    g.drawNext(events);
    return { ok: true, game: g, events };
  }

  clone(): Game {
    const g: Game = Object.create(Game.prototype);
    Object.assign(g, this);
    g.board = this.board.clone();
    g.features = this.features.clone();
    g.scores = this.scores.slice();
    g.followersLeft = this.followersLeft.slice();
    g.boardFollowers = this.boardFollowers.slice();
    g.moves = this.moves.slice();
    return g;
  }

  get turn(): number {
    return this.moves.length;
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

  /** Legal placements of the current tile, sorted by row, column and rotation. */
  legalPlacements(): Placement[] {
    if (!this.currentTile) return [];
    const buf = scratch(this.board.slots * 4);
    const n = this.placementsInto(this.currentTile, buf);
    const out: Placement[] = [];
    for (let i = 0; i < n; i++) {
      const cell = (buf[i] / 4) | 0;
      out.push({ at: [this.board.cellX(cell), this.board.cellY(cell)], rot: ROTATIONS[buf[i] & 3] });
    }
    return out.sort((a, b) => a.at[1] - b.at[1] || a.at[0] - b.at[0] || a.rot - b.rot);
  }

  /** Legal follower spots for the current tile placed at `at` with `rot` (empty if that placement is illegal). */
  followerSpots(at: [number, number], rot: Rotation): string[] {
    const tile = this.currentTile;
    // rotationSteps(45) would be 0: a rotation play() refuses must list no spots either
    if (!tile || !ROTATIONS.includes(rot) || this.placementError(tile, at[0], at[1], rotationSteps(rot))) return [];
    const r = rotationSteps(rot);
    const out: string[] = [];
    tile.segments.forEach((_, i) => {
      if (!this.followerError(tile, at[0], at[1], r, i)) out.push(spotName(tile, r, i));
    });
    return out;
  }

  /** Local segment indices where the current player may put a follower (fast form of followerSpots). */
  followerSegments(tile: CompiledTile, x: number, y: number, r: number, out: number[]): number[] {
    out.length = 0;
    for (let i = 0; i < tile.segments.length; i++) if (!this.followerError(tile, x, y, r, i)) out.push(i);
    return out;
  }

  private placementError(tile: CompiledTile, x: number, y: number, r: number): EngineError | null {
    const misfit = this.board.misfit(x, y, tile, r);
    if (misfit) return { code: `move/${misfit}`, message: MISFIT_TEXT[misfit](x, y) };
    return this.ruleset.hooks.checkPlacement?.(this, x, y, tile, r) ?? null;
  }

  private followerError(tile: CompiledTile, x: number, y: number, r: number, seg: number): EngineError | null {
    const kind = tile.segments[seg].kind;
    if (kind === SegKind.river || kind === SegKind.garden) return { code: 'move/bad-follower-spot', message: `Followers cannot stand on a ${kind === SegKind.river ? 'river' : 'garden'}.` };
    if (kind === SegKind.field && this.rules.farmers === 'off') return { code: 'move/no-farmers', message: 'Farmers are not in play with these rules.' };
    if (this.followersLeft[this.current] <= 0) return { code: 'move/no-followers', message: `${this.players[this.current]} has no followers left.` };
    if (this.wouldBeOccupied(tile, x, y, r, seg)) return { code: 'move/feature-occupied', message: 'That feature already has a follower on it.' };
    return null;
  }

  /** Would segment `seg` of a tile placed at (x, y) join a feature that already has a follower? */
  private wouldBeOccupied(tile: CompiledTile, x: number, y: number, r: number, seg: number): boolean {
    const f = this.features;
    for (const p0 of tile.segments[seg].ports) {
      const p = rotatePort(p0, r);
      const side = (p / 3) | 0;
      const q = this.board.at(x + DX[side], y + DY[side]);
      if (q < 0) continue;
      const theirs = this.catalogue.tiles[this.board.tile[q]].portSeg[this.board.rot[q]][oppositePort(p)];
      if (theirs >= 0 && f.followers[f.find(q * f.stride + theirs)] > 0) return true;
    }
    return false;
  }

  /** Plays one turn in place. Atomic: on refusal nothing changes. */
  play(move: unknown): MoveResult<Game> {
    if (this.finished || !this.currentTile) return failure('move/game-over', 'The game is over; no more moves can be played.');
    const shape = checkMoveShape(move);
    if (shape) return { ok: false, error: shape };
    const m = move as Move;
    const tile = this.currentTile;
    if (m.tile !== tile.id) return failure('move/wrong-tile', `The tile drawn is ${tile.id}, not ${m.tile}.`);
    const [x, y] = m.at;
    const r = rotationSteps(m.rot);
    const bad = this.placementError(tile, x, y, r);
    if (bad) return { ok: false, error: bad };
    let seg = -1;
    if (m.meeple !== undefined) {
      seg = segmentAtSpot(tile, r, m.meeple);
      if (seg < 0) return failure('move/no-such-segment', `Tile ${tile.id} turned ${m.rot}° has no ${m.meeple}.`);
      const why = this.followerError(tile, x, y, r, seg);
      if (why) return { ok: false, error: why };
    }

    const events: GameEvent[] = [];
    const player = this.current;
    this.moves.push(normalizeMove(m));
    const turn = this.moves.length;
    const idx = this.board.place(x, y, tile, r);
    this.features.addTile(this.board, idx);
    events.push({ type: 'tile-placed', turn, player, tile: tile.id, at: [x, y], rot: m.rot });
    if (seg >= 0) {
      this.putFollower(idx * this.features.stride + seg, player);
      events.push({ type: 'follower-placed', turn, player, spot: m.meeple!, at: [x, y] });
    }
    scoreTurn(this, idx, turn, events);
    this.deckPos++;
    this.current = (this.current + 1) % this.players.length;
    this.drawNext(events);
    return { ok: true, state: this, events };
  }

  putFollower(s: number, player: number): void {
    const f = this.features;
    f.owner[s] = player + 1;
    f.followers[f.find(s)]++;
    this.followersLeft[player]--;
    this.boardFollowers.push(s);
  }

  /** Draws the next placeable tile, discarding those that fit nowhere; ends the game when the deck runs out. */
  drawNext(events: GameEvent[]): void {
    while (this.deckPos < this.deck.length) {
      const tile = this.catalogue.tiles[this.deck[this.deckPos]];
      if (this.hasPlacement(tile)) {
        this.currentTile = tile;
        events.push({ type: 'turn-started', turn: this.turn + 1, player: this.current, tile: tile.id });
        return;
      }
      events.push({ type: 'tile-discarded', tile: tile.id, reason: 'no-legal-placement' });
      this.deckPos++;
    }
    this.currentTile = null;
    this.finished = true;
    scoreFinal(this, events);
    events.push({ type: 'game-over', scores: Array.from(this.scores) });
  }

  /** Square of a placed tile. */
  squareOf(idx: number): [number, number] {
    return [this.board.x[idx], this.board.y[idx]];
  }

  snapshot(): GameSnapshot {
    const b = this.board;
    const f = this.features;
    const remainingByTile: Record<string, number> = {};
    for (let i = this.deckPos + (this.currentTile ? 1 : 0); i < this.deck.length; i++) {
      const id = this.catalogue.tiles[this.deck[i]].id;
      remainingByTile[id] = (remainingByTile[id] ?? 0) + 1;
    }
    const tiles = [];
    for (let i = 0; i < b.count; i++) tiles.push({ id: this.catalogue.tiles[b.tile[i]].id, at: this.squareOf(i), rot: ROTATIONS[b.rot[i]] });
    return {
      players: [...this.players],
      turn: this.turn,
      current: this.current,
      currentTile: this.currentTile?.id ?? null,
      finished: this.finished,
      scores: Array.from(this.scores),
      followers: Array.from(this.followersLeft),
      tiles,
      meeples: this.boardFollowers.map((s) => {
        const idx = (s / f.stride) | 0;
        const tile = this.catalogue.tiles[b.tile[idx]];
        const kind = tile.segments[s % f.stride].kind;
        return {
          player: f.owner[s] - 1,
          at: this.squareOf(idx),
          spot: spotName(tile, b.rot[idx], s % f.stride),
          kind: kind === SegKind.field ? ('farmer' as const) : (['', 'road', 'city', 'field', 'monastery', 'garden'][kind] as 'road'),
        };
      }),
      remaining: this.deck.length - this.deckPos,
      remainingByTile,
    };
  }
}

/** The pure form of `play`: the given state is left as it was. */
export function applyMove(game: Game, move: unknown): MoveResult<Game> {
  const next = game.clone();
  return next.play(move);
}

/** Far above every tile of every expansion together; keeps the board's arrays small. */
const MAX_DECK = 1000;

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

function checkPlayers(players: unknown): { ok: true; names: string[] } | Failure {
  if (!Array.isArray(players) || players.length < 2 || players.length > 6) return failure('record/invalid', '"players" must list 2 to 6 players.');
  const names: string[] = [];
  for (const p of players) {
    const name = typeof p === 'string' ? p : p && typeof p === 'object' && typeof (p as { name?: unknown }).name === 'string' ? (p as { name: string }).name : null;
    if (name === null || name.trim() === '') return failure('record/invalid', 'Each player must be a non-empty name or an object with a "name".');
    if (names.includes(name)) return failure('record/invalid', `Two players are both called "${name}".`);
    names.push(name);
  }
  return { ok: true, names };
}

const MOVE_KEYS = new Set(['tile', 'at', 'rot', 'meeple']);

/** Why a value is not a move in record notation, or null. */
export function checkMoveShape(move: unknown): EngineError | null {
  const bad = (message: string): EngineError => ({ code: 'move/invalid', message });
  if (!move || typeof move !== 'object' || Array.isArray(move)) return bad('A move must be an object like {"tile":"D","at":[1,0],"rot":0}.');
  const m = move as Record<string, unknown>;
  for (const k of Object.keys(m)) if (!MOVE_KEYS.has(k)) return bad(`A move has no field "${k}".`);
  if (typeof m.tile !== 'string') return bad('A move needs "tile", the id of the drawn tile.');
  if (!Array.isArray(m.at) || m.at.length !== 2 || !m.at.every((v) => Number.isInteger(v))) return bad('"at" must be two whole numbers [x, y].');
  if (!ROTATIONS.includes(m.rot as Rotation)) return bad('"rot" must be 0, 90, 180 or 270.');
  if (m.meeple !== undefined && !isSpotSyntax(m.meeple)) return bad(`"meeple" must name a spot such as "road:E", "city:N", "field:NNW" or "monastery", not ${JSON.stringify(m.meeple)}.`);
  return null;
}

function normalizeMove(m: Move): Move {
  const out: Move = { tile: m.tile, at: [m.at[0], m.at[1]], rot: m.rot };
  if (m.meeple !== undefined) out.meeple = m.meeple;
  return out;
}
