/**
 * Servers and browsers for the sync end-to-end test and benchmark: our signaling server and a Vite
 * server for test/e2e/pages on 127.0.0.1 (free ports), and Chromium through playwright-core.
 */
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { createServer, type ViteDevServer } from 'vite';
import { chromium, type Browser, type Page } from 'playwright-core';
import { startSignalingServer } from '../../../scripts/signaling-server.js';
import { CHROMIUM_ARGS, chromiumPath } from '../../../scripts/browser/find-browser.js';
import { PEER_ALIAS } from '../../../scripts/build/peer-alias.js';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

export interface Servers {
  pageUrl: string;
  signalingUrl: string;
  close(): Promise<void>;
}

export async function startServers(): Promise<Servers> {
  const signaling = await startSignalingServer({ port: 0, host: '127.0.0.1', quiet: true });
  const vite: ViteDevServer = await createServer({
    root: path.join(ROOT, 'test/e2e/pages'),
    configFile: false,
    resolve: { alias: PEER_ALIAS },
    logLevel: 'silent',
    cacheDir: path.join(ROOT, 'node_modules/.vite-sync-e2e'),
    server: { host: '127.0.0.1', port: 0, strictPort: false, fs: { allow: [ROOT] }, hmr: false },
    optimizeDeps: { entries: ['sync-e2e.html'], include: ['yjs', 'y-webrtc', 'y-indexeddb', 'y-protocols/awareness', 'nanoid'] },
  });
  await vite.listen();
  const address = vite.httpServer!.address() as { port: number };
  return {
    pageUrl: `http://127.0.0.1:${address.port}/sync-e2e.html?signaling=${encodeURIComponent(signaling.url)}`,
    signalingUrl: signaling.url,
    close: async () => {
      await vite.close();
      await signaling.close();
    },
  };
}

export async function launchChromium(extraArgs: string[] = []): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath(),
    args: [...CHROMIUM_ARGS, ...extraArgs],
  });
}

/** Opens the test page in a fresh context (its own storage, so no BroadcastChannel with the others). */
export async function openPage(browser: Browser, url: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  page.on('pageerror', (e) => console.error('page error:', e.message));
  await page.goto(url);
  await page.waitForFunction(() => document.getElementById('out')?.textContent === 'ready');
  return page;
}
