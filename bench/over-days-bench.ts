/**
 * Play over days (issue 24): what the relays keep, and how long a returning player waits. A whole
 * 3-player game over days (both rivers and The Abbot: about 90 moves) is played by browsers that
 * are never open together; its entries then go to a local Nostr relay, and the bench prints the
 * events and bytes the relay stores, per move and for the game, and the time from opening the link
 * in a fresh browser to the table being up to date (fetched, every entry verified, the game
 * replayed; median of 5).
 *
 *   npx tsx bench/over-days-bench.ts
 */
import * as Y from 'yjs';
import { startNostrRelay } from '../scripts/nostr-relay.js';
import { archiveEvent, archiveSecret, sealWire } from '../src/sync/archive/archive-event.js';
import { RelayArchive } from '../src/sync/archive/relay-archive.js';
import { openSession } from '../src/sync/index.js';
import { wiresToKeep } from '../src/sync/relay-keeping.js';
import { throwawayKeys } from '../src/sync/signaling/nostr-event.js';
import type { SocketLike } from '../src/sync/signaling/relay-wires.js';
import { mailbox, playOverDays } from '../test/sync/helpers/over-days-visits.js';
import WebSocket from 'ws';

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const socket = (url: string) => new WebSocket(url) as unknown as SocketLike;

const post = mailbox();
const { od, ends } = await playOverDays(post, ['Ann', 'Bob', 'Cat'], { tiles: null, rules: { river: 'river1+2', abbot: true } });
const room = od.t.room;
const record = ends[0].record()!;
const moves = record.moves.length;
// what a seat publishes: the verified wires worth keeping (relay-keeping.ts), once each
const kept = wiresToKeep(ends[0].book);
const { topic, key } = await archiveSecret(room);
const keys = throwawayKeys();
let bytes = 0;
for (const w of kept) bytes += JSON.stringify(await archiveEvent(keys, topic, (await sealWire(key, w))!, Date.now())).length;
console.log(`over days, 3 players, ${moves} moves (both rivers, The Abbot): ${kept.length} stored events, ${(bytes / 1024).toFixed(1)} KiB per relay`);
console.log(`  per move: ${(kept.length / moves).toFixed(2)} events, ${Math.round(bytes / moves)} B`);

const relay = await startNostrRelay({ port: 0, quiet: true });
const url = `nostr+${relay.url}`;
const archive = new RelayArchive({ room, relays: [url], socket, paceMs: 0 });
await archive.publish(kept);
archive.close();

const times: number[] = [];
for (let run = 0; run < 5; run++) {
  const began = performance.now();
  const s = await openSession({
    room,
    identity: od.t.sessions[0]?.me ?? (await od.browser('Ann')).identity,
    doc: new Y.Doc(),
    transport: false,
    persistence: false,
    archive: (r) => new RelayArchive({ room: r, relays: [url], socket }),
  });
  await s.keeping!.ready;
  await s.whenIdle();
  times.push(performance.now() - began);
  if (s.record()!.moves.length !== moves) throw new Error('the fresh browser did not get the whole game');
  await s.close();
}
console.log(`  a fresh browser up to date from the local relay (fetch, verify, replay ${moves} moves): median ${Math.round(median(times))} ms (${times.map((t) => Math.round(t)).join(', ')})`);
await relay.close();
process.exit(0);
