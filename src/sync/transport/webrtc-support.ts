/**
 * Whether this browser can open WebRTC connections at all. Some cannot: Debian's WebKitGTK has no
 * RTCPeerConnection, Firefox with `media.peerconnection.enabled` off neither, and some builds have
 * one whose constructor throws. Such a browser plays through the relays from the start (webrtc.ts),
 * tells the others so in its announcements (they relay to it at once, signaling-socket.ts), and is
 * offered no invite by code, which is a direct connection.
 */

/** The part of the global scope the check reads. */
export interface WebrtcScope {
  RTCPeerConnection?: unknown;
}

const known = new WeakMap<object, boolean>();

/**
 * True when `RTCPeerConnection` exists and one can be made (it is closed at once: nothing is
 * gathered or sent before a description is set). Checked once per scope, then remembered.
 */
export function canConnectDirectly(scope: WebrtcScope = globalThis as WebrtcScope): boolean {
  const cached = known.get(scope);
  if (cached !== undefined) return cached;
  const able = tryConnection(scope.RTCPeerConnection);
  known.set(scope, able);
  return able;
}

function tryConnection(Ctor: unknown): boolean {
  if (typeof Ctor !== 'function') return false;
  try {
    const pc = new (Ctor as new () => { close?: () => void })();
    try {
      pc.close?.();
    } catch {
      // closing is only tidiness
    }
    return true;
  } catch {
    return false;
  }
}
