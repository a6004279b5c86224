#!/usr/bin/env node
/**
 * Builds what the npm package ships (`npm pack` and `npm publish` run it as `prepack`):
 * - dist-lib/: the ES modules of package.json's `exports` (Lit and Yjs left to the host) and the
 *   standalone `<carc-game>` for plain pages (scripts/build/package-lib.ts);
 * - dist-lib/types/: their .d.ts files (tsconfig.package.json);
 * - dist-lib/custom-elements.json: the Custom Elements Manifest (custom-elements-manifest.config.mjs);
 * - dist-cli/carcassonne.js: the command line (scripts/build-cli.js).
 * Then it checks that every emitted module that defines a tag is named by `sideEffects`, so that
 * no host bundler drops a `customElements.define`.
 */
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { transform } from 'esbuild';
import { buildCli } from './build-cli.js';

const root = fileURLToPath(new URL('..', import.meta.url));
const bin = (name) => join(root, 'node_modules', '.bin', name);

/** Every file under `dir` whose name ends with `ext`. */
function modules(dir, ext = '.js') {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? modules(join(dir, e.name), ext) : e.name.endsWith(ext) ? [join(dir, e.name)] : []));
}

function run(command, args) {
  const { status } = spawnSync(bin(command), args, { cwd: root, stdio: 'inherit' });
  if (status !== 0) throw new Error(`${command} ${args.join(' ')} failed (exit ${status})`);
}

run('vite', ['build', '--mode', 'lib', '--logLevel', 'warn']);
run('vite', ['build', '--mode', 'standalone', '--logLevel', 'warn']);
// Vite keeps a library's whitespace (for the host's bundler); the standalone copy goes to pages as it is
for (const file of modules(join(root, 'dist-lib', 'standalone'))) {
  writeFileSync(file, (await transform(readFileSync(file, 'utf8'), { minify: true, target: 'es2022' })).code);
}
run('tsc', ['-p', 'tsconfig.package.json']);
run('cem', ['analyze', '--quiet']);
await buildCli();

// a tag defined in a module that `sideEffects` does not name could be tree-shaken away
const sideEffects = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).sideEffects;
const patterns = sideEffects.map(
  (p) =>
    new RegExp(
      `^${p
        .replace(/^\.\//, '')
        .replace(/[.]/g, '\\.')
        .replace(/\*\*/g, '.+')
        .replace(/\*(?!\+)/g, '[^/]*')}$`,
    ),
);
const unnamed = modules(join(root, 'dist-lib'))
  .filter((file) => readFileSync(file, 'utf8').includes('customElements.define'))
  .map((file) => relative(root, file))
  .filter((file) => !patterns.some((p) => p.test(file)));
if (unnamed.length) throw new Error(`these modules define tags but package.json's sideEffects does not name them: ${unnamed.join(', ')}`);
// and every tag the sources define is defined by the build (a module wrongly thought free of side effects loses its define)
const tagsIn = (files) => new Set(files.flatMap((f) => [...readFileSync(f, 'utf8').matchAll(/customElements\.define\(['"`]([a-z-]+)['"`]/g)].map((m) => m[1])));
const sourceTags = tagsIn(modules(join(root, 'components'), '.ts'));
const standalone = join(root, 'dist-lib', 'standalone');
for (const [name, files] of [
  ['dist-lib', modules(join(root, 'dist-lib')).filter((f) => !f.startsWith(standalone))],
  ['dist-lib/standalone', modules(standalone)],
]) {
  const built = tagsIn(files);
  const lost = [...sourceTags].filter((t) => !built.has(t));
  if (lost.length) throw new Error(`${name} lost the definition of ${lost.join(', ')}`);
}
console.log('built the package: dist-lib/ (modules, standalone, types, custom-elements.json) and dist-cli/');
