#!/usr/bin/env node
// From a clone: runs the TypeScript sources directly; tsx (a dependency) compiles them on the fly, so the
// command works from a fresh clone after `npm install`, with no build step. The namespace keeps
// tsx to our own modules, and the repo's tsconfig applies whatever directory we are run from.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
// without the sources (a package that ships only the bundle), the bundle of scripts/build-cli.js
if (!existsSync(`${root}src/cli/main.ts`) && existsSync(`${root}dist-cli/carcassonne.js`)) {
  await import('../dist-cli/carcassonne.js');
} else {
  await runSources();
}

async function runSources() {
  let api;
  try {
    const { register } = await import('tsx/esm/api');
    api = register({ namespace: 'carcassonne-cli', tsconfig: `${root}tsconfig.json` });
  } catch (e) {
    const why = e.code === 'ERR_MODULE_NOT_FOUND' ? `tsx is not installed; run "npm install" in ${root}` : `${e.message}; Node 20.6 or newer is needed`;
    process.stderr.write(`carcassonne: cannot load the TypeScript sources (${why}).\n`);
    process.exit(3);
  }
  // a reader that stops early (`| head`) is not an error of ours
  for (const stream of [process.stdout, process.stderr]) stream.on('error', (e) => process.exit(e.code === 'EPIPE' ? 0 : 3));
  let main;
  try {
    ({ main } = await api.import('../src/cli/main.ts', import.meta.url));
  } catch (e) {
    process.stderr.write(`carcassonne: internal error while loading: ${e.message}\n`);
    process.exit(3);
  }
  process.exitCode = main(process.argv.slice(2), {
    stdout: (text) => process.stdout.write(text),
    stderr: (text) => process.stderr.write(text),
  });
}
