/**
 * Peers for the relay-path tests: each a worker thread running relay-peer-worker.ts (the real
 * browser transport, direct path forced to fail), commanded from the test.
 */
import { Worker } from 'node:worker_threads';
import type { StartOptions } from '../../../src/sync/types.js';

export interface PeerState {
  phase: string;
  status: { kind: string; peers: number; via?: { webrtc: number; broadcast: number; relay?: number }; paths?: Record<string, string>; unreachable?: number };
  seats: { name: string; online: boolean; path?: string }[];
  record: unknown;
  chain: number;
  docBytes: number;
  firstPeerMs: number | null;
  sent: Record<number, number>;
  arrived: Record<number, number>;
}

export class RelayPeer {
  private worker: Worker;
  private nextId = 0;
  private waiting = new Map<number, { resolve(v: unknown): void; reject(e: Error): void }>();

  constructor() {
    this.worker = new Worker(new URL('./relay-peer-boot.mjs', import.meta.url));
    this.worker.on('message', ({ id, ok, value, error }: { id: number; ok: boolean; value?: unknown; error?: string }) => {
      const w = this.waiting.get(id);
      this.waiting.delete(id);
      if (ok) w?.resolve(value);
      else w?.reject(new Error(error));
    });
    this.worker.on('error', (e) => {
      for (const w of this.waiting.values()) w.reject(e as Error);
      this.waiting.clear();
    });
  }

  private call<T>(name: string, ...args: unknown[]): Promise<T> {
    const id = this.nextId++;
    return new Promise<T>((resolve, reject) => {
      this.waiting.set(id, { resolve: resolve as (v: unknown) => void, reject });
      this.worker.postMessage({ id, name, args });
    });
  }

  open = (room: string | null, signaling: string[], update?: Uint8Array) => this.call<string>('open', room, signaling, update);
  claim = (name: string, color: string) => this.call<number>('claim', name, color);
  start = (options: StartOptions = {}) => this.call<void>('start', options);
  autoplay = (seed: string) => this.call<void>('autoplay', seed);
  state = () => this.call<PeerState>('state');

  /** Polls the peer's state until `ok` holds; fails with the last state after `ms`. */
  async until(what: string, ok: (s: PeerState) => boolean, ms = 120_000): Promise<PeerState> {
    const end = Date.now() + ms;
    for (;;) {
      const s = await this.state();
      if (ok(s)) return s;
      if (Date.now() > end) throw new Error(`timed out waiting for ${what}: ${JSON.stringify({ phase: s.phase, status: s.status, chain: s.chain })}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  }

  async close(): Promise<void> {
    await this.call('close').catch(() => {});
    await this.worker.terminate();
  }
}
