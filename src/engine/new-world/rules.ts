/**
 * New World's rules options: the `rules` object of a New World record. Same machinery as the base
 * game's (rules.ts): defaults, checks, unknown keys refused. Where the seed is silent or contradicts
 * itself the engine picks one reading (the default) and offers the other as an option.
 */
import type { Failure } from '../errors.js';
import { choicesOf, intIn, nonDefaultOptions, normalizeOptions, yesNo, type OptionDef, type OptionTable } from '../rules.js';

export interface NewWorldRules {
  /** settlers each player starts with (the sixth is the score marker) */
  settlers: number;
  /** squares of the coast column that face a starting space of the board */
  startingSpaces: number;
  /** how an incomplete trail scores at the end */
  incompleteTrails: 'tiles' | 'segments';
  /** trail and town edges facing the sea count as closed, and sea squares as tiles around a farm */
  coastCloses: boolean;
}

export const NEW_WORLD_RULE_OPTIONS: { [K in keyof NewWorldRules]: OptionDef<NewWorldRules[K]> } = {
  settlers: {
    default: 5,
    check: intIn(1, 30),
    doc: 'settlers each player starts with (the rule book: 6 per colour, one of them the score marker)',
    seed: '001',
  },
  startingSpaces: {
    default: 8,
    check: intIn(1, 40),
    doc: "starting spaces on the coast: the squares [0, y] for y from -floor((n-1)/2), the column the first tile must go to. The rule book does not say how many the board has; 8 is the engine's choice",
    seed: '001 (number not given)',
  },
  incompleteTrails: {
    default: 'tiles',
    ...choicesOf('tiles', 'segments'),
    doc: 'final scoring of an incomplete trail: "tiles", 1 per tile and 2 per trading post (the summary sheet, the same as a completed trail); "segments", 1 per trail segment and nothing for trading posts (the rule book\'s text)',
    seed: '001 (text and summary sheet disagree)',
  },
  coastCloses: {
    default: false,
    ...yesNo,
    doc: 'house rule: a trail or town edge facing the sea counts as closed, and a square of the sea counts as a tile around a farm. By default the sea closes nothing (the rule book ends trails only at crossings, towns and farms, and completes a farm when "surrounded by land tiles")',
    seed: '001 (house rule)',
  },
};

export const DEFAULT_NEW_WORLD_RULES = Object.fromEntries(Object.entries(NEW_WORLD_RULE_OPTIONS).map(([k, d]) => [k, d.default])) as unknown as NewWorldRules;

export function normalizeNewWorldRules(input: unknown): { ok: true; rules: NewWorldRules } | Failure {
  return normalizeOptions(NEW_WORLD_RULE_OPTIONS as OptionTable, input) as { ok: true; rules: NewWorldRules } | Failure;
}

/** New World's options that differ from their defaults (see nonDefaultOptions in rules.ts). */
export function nonDefaultNewWorldRules(rules: Partial<NewWorldRules>): Partial<NewWorldRules> {
  return nonDefaultOptions(NEW_WORLD_RULE_OPTIONS as OptionTable, rules) as Partial<NewWorldRules>;
}
