/**
 * The rules in words: a label and one line of help per known option, the choices' labels, and a
 * game's changed rules as one line ("Farmers: 4 per city (first edition) · The Abbot"). Shared by
 * the lobby's rules form and the game's rules line; the options themselves are the engine's data
 * (RULE_OPTIONS), so a new option shows up with the engine's own doc until it gets words here.
 */
import { NEW_WORLD_RULE_OPTIONS, RULE_OPTIONS, nonDefaultNewWorldRules, nonDefaultRules, type OptionDef as EngineOptionDef } from '../../src/engine/index.js';

/** Which game's options: the base game's, or New World's. */
export type RulesGame = 'carcassonne' | 'new-world';

export type OptionDef = EngineOptionDef<unknown>;

/** Friendly label and one-line help per known key (the engine's doc is the fallback). */
export const WORDS: Record<string, [string, string]> = {
  farmers: ['Farmers', 'How fields score at the end of the game.'],
  river: ['The River', 'Start with a river: its tiles are drawn first.'],
  abbot: ['The Abbot', 'Gardens, and an abbot each that may be taken back for points.'],
  tinyCity: ['Small cities score less', 'First edition: a two-tile city scores 1 per tile and pennant.'],
  followers: ['Followers per player', ''],
  startPlayer: ['Start player', ''],
  hand: ['Tiles in hand', 'Hold this many tiles, visible to all, and play one each turn.'],
  previewNextTile: ['See your next tile', 'Draw your next tile at the end of your turn, so everyone sees it.'],
  startTileInBag: ['Random start tile', 'The start tile is shuffled in; the first tile drawn starts the board.'],
  unplaceable: ['Tiles that fit nowhere', ''],
  holeBonusTurn: ['Bonus turn for filling a hole', 'A tile with neighbours on all four sides gives another turn.'],
  scoreIncomplete: ['Unfinished features score', 'At the end, unfinished roads, cities and monasteries still score.'],
  borderCompletes: ['Table edge closes features', 'Only with a limited table.'],
  // New World
  settlers: ['Settlers per player', ''],
  startingSpaces: ['Starting spaces on the coast', 'Squares of the coast the first tiles may go beside.'],
  incompleteTrails: ['Unfinished trails', 'How a trail still open scores at the end.'],
  coastCloses: ['The sea closes features', 'Trail and town edges facing the sea count as closed; the sea counts around a farm.'],
};
export const PRIMARY = new Set(['farmers', 'river', 'abbot', 'incompleteTrails']);

export const CHOICE_LABELS: Record<string, string> = {
  c3: '3 per city (current rules)',
  c1: '4 per city (first edition)',
  off: 'Off',
  river1: 'River I',
  river2: 'River II',
  'river1+2': 'Both rivers, one lake',
  'river1+2-two-lakes': 'Both rivers, two lakes (house)',
  first: 'First player',
  random: 'Random',
  discard: 'Are discarded',
  return: 'Go back into the bag',
  tiles: '1 per tile + 2 per trading post (summary sheet)',
  segments: '1 per trail segment (rule book text)',
};

/** A label for a rules key: the known ones, else "someKey" → "Some key". */
export function ruleLabel(key: string): string {
  return WORDS[key]?.[0] ?? key.replace(/([A-Z])/g, ' $1').replace(/^./, (c) => c.toUpperCase());
}

export function ruleOptions(game: RulesGame = 'carcassonne'): [string, OptionDef][] {
  return Object.entries((game === 'new-world' ? NEW_WORLD_RULE_OPTIONS : RULE_OPTIONS) as unknown as Record<string, OptionDef>);
}

/** Only the options that differ from their defaults (records stay short), as the engine's records keep them. */
export function changedRules(values: Record<string, unknown>, game: RulesGame = 'carcassonne'): Record<string, unknown> {
  return game === 'new-world' ? nonDefaultNewWorldRules(values) : nonDefaultRules(values);
}

/** The rules that differ from the defaults, in words ("The River: The River · The Abbot"), or "Standard rules". */
export function describeRules(rules: Record<string, unknown>, game: RulesGame = 'carcassonne'): string {
  const parts = Object.entries(changedRules(rules, game)).map(([key, v]) => {
    if (v === true) return ruleLabel(key);
    if (v === false) return `${ruleLabel(key)}: no`;
    const shown = typeof v === 'string' ? (CHOICE_LABELS[v] ?? v) : typeof v === 'object' ? JSON.stringify(v) : String(v);
    return `${ruleLabel(key)}: ${shown}`;
  });
  return parts.length ? parts.join(' · ') : 'Standard rules';
}
