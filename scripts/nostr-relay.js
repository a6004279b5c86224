#!/usr/bin/env node
/**
 * A small Nostr relay (NIP-01) for local play and the tests: REQ / EVENT / CLOSE over WebSocket,
 * filters on ids, authors, kinds, single-letter tags, since and until; every event's id and BIP-340
 * signature are checked; ephemeral events (kinds 20000–29999) go to current subscribers only,
 * others are also kept (the last 1,000, in memory) until their NIP-40 `expiration` passes: an
 * expired event is refused (`OK` false) and never served. `npm start` runs one next to the app, so
 * localhost games signal through both kinds of endpoint the public default uses.
 *
 *   node scripts/nostr-relay.js --port 4445 --host 127.0.0.1
 *
 * Also importable: `startNostrRelay({ port, host, onFrame })` resolves to `{ url, port, close() }`;
 * `onFrame(direction, text)` sees every frame in ('in') and out ('out'), for tests that check what
 * a relay learns; `passes(event)`, when given and false, makes the relay accept an event and pass it
 * to nobody (a relay that silently drops what it dislikes, for tests); `serve(events)` rewrites
 * what a REQ gets from storage before its EOSE (alter, reorder, replay or withhold; `null`: send
 * nothing, not even EOSE); `now()` is the relay's clock in unix seconds (expiry tests). After
 * `close()` a relay started again on the same port starts empty.
 */
import { createHash } from 'node:crypto';
import { schnorr } from '@noble/secp256k1';
import { listenWebSocket, runAsCommand } from './websocket-server.js';

const MAX_FRAME = 128 * 1024;
const KEEP = 1000;
const HEX64 = /^[0-9a-f]{64}$/;
const HEX128 = /^[0-9a-f]{128}$/;

const isEphemeral = (kind) => kind >= 20000 && kind < 30000;

/** NIP-40: whether `e` carries an `expiration` tag at or before `now` (unix seconds). */
const expired = (e, now) => e.tags.some((t) => t[0] === 'expiration' && Number(t[1]) <= now);

/** @param {any} e */
async function validEvent(e) {
  if (!e || typeof e !== 'object' || !HEX64.test(e.id) || !HEX64.test(e.pubkey) || !HEX128.test(e.sig)) return false;
  if (!Number.isInteger(e.kind) || !Number.isInteger(e.created_at) || typeof e.content !== 'string' || !Array.isArray(e.tags)) return false;
  if (!e.tags.every((t) => Array.isArray(t) && t.every((x) => typeof x === 'string'))) return false;
  const id = createHash('sha256')
    .update(JSON.stringify([0, e.pubkey, e.created_at, e.kind, e.tags, e.content]))
    .digest();
  if (id.toString('hex') !== e.id) return false;
  return schnorr.verifyAsync(Buffer.from(e.sig, 'hex'), id, Buffer.from(e.pubkey, 'hex')).catch(() => false);
}

/** @param {any} f @param {any} e */
function matches(f, e) {
  if (!f || typeof f !== 'object') return false;
  if (Array.isArray(f.ids) && !f.ids.includes(e.id)) return false;
  if (Array.isArray(f.authors) && !f.authors.includes(e.pubkey)) return false;
  if (Array.isArray(f.kinds) && !f.kinds.includes(e.kind)) return false;
  if (typeof f.since === 'number' && e.created_at < f.since) return false;
  if (typeof f.until === 'number' && e.created_at > f.until) return false;
  for (const [key, values] of Object.entries(f)) {
    if (!/^#[A-Za-z]$/.test(key) || !Array.isArray(values)) continue;
    if (!e.tags.some((t) => t[0] === key.slice(1) && values.includes(t[1]))) return false;
  }
  return true;
}

/**
 * @param {{ port?: number, host?: string, quiet?: boolean, onFrame?: (direction: 'in' | 'out', text: string) => void, passes?: (event: any) => boolean,
 *   serve?: (events: any[]) => any[] | null, now?: () => number }} [options]
 */
export function startNostrRelay({
  port = 4445,
  host = '127.0.0.1',
  quiet = false,
  onFrame = () => {},
  passes = () => true,
  serve = (events) => events,
  now = () => Math.floor(Date.now() / 1000),
} = {}) {
  /** @type {Map<import('ws').WebSocket, Map<string, any[]>>} */
  const clients = new Map();
  /** @type {any[]} */
  let kept = [];

  const send = (conn, message) => {
    if (conn.readyState !== 1) return;
    const text = JSON.stringify(message);
    onFrame('out', text);
    conn.send(text);
  };

  return listenWebSocket({ port, host, quiet, name: 'nostr relay', maxPayload: MAX_FRAME }, (wss) => {
    wss.on('connection', (conn) => {
      const subs = new Map();
      clients.set(conn, subs);
      conn.on('close', () => clients.delete(conn));
      // one frame at a time, so a client's events go out in the order it sent them
      let queue = Promise.resolve();
      conn.on('message', (raw) => (queue = queue.then(() => handle(raw.toString())).catch(() => {})));
      const handle = async (text) => {
        onFrame('in', text);
        let msg;
        try {
          msg = JSON.parse(text);
        } catch {
          return send(conn, ['NOTICE', 'invalid: not JSON']);
        }
        if (!Array.isArray(msg)) return send(conn, ['NOTICE', 'invalid: not an array']);
        const [type, a, ...rest] = msg;
        if (type === 'REQ' && typeof a === 'string') {
          subs.set(a, rest);
          kept = kept.filter((e) => !expired(e, now()));
          const served = serve(kept.filter((e) => rest.some((f) => matches(f, e))));
          if (!served) return;
          for (const e of served) send(conn, ['EVENT', a, e]);
          send(conn, ['EOSE', a]);
        } else if (type === 'CLOSE' && typeof a === 'string') subs.delete(a);
        else if (type === 'EVENT') {
          const valid = await validEvent(a);
          const ok = valid && !expired(a, now());
          send(conn, ['OK', typeof a?.id === 'string' ? a.id : '', ok, ok ? '' : valid ? 'invalid: event has expired' : 'invalid: bad id or signature']);
          if (!ok || !passes(a)) return;
          if (!isEphemeral(a.kind)) {
            kept.push(a);
            if (kept.length > KEEP) kept.shift();
          }
          for (const [c, s] of clients) for (const [subId, filters] of s) if (filters.some((f) => matches(f, a))) send(c, ['EVENT', subId, a]);
        } else send(conn, ['NOTICE', `invalid: unknown message ${String(type).slice(0, 20)}`]);
      };
    });
  });
}

runAsCommand(import.meta.url, 4445, 'nostr relay', startNostrRelay);
