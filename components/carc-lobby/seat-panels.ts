/**
 * Who sits at an online table is the host's call: the host sees who asks to join (Admit / Refuse),
 * removes a seat, and has two switches, "Let everyone in" and "Lock the table"; a guest who asked
 * sees whom they wait for, or why they cannot sit.
 */
import { html, nothing } from 'lit';
import type { GuestStanding, HostSeating, SeatRequestView } from '../../src/table/view-types.js';
import { meeple } from '../shared/icons.js';
import { fire } from '../shared/events.js';

/** Requests listed at most; a flood of keys shows as a count. */
const SHOWN = 8;

/** The host's Remove button on a seat (never on their own). */
export function renderRemoveSeat(el: HTMLElement, p: { key?: string; name: string }) {
  return html`<button class="quiet remove" aria-label="Remove ${p.name}" title="Remove ${p.name} from the table" @click=${() => fire(el, 'carc-lobby-remove', { key: p.key ?? '', name: p.name })}>Remove</button>`;
}

/** The host's switches and the list of who asks to join. */
export function renderHostSeating(el: HTMLElement, s: HostSeating) {
  const flip = (what: 'admitAll' | 'locked') => (e: Event) => fire(el, 'carc-lobby-seating', { [what]: (e.target as HTMLInputElement).checked });
  const row = (r: SeatRequestView, removed: boolean) =>
    html`<li style="--_c:${r.color}">
      <span class="chip">${meeple(r.color)}</span>
      <span class="pname">${r.name}${r.problem && !removed ? html`<small class="why">${r.problem}</small>` : nothing}</span>
      <button class=${removed ? '' : 'primary'} ?disabled=${(!!r.problem && !removed) || s.locked} aria-label="${removed ? 'Let back in' : 'Admit'} ${r.name}"
        @click=${() => fire(el, 'carc-lobby-admit', { key: r.key })}>${removed ? 'Let back in' : 'Admit'}</button>
      ${removed ? nothing : html`<button class="quiet" aria-label="Refuse ${r.name}" @click=${() => fire(el, 'carc-lobby-remove', { key: r.key, name: r.name })}>Refuse</button>`}
    </li>`;
  return html`<div class="seating">
    <div class="switches">
      <label class="switch"><input type="checkbox" role="switch" .checked=${s.admitAll} @change=${flip('admitAll')} />
        <span><b>Let everyone in</b><small>${s.admitAll ? 'Anyone with the link sits at once.' : 'You admit each player.'}</small></span></label>
      <label class="switch"><input type="checkbox" role="switch" .checked=${s.locked} @change=${flip('locked')} />
        <span><b>Lock the table</b><small>${s.locked ? 'Nobody else can sit.' : 'New players may still sit.'}</small></span></label>
    </div>
    ${
      s.requests.length
        ? html`<h3 id="asking">Asking to join</h3>
          <ul class="seats requests" aria-labelledby="asking">${s.requests.slice(0, SHOWN).map((r) => row(r, false))}</ul>
          ${s.requests.length > SHOWN ? html`<p class="hint">…and ${s.requests.length - SHOWN} more.</p>` : nothing}`
        : nothing
    }
    ${
      s.removed.length
        ? html`<details class="removed"><summary>Removed (${s.removed.length})</summary>
          <ul class="seats requests">${s.removed.slice(0, SHOWN).map((r) => row(r, true))}</ul></details>`
        : nothing
    }
  </div>`;
}

/** A guest who is not seated: whom they wait for, or why they cannot sit. */
export function renderStanding(g: GuestStanding) {
  const who = g.host ?? 'the host';
  if (g.state === 'waiting' && g.overDays)
    return html`<p class="standing" role="status"><span class="dot"></span>Asked. ${who}’s browser lets you in when ${who} next opens the link: you can close this page.</p>`;
  if (g.state === 'waiting') return html`<p class="standing" role="status"><span class="dot"></span>Waiting for ${who} to let you in…</p>`;
  return html`<p class="standing message" role="alert">${g.message}</p>`;
}
