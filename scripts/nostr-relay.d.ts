/** Types of scripts/nostr-relay.js for TypeScript callers (tests, benchmarks). */
import type { NostrEvent } from '../src/sync/signaling/nostr-event.js';

export interface NostrRelay {
  url: string;
  port: number;
  close(): Promise<void>;
}
/** An event as the relay stores and serves it. */
export type StoredEvent = NostrEvent;
export function startNostrRelay(options?: {
  port?: number;
  host?: string;
  quiet?: boolean;
  onFrame?: (direction: 'in' | 'out', text: string) => void;
  passes?: (event: { content: string; kind: number; tags: string[][] }) => boolean;
  /** rewrites what a REQ gets from storage before its EOSE; null sends nothing, not even EOSE */
  serve?: (events: StoredEvent[]) => unknown[] | null;
  /** the relay's clock, unix seconds (NIP-40 expiry) */
  now?: () => number;
}): Promise<NostrRelay>;
