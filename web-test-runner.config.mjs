// Component tests in real Chromium: the one scripts/browser/find-browser.js finds (CHROME_PATH first).
import { chromeLauncher } from '@web/test-runner-chrome';
import { esbuildPlugin } from '@web/dev-server-esbuild';
import { CHROMIUM_ARGS, chromiumPath } from './scripts/browser/find-browser.js';

// y-webrtc's imports replaced as every build replaces them (scripts/build/peer-alias.ts; that file
// is TypeScript, so the same two lines here): our peer, and our signaling client
const Y_WEBRTC_ALIASES = {
  'simple-peer/simplepeer.min.js': '/src/sync/transport/lite-peer.ts',
  'lib0/websocket': '/src/sync/signaling/signaling-client.ts',
};
const yWebrtcAliases = {
  name: 'y-webrtc-aliases',
  resolveImport: ({ source }) => (Object.hasOwn(Y_WEBRTC_ALIASES, source) ? Y_WEBRTC_ALIASES[source] : undefined),
};

export default {
  files: ['test/components/**/*.test.ts', 'test/sync/**/*.browser.test.ts', 'test/table/**/*.browser.test.ts'],
  // packages' browser builds, as Vite picks them (nanoid's default one needs node:crypto)
  nodeResolve: { exportConditions: ['browser', 'development'] },
  // a guard against a hang, not a speed check: on a busy two-core machine a test is only slower
  testFramework: { config: { timeout: 300_000 } },
  testsFinishTimeout: 600_000,
  // a page's tests start within 20 s on a quiet machine; beside the other suites a page can take longer
  testsStartTimeout: 180_000,
  plugins: [yWebrtcAliases, esbuildPlugin({ ts: true, target: 'es2022', tsconfig: 'tsconfig.json' })],
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
