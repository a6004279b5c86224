/**
 * Vitest's global set-up: bundles the command line once before any test runs, so the CLI tests run
 * what a package ships (dist-cli/carcassonne.js), never a bundle left over from older sources.
 */
// @ts-expect-error a plain JavaScript script, typed by its use here
import { buildCli } from '../../../scripts/build-cli.js';

export default async function setup(): Promise<void> {
  await buildCli();
}
