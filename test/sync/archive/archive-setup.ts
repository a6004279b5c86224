/**
 * What the archive tests share: local Nostr relays on 127.0.0.1 that log every frame, archives
 * opening their sockets through the `ws` package, a room with signed move entries, and a clock the
 * test moves by hand (timers fire only when it says so).
 */
import { vi } from 'vitest';
import WebSocket from 'ws';
import { type NostrRelay, startNostrRelay } from '../../../scripts/nostr-relay.js';
import { RelayArchive, type RelayArchiveOptions } from '../../../src/sync/archive/relay-archive.js';
import { signEntry } from '../../../src/sync/entry.js';
import { createMemoryIdentity, type Identity } from '../../../src/sync/identity.js';
import { type Clock, realClock } from '../../../src/sync/restorer.js';
import { newHostedRoom } from '../../../src/sync/room.js';
import type { SocketLike } from '../../../src/sync/signaling/relay-wires.js';

/** Waits for `check` to pass: a guard against a hang (30 s), never a speed check. */
export const until = (check: () => void) => vi.waitFor(check, { timeout: 30_000, interval: 20 });

export const wsSocket = (url: string) => new WebSocket(url) as unknown as SocketLike;

export interface LoggedRelay extends NostrRelay {
  frames: { direction: 'in' | 'out'; text: string }[];
  /** EVENT frames the relay was sent */
  published(): { tags: string[][]; content: string; pubkey: string }[];
}

export async function startRelay(options: Parameters<typeof startNostrRelay>[0] = {}): Promise<LoggedRelay> {
  const frames: LoggedRelay['frames'] = [];
  const relay = await startNostrRelay({ port: 0, quiet: true, ...options, onFrame: (direction, text) => frames.push({ direction, text }) });
  const published = () => frames.filter((f) => f.direction === 'in' && f.text.startsWith('["EVENT"')).map((f) => JSON.parse(f.text)[1]);
  return Object.assign(relay, { frames, published });
}

/** An archive over `relays`, publishing quickly (tests of pacing give their own `paceMs`). */
export function archiveOf(room: string, relays: { url: string }[], options: Partial<RelayArchiveOptions> = {}): RelayArchive {
  return new RelayArchive({ room, relays: relays.map((r) => `nostr+${r.url}`), socket: wsSocket, paceMs: 2, ...options });
}

/** A hosted room and `n` signed move entries of its host, as wires. */
export async function roomWithWires(n: number): Promise<{ room: string; host: Identity; wires: string[] }> {
  const host = await createMemoryIdentity();
  const room = newHostedRoom(host.publicKey);
  const wires: string[] = [];
  let prev: string | null = null;
  for (let i = 0; i < n; i++) {
    const e = await signEntry(host, { kind: 'move', room, prev, body: { move: { at: [i, 1], rotation: 90, meeple: null } } });
    wires.push(e.wire);
    prev = e.hash;
  }
  return { room, host, wires };
}

/** Real timers on a calendar `days` off (a browser that published long ago, or whose clock is wrong). */
export function daysOff(days: number): Clock {
  return { ...realClock, time: () => Date.now() + days * 24 * 3600_000 };
}

/** Timers that fire only when the test advances the clock. */
export class HandClock implements Clock {
  now = Date.now();
  private timers = new Map<number, { at: number; fn: () => void }>();
  private next = 1;

  setTimeout(fn: () => void, ms: number): number {
    this.timers.set(this.next, { at: this.now + ms, fn });
    return this.next++;
  }

  clearTimeout(id: unknown): void {
    this.timers.delete(id as number);
  }

  time(): number {
    return this.now;
  }

  /** Moves time on by `ms`, firing each timer due on the way at its own time. */
  advance(ms: number): void {
    const end = this.now + ms;
    for (;;) {
      let first: [number, { at: number; fn: () => void }] | null = null;
      for (const t of this.timers) if (t[1].at <= end && (!first || t[1].at < first[1].at)) first = t;
      if (!first) break;
      this.timers.delete(first[0]);
      this.now = Math.max(this.now, first[1].at);
      first[1].fn();
    }
    this.now = end;
  }

  get pending(): number {
    return this.timers.size;
  }
}
