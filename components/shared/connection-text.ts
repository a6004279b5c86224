/**
 * What a player is told about the connection, in the lobby and during play alike: whether anyone is
 * reachable at all ("3 of 6 relays"), whether others are here, and when two browsers met but cannot
 * connect without a relay (TURN).
 */
import { html, nothing } from 'lit';

export interface ConnectionFacts {
  kind: string;
  peers: number;
  channels?: { reached: number; total: number };
  unreachable?: number;
}

export const NEEDS_RELAY = 'Your networks need a relay (TURN) to connect.';

/** "3 of 6 relays reached", or '' when the transport has no signaling channels. */
export function channelsText(s: ConnectionFacts): string {
  const c = s.channels;
  if (!c || !c.total) return '';
  return `${c.reached} of ${c.total} ${c.total === 1 ? 'relay' : 'relays'} reached`;
}

/** The sentence for players who met some peers through signaling but reach them over no path. */
export function unreachableText(s: ConnectionFacts): string {
  const n = s.unreachable ?? 0;
  if (!n) return '';
  if (s.kind === 'needs-turn') return `Found ${n === 1 ? 'another player' : `${n} other players`}, but cannot connect. ${NEEDS_RELAY}`;
  return `${n === 1 ? 'One player' : `${n} players`} cannot be reached. ${NEEDS_RELAY}`;
}

/**
 * A small form for the player's own TURN server (see src/sync/ice.ts for the syntax). Submitting
 * fires `carc-turn` `{ turn }` (bubbles, composed); `<carc-game>` validates, keeps and applies it.
 */
export function renderTurnForm(value: string, open = false) {
  const submit = (e: Event) => {
    e.preventDefault();
    const form = e.target as HTMLFormElement;
    const turn = (form.elements.namedItem('turn') as HTMLInputElement).value.trim();
    form.dispatchEvent(new CustomEvent('carc-turn', { detail: { turn }, bubbles: true, composed: true }));
  };
  // laid out inline: the form sits in the lobby's and the game's shadow roots alike
  return html`<details class="turn-settings" ?open=${open} style="margin-top:.75rem">
    <summary>Connection settings</summary>
    <form @submit=${submit} style="display:grid;gap:.5rem;max-width:34rem;margin-top:.5rem">
      <label for="turn">Your own TURN server, if your networks need a relay</label>
      <input id="turn" name="turn" autocomplete="off" spellcheck="false" placeholder="turn:user:password@turn.example.org:3478" .value=${value} style="width:100%;box-sizing:border-box" />
      <button type="submit" style="justify-self:start">Use this server</button>
    </form>
    ${value ? html`<p class="hint">In use on this device. Empty the field to stop using it.</p>` : nothing}
  </details>`;
}
