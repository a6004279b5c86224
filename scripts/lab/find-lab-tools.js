/**
 * The one place that knows what the NAT lab of the end-to-end tests (test/e2e/nat-lab/) needs from
 * the machine, and what to do when something is missing: `ip` (iproute2) for network namespaces,
 * `nft` (nftables) for the NAT routers, `turnserver` (coturn, run STUN only) for server-reflexive
 * candidates, and root to use them. scripts/ensure-lab.js (run by `npm test` and `npm run test:e2e`)
 * acts on `planLab()`; the lab itself calls `labTools()`, which throws the same one sentence.
 *
 * Like scripts/browser/find-browser.js, the decisions are pure functions of a `system` so the tests
 * can hand them a fake machine.
 */
import { isDebianLike, realSystem } from '../browser/find-browser.js';

/** What the lab runs, and the Debian package that brings each. */
export const LAB_TOOLS = [
  { command: 'ip', package: 'iproute2' },
  { command: 'nft', package: 'nftables' },
  { command: 'turnserver', package: 'coturn' },
];

/** Set to 0 to forbid `npm test` from installing the lab's tools even where it could. */
export const LAB_INSTALL_SWITCH = 'CARC_LAB_INSTALL';

const LAB = 'The NAT lab tests (test/e2e/nat-lab*.test.ts)';

/** Places tried after PATH: a user's PATH often lacks the sbin folders where Debian puts ip and nft. */
const SBIN = ['/usr/sbin', '/sbin', '/usr/bin', '/bin'];

/**
 * Each tool's path, or undefined where it is not found.
 * @param {import('../browser/find-browser.js').BrowserSystem} system
 * @returns {Record<string, string | undefined>}
 */
export function findLabTools(system) {
  const dirs = [...(system.env.PATH ?? '').split(':').filter(Boolean), ...SBIN];
  return Object.fromEntries(LAB_TOOLS.map(({ command }) => [command, dirs.map((d) => `${d}/${command}`).find((p) => system.isExecutable(p))]));
}

/** @param {import('../browser/find-browser.js').BrowserSystem} system @param {string[]} packages @returns {string[][]} */
function aptSteps(system, packages) {
  return [
    ['apt-get', 'update'],
    ['apt-get', 'install', '-y', '--no-install-recommends', ...packages],
  ];
}

/** @param {string[][]} steps */
const asCommand = (steps) => steps.map((s) => s.join(' ')).join(' && ');

/**
 * What `npm test` does before the lab tests: use the tools, install them, or stop with one sentence
 * (which the lab tests then fail with: they never pass without a lab).
 * Installs only where that needs no question: Linux, root, Debian or Ubuntu, not forbidden.
 * @param {import('../browser/find-browser.js').BrowserSystem} system
 * @returns {{ action: 'use', tools: Record<string, string> }
 *   | { action: 'install', steps: string[][], command: string, note: string }
 *   | { action: 'stop', message: string }}
 */
export function planLab(system) {
  if (system.platform !== 'linux') return { action: 'stop', message: `${LAB} need Linux network namespaces and cannot run on ${system.platform}: run \`npm test\` on Linux as root, as CI does.` };
  const found = findLabTools(system);
  const missing = LAB_TOOLS.filter(({ command }) => !found[command]);
  const packages = missing.map((t) => t.package);
  const debian = isDebianLike(system);
  if (system.uid !== 0) {
    const also = missing.length ? `, after \`sudo apt-get install -y ${packages.join(' ')}\`` : '';
    return { action: 'stop', message: `${LAB} make network namespaces and NAT rules, which needs root: run \`sudo npm run test:e2e\`${debian ? also : ''} (CI runs as root).` };
  }
  if (!missing.length) return { action: 'use', tools: /** @type {Record<string, string>} */ (found) };
  const names = missing.map((t) => t.command).join(', ');
  const steps = aptSteps(system, packages);
  if (!debian) return { action: 'stop', message: `${LAB} need ${names}, which are not installed: install them (Debian's packages ${packages.join(', ')}).` };
  if (system.env[LAB_INSTALL_SWITCH] === '0') return { action: 'stop', message: `${LAB} need ${names}, which are not installed: install them with: ${asCommand(steps)}` };
  return { action: 'install', steps, command: asCommand(steps), note: `The NAT lab needs ${names}; installing ${packages.join(' and ')} as root (${LAB_INSTALL_SWITCH}=0 to skip)` };
}

/**
 * The lab's tools on this machine; throws the one sentence that says what to run when the lab
 * cannot be made here (the lab tests fail with it rather than pass without a lab).
 * @returns {Record<string, string>}
 */
export function labTools() {
  const plan = planLab(realSystem());
  if (plan.action === 'use') return plan.tools;
  if (plan.action === 'stop') throw new Error(plan.message);
  throw new Error(`${LAB} need tools that are not installed yet: run \`npm run test:e2e\`, which installs them (${plan.command}).`);
}
