#!/usr/bin/env node
// The `carcassonne` command. An installed package runs the plain JavaScript bundle that
// scripts/build-cli.js builds at `prepack` (dist-cli/carcassonne.js): nothing to compile, and tsx
// (a development dependency only) is never loaded. A clone of the repository runs the TypeScript
// sources directly, compiled on the fly by tsx, so the command works after `npm install` with no
// build step; tsx's namespace keeps it to our own modules and the repo's tsconfig applies whatever
// directory we are run from.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const bundle = `${root}dist-cli/carcassonne.js`;
// inside node_modules we are an installed package, even if it ships some sources
const installed = root.split(/[\\/]/).includes('node_modules');
if (installed || !existsSync(`${root}src/cli/main.ts`)) await runBundle();
else await runSources();

async function runBundle() {
  if (!existsSync(bundle)) {
    process.stderr.write(`carcassonne: the built command is missing (${bundle}); run "node scripts/build-cli.js" in ${root}.\n`);
    process.exit(3);
  }
  await import('../dist-cli/carcassonne.js');
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
  // awaited: `move -` answers until standard input ends, then says whether every line got a move
  process.exitCode = await main(process.argv.slice(2), {
    stdout: (text) => process.stdout.write(text),
    stderr: (text) => process.stderr.write(text),
  });
}
