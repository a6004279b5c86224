/**
 * The app on 127.0.0.1 and Chromium (found by scripts/browser/find-browser.js) driven by
 * playwright-core, for the UI end-to-end tests. The app is this run's production build
 * (app-build.ts) served as static files, or, for a test that imports the app's own modules into
 * its page, Vite's development server. Screenshots go to test-output/screenshots/.
 */
import { spawn } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { createServer as createNetServer } from 'node:net';
import { resolve } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { createServer } from 'vite';
import { afterAll, beforeAll, inject } from 'vitest';
import { CHROMIUM_ARGS, chromiumPath } from '../../../scripts/browser/find-browser.js';
import { startStaticHost } from '../hosting-helpers/static-host.js';

export const SCREENSHOTS = resolve('test-output/screenshots');

export interface AppServer {
  close(): Promise<void>;
}

export interface AppOptions {
  /**
   * Vite's development server instead of the build: the page can `import('/src/…')` the app's own
   * modules, and loads each source module under its own name.
   */
  sources?: boolean;
}

/** This run's production build (app-build.ts), made once for every file of the lane. */
export const builtApp = (): string => inject('appBuild');

export async function startApp(options: AppOptions = {}): Promise<{ server: AppServer; url: string }> {
  if (!options.sources) {
    const host = await startStaticHost(builtApp(), '/');
    return { server: host, url: host.url };
  }
  const server = await createServer({
    configFile: resolve('vite.config.ts'),
    logLevel: 'error',
    // npm test runs the end-to-end files in two lanes at once: each optimizes its dependencies in a cache of its own
    cacheDir: resolve(`node_modules/.vite-e2e-${process.env.CARC_TEST_LANE ?? 'main'}`),
    server: { host: '127.0.0.1', port: 0, strictPort: false, hmr: false },
  });
  await server.listen();
  const url = server.resolvedUrls?.local[0];
  if (!url) throw new Error('Vite did not report its URL');
  return { server, url };
}

export function launchChromium(extraArgs: string[] = []): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath(),
    args: [...CHROMIUM_ARGS, ...extraArgs],
  });
}

/** y-webrtc's own signaling server on a free local port. */
export async function startSignaling(): Promise<{ url: string; stop: () => void }> {
  const port = await new Promise<number>((done) => {
    const srv = createNetServer().listen(0, '127.0.0.1', () => {
      const p = (srv.address() as { port: number }).port;
      srv.close(() => done(p));
    });
  });
  const child = spawn(process.execPath, [resolve('node_modules/y-webrtc/bin/server.js')], { env: { ...process.env, PORT: String(port), HOST: '127.0.0.1' }, stdio: 'ignore' });
  const url = `ws://127.0.0.1:${port}`;
  for (let i = 0; i < 50; i++) {
    const up = await fetch(`http://127.0.0.1:${port}`).then(
      () => true,
      () => false,
    );
    if (up) break;
    await new Promise((r) => setTimeout(r, 100));
  }
  return { url, stop: () => child.kill() };
}

export async function screenshot(page: Page, name: string): Promise<string> {
  mkdirSync(SCREENSHOTS, { recursive: true });
  const path = resolve(SCREENSHOTS, `${name}.png`);
  await page.screenshot({ path });
  return path;
}

/** Page errors and console errors, collected so a test can assert there were none. */
export function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  return errors;
}

/**
 * The app (see `startApp`) and one Chromium for a whole test file (started in beforeAll, stopped in
 * afterAll); read `.url` and `.browser` inside the tests.
 */
export function appInChromium(extraArgs: string[] = [], options: AppOptions = {}): { url: string; browser: Browser } {
  const ctx = {} as { url: string; browser: Browser; server?: AppServer };
  beforeAll(async () => {
    const app = await startApp(options);
    ctx.server = app.server;
    ctx.url = app.url;
    ctx.browser = await launchChromium(extraArgs);
  });
  afterAll(async () => {
    await ctx.browser?.close();
    await ctx.server?.close();
  });
  return ctx;
}

/**
 * As `appInChromium`, with y-webrtc's signaling server on 127.0.0.1 (`.signaling`) and host ICE
 * candidates without mDNS names, so two contexts of the browser meet offline: online tables.
 */
export function onlineAppInChromium(options: AppOptions = {}): { url: string; browser: Browser; signaling: { url: string; stop: () => void } } {
  const ctx = appInChromium(['--disable-features=WebRtcHideLocalIpsWithMdns'], options) as ReturnType<typeof onlineAppInChromium>;
  beforeAll(async () => {
    ctx.signaling = await startSignaling();
  });
  afterAll(() => ctx.signaling?.stop());
  return ctx;
}
