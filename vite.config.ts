import { defineConfig } from 'vite';
import { installableApp } from './scripts/build/installable-app.js';
import { PEER_ALIAS } from './scripts/build/peer-alias.js';

/**
 * Two builds from one config:
 * - `vite build` (default): the app, index.html + src/app/main.ts, into dist/, with relative URLs
 *   (`base: './'`) so that dist/ works from any path of any static host, a web manifest and a
 *   service worker (scripts/build/installable-app.ts);
 * - `vite build --mode lib`: the embeddable components as ES modules into dist-lib/:
 *   `carc-board.js` (the board alone, no Yjs/WebRTC) and `carc-game.js` (the whole game; online
 *   play is a lazily loaded chunk).
 * `npm start` (scripts/start.js) serves this config with a local signaling server.
 */
export default defineConfig(({ mode }) => {
  const lib = mode === 'lib';
  return {
    base: lib ? '/' : './',
    // y-webrtc's simple-peer bundle → our small peer on RTCPeerConnection (scripts/build/peer-alias.ts)
    resolve: { alias: PEER_ALIAS },
    plugins: lib ? [] : installableApp(),
    server: { host: '127.0.0.1', port: 5173 },
    preview: { host: '127.0.0.1' },
    build: lib
      ? {
          outDir: 'dist-lib',
          copyPublicDir: false,
          emptyOutDir: true,
          target: 'es2022',
          lib: {
            entry: { 'carc-board': 'components/carc-board/carc-board.ts', 'carc-game': 'components/carc-game/carc-game.ts' },
            formats: ['es'],
          },
        }
      : {
          outDir: 'dist',
          emptyOutDir: true,
          target: 'es2022',
        },
  };
});
