#!/usr/bin/env node
/**
 * An audience relay (docs/audience.md): a plain Hocuspocus server that carries tables' documents
 * from the seats to their watchers, in memory only. With `--redis` several processes share every
 * document through Redis (@hocuspocus/extension-redis), so watchers can be spread over them.
 *
 *   node scripts/audience-server.js --port 1234 [--host 127.0.0.1] [--redis redis://127.0.0.1:6379]
 *   (or PORT, HOST and REDIS_URL)
 *
 * It holds nothing secret and checks nothing but sizes: every entry is signed and every page
 * verifies it. What it bounds, since every byte comes from anyone: frames (MAX_MESSAGE, refused by
 * ws before parsing), document names (our 43-character base64url hash of a room, nothing else),
 * documents per socket and per process, update bytes taken per document, and awareness states
 * (the watchers' count: a few dozen tiny `{ w: rank }` states). Nothing is stored: no storage
 * extension, and a document is dropped once its last socket leaves (Hocuspocus unloads it).
 */
import { Redis } from '@hocuspocus/extension-redis';
import { Server } from '@hocuspocus/server';
import * as decoding from 'lib0/decoding';
import { argValue, runAsCommand } from './websocket-server.js';

/** The largest WebSocket frame: the page's own bound (MAX_RELAY_MESSAGE); a whole game is a few hundred KiB. */
export const MAX_MESSAGE = 4 * 1024 * 1024;
/** Update bytes taken per document while it is loaded here (a whole game, mirrored by every seat, is well under 2 MiB). */
export const MAX_DOCUMENT_BYTES = 16 * 1024 * 1024;
/** Documents open here at once, and per socket (a page opens one). */
export const MAX_DOCUMENTS = 10_000;
export const MAX_DOCUMENTS_PER_SOCKET = 2;
/** Awareness: states held per document, and the size of one (the count's `{ w: rank }`). */
export const MAX_AWARENESS_STATES = 512;
export const MAX_STATE_CHARS = 64;
/** What audience-wire.ts names a document: sha256 in base64url, no padding. */
export const DOCUMENT_NAME = /^[A-Za-z0-9_-]{43}$/;

const refuse = (reason) => Object.assign(new Error(reason), { reason });

/**
 * Starts an audience relay; resolves to `{ url, port, close() }` once it listens.
 * @param {{ port?: number, host?: string, redis?: string, quiet?: boolean }} [options]
 */
export async function startAudienceServer({ port = 1234, host = '127.0.0.1', redis, quiet = false } = {}) {
  /** documents each socket opened, and update bytes each document took */
  const perSocket = new Map();
  const taken = new Map();
  const extensions = redis ? [new Redis(redisOptions(redis))] : [];
  const server = new Server({
    name: 'carcassonne-audience',
    port,
    address: host,
    quiet: true,
    stopOnSignals: false,
    extensions,
    websocketOptions: { maxPayload: MAX_MESSAGE },
    maxPendingDocuments: MAX_DOCUMENTS_PER_SOCKET,
    maxUnauthenticatedQueueSize: MAX_MESSAGE,
    maxUnauthenticatedQueueMessages: 64,
    async onConnect({ documentName, socketId, instance }) {
      if (!DOCUMENT_NAME.test(documentName)) throw refuse('not-an-audience-document');
      const open = perSocket.get(socketId) ?? new Set();
      if (!open.has(documentName) && open.size >= MAX_DOCUMENTS_PER_SOCKET) throw refuse('too-many-documents');
      if (!instance.documents.has(documentName) && instance.getDocumentsCount() >= MAX_DOCUMENTS) throw refuse('server-full');
    },
    // counted once connected, so that every count has its onDisconnect
    async connected({ documentName, socketId }) {
      perSocket.set(socketId, (perSocket.get(socketId) ?? new Set()).add(documentName));
    },
    async onDisconnect({ documentName, socketId }) {
      const open = perSocket.get(socketId);
      open?.delete(documentName);
      if (open && !open.size) perSocket.delete(socketId);
    },
    async beforeHandleMessage({ documentName, update }) {
      if (!carriesUpdate(update)) return;
      const bytes = (taken.get(documentName) ?? 0) + update.byteLength;
      if (bytes > MAX_DOCUMENT_BYTES) throw refuse('document-too-large');
      taken.set(documentName, bytes);
    },
    // a state too large, or a new one past the limit, is dropped (not the socket: a burst of joining
    // watchers all publish until they have counted each other; awareness renews what was dropped)
    async beforeHandleAwareness({ states, document }) {
      const held = document.awareness.getStates();
      let room = MAX_AWARENESS_STATES - held.size;
      for (const [client, state] of states) {
        if (state === null) continue;
        if (JSON.stringify(state).length > MAX_STATE_CHARS || (!held.has(client) && room-- <= 0)) states.delete(client);
      }
    },
    async afterUnloadDocument({ documentName }) {
      taken.delete(documentName);
    },
  });
  await server.listen();
  const actual = server.address.port;
  const url = `ws://${host.includes(':') ? `[${host}]` : host}:${actual}`;
  if (!quiet) console.log(`audience relay on ${url}${redis ? ` (sharing documents through ${new URL(redis).host})` : ''}`);
  return { url, port: actual, close: () => server.destroy() };
}

/** A Yjs sync step 2 or update (what grows a document), after Hocuspocus's document name. */
function carriesUpdate(message) {
  try {
    const d = decoding.createDecoder(message);
    decoding.readVarString(d);
    return decoding.readVarUint(d) === 0 && decoding.readVarUint(d) !== 0;
  } catch {
    return false;
  }
}

/** The Redis extension's options from a `redis://[user:password@]host[:port][/db]` URL (`rediss://` for TLS). */
function redisOptions(text) {
  const url = new URL(text);
  if (url.protocol !== 'redis:' && url.protocol !== 'rediss:') throw new Error(`--redis takes a redis:// URL, not ${url.protocol}`);
  const db = Number(url.pathname.slice(1) || 0);
  const options = {
    ...(url.username ? { username: decodeURIComponent(url.username) } : {}),
    ...(url.password ? { password: decodeURIComponent(url.password) } : {}),
    ...(db ? { db } : {}),
    ...(url.protocol === 'rediss:' ? { tls: {} } : {}),
  };
  return { host: url.hostname, port: Number(url.port || 6379), options, prefix: 'carcassonne-audience' };
}

runAsCommand(import.meta.url, 1234, 'audience-server', ({ port, host }) => startAudienceServer({ port, host, redis: argValue('redis') ?? process.env.REDIS_URL }));
