/**
 * The rules options as a form, built from the engine's RULE_OPTIONS data so that a new option (The
 * River, The Abbot, house rules...) shows up here without UI work: booleans become switches,
 * options whose doc lists quoted choices become selects, numbers become number fields.
 */
import { html, nothing } from 'lit';
import { RULE_OPTIONS } from '../../src/engine/index.js';

interface OptionDef {
  default: unknown;
  doc: string;
  check(v: unknown): string | null;
}

const LABELS: Record<string, string> = {
  farmers: 'Farmers',
  tinyCity: 'Two-tile cities score less (1st edition)',
  followers: 'Followers per player',
  river: 'The River',
  abbot: 'The Abbot',
};

const CHOICE_LABELS: Record<string, string> = { c3: '3 per city (current)', c1: '4 per city (1st edition)', off: 'No farmers' };

/** A label for a rules key: the known ones, else "someKey" → "Some key". */
export function ruleLabel(key: string): string {
  return LABELS[key] ?? key.replace(/([A-Z])/g, ' $1').replace(/^./, (c) => c.toUpperCase());
}

/** The quoted choices a doc string lists ('"c3": ...; "c1": ...'), kept only if the option accepts them. */
function choicesOf(def: OptionDef): string[] {
  const found = [...def.doc.matchAll(/"([^"]+)"\s*:/g)].map((m) => m[1]);
  return found.filter((c) => def.check(c) === null);
}

export function ruleOptions(): [string, OptionDef][] {
  return Object.entries(RULE_OPTIONS as unknown as Record<string, OptionDef>);
}

export function renderRulesForm(values: Record<string, unknown>, onChange: (key: string, value: unknown) => void, disabled = false) {
  return html`<fieldset class="rules" ?disabled=${disabled}>
    <legend>Rules</legend>
    ${ruleOptions().map(([key, def]) => {
      const value = values[key] ?? def.default;
      const id = `rule-${key}`;
      const hint = html`<small id="${id}-doc">${def.doc}</small>`;
      if (typeof def.default === 'boolean') {
        return html`<label class="rule switch" for=${id}>
          <input id=${id} type="checkbox" role="switch" .checked=${value === true} aria-describedby="${id}-doc" @change=${(e: Event) => onChange(key, (e.target as HTMLInputElement).checked)} />
          <span><b>${ruleLabel(key)}</b>${hint}</span>
        </label>`;
      }
      const choices = choicesOf(def);
      if (choices.length) {
        return html`<div class="rule"><label for=${id}><b>${ruleLabel(key)}</b></label>
          <select id=${id} aria-describedby="${id}-doc" @change=${(e: Event) => onChange(key, (e.target as HTMLSelectElement).value)}>
            ${choices.map((c) => html`<option value=${c} ?selected=${c === value}>${CHOICE_LABELS[c] ?? c}</option>`)}
          </select>${hint}</div>`;
      }
      if (typeof def.default === 'number') {
        return html`<div class="rule"><label for=${id}><b>${ruleLabel(key)}</b></label>
          <input id=${id} type="number" inputmode="numeric" .value=${String(value)} aria-describedby="${id}-doc"
            @change=${(e: Event) => {
              const v = Number((e.target as HTMLInputElement).value);
              if (def.check(v) === null) onChange(key, v);
              else (e.target as HTMLInputElement).value = String(value);
            }} />${hint}</div>`;
      }
      return nothing;
    })}
  </fieldset>`;
}

/** Only the options that differ from their defaults (records stay short). */
export function changedRules(values: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, def] of ruleOptions()) if (key in values && JSON.stringify(values[key]) !== JSON.stringify(def.default)) out[key] = values[key];
  return out;
}
