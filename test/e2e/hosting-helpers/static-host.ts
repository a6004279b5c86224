/**
 * The production build as a static host serves it: `buildApp` runs this project's `vite build`
 * (vite.config.ts, service worker included) into a folder of test-output/, and `startStaticHost`
 * serves that folder's files under a sub-path of 127.0.0.1 with plain node:http, the way a project
 * site or a folder on a LAN web server would. Every request is logged for the tests to check.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { extname, join, relative, resolve, sep } from 'node:path';
import { build, type Plugin } from 'vite';

export const HOSTING_OUTPUT = resolve('test-output/hosting');

/**
 * Builds the app into test-output/hosting/<name>. `marker` is put at the top of every chunk: two
 * builds with different markers are two versions of the app whose chunk file names all differ.
 * `plugins` change the sources on their way in (another version of a module, say).
 */
export async function buildApp(name: string, marker = '', plugins: Plugin[] = []): Promise<string> {
  const outDir = join(HOSTING_OUTPUT, name);
  // vitest sets NODE_ENV=test, which would make this a development build (Lit's dev mode, no
  // service worker registration); `npm run build` runs with production
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    // the marker goes into web workers' bundles too (the bot's), which vite builds apart
    const banner = marker ? { output: { postBanner: `/*! ${marker} */` } } : {};
    await build({
      configFile: resolve('vite.config.ts'),
      logLevel: 'silent',
      plugins,
      build: { outDir, emptyOutDir: true, rolldownOptions: banner },
      worker: { rolldownOptions: banner, plugins: () => plugins },
    });
  } finally {
    process.env.NODE_ENV = nodeEnv;
  }
  return outDir;
}

/** Every file of a build, as paths relative to its folder with `/` separators. */
export function filesOf(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((f) => statSync(join(dir, f)).isFile())
    .map((f) => f.split(sep).join('/'))
    .sort();
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webmanifest': 'application/manifest+json',
};

export interface StaticHost {
  /** the app's address: http://HOST:PORT<prefix> */
  url: string;
  origin: string;
  /** every request so far, in order */
  log: { path: string; status: number }[];
  /** serve another build at the same address from now on (a redeploy) */
  serve(root: string): void;
  /** stop listening and drop open connections: the network is gone */
  close(): Promise<void>;
}

/**
 * Serves `root` at `prefix` (e.g. `/a/b/carcassonne/`); `…/carcassonne` redirects to the slash.
 * On 127.0.0.1 and a free port unless told (the NAT lab serves on its public address).
 */
export async function startStaticHost(root: string, prefix: string, listen: { host?: string; port?: number } = {}): Promise<StaticHost> {
  const { host = '127.0.0.1', port = 0 } = listen;
  let dir = root;
  const log: StaticHost['log'] = [];
  const server: Server = createServer((req, res) => {
    const path = decodeURIComponent(new URL(req.url ?? '/', 'http://host').pathname);
    const reply = (status: number, headers: Record<string, string> = {}, body?: Buffer | string) => {
      log.push({ path, status });
      // revalidate every time, so the browser's HTTP cache never stands in for the service worker
      res.writeHead(status, { 'cache-control': 'no-cache', ...headers }).end(body);
    };
    if (path === prefix.slice(0, -1)) return reply(301, { location: prefix });
    if (!path.startsWith(prefix)) return reply(404, {}, 'not found');
    let file = resolve(dir, '.' + path.slice(prefix.length - 1));
    if (relative(dir, file).startsWith('..')) return reply(404, {}, 'not found');
    if (existsSync(file) && statSync(file).isDirectory()) file = join(file, 'index.html');
    if (!existsSync(file)) return reply(404, {}, 'not found');
    reply(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' }, readFileSync(file));
  });
  await new Promise<void>((done) => server.listen(port, host, done));
  const origin = `http://${host}:${(server.address() as { port: number }).port}`;
  return {
    url: origin + prefix,
    origin,
    log,
    serve: (next) => void (dir = next),
    close: () =>
      new Promise<void>((done) => {
        server.close(() => done());
        server.closeAllConnections();
      }),
  };
}
