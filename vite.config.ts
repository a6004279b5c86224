import { defineConfig } from 'vite';
import { installableApp } from './scripts/build/installable-app.js';
import { PEER_ALIAS } from './scripts/build/peer-alias.js';
import { packageLibConfig } from './scripts/build/package-lib.js';

/**
 * The builds from one config:
 * - `vite build` (default): the app, index.html + src/app/main.ts, into dist/, with relative URLs
 *   (`base: './'`) so that dist/ works from any path of any static host, a web manifest and a
 *   service worker (scripts/build/installable-app.ts);
 * - `vite build --mode lib` (and `--mode standalone`): the npm package's ES modules into dist-lib/
 *   (scripts/build/package-lib.ts; scripts/build-package.js builds the whole package).
 * `npm start` (scripts/start.js) serves this config with a local signaling server.
 */
export default defineConfig(({ mode }) => {
  // the npm package's JavaScript (scripts/build/package-lib.ts)
  const lib = mode === 'lib' || mode === 'standalone' ? packageLibConfig(mode === 'standalone') : null;
  return {
    base: lib ? '/' : './',
    // y-webrtc's simple-peer bundle → our small peer on RTCPeerConnection (scripts/build/peer-alias.ts)
    resolve: { alias: PEER_ALIAS },
    plugins: lib ? lib.plugins : installableApp(),
    server: { host: '127.0.0.1', port: 5173 },
    preview: { host: '127.0.0.1' },
    build: lib
      ? lib.build
      : {
          outDir: 'dist',
          emptyOutDir: true,
          target: 'es2022',
        },
  };
});
