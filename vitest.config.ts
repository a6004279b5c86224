import { defineConfig } from 'vitest/config';
import { SIGNALING_ALIAS } from './scripts/build/peer-alias.js';

// Node-side tests only: the engine, the sync layer, the tables, the bots, the CLI and the scripts.
// Components run in real Chromium through @web/test-runner (web-test-runner.config.mjs).
export default defineConfig({
  // y-webrtc's signaling client → ours (scripts/build/peer-alias.ts), as in every build; y-webrtc is
  // run through vitest's transform (inline) so that the alias reaches its import
  resolve: { alias: SIGNALING_ALIAS },
  test: {
    server: { deps: { inline: ['y-webrtc'] } },
    include: [
      'test/engine/**/*.test.ts',
      'test/sync/**/*.test.ts',
      'test/cli/**/*.test.ts',
      'test/bots/**/*.test.ts',
      'test/scripts/**/*.test.ts',
      'test/table/**/*.test.ts',
      'test/structure.test.ts',
    ],
    // *.browser.test.ts need a browser's WebRTC: web-test-runner runs them
    exclude: ['**/node_modules/**', '**/*.browser.test.ts'],
    environment: 'node',
    // the CLI tests run the bundled command: built once, before any file runs
    globalSetup: ['test/cli/helpers/build-cli-setup.ts'],
    // three files at a time on two cores (vitest would take one): many of these tests wait, on
    // WebCrypto's thread pool, timers and workers, far more than they compute; on a loaded machine
    // each of those waits is a wait for the scheduler, and a third file fills them
    maxWorkers: 3,
    // a guard against a hang, not a speed check: on a busy two-core machine a test is only slower
    testTimeout: 300_000,
  },
});
