/**
 * The npm package's JavaScript (`vite build --mode lib`, run by scripts/build-package.js at
 * prepack): the entries of package.json's `exports` as ES modules in dist-lib/, and (`--mode
 * standalone`) self-contained copies of `<carc-game>` and `<carc-event>` for plain HTML pages in
 * dist-lib/standalone/.
 *
 * - Lit and Yjs are the host's (peer dependencies): every `lit…`, `@lit/…` and `yjs` import stays an
 *   import, so a page that uses Lit or Yjs itself holds one copy (two copies of Yjs break its
 *   constructor checks). y-webrtc, y-protocols, nanoid and the rest are bundled; y-webrtc's own
 *   `import 'yjs'` stays external too, so it shares the host's copy. The standalone copy bundles all.
 * - The bots' Web Worker is found relative to the module that starts it: Vite writes its URL as an
 *   absolute `/assets/…` path, a 404 under any sub-path; `relativeWorkerUrls` rewrites it to the plain
 *   `new Worker(new URL('./assets/…', import.meta.url), { type: 'module' })` that a host bundler (Vite,
 *   webpack, Parcel) recognises and re-emits under its own base, and that a browser resolves
 *   against the module's address when no bundler is in between.
 */
import type { Plugin, UserConfig } from 'vite';

const PEERS = /^(lit|lit-html|lit-element|@lit\/[^/]+|yjs)(\/.*)?$/;

/** The package's entry modules (package.json `exports`), each built to dist-lib/<name>.js. */
export const PACKAGE_ENTRIES = {
  index: 'components/index.ts',
  'carc-game': 'components/carc-game/carc-game.ts',
  'carc-board': 'components/carc-board/carc-board.ts',
  'carc-event': 'components/carc-event/carc-event.ts',
  engine: 'src/engine/index.ts',
};

export function packageLibConfig(standalone: boolean): UserConfig {
  return {
    plugins: [relativeWorkerUrls()],
    build: {
      outDir: standalone ? 'dist-lib/standalone' : 'dist-lib',
      copyPublicDir: false,
      emptyOutDir: true,
      target: 'es2022',
      // the modules keep Vite's library default (names mangled, whitespace and pure annotations kept for
      // the host's bundler); a plain page takes the standalone copy as it is, so it is minified in full
      ...(standalone ? { minify: true } : {}),
      lib: {
        entry: standalone ? { 'carc-game': PACKAGE_ENTRIES['carc-game'], 'carc-event': PACKAGE_ENTRIES['carc-event'] } : PACKAGE_ENTRIES,
        formats: ['es'],
      },
      rollupOptions: { external: standalone ? [] : (id) => PEERS.test(id) },
    },
  };
}

// what Vite writes for `new URL('./bot-worker.ts', import.meta.url)` in a library build
const ABSOLUTE_WORKER_URL = /new URL\(\s*\/\* @vite-ignore \*\/\s*"\/(assets\/[^"]+\.js)",\s*"" \+ import\.meta\.url\s*\)/g;

function relativeWorkerUrls(): Plugin {
  return {
    name: 'carc-relative-worker-urls',
    apply: 'build',
    enforce: 'post',
    generateBundle(_, bundle) {
      let rewritten = 0;
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue;
        const depth = chunk.fileName.split('/').length - 1;
        const up = depth ? '../'.repeat(depth) : './';
        chunk.code = chunk.code.replace(ABSOLUTE_WORKER_URL, (_m, path: string) => {
          rewritten++;
          return `new URL(${JSON.stringify(up + path)}, import.meta.url)`;
        });
      }
      const workers = Object.keys(bundle).filter((f) => /(^|\/)assets\/bot-worker-[^/]+\.js$/.test(f));
      // a Vite that writes the URL some other way must fail the build, not ship a worker that 404s
      if (workers.length && rewritten === 0) this.error('the bot worker is emitted but its URL was not rewritten to a relative one (scripts/build/package-lib.ts)');
    },
  };
}
