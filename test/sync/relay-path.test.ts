/**
 * The relay path alone: peers whose direct channels never open (relay-env.ts) play through the
 * relays they signal through, with the production transport in a worker per peer and a local
 * Nostr relay and y-webrtc server on 127.0.0.1. Records equal everywhere.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startNostrRelay, type NostrRelay } from '../../scripts/nostr-relay.js';
import { startSignalingServer, type SignalingServer } from '../../scripts/signaling-server.js';
import { FRAME_BYTES } from '../../src/sync/transport/relay-mesh.js';
import { finishedGame, type FinishedGame } from './helpers/finished-game.js';
import { RelayPeer } from './helpers/relay-peers.js';

let relay: NostrRelay;
let server: SignalingServer;
const frames: string[] = [];

beforeAll(async () => {
  relay = await startNostrRelay({ port: 0, quiet: true, onFrame: (d, text) => d === 'in' && frames.push(text) });
  server = await startSignalingServer({ port: 0, quiet: true });
});

afterAll(async () => {
  await relay?.close();
  await server?.close();
});

describe('the relay path alone', () => {
  test('two peers with no direct path play a whole game through a Nostr relay', async () => {
    const endpoints = [`nostr+${relay.url}`];
    const [a, b] = [new RelayPeer(), new RelayPeer()];
    try {
      const room = await a.open(null, endpoints);
      await a.claim('Ann', '#d62728');
      await b.open(room, endpoints);
      await b.until("the host's seat", (s) => s.seats.length === 1);
      await b.claim('Bob', '#1f77b4');
      const sa = await a.until('the relay path', (s) => s.seats.length === 2 && (s.status.via?.relay ?? 0) === 1, 60_000);
      expect(sa.status).toMatchObject({ kind: 'connected', peers: 1, via: { webrtc: 0, relay: 1 } });
      // each sees the other's seat online, through the relays (its presence names its peer id)
      await a.until('Bob through the relays', (s) => s.seats[1].online && s.seats[1].path === 'relay');
      await b.until('Ann through the relays', (s) => s.seats[0].online && s.seats[0].path === 'relay');
      await a.start();
      await b.until('the deal', (s) => s.phase === 'playing');
      await a.autoplay('relay');
      await b.autoplay('relay');
      const [ea, eb] = [await a.until('the end', (s) => s.phase === 'finished', 240_000), await b.until('the end', (s) => s.phase === 'finished', 60_000)];
      expect(JSON.stringify(eb.record)).toBe(JSON.stringify(ea.record));
      expect((ea.record as { moves: unknown[] }).moves.length).toBeGreaterThan(40);
      console.log(`relay path: first peer ${ea.firstPeerMs} / ${eb.firstPeerMs} ms, doc ${ea.docBytes} B`);
    } finally {
      await a.close();
      await b.close();
    }
  }, 300_000);
});

describe('late joiners through the relays alone', () => {
  /** A peer holding `game` opens its room; a newcomer joins through the relays and replays it. */
  async function lateJoin(game: FinishedGame, endpoints: string[]) {
    const [keeper, newcomer] = [new RelayPeer(), new RelayPeer()];
    try {
      await keeper.open(game.room, endpoints, game.update);
      await newcomer.open(game.room, endpoints);
      const end = await newcomer.until('the finished game', (s) => s.phase === 'finished', 180_000);
      expect(JSON.stringify(end.record)).toBe(game.record);
      expect(end.status.via).toMatchObject({ webrtc: 0, relay: 1 });
      return end;
    } finally {
      await keeper.close();
      await newcomer.close();
    }
  }

  test('a finished 6-seat game with both rivers and The Abbot, in many frames, through a Nostr relay and a y-webrtc server', async () => {
    const game = await finishedGame(6, { rules: { river: 'river1+2-two-lakes', abbot: true } });
    expect(game.moves).toBeGreaterThan(80);
    expect(game.update.length).toBeGreaterThan(3 * FRAME_BYTES);
    const end = await lateJoin(game, [`nostr+${relay.url}`, server.url]);
    console.log(`6-seat late join through the relays: ${game.update.length} B document, ${game.moves} moves, first peer ${end.firstPeerMs} ms`);
  }, 300_000);
});

test('five peers with no direct path between any two play a whole New World game through the relays', async () => {
  const endpoints = [`nostr+${relay.url}`, server.url];
  const peers = Array.from({ length: 5 }, () => new RelayPeer());
  try {
    const room = await peers[0].open(null, endpoints);
    await peers[0].claim('P0', '#d62728');
    for (let i = 1; i < 5; i++) {
      await peers[i].open(room, endpoints);
      await peers[i].until('the seats so far', (s) => s.seats.length === i);
      await peers[i].claim(`P${i}`, ['#d62728', '#1f77b4', '#2ca02c', '#ff7f0e', '#9467bd'][i]);
    }
    for (const p of peers) await p.until('every other peer through the relays', (s) => s.seats.length === 5 && (s.status.via?.relay ?? 0) === 4, 90_000);
    await peers[0].start({ game: 'new-world' });
    for (const p of peers) await p.until('the deal', (s) => s.phase === 'playing', 90_000);
    for (const p of peers) await p.autoplay('nw-relay');
    const ends = [];
    for (const p of peers) ends.push(await p.until('the end', (s) => s.phase === 'finished', 400_000));
    for (const e of ends) expect(JSON.stringify(e.record)).toBe(JSON.stringify(ends[0].record));
    expect(ends[0].record).toMatchObject({ game: 'new-world' });
  } finally {
    for (const p of peers) await p.close();
  }
}, 600_000);
