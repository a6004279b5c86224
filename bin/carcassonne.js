#!/usr/bin/env node
// Runs the TypeScript sources directly: tsx (a dependency) compiles them on the fly, so the
// command works from a fresh clone after `npm install`, with no build step.
import { register } from 'tsx/esm/api';

register();
const { main } = await import(new URL('../src/cli/main.ts', import.meta.url).href);
process.exitCode = main(process.argv.slice(2), {
  stdout: (text) => process.stdout.write(text),
  stderr: (text) => process.stderr.write(text),
});
