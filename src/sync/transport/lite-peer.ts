/**
 * The part of simple-peer that y-webrtc uses, on the browser's own RTCPeerConnection: one data
 * channel, trickled candidates, and the events `signal`, `connect`, `data`, `close`, `error` and
 * `iceStateChange`. The build maps y-webrtc's `simple-peer/simplepeer.min.js` to this file
 * (vite.config.ts): simple-peer's bundle carries Node's streams and Buffer for the browser, most
 * of the online code's weight, for features the game never uses.
 *
 * Signals come from other peers through signaling (decrypted with the room key, but still only
 * as trustworthy as the least careful peer in the room): anything malformed or oversized is dropped
 * before it reaches WebRTC.
 *
 * Messages longer than 64 KiB go out in frames and are put back together on arrival (frames.ts), so
 * a late joiner receives a whole game in one sync step however long the game. Nothing is passed up
 * before 'connect' (simple-peer 8.1.1 fixed the same ordering), and nothing is sent twice: a message
 * the browser loses is repaired by the sync protocol above (heal.ts), not here.
 */
import { CHANNEL_FRAME, Reassembler, splitMessage } from './frames.js';

type Listener = (...args: unknown[]) => void;

export interface LitePeerOptions {
  initiator?: boolean;
  config?: RTCConfiguration;
  channelName?: string;
  /**
   * Sees each whole message before y-webrtc does; true when it took the message (presence goes
   * through its gate, presence-gate.ts, instead of straight into the awareness).
   */
  intercept?: (peer: LitePeer, data: Uint8Array | string) => boolean;
  /**
   * false where this browser cannot make a WebRTC connection (webrtc-support.ts): the peer stays
   * dormant, sending no signal and taking none, never connecting, and the relay path carries the
   * game. A connection whose constructor throws leaves the peer dormant too.
   */
  direct?: boolean;
}

/** A session description far longer than a data channel's is not one. */
const MAX_SDP = 16 * 1024;
const MAX_CANDIDATE = 1024;
/**
 * The largest message a browser sends on a data channel (Chromium's and Firefox's advertised
 * max-message-size): anything longer comes from a hand-made client, and is dropped before Yjs
 * spends time decoding it.
 */
export const MAX_MESSAGE = 256 * 1024;
interface Signal {
  type?: unknown;
  sdp?: unknown;
  candidate?: { candidate?: unknown; sdpMid?: unknown; sdpMLineIndex?: unknown } | null;
}

function peerError(message: string, code: string): Error {
  return Object.assign(new Error(message), { code });
}

export default class LitePeer {
  /** The peer whose message is being passed up right now (mesh-echo.ts: its changes are not sent back to it). */
  static delivering: LitePeer | null = null;
  readonly initiator: boolean;
  connected = false;
  destroyed = false;
  /** null while dormant: this browser makes no WebRTC connection */
  private pc: RTCPeerConnection | null;
  private config?: RTCConfiguration;
  /**
   * Every data channel of this connection. After a glare (both sides offered, y-webrtc keeps one
   * offer) each side may hold its own channel and the other's: data is read from all of them, and
   * sent on the first that is open.
   */
  private channels: RTCDataChannel[] = [];
  private readonly listeners = new Map<string, Set<Listener>>();
  /** candidates that arrived before the description they belong to */
  private early: RTCIceCandidateInit[] = [];
  /**
   * Offers and signals are applied one at a time: a remote offer that lands while our own offer
   * is still being set would otherwise leave the connection in a state neither side expects.
   */
  private queue: Promise<void> = Promise.resolve();
  /** messages that arrived before 'connect' was emitted: passed up right after it */
  private earlyData: (Uint8Array | string)[] = [];
  private readonly parts = new Reassembler();
  private nextMessage = 0;
  private readonly intercept?: LitePeerOptions['intercept'];

  constructor(opts: LitePeerOptions = {}) {
    this.initiator = !!opts.initiator;
    this.config = opts.config;
    this.intercept = opts.intercept;
    const pc = (this.pc = opts.direct === false ? null : this.connection());
    if (pc && this.initiator) {
      this.useChannel(pc.createDataChannel(opts.channelName ?? 'carc', { ordered: true }));
      this.enqueue(() => this.offer());
    }
  }

  /** A new RTCPeerConnection whose events feed this peer's; null when the browser will not make one. */
  private connection(): RTCPeerConnection | null {
    let pc: RTCPeerConnection;
    try {
      pc = new RTCPeerConnection(this.config);
    } catch {
      return null;
    }
    pc.onicecandidate = (e) => {
      if (e.candidate) this.emit('signal', { type: 'candidate', candidate: e.candidate.toJSON() });
    };
    pc.oniceconnectionstatechange = () => {
      this.emit('iceStateChange', pc.iceConnectionState, pc.iceGatheringState);
      if (pc.iceConnectionState === 'failed') this.destroy(peerError('ICE could not connect the two peers.', 'ERR_ICE_CONNECTION_FAILURE'));
    };
    pc.onconnectionstatechange = () => {
      if (pc.connectionState === 'failed') this.destroy(peerError('The connection failed.', 'ERR_CONNECTION_FAILURE'));
    };
    pc.ondatachannel = (e) => this.useChannel(e.channel);
    return pc;
  }

  /**
   * After a glare, the side whose offer lost starts over on a fresh connection instead of letting
   * the browser roll its offer back: Chromium's rollback can leave the answer with no ICE
   * candidates gathered at all (about one glare in twelve here), and the pair never connects.
   */
  private startOver(): void {
    const old = this.pc;
    if (!old) return;
    for (const c of this.channels) c.onopen = c.onclose = c.onmessage = null;
    this.channels = [];
    old.onicecandidate = old.oniceconnectionstatechange = old.onconnectionstatechange = old.ondatachannel = null;
    try {
      old.close();
    } catch {
      // already closing
    }
    this.pc = this.connection();
  }

  on(event: string, listener: Listener): this {
    let set = this.listeners.get(event);
    if (!set) this.listeners.set(event, (set = new Set()));
    set.add(listener);
    return this;
  }

  off(event: string, listener: Listener): this {
    this.listeners.get(event)?.delete(listener);
    return this;
  }

  /** Takes a signal from the other peer (offer, answer or candidate). Never throws. */
  signal(data: unknown): void {
    if (this.destroyed || !this.pc) return;
    let s: Signal;
    try {
      s = (typeof data === 'string' ? JSON.parse(data) : data) as Signal;
    } catch {
      return;
    }
    if (!s || typeof s !== 'object') return;
    this.enqueue(() => this.apply(s));
  }

  /** Sends to the other peer, in frames when long; throws when the channel is not open (y-webrtc catches it). */
  send(data: Uint8Array | string): void {
    const open = this.channels.find((c) => c.readyState === 'open');
    if (!open) throw peerError('The connection is not open.', 'ERR_DATA_CHANNEL');
    if (typeof data === 'string') open.send(data);
    else for (const frame of splitMessage(data, CHANNEL_FRAME, this.nextMessage++)) open.send(frame as Uint8Array<ArrayBuffer>);
  }

  /**
   * Tries again from scratch on a fresh connection, as the offering side (new ICE servers: a TURN
   * server the player just gave). Only while not connected; the other side takes the new offer
   * on a fresh connection of its own (see apply).
   */
  restart(config?: RTCConfiguration): void {
    if (this.destroyed || this.connected || !this.pc) return;
    if (config) this.config = config;
    this.startOver();
    if (!this.pc) return;
    this.early = [];
    this.useChannel(this.pc.createDataChannel('carc', { ordered: true }));
    this.enqueue(() => this.offer());
  }

  destroy(err?: Error): void {
    if (this.destroyed) return;
    this.destroyed = true;
    this.connected = false;
    this.earlyData = [];
    try {
      for (const c of this.channels) c.close();
      this.pc?.close();
    } catch {
      // already closing
    }
    // simple-peer reports after the current task, and y-webrtc calls destroy again from 'close'
    queueMicrotask(() => {
      if (err) this.emit('error', err);
      this.emit('close');
    });
  }

  /** Passes a whole message up: to the intercept, else to y-webrtc. */
  private deliver(data: Uint8Array | string): void {
    const outer = LitePeer.delivering;
    LitePeer.delivering = this;
    try {
      if (this.intercept?.(this, data)) return;
    } finally {
      LitePeer.delivering = outer;
    }
    this.emit('data', data);
  }

  private emit(event: string, ...args: unknown[]): void {
    const outer = LitePeer.delivering;
    if (event === 'data') LitePeer.delivering = this;
    try {
      for (const l of [...(this.listeners.get(event) ?? [])]) l(...args);
    } finally {
      LitePeer.delivering = outer;
    }
  }

  private enqueue(step: () => Promise<void>): void {
    this.queue = this.queue.then(() => (this.destroyed ? undefined : step()));
  }

  private async offer(): Promise<void> {
    if (!this.pc) return;
    try {
      const offer = await this.pc.createOffer();
      if (this.destroyed) return;
      await this.pc.setLocalDescription(offer);
      this.emit('signal', { type: offer.type, sdp: offer.sdp });
    } catch (e) {
      this.destroy(peerError(`Could not make an offer (${(e as Error).message}).`, 'ERR_CREATE_OFFER'));
    }
  }

  private async apply(s: Signal): Promise<void> {
    if (!this.pc) return;
    try {
      if (s.type === 'candidate' && s.candidate && typeof s.candidate.candidate === 'string' && s.candidate.candidate.length <= MAX_CANDIDATE) {
        const c: RTCIceCandidateInit = {
          candidate: s.candidate.candidate,
          sdpMid: typeof s.candidate.sdpMid === 'string' ? s.candidate.sdpMid : null,
          sdpMLineIndex: typeof s.candidate.sdpMLineIndex === 'number' ? s.candidate.sdpMLineIndex : null,
        };
        if (this.pc.remoteDescription) await this.addCandidate(c);
        else if (this.early.length < 64) this.early.push(c);
        return;
      }
      if ((s.type !== 'offer' && s.type !== 'answer') || typeof s.sdp !== 'string' || s.sdp.length > MAX_SDP) return;
      // an answer only to an offer of ours; an offer is taken in any state (after a glare y-webrtc
      // keeps the other side's, and ours is dropped with the connection it was made on)
      if (s.type === 'answer' && this.pc.signalingState !== 'have-local-offer') return;
      // an offer on a connection already used (a glare, or the other side starting over with new
      // ICE servers) is taken on a fresh one: Chromium refuses a second DTLS fingerprint on the old
      if (s.type === 'offer' && !this.connected && (this.pc.signalingState === 'have-local-offer' || this.pc.remoteDescription)) this.startOver();
      await this.pc.setRemoteDescription({ type: s.type, sdp: s.sdp });
      for (const c of this.early.splice(0)) await this.addCandidate(c);
      if (s.type === 'offer') {
        const answer = await this.pc.createAnswer();
        if (this.destroyed) return;
        await this.pc.setLocalDescription(answer);
        this.emit('signal', { type: answer.type, sdp: answer.sdp });
      }
    } catch {
      // a signal WebRTC refuses (malformed, or out of order after a glare) is dropped; ICE's own
      // failure, if it comes to that, ends the connection
    }
  }

  /**
   * One candidate at a time: after a glare some belong to the offer that was rolled back, and the
   * browser's refusal of those must not cost the good ones behind them.
   */
  private async addCandidate(c: RTCIceCandidateInit): Promise<void> {
    try {
      await this.pc?.addIceCandidate(c);
    } catch {
      // stale or malformed
    }
  }

  private useChannel(channel: RTCDataChannel): void {
    if (this.destroyed || this.channels.length >= 4) return;
    this.channels.push(channel);
    channel.binaryType = 'arraybuffer';
    const opened = () => {
      if (this.destroyed || this.connected) return;
      this.connected = true;
      this.emit('connect');
      for (const d of this.earlyData.splice(0)) this.deliver(d);
    };
    channel.onopen = opened;
    channel.onmessage = (e) => {
      if (this.destroyed) return;
      let data: Uint8Array | string | null = typeof e.data === 'string' ? e.data : new Uint8Array(e.data as ArrayBuffer);
      if (data.length > MAX_MESSAGE) return;
      if (typeof data !== 'string') data = this.parts.accept(data);
      if (data === null) return;
      if (this.connected) this.deliver(data);
      else if (this.earlyData.length < 64) this.earlyData.push(data);
    };
    // a channel announced already open fires no 'open' of its own
    if (channel.readyState === 'open') queueMicrotask(opened);
    // the connection ends with its last open channel
    channel.onclose = () => {
      if (this.connected && !this.channels.some((c) => c.readyState === 'open' || c.readyState === 'connecting')) this.destroy();
    };
  }
}
