#!/usr/bin/env node
/**
 * A WebSocket signaling server speaking y-webrtc's protocol (subscribe / unsubscribe / publish /
 * ping): peers of a room find each other here, then talk directly over WebRTC. It sees room names
 * (the y-webrtc topic) and WebRTC offers, never game data.
 *
 *   node scripts/signaling-server.js --port 4444 --host 0.0.0.0
 *   PORT=4444 HOST=0.0.0.0 npm run signaling
 *
 * Also importable: `startSignalingServer({ port, host, onFrame })` resolves to `{ url, port, close() }`;
 * `onFrame(direction, text)` sees every frame in ('in') and out ('out'), for tests that check what
 * a signaling server learns.
 */
import { listenWebSocket, runAsCommand } from './websocket-server.js';

const PING_INTERVAL_MS = 30_000;
/** signaling messages are a few KB (an offer); anything far larger is dropped by ws before parsing */
const MAX_FRAME = 128 * 1024;

/** @param {{ port?: number, host?: string, quiet?: boolean, onFrame?: (direction: 'in' | 'out', text: string) => void }} [options] */
export function startSignalingServer({ port = 4444, host = '127.0.0.1', quiet = false, onFrame = () => {} } = {}) {
  /** @type {Map<string, Set<import('ws').WebSocket>>} */
  const topics = new Map();

  const send = (conn, message) => {
    if (conn.readyState > 1) return conn.close();
    try {
      const text = JSON.stringify(message);
      onFrame('out', text);
      conn.send(text);
    } catch {
      conn.close();
    }
  };

  return listenWebSocket({ port, host, quiet, name: 'signaling server', maxPayload: MAX_FRAME }, (wss) => {
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
          onFrame('in', raw.toString());
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
  });
}

runAsCommand(import.meta.url, 4444, 'signaling server', startSignalingServer);
