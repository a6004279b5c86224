/**
 * A table's audience (issue 25): the audience relay it is shown on, the watch link to share, and
 * how many watch, as the lobby, the share panel and the play screen show them. Watchers follow
 * the table through the relay only; the game link stays the seat credential.
 *
 * Loaded with the online code only (it reads the sync layer's link and relay helpers), so pages
 * without an online table never download it.
 */
import type { GameSession } from '../sync/session.js';
import { type AudienceRelay, audienceRelayFromLocation, relayText } from '../sync/transport/audience-wire.js';
import { watchLink } from '../sync/watch-link.js';

/** What the components show of a table's audience. */
export interface AudienceView {
  /** this page came from a watch link: it watches, and never sits */
  watching: boolean;
  /** the relay the table is shown on, as the lobby writes it; null: nobody can watch */
  relay: string | null;
  /** the relay's host name, as said to players ("Watchers follow this table on relay.example.org") */
  relayHost: string | null;
  /** the relay the host's seating names (every seat mirrors there), null when none */
  named: string | null;
  /** this page's `?relay=`: what the lobby suggests */
  suggested: string | null;
  /** the link to give people who should watch (null without a relay) */
  watchLink: string | null;
  /** the relay's socket and the watchers' count (a bounded estimate); null until the page reaches for a relay */
  status: { relay: 'connecting' | 'connected' | 'unreachable'; watchers: number; denied?: string } | null;
  /** the host, before the start: may name the relay */
  canEdit: boolean;
}

export class TableAudience {
  /** a watcher's page: the relay its watch link names */
  watchRelay: AudienceRelay | null = null;

  constructor(private readonly session: GameSession) {}

  /** The relay this table is shown on: a watcher's from its link, a seat's from the seating or its page. */
  get relay(): AudienceRelay | null {
    return this.session.watching ? this.watchRelay : this.session.audienceRelay;
  }

  get view(): AudienceView {
    const s = this.session;
    const relay = this.relay;
    const suggested = typeof location === 'undefined' ? null : audienceRelayFromLocation();
    return {
      watching: s.watching,
      relay: relay && relayText(relay),
      relayHost: relay && hostOf(relay.url),
      // the relay in force: the seating's, or on the host's page before its first seating the page's (which that seating carries)
      named: s.watching ? null : relay && relayText(relay),
      suggested: suggested && relayText(suggested),
      watchLink: relay && typeof location !== 'undefined' ? watchLink(s.room, relay) : null,
      status: s.status.audience ?? null,
      canEdit: s.isHost && s.phase === 'lobby' && !s.watching,
    };
  }
}

function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
}
