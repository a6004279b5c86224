/**
 * The rules options as a form (their words: shared/rule-words.ts), built from the engine's RULE_OPTIONS data so that a new option
 * shows up here without UI work: booleans become switches, text options with `choices` become
 * selects, numbers become number fields. Known options get friendlier words; the big
 * expansions come first and the house rules fold away.
 */
import { html, nothing } from 'lit';
import { CHOICE_LABELS, type OptionDef, PRIMARY, type RulesGame, ruleLabel, ruleOptions, WORDS } from '../shared/rule-words.js';

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
