/**
 * What the local signaling server and the local Nostr relay share: an HTTP server on host:port
 * that upgrades WebSocket requests to a `ws` server and answers plain requests with one line, and
 * running either from the command line (`--port`, `--host`, or PORT and HOST).
 */
import http from 'node:http';
import { pathToFileURL } from 'node:url';
import { WebSocketServer } from 'ws';

/**
 * Listens with a fresh WebSocketServer (frames over `maxPayload` bytes are refused by ws before
 * any parsing). `setup(wss)` wires its connections. Resolves to `{ url, port, close() }`.
 * @param {{ port: number, host: string, quiet: boolean, name: string, maxPayload: number }} options
 * @param {(wss: WebSocketServer) => void} setup
 */
export function listenWebSocket({ port, host, quiet, name, maxPayload }, setup) {
  const wss = new WebSocketServer({ noServer: true, maxPayload });
  setup(wss);
  const server = http.createServer((_req, res) => {
    res.writeHead(200, { 'Content-Type': 'text/plain' });
    res.end(`carcassonne ${name}: okay\n`);
  });
  server.on('upgrade', (request, socket, head) => wss.handleUpgrade(request, socket, head, (ws) => wss.emit('connection', ws, request)));
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      const actual = /** @type {import('node:net').AddressInfo} */ (server.address()).port;
      const url = `ws://${host.includes(':') ? `[${host}]` : host}:${actual}`;
      if (!quiet) console.log(`${name} on ${url}`);
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

/** The value after `--name` on the command line. */
export function argValue(name) {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : undefined;
}

/**
 * Runs `start` when the module at `moduleUrl` is the command being run.
 * @param {string} moduleUrl @param {number} defaultPort @param {string} name
 * @param {(o: { port: number, host: string }) => Promise<unknown>} start
 */
export function runAsCommand(moduleUrl, defaultPort, name, start) {
  if (moduleUrl !== pathToFileURL(process.argv[1] ?? '').href) return;
  const port = Number(argValue('port') ?? process.env.PORT ?? defaultPort);
  const host = argValue('host') ?? process.env.HOST ?? '127.0.0.1';
  start({ port, host }).catch((e) => {
    console.error(`${name}: ${e.message}`);
    process.exit(1);
  });
}
