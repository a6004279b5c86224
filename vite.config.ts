import { defineConfig } from 'vite';

/**
 * Two builds from one config:
 * - `vite build` (default): the app, index.html + src/app/main.ts, into dist/;
 * - `vite build --mode lib`: the embeddable components as ES modules into dist-lib/:
 *   `carc-board.js` (the board alone, no Yjs/WebRTC) and `carc-game.js` (the whole game; online
 *   play is a lazily loaded chunk).
 * `npm start` (scripts/start.js) serves this config with a local signaling server.
 */
export default defineConfig(({ mode }) => {
  const lib = mode === 'lib';
  return {
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
