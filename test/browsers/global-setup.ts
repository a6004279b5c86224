/**
 * Once for the Firefox and WebKit files: the production build (service worker included) with a few
 * lines at the top of its page that keep its errors in `window.carcErrors` (WebDriver gives no
 * console), which the tests serve from 127.0.0.1; and Vite's dev server on 127.0.0.1 for the test
 * that calls the app's own key modules.
 */
import { resolve } from 'node:path';
import type { TestProject } from 'vitest/node';
import { build, createServer, type Plugin } from 'vite';
import { HOSTING_OUTPUT } from '../e2e/hosting-helpers/static-host.js';

declare module 'vitest' {
  export interface ProvidedContext {
    devUrl: string;
    buildDir: string;
  }
}

/** Console errors, uncaught errors and rejections, and failed loads of scripts and styles, kept in the page. */
const KEEP_ERRORS = `window.carcErrors = [];
const keep = (text) => window.carcErrors.push(String(text));
const error = console.error;
console.error = (...args) => (keep(args.join(' ')), error.apply(console, args));
addEventListener('error', (e) => keep(e.message || 'failed to load ' + (e.target.src || e.target.href)), true);
addEventListener('unhandledrejection', (e) => keep('unhandled rejection: ' + (e.reason?.message ?? e.reason)));`;

const keepErrors: Plugin = {
  name: 'carc-keep-errors',
  transformIndexHtml: () => [{ tag: 'script', children: KEEP_ERRORS, injectTo: 'head-prepend' }],
};

/** `vite build` as `npm run build` makes it (production: Lit's production mode, the service worker), with the error keeper. */
async function buildApp(): Promise<string> {
  const outDir = resolve(HOSTING_OUTPUT, 'browsers');
  const nodeEnv = process.env.NODE_ENV; // vitest's 'test' would make a development build
  process.env.NODE_ENV = 'production';
  try {
    await build({ configFile: resolve('vite.config.ts'), logLevel: 'silent', plugins: [keepErrors], build: { outDir, emptyOutDir: true } });
  } finally {
    process.env.NODE_ENV = nodeEnv;
  }
  return outDir;
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const server = await createServer({
    configFile: resolve('vite.config.ts'),
    logLevel: 'error',
    // a cache of its own: the end-to-end suite's Vite servers may be optimizing at the same moment
    cacheDir: resolve('node_modules/.vite-browsers'),
    plugins: [keepErrors],
    server: { host: '127.0.0.1', port: 0, strictPort: false, hmr: false },
  });
  try {
    await server.listen();
    project.provide('devUrl', server.resolvedUrls!.local[0]);
    project.provide('buildDir', await buildApp());
  } catch (error) {
    await server.close();
    throw error;
  }
  return () => server.close();
}
