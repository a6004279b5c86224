#!/usr/bin/env node
/**
 * A WebSocket signaling server speaking y-webrtc's protocol (subscribe / unsubscribe / publish /
 * ping): peers of a room find each other here, then talk directly over WebRTC. It sees room names
 * (the y-webrtc topic) and WebRTC offers, never game data.
 *
 *   node scripts/signaling-server.js --port 4444 --host 0.0.0.0
 *   PORT=4444 HOST=0.0.0.0 npm run signaling
 *
 * Also importable: `startSignalingServer({ port, host })` resolves to `{ url, port, close() }`.
 */
import http from 'node:http';
import { pathToFileURL } from 'node:url';
import { WebSocketServer } from 'ws';

const PING_INTERVAL_MS = 30_000;

/** @param {{ port?: number, host?: string, quiet?: boolean }} [options] */
export function startSignalingServer({ port = 4444, host = '127.0.0.1', quiet = false } = {}) {
  /** @type {Map<string, Set<import('ws').WebSocket>>} */
  const topics = new Map();
  const wss = new WebSocketServer({ noServer: true });
  const server = http.createServer((_req, res) => {
    res.writeHead(200, { 'Content-Type': 'text/plain' });
    res.end('carcassonne signaling server: okay\n');
  });

  const send = (conn, message) => {
    if (conn.readyState > 1) return conn.close();
    try {
      conn.send(JSON.stringify(message));
    } catch {
      conn.close();
    }
  };

  wss.on('connection', (conn) => {
    const subscribed = new Set();
    let alive = true;
    const ping = setInterval(() => {
      if (!alive) return conn.terminate();
      alive = false;
      try {
        conn.ping();
      } catch {
        conn.close();
      }
    }, PING_INTERVAL_MS);
    conn.on('pong', () => (alive = true));
    conn.on('close', () => {
      clearInterval(ping);
      for (const topic of subscribed) {
        const subs = topics.get(topic);
        subs?.delete(conn);
        if (subs?.size === 0) topics.delete(topic);
      }
      subscribed.clear();
    });
    conn.on('message', (raw) => {
      let message;
      try {
        message = JSON.parse(raw.toString());
      } catch {
        return;
      }
      if (!message || typeof message.type !== 'string') return;
      switch (message.type) {
        case 'subscribe':
          for (const topic of message.topics ?? []) {
            if (typeof topic !== 'string') continue;
            if (!topics.has(topic)) topics.set(topic, new Set());
            topics.get(topic).add(conn);
            subscribed.add(topic);
          }
          break;
        case 'unsubscribe':
          for (const topic of message.topics ?? []) topics.get(topic)?.delete(conn);
          break;
        case 'publish': {
          const receivers = typeof message.topic === 'string' ? topics.get(message.topic) : undefined;
          if (!receivers) break;
          message.clients = receivers.size;
          for (const r of receivers) send(r, message);
          break;
        }
        case 'ping':
          send(conn, { type: 'pong' });
      }
    });
  });

  server.on('upgrade', (request, socket, head) => wss.handleUpgrade(request, socket, head, (ws) => wss.emit('connection', ws, request)));

  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      const actual = /** @type {import('node:net').AddressInfo} */ (server.address()).port;
      const url = `ws://${host.includes(':') ? `[${host}]` : host}:${actual}`;
      if (!quiet) console.log(`signaling server on ${url}`);
      resolve({
        url,
        port: actual,
        close: () =>
          new Promise((done) => {
            for (const c of wss.clients) c.terminate();
            wss.close();
            server.close(() => done(undefined));
          }),
      });
    });
  });
}

function argValue(name) {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : undefined;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const port = Number(argValue('port') ?? process.env.PORT ?? 4444);
  const host = argValue('host') ?? process.env.HOST ?? '127.0.0.1';
  startSignalingServer({ port, host }).catch((e) => {
    console.error(`signaling server: ${e.message}`);
    process.exit(1);
  });
}
