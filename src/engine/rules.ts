/**
 * Rules options: the `rules` object of a record. Each option is data (default, validator, where it
 * comes from), so that adding an option is adding a row. Omitted keys take their defaults; unknown
 * keys are refused, because a peer that silently ignores a rule would reach a different game.
 */
import { failure, type Failure } from './errors.js';

export type FarmerScoring = 'c3' | 'c1' | 'off';

export interface Rules {
  /** how farmers score: "c3" current (3 per completed city per field), "c1" first edition (4 per city to the farmer majority), "off" no farmers */
  farmers: FarmerScoring;
  /** first edition: a completed two-tile city scores 1 per tile and 1 per pennant */
  tinyCity: boolean;
  /** followers per player */
  followers: number;
}

interface OptionDef<T> {
  default: T;
  /** a sentence saying what is wrong, or null when the value is fine */
  check(value: unknown): string | null;
  doc: string;
  seed: string;
}

const oneOf = (...values: unknown[]) => (v: unknown) => (values.includes(v) ? null : `must be one of ${values.map((x) => JSON.stringify(x)).join(', ')}`);
const bool = (v: unknown) => (typeof v === 'boolean' ? null : 'must be true or false');
const intIn = (lo: number, hi: number) => (v: unknown) =>
  Number.isInteger(v) && (v as number) >= lo && (v as number) <= hi ? null : `must be a whole number from ${lo} to ${hi}`;

export const RULE_OPTIONS: { [K in keyof Rules]: OptionDef<Rules[K]> } = {
  farmers: {
    default: 'c3',
    check: oneOf('c3', 'c1', 'off'),
    doc: '"c3": each field scores 3 per adjacent completed city to its farmer majority; "c1": each completed city scores 4 to the players with most farmers in the fields next to it; "off": no farmers',
    seed: '000 (both scorings), 003 (The Farmers)',
  },
  tinyCity: {
    default: false,
    check: bool,
    doc: 'first edition: a completed city of two tiles scores 1 per tile and 1 per pennant',
    seed: '000',
  },
  followers: {
    default: 7,
    check: intIn(1, 30),
    doc: 'followers each player starts with',
    seed: '003, 004',
  },
};

export const DEFAULT_RULES: Rules = Object.fromEntries(
  Object.entries(RULE_OPTIONS).map(([k, d]) => [k, d.default]),
) as unknown as Rules;

export function normalizeRules(input: unknown): { ok: true; rules: Rules } | Failure {
  if (input === undefined || input === null) return { ok: true, rules: { ...DEFAULT_RULES } };
  if (typeof input !== 'object' || Array.isArray(input)) return failure('record/invalid', '"rules" must be an object.');
  const rules: Record<string, unknown> = { ...DEFAULT_RULES };
  for (const [key, value] of Object.entries(input as Record<string, unknown>)) {
    const def = (RULE_OPTIONS as Record<string, OptionDef<unknown>>)[key];
    if (!def) return failure('record/unknown-rule', `Unknown rules option "${key}"; known options: ${Object.keys(RULE_OPTIONS).join(', ')}.`);
    const problem = def.check(value);
    if (problem) return failure('record/bad-rule', `Rules option "${key}" ${problem}.`);
    rules[key] = value;
  }
  return { ok: true, rules: rules as unknown as Rules };
}

/** Only the options that differ from their defaults, for compact records. */
export function nonDefaultRules(rules: Rules): Partial<Rules> {
  const out: Record<string, unknown> = {};
  for (const [k, def] of Object.entries(RULE_OPTIONS)) {
    const v = (rules as unknown as Record<string, unknown>)[k];
    if (JSON.stringify(v) !== JSON.stringify((def as OptionDef<unknown>).default)) out[k] = v;
  }
  return out as Partial<Rules>;
}
