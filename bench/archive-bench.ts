/**
 * The relays keep the game (issue 24): what a stored event costs a relay. A whole 2-player game
 * is played on the in-memory network; each wire of its log is sealed and signed as the archive
 * publishes it (src/sync/archive/archive-event.ts), and the bench prints the bytes of the event a
 * relay stores, per kind of entry (median) and for the game scaled to 100 moves. Then the game goes
 * through a local relay: the time a fresh browser takes to fetch it back (median of 3).
 *
 *   npx tsx bench/archive-bench.ts
 */
import * as Y from 'yjs';
import { type NostrRelay, startNostrRelay } from '../scripts/nostr-relay.js';
import { archiveEvent, archiveSecret, sealWire } from '../src/sync/archive/archive-event.js';
import { RelayArchive } from '../src/sync/archive/relay-archive.js';
import { throwawayKeys } from '../src/sync/signaling/nostr-event.js';
import type { SocketLike } from '../src/sync/signaling/relay-wires.js';
import { finishedGame } from '../test/sync/helpers/finished-game.js';
import WebSocket from 'ws';

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

const game = await finishedGame(2, {}, 'archive-bench');
const doc = new Y.Doc();
Y.applyUpdate(doc, game.update);
const wires = doc.getArray<string>('log').toArray();
const { topic, key } = await archiveSecret(game.room);
const keys = throwawayKeys();

const byKind = new Map<string, { wire: number[]; event: number[] }>();
let total = 0;
for (const wire of wires) {
  const event = await archiveEvent(keys, topic, (await sealWire(key, wire))!, Date.now());
  const bytes = JSON.stringify(event).length;
  total += bytes;
  const kind = String(JSON.parse(wire)[0]);
  const k = byKind.get(kind) ?? { wire: [], event: [] };
  k.wire.push(wire.length);
  k.event.push(bytes);
  byKind.set(kind, k);
}

console.log(`archive: a 2-player game of ${game.moves} moves, ${wires.length} wires`);
for (const [kind, k] of [...byKind].sort((a, b) => b[1].event.length - a[1].event.length)) {
  console.log(`  ${kind.padEnd(7)} ${String(k.event.length).padStart(4)} × ${median(k.event)} B stored event (wire ${median(k.wire)} B)`);
}
console.log(
  `  whole game ${(total / 1024).toFixed(1)} KiB stored per relay; per 100 moves ${((total * 100) / game.moves / 1024).toFixed(1)} KiB in ${Math.round((wires.length * 100) / game.moves)} events`,
);

const relay: NostrRelay = await startNostrRelay({ port: 0, quiet: true });
const socket = (url: string) => new WebSocket(url) as unknown as SocketLike;
const writer = new RelayArchive({ room: game.room, relays: [`nostr+${relay.url}`], socket, paceMs: 0 });
await writer.publish(wires);
writer.close();
const times: number[] = [];
for (let i = 0; i < 3; i++) {
  const reader = new RelayArchive({ room: game.room, relays: [`nostr+${relay.url}`], socket });
  const t0 = performance.now();
  const report = await reader.fetch();
  times.push(performance.now() - t0);
  reader.close();
  if (report.wires.length !== wires.length) throw new Error(`fetched ${report.wires.length} of ${wires.length} wires`);
}
console.log(`  a fresh browser fetches the whole game from a local relay in ${median(times).toFixed(0)} ms (median of 3)`);
await relay.close();
