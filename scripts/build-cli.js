#!/usr/bin/env node
/**
 * Bundles the command line (src/cli/bin.ts and everything it imports) into one plain JavaScript
 * file, dist-cli/carcassonne.js: it starts in about 0.15 s where compiling the TypeScript at each
 * start (bin/carcassonne.js through tsx) takes about 0.5 s. bin/carcassonne.js runs this bundle
 * when the sources are absent (an installed package); the CLI tests build it afresh and run it.
 */
import { build } from 'esbuild';
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
export const CLI_BUNDLE = `${root}dist-cli/carcassonne.js`;

export async function buildCli() {
  // written beside and renamed into place: the CLI tests may be running the bundle while the
  // package's end-to-end test (npm pack's prepack) builds it again
  const result = await build({
    entryPoints: [`${root}src/cli/bin.ts`],
    outfile: CLI_BUNDLE,
    write: false,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    tsconfig: `${root}tsconfig.json`,
    banner: { js: '#!/usr/bin/env node' },
    logLevel: 'warning',
  });
  const temporary = `${CLI_BUNDLE}.${process.pid}.tmp`;
  mkdirSync(dirname(CLI_BUNDLE), { recursive: true });
  writeFileSync(temporary, result.outputFiles[0].contents, { mode: 0o755 });
  renameSync(temporary, CLI_BUNDLE);
  return CLI_BUNDLE;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) console.log(`built ${await buildCli()}`);
