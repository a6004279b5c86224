/**
 * How y-webrtc's pub/sub (subscribe, unsubscribe, publish, ping) goes over each kind of endpoint.
 * A y-webrtc server speaks it natively; a Nostr relay gets one subscription (REQ) filtered on our
 * ephemeral kind and the rooms' topic tags, and each publish becomes a signed ephemeral event.
 * Payloads are sealed before they get here; frames from the endpoint are bounded and shape-checked
 * before anything else is done with them.
 */
import { nanoid } from 'nanoid';
import { MAX_FRAME, SIGNAL_KIND, TOPIC_TAG, readRelayFrame, signedEvent, throwawayKeys } from './nostr-event.js';
import type { EndpointKind } from './endpoints.js';

/** The part of a WebSocket both sides of the adapter use (browsers' WebSocket and `ws` have it). */
export interface SocketLike {
  readonly readyState: number;
  onopen: ((e?: unknown) => void) | null;
  onmessage: ((e: { data: unknown }) => void) | null;
  onclose: ((e?: unknown) => void) | null;
  onerror: ((e?: unknown) => void) | null;
  send(data: string): void;
  close(): void;
}

/** What a wire reports back. */
export interface WireEvents {
  /** `sender`: the Nostr event's pubkey (each connection's throwaway key); a y-webrtc server names none */
  publish(topic: string, sealed: string, sender?: string): void;
  pong(): void;
  /** the endpoint will not carry our messages (rate limit, ban, auth…) */
  refused(reason: string): void;
}

export interface Wire {
  subscribe(topics: string[]): void;
  unsubscribe(topics: string[]): void;
  publish(topic: string, sealed: string): Promise<void>;
  ping(): void;
  receive(frame: unknown): void;
}

const OPEN = 1;

export function makeWire(kind: EndpointKind, raw: SocketLike, on: WireEvents): Wire {
  const send = (msg: unknown) => {
    if (raw.readyState === OPEN) raw.send(JSON.stringify(msg));
  };
  return kind === 'nostr' ? nostrWire(send, on) : serverWire(send, on);
}

function serverWire(send: (msg: unknown) => void, on: WireEvents): Wire {
  return {
    subscribe: (topics) => send({ type: 'subscribe', topics }),
    unsubscribe: (topics) => send({ type: 'unsubscribe', topics }),
    publish: async (topic, sealed) => send({ type: 'publish', topic, data: sealed }),
    ping: () => send({ type: 'ping' }),
    receive(frame) {
      if (typeof frame !== 'string' || frame.length > MAX_FRAME) return;
      let m: { type?: unknown; topic?: unknown; data?: unknown };
      try {
        m = JSON.parse(frame);
      } catch {
        return;
      }
      if (m?.type === 'pong') on.pong();
      else if (m?.type === 'publish' && typeof m.topic === 'string' && typeof m.data === 'string') on.publish(m.topic, m.data);
    },
  };
}

/** Reasons a relay gives (NIP-01 prefixes) that mean it will keep refusing us for a while. */
const LASTING = /^(rate-limited|blocked|restricted|auth-required|pow|invalid)/;

function nostrWire(send: (msg: unknown) => void, on: WireEvents): Wire {
  const keys = throwawayKeys();
  const subId = `carc-${nanoid(10)}`;
  const topics = new Set<string>();
  // one subscription for every room; `since` a little in the past, as peers' clocks differ
  const request = () => (topics.size ? send(['REQ', subId, { kinds: [SIGNAL_KIND], [`#${TOPIC_TAG}`]: [...topics], since: Math.floor(Date.now() / 1000) - 120 }]) : send(['CLOSE', subId]));
  return {
    subscribe(list) {
      const before = topics.size;
      for (const t of list) topics.add(t);
      if (topics.size !== before) request();
    },
    unsubscribe(list) {
      const before = topics.size;
      for (const t of list) topics.delete(t);
      if (topics.size !== before) request();
    },
    publish: async (topic, sealed) => send(['EVENT', await signedEvent(keys, topic, sealed)]),
    // relays have no ping in NIP-01; the browser and the relay's own pings watch the connection
    ping: () => on.pong(),
    receive(frame) {
      const m = readRelayFrame(frame);
      if (m.type === 'refused' && LASTING.test(m.reason)) on.refused(m.reason);
      // our own events come back to us: skip them before any decryption
      else if (m.type === 'event' && m.subId === subId && topics.has(m.topic) && m.pubkey !== keys.pubkey) on.publish(m.topic, m.content, m.pubkey);
    },
  };
}
