import { defineConfig } from 'vitest/config';

// Firefox and WebKit (issue 27): test/browsers/ drives Debian's firefox-esr (WebDriver BiDi) and
// WebKitGTK's MiniBrowser (W3C WebDriver, under Xvfb) against the app on 127.0.0.1; the game test
// also plays in Chromium to compare, and the online games play against it. One file at a time:
// each starts browsers.
export default defineConfig({
  test: {
    include: ['test/browsers/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['test/browsers/global-setup.ts'],
    // guards against a hang, not speed checks
    testTimeout: 300_000,
    hookTimeout: 300_000,
    fileParallelism: false,
  },
});
