/**
 * ICE servers: public STUN by default, and the player's own TURN server when their network needs a
 * relay (carrier-grade NAT, strict firewalls). A TURN server is written as one string, the same in
 * `?turn=` and in the settings field:
 *
 *   turn:USER:CREDENTIAL@HOST:PORT            (turns: for TLS; `?transport=tcp` may follow)
 *
 * USER and CREDENTIAL are percent-encoded if they hold `:`, `@`, `,` or `+`. Several servers are
 * separated by commas.
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
  const parts = text.split(',').map((s) => s.trim()).filter(Boolean);
  const servers = parts.map(parseTurn);
  return servers.every((s): s is RTCIceServer => s !== null) ? servers : null;
}

/** ICE servers for a page: public STUN, plus the TURN servers of `?turn=` (and of `saved`, the settings field). */
export function iceServersFromLocation(where: Pick<Location, 'search'> = location, saved = ''): RTCIceServer[] {
  const turn = [new URLSearchParams(where.search).get('turn') ?? '', saved].flatMap((t) => parseTurnList(t) ?? []);
  return [...DEFAULT_ICE_SERVERS, ...turn];
}
