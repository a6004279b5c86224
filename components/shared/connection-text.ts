/**
 * What a player is told about the connection, in the lobby and during play alike: whether anyone is
 * reachable at all ("3 of 6 relays"), who is here and how each is reached (directly, or through the
 * public relays, which is slower), and what to do when two browsers met but even the relays cannot
 * carry the game between them (an invite by code, or a TURN server of one's own).
 */
import { html, nothing } from 'lit';
import type { PeerPath } from '../../src/table/view-types.js';
import { fire } from './events.js';

export interface ConnectionFacts {
  kind: string;
  peers: number;
  channels?: { reached: number; total: number };
  unreachable?: number;
  /** peers reached per path: direct WebRTC channels, tabs of this browser, the relays */
  via?: { webrtc: number; broadcast: number; relay?: number };
  /** this browser cannot connect directly (no WebRTC): everything goes through the relays */
  relayOnly?: boolean;
}

/** Said wherever the connection is, in a browser with no WebRTC (src/sync/transport/webrtc-support.ts). */
export const RELAY_ONLY_TEXT = 'This browser cannot connect directly; playing through relays';

/** Said where the invite by code would be, in such a browser: the code is a direct connection. */
export const NO_INVITE_BY_CODE_TEXT = 'No invite by code from this browser: it needs a direct connection, which this browser cannot make. Your friends join through the game link.';

/** The short label beside a seat, and the longer words for its tooltip and accessible name. */
export const PATH_WORDS: Record<PeerPath, { label: string; title: string }> = {
  direct: { label: 'Direct', title: 'Connected directly' },
  relay: { label: 'Through relays (slower)', title: 'Connected through the public relays: it works, moves just take a moment longer' },
  'same-browser': { label: 'This browser', title: 'Another tab of this browser' },
};

/** "3 of 6 relays reached", or '' when the transport has no signaling channels. */
export function channelsText(s: ConnectionFacts): string {
  const c = s.channels;
  if (!c || !c.total) return '';
  return `${c.reached} of ${c.total} ${c.total === 1 ? 'relay' : 'relays'} reached`;
}

/** How many of the peers reached are reached only through the relays (0 unless connected). */
export function relayedPeers(s: ConnectionFacts): number {
  return s.kind === 'connected' ? Math.min(s.via?.relay ?? 0, s.peers) : 0;
}

/** "Connected to 2 peers", with how many of them only the relays reach: "Connected to 3 peers · 1 through the relays (slower)". */
export function connectedText(s: ConnectionFacts): string {
  const n = s.peers;
  const base = `Connected to ${n} ${n === 1 ? 'peer' : 'peers'}`;
  const relayed = relayedPeers(s);
  if (!relayed) return base;
  return relayed === n ? `${base} through the relays (slower)` : `${base} · ${relayed} through the relays (slower)`;
}

/** The play screen's short line when the relays carry some of the game: "Connected through the relays (slower)", "3 peers · 1 through the relays (slower)". */
export function relayLine(s: ConnectionFacts): string {
  const relayed = relayedPeers(s);
  if (!relayed) return '';
  return relayed === s.peers ? 'Connected through the relays (slower)' : `${s.peers} peers · ${relayed} through the relays (slower)`;
}

/** The sentence (without its full stop) for players who met some peers through signaling but reach them over no path, not even the relays. */
export function unreachableText(s: ConnectionFacts): string {
  // 'needs-turn' means at least one such peer, whatever the count says
  const n = s.kind === 'needs-turn' ? Math.max(1, s.unreachable ?? 0) : (s.unreachable ?? 0);
  if (!n) return '';
  if (s.kind === 'needs-turn') return `Found ${n === 1 ? 'another player' : `${n} other players`}, but cannot connect to them, even through the relays`;
  return `${n === 1 ? 'One player' : `${n} players`} cannot be reached, even through the relays`;
}

/** Whether the player should be told what to do: peers met, but no path reaches some of them. */
export function needsRemedy(s: ConnectionFacts | null | undefined): boolean {
  return !!s && (s.kind === 'needs-turn' || (s.kind === 'connected' && (s.unreachable ?? 0) > 0));
}

/**
 * What a player can do when even the relays fail: the host invites that friend by code (the
 * panel is on the host's screen), a guest asks the host for that; either can use a TURN server of
 * their own ("Connection settings", shown open beside this).
 */
export function renderRemedies(isHost: boolean, relayOnly = false) {
  return html`<p class="remedies" part="remedies">
    <b>What you can do:</b>
    ${
      relayOnly
        ? 'this browser cannot connect directly, so only the relays can carry the game: check that it reaches them, or open the game in a browser with WebRTC.'
        : isHost
          ? 'invite them by code, or use a TURN server of your own (both below).'
          : 'ask the host to invite you by code (“No connection? Invite by code” on their screen), then close this tab and open the link they send you. Or use a TURN server of your own (below).'
    }
  </p>`;
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
    fire(form, 'carc-turn', { turn });
  };
  // laid out inline: the form sits in the lobby's and the game's shadow roots alike
  return html`<details class="turn-settings" ?open=${open} style="margin-top:.75rem">
    <summary>Connection settings</summary>
    <form @submit=${submit} style="display:grid;gap:.5rem;max-width:34rem;margin-top:.5rem">
      <label for="turn">Your own TURN server, for networks that nothing else connects</label>
      <input id="turn" name="turn" autocomplete="off" spellcheck="false" placeholder="turn:user:password@turn.example.org:3478" .value=${value} style="width:100%;box-sizing:border-box" />
      <button type="submit" style="justify-self:start">Use this server</button>
    </form>
    ${value ? html`<p class="hint">In use on this device. Empty the field to stop using it.</p>` : nothing}
  </details>`;
}
