/**
 * The one place that knows what the Firefox and WebKit tests (test/browsers/, issue 27) need from
 * the machine: Firefox ESR (driven over WebDriver BiDi by puppeteer-core), WebKitGTK's WebDriver
 * with its MiniBrowser, and Xvfb for the MiniBrowser's window. scripts/ensure-other-browsers.js acts
 * on `planOtherBrowsers()`; the drivers take their paths from `otherBrowserPaths()`, which throws the
 * same one sentence when something is missing. Pure functions of a `system`, like find-browser.js.
 */
import { INSTALL_SWITCH, isDebianLike, realSystem } from './find-browser.js';

const LIBS = ['/usr/lib/x86_64-linux-gnu', '/usr/lib/aarch64-linux-gnu', '/usr/lib64', '/usr/lib'];

/** Each tool, where Debian puts it, and the Debian package that brings it. */
export const OTHER_BROWSER_TOOLS = [
  { name: 'firefox', package: 'firefox-esr', paths: ['/usr/bin/firefox-esr', '/usr/bin/firefox'] },
  { name: 'webkitDriver', package: 'webkit2gtk-driver', paths: ['/usr/bin/WebKitWebDriver'] },
  { name: 'miniBrowser', package: 'webkit2gtk-driver', paths: LIBS.flatMap((l) => [`${l}/webkit2gtk-4.1/MiniBrowser`, `${l}/webkit2gtk-4.0/MiniBrowser`, `${l}/webkitgtk-6.0/MiniBrowser`]) },
  { name: 'xvfb', package: 'xvfb', paths: ['/usr/bin/Xvfb'] },
];

const TESTS = 'The Firefox and WebKit tests (test/browsers/)';

/**
 * Each tool's path, or undefined where it is not found.
 * @param {import('./find-browser.js').BrowserSystem} system
 * @returns {Record<string, string | undefined>}
 */
export function findOtherBrowsers(system) {
  return Object.fromEntries(OTHER_BROWSER_TOOLS.map(({ name, paths }) => [name, paths.find((p) => system.isExecutable(p))]));
}

/**
 * Use the tools, install them (root on Debian or Ubuntu, not forbidden), or stop with one sentence.
 * @param {import('./find-browser.js').BrowserSystem} system
 * @returns {{ action: 'use', paths: Record<string, string> }
 *   | { action: 'install', steps: string[][], command: string, note: string }
 *   | { action: 'stop', message: string }}
 */
export function planOtherBrowsers(system) {
  const found = findOtherBrowsers(system);
  const packages = [...new Set(OTHER_BROWSER_TOOLS.filter(({ name }) => !found[name]).map((t) => t.package))];
  if (!packages.length) return { action: 'use', paths: /** @type {Record<string, string>} */ (found) };
  const debian = system.platform === 'linux' && isDebianLike(system);
  const steps = [
    ['apt-get', 'update'],
    ['apt-get', 'install', '-y', '--no-install-recommends', ...packages],
  ];
  const command = steps.map((s) => s.join(' ')).join(' && ');
  const need = `${TESTS} need ${packages.join(', ')}`;
  if (!debian) return { action: 'stop', message: `${need} (Debian's names), which are not installed: install Firefox, WebKitGTK's WebKitWebDriver with its MiniBrowser, and Xvfb.` };
  if (system.uid !== 0) return { action: 'stop', message: `${need}, which are not installed: run \`sudo apt-get install -y ${packages.join(' ')}\`.` };
  if (system.env[INSTALL_SWITCH] === '0') return { action: 'stop', message: `${need}, which are not installed: install them with: ${command}` };
  return { action: 'install', steps, command, note: `${need}; installing them as root (${INSTALL_SWITCH}=0 to skip)` };
}

/** The tools' paths on this machine; throws the one sentence saying what to install. */
export function otherBrowserPaths() {
  const plan = planOtherBrowsers(realSystem());
  if (plan.action === 'use') return plan.paths;
  if (plan.action === 'stop') throw new Error(plan.message);
  throw new Error(`${TESTS} need tools that are not installed yet: run \`npm run test:browsers\`, which installs them (${plan.command}).`);
}
