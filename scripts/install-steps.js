/**
 * What scripts/ensure-browser.js and scripts/ensure-lab.js share: stopping `npm test` with one line
 * (never a stack trace), and running an install plan's steps (apt-get, as root) one by one.
 */
import { spawnSync } from 'node:child_process';

/** @param {string} line @returns {never} */
export function stop(line) {
  console.error(line);
  process.exit(1);
}

/**
 * Runs each step with the terminal's output; stops at the first that fails, with `fix` after the
 * failing command and its reason.
 * @param {string[][]} steps @param {string} what e.g. "the browser" @param {string} fix
 */
export function runSteps(steps, what, fix) {
  for (const [command, ...args] of steps) {
    const run = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
    if (run.status !== 0) stop(`Installing ${what} stopped at \`${[command, ...args].join(' ')}\` (${run.error?.message ?? `exit ${run.status}`}); ${fix}`);
  }
}
