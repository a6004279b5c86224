// Component tests in real Chromium: the one scripts/browser/find-browser.js finds (CHROME_PATH first).
import { chromeLauncher } from '@web/test-runner-chrome';
import { esbuildPlugin } from '@web/dev-server-esbuild';
import { CHROMIUM_ARGS, chromiumPath } from './scripts/browser/find-browser.js';

export default {
  files: ['test/components/**/*.test.ts', 'test/sync/**/*.browser.test.ts', 'test/table/**/*.browser.test.ts'],
  nodeResolve: true,
  // a guard against a hang, not a speed check: on a busy two-core machine a test is only slower
  testFramework: { config: { timeout: 300_000 } },
  testsFinishTimeout: 600_000,
  plugins: [esbuildPlugin({ ts: true, target: 'es2022', tsconfig: 'tsconfig.json' })],
  browsers: [
    chromeLauncher({
      launchOptions: {
        executablePath: chromiumPath(),
        headless: true,
        // plain host candidates, as in the e2e tests: no mDNS names to resolve over multicast,
        // whose lookups can take seconds on a busy machine
        args: [...CHROMIUM_ARGS, '--disable-features=WebRtcHideLocalIpsWithMdns'],
      },
    }),
  ],
};
