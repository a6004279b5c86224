/**
 * ICE servers: public STUN by default (or the embedder's `iceServers`), plus whatever the page's
 * link adds (`?stun=`, `?turn=`) and the player's own TURN server from the settings field: the
 * sources combine, none replaces another. A TURN server is written as one string, the same in
 * `?turn=` and in the settings field:
 *
 *   turn:USER:CREDENTIAL@HOST:PORT            (turns: for TLS; `?transport=tcp` may follow)
 *
 * USER and CREDENTIAL are percent-encoded if they hold `:`, `@`, `,` or `+`. A STUN server is
 * `stun:HOST:PORT`. Several servers of either kind are separated by commas.
 */

/** Public STUN servers, for peers behind NAT on real networks. Tests pass []. */
export const DEFAULT_ICE_SERVERS: RTCIceServer[] = [{ urls: 'stun:stun.l.google.com:19302' }, { urls: 'stun:stun.cloudflare.com:3478' }];

const TURN = /^(turns?):(?:([^:@]*):([^@]*)@)?([A-Za-z0-9.-]+|\[[0-9A-Fa-f:.]+\])(?::(\d{1,5}))?(\?transport=(?:udp|tcp))?$/;

/** The RTCIceServer a TURN string names, or null when it is not one. */
export function parseTurn(text: string): RTCIceServer | null {
  const m = TURN.exec(text.trim());
  if (!m) return null;
  const [, scheme, user, credential, host, port, transport] = m;
  const server: RTCIceServer = { urls: `${scheme}:${host}${port ? `:${port}` : ''}${transport ?? ''}` };
  try {
    if (user !== undefined) server.username = decodeURIComponent(user);
    if (credential !== undefined) server.credential = decodeURIComponent(credential);
  } catch {
    return null;
  }
  return server;
}

/** Every TURN server of a comma-separated list; null if any entry is not one. */
export function parseTurnList(text: string): RTCIceServer[] | null {
  const parts = text
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const servers = parts.map(parseTurn);
  return servers.every((s): s is RTCIceServer => s !== null) ? servers : null;
}

const STUN = /^(stuns?):([A-Za-z0-9.-]+|\[[0-9A-Fa-f:.]+\])(?::(\d{1,5}))?$/;

/** Every STUN server of a comma-separated list (`stun:HOST:PORT`); null if any entry is not one. */
export function parseStunList(text: string): RTCIceServer[] | null {
  const parts = text
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const servers: (RTCIceServer | null)[] = parts.map((p) => (STUN.test(p) ? { urls: p } : null));
  return servers.every((s): s is RTCIceServer => s !== null) ? servers : null;
}

/** What a page's link adds: the STUN servers of `?stun=` and the TURN servers of `?turn=` (entries that do not parse are left out). */
export function iceServersOfLink(where: Pick<Location, 'search'>): RTCIceServer[] {
  const q = new URLSearchParams(where.search);
  const list = (name: string) =>
    (q.get(name) ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
  return [...list('stun').flatMap((s) => parseStunList(s) ?? []), ...list('turn').flatMap((t) => parseTurnList(t) ?? [])];
}

/**
 * The ICE servers a session uses: `base` (the embedder's; public STUN when omitted, [] for none),
 * plus the link's `?stun=` and `?turn=` when there is a page, plus `turn` (the settings field),
 * without repeats.
 */
export function combineIceServers(base: readonly RTCIceServer[] | undefined, where: Pick<Location, 'search'> | null = typeof location === 'undefined' ? null : location, turn = ''): RTCIceServer[] {
  const all = [...(base ?? DEFAULT_ICE_SERVERS), ...(where ? iceServersOfLink(where) : []), ...(parseTurnList(turn) ?? [])];
  const seen = new Set<string>();
  return all.filter((s) => {
    const id = JSON.stringify([s.urls, s.username, s.credential]);
    return !seen.has(id) && !!seen.add(id);
  });
}

/** ICE servers for a page with no embedder's base: public STUN, the link's servers, and `saved` TURN. */
export function iceServersFromLocation(where: Pick<Location, 'search'> = location, saved = ''): RTCIceServer[] {
  return combineIceServers(undefined, where, saved);
}
