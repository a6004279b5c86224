/**
 * The rules options as a form, built from the engine's RULE_OPTIONS data so that a new option
 * shows up here without UI work: booleans become switches, text options with `choices` become
 * selects, numbers become number fields. Known options get friendlier words; the big
 * expansions come first and the house rules fold away.
 */
import { html, nothing } from 'lit';
import { NEW_WORLD_RULE_OPTIONS, RULE_OPTIONS, nonDefaultNewWorldRules, nonDefaultRules, type OptionDef as EngineOptionDef } from '../../src/engine/index.js';

/** Which game's options: the base game's, or New World's. */
export type RulesGame = 'carcassonne' | 'new-world';

type OptionDef = EngineOptionDef<unknown>;

/** Friendly label and one-line help per known key (the engine's doc is the fallback). */
const WORDS: Record<string, [string, string]> = {
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
const PRIMARY = new Set(['farmers', 'river', 'abbot', 'incompleteTrails']);

const CHOICE_LABELS: Record<string, string> = {
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

function renderOption(key: string, def: OptionDef, value: unknown, onChange: (key: string, value: unknown) => void) {
  const id = `rule-${key}`;
  const help = WORDS[key] ? WORDS[key][1] : def.doc;
  const hint = help ? html`<small id="${id}-doc">${help}</small>` : nothing;
  const described = help ? `${id}-doc` : nothing;
  if (typeof def.default === 'boolean') {
    return html`<label class="rule switch" for=${id}>
      <input id=${id} type="checkbox" role="switch" .checked=${value === true} aria-describedby=${described} @change=${(e: Event) => onChange(key, (e.target as HTMLInputElement).checked)} />
      <span><b>${ruleLabel(key)}</b>${hint}</span>
    </label>`;
  }
  const choices = typeof def.default === 'string' ? ((def.choices ?? []) as string[]) : [];
  if (choices.length) {
    return html`<div class="rule"><label for=${id}><b>${ruleLabel(key)}</b></label>
      <select id=${id} aria-describedby=${described} @change=${(e: Event) => onChange(key, (e.target as HTMLSelectElement).value)}>
        ${choices.map((c) => html`<option value=${c} ?selected=${c === value}>${CHOICE_LABELS[c] ?? c}</option>`)}
      </select>${hint}</div>`;
  }
  if (typeof def.default === 'number') {
    return html`<div class="rule"><label for=${id}><b>${ruleLabel(key)}</b></label>
      <input id=${id} type="number" inputmode="numeric" .value=${String(value)} aria-describedby=${described}
        @change=${(e: Event) => {
          const v = Number((e.target as HTMLInputElement).value);
          if (def.check(v) === null) onChange(key, v);
          else (e.target as HTMLInputElement).value = String(value);
        }} />${hint}</div>`;
  }
  return nothing; // structured options (a table size...) are for records and scripts
}

export function renderRulesForm(values: Record<string, unknown>, onChange: (key: string, value: unknown) => void, game: RulesGame = 'carcassonne') {
  const all = ruleOptions(game);
  const field = ([key, def]: [string, OptionDef]) => renderOption(key, def, values[key] ?? def.default, onChange);
  const changedHouse = all.filter(([k]) => !PRIMARY.has(k) && k in values).length;
  return html`<fieldset class="rules">
    <legend>Rules</legend>
    ${all.filter(([k]) => PRIMARY.has(k)).map(field)}
    <details class="house" ?open=${changedHouse > 0}>
      <summary>House rules and variants</summary>
      <div class="house-body">${all.filter(([k]) => !PRIMARY.has(k)).map(field)}</div>
    </details>
  </fieldset>`;
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
