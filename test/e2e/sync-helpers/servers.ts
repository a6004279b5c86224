/**
 * Servers and browsers for the sync end-to-end test and benchmark: our signaling server and
 * test/e2e/pages on 127.0.0.1 (free ports; built, or from its sources on Vite), and Chromium
 * through playwright-core.
 */
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { build, createServer, type ViteDevServer } from 'vite';
import { chromium, type Browser, type Page } from 'playwright-core';
import { startSignalingServer } from '../../../scripts/signaling-server.js';
import { CHROMIUM_ARGS, chromiumPath } from '../../../scripts/browser/find-browser.js';
import { PEER_ALIAS } from '../../../scripts/build/peer-alias.js';
import { startStaticHost } from '../hosting-helpers/static-host.js';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

export interface Servers {
  pageUrl: string;
  signalingUrl: string;
  close(): Promise<void>;
}

/** Vite's settings for the test page, served from its sources or built. */
const pageConfig = {
  root: path.join(ROOT, 'test/e2e/pages'),
  configFile: false as const,
  resolve: { alias: PEER_ALIAS },
  logLevel: 'silent' as const,
};

/**
 * Builds the test page (`vite build`) into `outDir`: the end-to-end files serve it built (made once
 * a run by test/e2e/app-build.ts), which costs each page less CPU than Vite's development server.
 */
export async function buildSyncPage(outDir: string): Promise<string> {
  await build({ ...pageConfig, base: './', build: { outDir, emptyOutDir: true, rolldownOptions: { input: path.join(pageConfig.root, 'sync-e2e.html') } } });
  return outDir;
}

/** The signaling server and the test page: from `pageBuild` (a `buildSyncPage` folder) if given, else from its sources on Vite. */
export async function startServers(pageBuild?: string): Promise<Servers> {
  const signaling = await startSignalingServer({ port: 0, host: '127.0.0.1', quiet: true });
  let origin: string;
  let closePage: () => Promise<void>;
  if (pageBuild) {
    const host = await startStaticHost(pageBuild, '/');
    [origin, closePage] = [host.origin, host.close];
  } else {
    const vite: ViteDevServer = await createServer({
      ...pageConfig,
      cacheDir: path.join(ROOT, 'node_modules/.vite-sync-e2e'),
      server: { host: '127.0.0.1', port: 0, strictPort: false, fs: { allow: [ROOT] }, hmr: false },
      optimizeDeps: { entries: ['sync-e2e.html'], include: ['yjs', 'y-webrtc', 'y-indexeddb', 'y-protocols/awareness', 'nanoid'] },
    });
    await vite.listen();
    origin = `http://127.0.0.1:${(vite.httpServer!.address() as { port: number }).port}`;
    closePage = () => vite.close();
  }
  return {
    pageUrl: `${origin}/sync-e2e.html?signaling=${encodeURIComponent(signaling.url)}`,
    signalingUrl: signaling.url,
    close: async () => {
      await closePage();
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
