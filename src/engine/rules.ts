/**
 * Rules options: the `rules` object of a record. Each option is data (default, validator, where it
 * comes from), so that adding an option is adding a row. Omitted keys take their defaults; unknown
 * keys are refused, because a peer that silently ignores a rule would reach a different game.
 */
import { failure, type Failure } from './errors.js';

export type FarmerScoring = 'c3' | 'c1' | 'off';
export type RiverChoice = 'off' | 'river1' | 'river2' | 'river1+2' | 'river1+2-two-lakes';
export interface BoardLimit {
  width: number;
  height: number;
}

export interface Rules {
  /** how farmers score: "c3" current (3 per completed city per field), "c1" first edition (4 per city to the farmer majority), "off" no farmers */
  farmers: FarmerScoring;
  /** first edition: a completed two-tile city scores 1 per tile and 1 per pennant */
  tinyCity: boolean;
  /** followers per player */
  followers: number;
  /** The Abbot: garden tiles in the supply and one abbot per player */
  abbot: boolean;
  /** The River I and/or II before the normal tiles */
  river: RiverChoice;
  /** who plays first: the first listed player, or one drawn from the game's seed */
  startPlayer: 'first' | 'random';
  /** tiles each player holds (1: draw one at the start of the turn, as in the rules) */
  hand: number;
  /** each player draws their next tile at the end of their turn, visible to all */
  previewNextTile: boolean;
  /** the start tile is shuffled in; the first tile drawn is the start */
  startTileInBag: boolean;
  /** an unplaceable tile leaves the game ("discard") or goes back into the bag ("return") */
  unplaceable: 'discard' | 'return';
  /** filling a hole (tiles on all four sides) gives another turn */
  holeBonusTurn: boolean;
  /** incomplete roads, cities, monasteries and gardens score at the end */
  scoreIncomplete: boolean;
  /** the table edge: a rectangle of squares around the start tile, or null for no limit */
  board: BoardLimit | null;
  /** with a board limit, road and city edges on the table edge count as closed */
  borderCompletes: boolean;
}

export interface OptionDef<T> {
  default: T;
  /**
   * Every value the option allows, when they are few (one-of and true/false options), in the order
   * a form offers them; absent for numbers and structured values, whose `check` says what is allowed.
   * A form reads them here rather than out of the check's error text.
   */
  choices?: readonly T[];
  /** a sentence saying what is wrong, or null when the value is fine */
  check(value: unknown): string | null;
  doc: string;
  seed: string;
}

export const oneOf =
  (...values: unknown[]) =>
  (v: unknown) =>
    values.includes(v) ? null : `must be one of ${values.map((x) => JSON.stringify(x)).join(', ')}`;
export const bool = (v: unknown) => (typeof v === 'boolean' ? null : 'must be true or false');
/** A one-of option's `choices` and the `check` that holds a value to them: one list, so the two cannot drift. */
export const choicesOf = <T extends string>(...values: T[]) => ({ choices: values, check: oneOf(...values) });
/** A true/false option's `choices` and `check`. */
export const yesNo = { choices: [false, true] as readonly boolean[], check: bool };
export const intIn = (lo: number, hi: number) => (v: unknown) => (Number.isInteger(v) && (v as number) >= lo && (v as number) <= hi ? null : `must be a whole number from ${lo} to ${hi}`);

const boardLimit = (v: unknown) => {
  if (v === null) return null;
  const b = v as Record<string, unknown>;
  const ok = (n: unknown) => Number.isInteger(n) && (n as number) >= 1 && (n as number) <= 999;
  if (!b || typeof b !== 'object' || Array.isArray(b) || Object.keys(b).sort().join() !== 'height,width' || !ok(b.width) || !ok(b.height)) {
    return 'must be null or {"width": W, "height": H} with whole numbers from 1 to 999';
  }
  return null;
};

export const RULE_OPTIONS: { [K in keyof Rules]: OptionDef<Rules[K]> } = {
  farmers: {
    default: 'c3',
    ...choicesOf('c3', 'c1', 'off'),
    doc: '"c3": each field scores 3 per adjacent completed city to its farmer majority; "c1": each completed city scores 4 to the players with most farmers in the fields next to it; "off": no farmers',
    seed: '000 (both scorings), 003 (The Farmers)',
  },
  tinyCity: {
    default: false,
    ...yesNo,
    doc: 'first edition: a completed city of two tiles scores 1 per tile and 1 per pennant',
    seed: '000',
  },
  followers: {
    default: 7,
    check: intIn(1, 30),
    doc: 'followers each player starts with',
    seed: '003, 004',
  },
  abbot: {
    default: false,
    ...yesNo,
    doc: 'The Abbot: the current-edition supply (one each of E, H, I, M, N, R, U, V replaced by its garden twin EG…VG); each player also has one abbot, placed only on a monastery or garden (`{"abbot":"monastery"}`), which may instead of a follower placement be taken back for 1 point plus 1 per surrounding tile (`{"returnAbbot":true}`); gardens score like monasteries',
    seed: '003 (The Abbot), 004 (garden tiles)',
  },
  river: {
    default: 'off',
    ...choicesOf('off', 'river1', 'river2', 'river1+2', 'river1+2-two-lakes'),
    doc: 'The River: the spring replaces the start tile and the river tiles are drawn first (shuffled, lakes last; River II: the fork first). "river1+2" follows seed 003 ("Keep only one source and one lake"): River II\'s spring, fork and volcano lake with every other tile of both rivers, so one branch stays unfinished ("the river does not have to be finished"); "river1+2-two-lakes" is a house variant that keeps both River II lakes. A river tile must continue an open river end; it may not U-turn (two turns the same way in a row) nor turn the same way a third time (a turn the other way starts the count again); every open end must face its own empty square on the table, and the lakes still to come must be able to close as many ends as there are lakes; branches never join (they may run side by side). River II\'s volcano lake (always the last river tile) takes no follower, its turn has no follower phase (no abbot, no abbot return), what it completes scores as usual, and its player takes another turn; the inn and the pig-herd are decorations without effect',
    seed: '003 (The River, The River II), 000',
  },
  startPlayer: {
    default: 'first',
    ...choicesOf('first', 'random'),
    doc: '"random": the start player is drawn with a PRNG seeded from the deck (so the record\'s deck fixes it)',
    seed: '003, 004 (house rules)',
  },
  hand: {
    default: 1,
    check: intIn(1, 5),
    doc: "tiles each player holds, visible to all; 3: a three-tile hand, deal in turn order from the deck after the river, play one (the move's `tile` names it), draw back up at the end of the turn",
    seed: '003, 004 (house rules)',
  },
  previewNextTile: {
    default: false,
    ...yesNo,
    doc: 'each player draws their next tile at the end of their turn, so everyone sees it (a hand of one)',
    seed: '003, 004 (house rules)',
  },
  startTileInBag: {
    default: false,
    ...yesNo,
    doc: 'the start tile is shuffled into the bag; the first tile of the deck is put at [0,0], rotation 0, with no move. No effect with a river (the spring starts)',
    seed: '003, 004 (house rules)',
  },
  unplaceable: {
    default: 'discard',
    ...choicesOf('discard', 'return'),
    doc: '"return": an unplaceable tile goes back into the bag at a position drawn from the game\'s PRNG (seeded from the deck), unless no tile left in the bag fits anywhere, when it leaves the game; river tiles are always removed',
    seed: '003, 004 (house rules)',
  },
  holeBonusTurn: {
    default: false,
    ...yesNo,
    doc: 'a tile placed with tiles on all four sides gives its player another turn',
    seed: '003, 004 (house rules)',
  },
  scoreIncomplete: {
    default: true,
    ...yesNo,
    doc: 'false: incomplete roads, cities, monasteries and gardens score nothing at the end (farmers still score)',
    seed: '003, 004 (house rules)',
  },
  board: {
    default: null,
    check: boardLimit,
    doc: 'the table edge: {"width": W, "height": H} squares, x from -floor((W-1)/2), y from -floor((H-1)/2); no tile outside',
    seed: '003, 004 (house rules, use of a table)',
  },
  borderCompletes: {
    default: false,
    ...yesNo,
    doc: 'with a `board` limit, the table edge completes features as an abbey would: a road or city edge on it counts as closed, and a square past it counts as a tile around a monastery or garden',
    seed: '003, 004 (house rules)',
  },
};

export const DEFAULT_RULES: Rules = Object.fromEntries(Object.entries(RULE_OPTIONS).map(([k, d]) => [k, d.default])) as unknown as Rules;

/** A table of options, each with its default and check (the base game's, New World's). */
export type OptionTable = Record<string, OptionDef<unknown>>;

/** The defaults of a table, overridden by `input`'s keys; unknown keys and bad values are refused. */
export function normalizeOptions(table: OptionTable, input: unknown): { ok: true; rules: Record<string, unknown> } | Failure {
  const rules: Record<string, unknown> = Object.fromEntries(Object.entries(table).map(([k, d]) => [k, d.default]));
  if (input === undefined || input === null) return { ok: true, rules };
  if (typeof input !== 'object' || Array.isArray(input)) return failure('record/invalid', '"rules" must be an object.');
  for (const [key, value] of Object.entries(input as Record<string, unknown>)) {
    // own keys only: "toString", "constructor", "__proto__"... are Object.prototype's, not options
    const def = Object.hasOwn(table, key) ? table[key] : undefined;
    if (!def) return failure('record/unknown-rule', `Unknown rules option "${key}"; known options: ${Object.keys(table).join(', ')}.`);
    const problem = def.check(value);
    if (problem) return failure('record/bad-rule', `Rules option "${key}" ${problem}.`);
    rules[key] = value;
  }
  return { ok: true, rules };
}

/**
 * Only the options that differ from their defaults, in the table's order, for compact records and a
 * lobby's choices. A missing key counts as its default (a form holds only what was changed); keys
 * the table does not know are left out.
 */
export function nonDefaultOptions(table: OptionTable, rules: object): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, def] of Object.entries(table)) {
    const v = (rules as Record<string, unknown>)[k];
    if (v !== undefined && JSON.stringify(v) !== JSON.stringify(def.default)) out[k] = v;
  }
  return out;
}

export function normalizeRules(input: unknown): { ok: true; rules: Rules } | Failure {
  return normalizeOptions(RULE_OPTIONS as OptionTable, input) as { ok: true; rules: Rules } | Failure;
}

/** The base game's options that differ from their defaults (see nonDefaultOptions). */
export function nonDefaultRules(rules: Partial<Rules>): Partial<Rules> {
  return nonDefaultOptions(RULE_OPTIONS as OptionTable, rules) as Partial<Rules>;
}
