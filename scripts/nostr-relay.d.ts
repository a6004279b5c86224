/** Types of scripts/nostr-relay.js for TypeScript callers (tests, benchmarks). */
export interface NostrRelay {
  url: string;
  port: number;
  close(): Promise<void>;
}
export function startNostrRelay(options?: {
  port?: number;
  host?: string;
  quiet?: boolean;
  onFrame?: (direction: 'in' | 'out', text: string) => void;
  passes?: (event: { content: string; kind: number; tags: string[][] }) => boolean;
}): Promise<NostrRelay>;
