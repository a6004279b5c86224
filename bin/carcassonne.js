#!/usr/bin/env node
// Runs the TypeScript sources directly: tsx (a dependency) compiles them on the fly, so the
// command works from a fresh clone after `npm install`, with no build step. The namespace keeps
// tsx to our own modules, and the repo's tsconfig applies whatever directory we are run from.
import { fileURLToPath } from 'node:url';
import { register } from 'tsx/esm/api';

const tsconfig = fileURLToPath(new URL('../tsconfig.json', import.meta.url));
let api;
try {
  api = register({ namespace: 'carcassonne-cli', tsconfig });
} catch (e) {
  process.stderr.write(`carcassonne: cannot load the TypeScript sources (${e.message}); Node 20.6 or newer is needed.\n`);
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
