/**
 * The `carcassonne` command's entry, as the packed CLI runs it (scripts/build-cli.js bundles it to
 * dist-cli/carcassonne.js): the arguments and the process's streams handed to `main`.
 */
import { main } from './main.js';

// a reader that stops early (`| head`) is not an error of ours
for (const stream of [process.stdout, process.stderr]) stream.on('error', (e: NodeJS.ErrnoException) => process.exit(e.code === 'EPIPE' ? 0 : 3));
// awaited: `move -` answers until standard input ends, then says whether every line got a move
process.exitCode = await main(process.argv.slice(2), {
  stdout: (text) => process.stdout.write(text),
  stderr: (text) => process.stderr.write(text),
});
