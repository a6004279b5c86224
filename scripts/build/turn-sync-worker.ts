/**
 * The background turn check's script (src/app/turn-sync-sw.ts), bundled on its own by esbuild into
 * one classic script next to sw.js: the Workbox worker that vite-plugin-pwa generates loads it with
 * `importScripts` (installable-app.ts), so the precache stays Workbox's own.
 */
import { build } from 'esbuild';
import type { Plugin } from 'vite';

export const TURN_SYNC_SCRIPT = 'carc-turns-sw.js';

export function turnSyncWorker(): Plugin {
  return {
    name: 'carc-turn-sync-worker',
    apply: 'build',
    async generateBundle() {
      const out = await build({ entryPoints: ['src/app/turn-sync-sw.ts'], bundle: true, write: false, format: 'iife', target: 'es2022', minify: true, legalComments: 'none' });
      this.emitFile({ type: 'asset', fileName: TURN_SYNC_SCRIPT, source: out.outputFiles[0].text });
    },
  };
}
