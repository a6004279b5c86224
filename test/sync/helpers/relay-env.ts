/**
 * A browser-like Node for the real browser transport (src/sync/transport/webrtc.ts) with its direct
 * path forced to fail: WebSocket from `ws` (Node 20 has none), and an RTCPeerConnection that trades
 * offers and answers but never finds a path (no candidates, no channel ever opens), as between two
 * symmetric NATs without TURN. BroadcastChannel is taken away before lib0 reads it, so sessions of
 * this process reach each other only through the relays. Import it before anything that imports y-webrtc.
 */
import NodeWebSocket from 'ws';

class NoPathChannel {
  readyState = 'connecting';
  binaryType = 'arraybuffer';
  onopen: (() => void) | null = null;
  onmessage: (() => void) | null = null;
  onclose: (() => void) | null = null;
  send(): void {
    throw new Error('not open');
  }
  close(): void {
    this.readyState = 'closed';
  }
}

let offers = 0;

class NoPathConnection {
  onicecandidate: unknown = null;
  oniceconnectionstatechange: unknown = null;
  onconnectionstatechange: unknown = null;
  ondatachannel: unknown = null;
  signalingState = 'stable';
  iceConnectionState = 'new';
  connectionState = 'new';
  iceGatheringState = 'complete';
  remoteDescription: { type: string; sdp: string } | null = null;
  localDescription: { type: string; sdp: string } | null = null;
  createDataChannel(): NoPathChannel {
    return new NoPathChannel();
  }
  async createOffer() {
    return { type: 'offer', sdp: `v=0\r\no=- ${++offers} 2 IN IP4 127.0.0.1\r\n` };
  }
  async createAnswer() {
    return { type: 'answer', sdp: `v=0\r\no=- ${++offers} 2 IN IP4 127.0.0.1\r\n` };
  }
  async setLocalDescription(d: { type: string; sdp: string }) {
    this.localDescription = d;
    this.signalingState = d.type === 'offer' ? 'have-local-offer' : 'stable';
  }
  async setRemoteDescription(d: { type: string; sdp: string }) {
    this.remoteDescription = d;
    this.signalingState = d.type === 'offer' ? 'have-remote-offer' : 'stable';
  }
  async addIceCandidate() {}
  close(): void {
    this.connectionState = 'closed';
  }
}

const g = globalThis as Record<string, unknown>;
g.WebSocket = NodeWebSocket;
g.RTCPeerConnection = NoPathConnection;
delete g.BroadcastChannel;
