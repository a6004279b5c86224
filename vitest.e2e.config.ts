import { defineConfig } from 'vitest/config';

// End-to-end browser tests: playwright-core drives Debian's Chromium against pages served on
// 127.0.0.1 with a local signaling server. One file at a time, since each starts servers and browsers.
export default defineConfig({
  test: {
    include: ['test/e2e/**/*.test.ts'],
    environment: 'node',
    // guards against a hang, not speed checks
    testTimeout: 300_000,
    hookTimeout: 300_000,
    fileParallelism: false,
    setupFiles: ['test/e2e/patience.ts'],
    // the production build the files serve, made once (test/e2e/app-build.ts)
    globalSetup: ['test/e2e/app-build.ts'],
  },
});
