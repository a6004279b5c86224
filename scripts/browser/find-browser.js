/**
 * The one place that knows which Chromium the browser tests and benchmarks drive, and what to do
 * when there is none: web-test-runner.config.mjs, the end-to-end helpers and the bench pages take
 * `chromiumPath()` and `CHROMIUM_ARGS` from here, and scripts/ensure-browser.js (run by `npm test`
 * before any suite) acts on `planBrowser()`.
 *
 * The decisions are pure functions of a `system` (platform, env, uid, and two file probes) so the
 * tests can hand them a fake file system; `realSystem()` is the machine this runs on.
 */
import { accessSync, constants, readFileSync } from 'node:fs';

/** Headless flags for every launch: no sandbox (root in CI), no GPU, nothing phoning home. */
export const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];

/** The usual places, in the order they are tried after CHROME_PATH. */
export const BROWSER_LOCATIONS = {
  linux: ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome', '/usr/bin/google-chrome-stable', '/snap/bin/chromium'],
  darwin: ['/Applications/Google Chrome.app/Contents/MacOS/Google Chrome', '/Applications/Chromium.app/Contents/MacOS/Chromium'],
};

/** Set to 0 to forbid `npm test` from installing a browser even where it could. */
export const INSTALL_SWITCH = 'CARC_BROWSER_INSTALL';

/**
 * @typedef {{
 *   platform: string,
 *   env: Record<string, string | undefined>,
 *   uid: number | undefined,
 *   isExecutable: (path: string) => boolean,
 *   readFile: (path: string) => string | undefined,
 * }} BrowserSystem
 */

/** @param {BrowserSystem} system */
function locations(system) {
  return BROWSER_LOCATIONS[/** @type {'linux' | 'darwin'} */ (system.platform)] ?? [];
}

/**
 * The first executable browser: CHROME_PATH if set, else the usual locations.
 * @param {BrowserSystem} system
 * @returns {string | undefined}
 */
export function findBrowser(system) {
  const chosen = system.env.CHROME_PATH;
  // a CHROME_PATH that points at nothing is a mistake to report, not a reason to pick another browser
  if (chosen) return system.isExecutable(chosen) ? chosen : undefined;
  return locations(system).find((path) => system.isExecutable(path));
}

/** @param {BrowserSystem} system @param {string} command */
function onPath(system, command) {
  return (system.env.PATH ?? '').split(':').some((dir) => dir !== '' && system.isExecutable(`${dir}/${command}`));
}

/** @param {BrowserSystem} system */
function isUbuntu(system) {
  return /^ID=("?)ubuntu\1$/m.test(system.readFile('/etc/os-release') ?? '');
}

/** @param {BrowserSystem} system */
export function isDebianLike(system) {
  return system.readFile('/etc/debian_version') !== undefined || onPath(system, 'apt-get');
}

/** @param {BrowserSystem} system Ubuntu has no `chromium` deb; its chromium-browser brings the snap */
function aptPackage(system) {
  return isUbuntu(system) ? 'chromium-browser' : 'chromium';
}

/** @param {BrowserSystem} system @returns {string[][]} what root runs on Debian or Ubuntu */
function aptSteps(system) {
  return [
    ['apt-get', 'update'],
    ['apt-get', 'install', '-y', aptPackage(system)],
  ];
}

/** @param {string[][]} steps as one shell line */
function asCommand(steps) {
  return steps.map((s) => s.join(' ')).join(' && ');
}

/** Other Linux package managers, by the tool on PATH: named in the message, never run. */
const OTHER_INSTALLS = [
  ['dnf', 'dnf install -y chromium'],
  ['pacman', 'pacman -S --noconfirm chromium'],
  ['zypper', 'zypper install -y chromium'],
  ['apk', 'apk add chromium'],
];

/**
 * The one command that installs a browser on this platform, as this user would type it.
 * @param {BrowserSystem} system
 * @returns {string | undefined}
 */
function installCommand(system) {
  if (system.platform === 'darwin') return 'brew install --cask google-chrome';
  if (system.platform !== 'linux') return undefined;
  const root = system.uid === 0;
  // root is mostly a fresh container, whose apt has no package lists yet
  if (isDebianLike(system)) return root ? asCommand(aptSteps(system)) : `sudo apt-get install -y ${aptPackage(system)}`;
  const other = OTHER_INSTALLS.find(([tool]) => onPath(system, tool));
  return other && `${root ? '' : 'sudo '}${other[1]}`;
}

/**
 * The sentence to stop with when there is no browser and none will be installed here.
 * @param {BrowserSystem} system
 */
export function missingBrowserMessage(system) {
  const chosen = system.env.CHROME_PATH;
  if (chosen) {
    const usual = locations(system)[0] ?? 'the usual locations';
    return `CHROME_PATH is ${chosen}, which is not an executable file: point it at Chromium or Chrome, or unset it to use ${usual}.`;
  }
  const looked = ['CHROME_PATH (unset)', ...locations(system)].join(', ');
  const command = installCommand(system);
  const fix = command ? `install it with: ${command}` : 'install Chromium or Chrome and set CHROME_PATH to its executable';
  return `The browser tests need Chromium or Chrome and found none (looked at ${looked}); ${fix}`;
}

/**
 * What `npm test` does before the browser suites: use a browser, install one, or stop.
 * Installs only where that needs no question: Debian or Ubuntu, as root, not forbidden.
 * @param {BrowserSystem} system
 * @returns {{ action: 'use', path: string }
 *   | { action: 'install', steps: string[][], command: string, note: string }
 *   | { action: 'stop', message: string }}
 */
export function planBrowser(system) {
  const path = findBrowser(system);
  if (path) return { action: 'use', path };
  const allowed = system.env[INSTALL_SWITCH] !== '0' && !system.env.CHROME_PATH;
  if (!allowed || system.platform !== 'linux' || system.uid !== 0 || !isDebianLike(system)) {
    return { action: 'stop', message: missingBrowserMessage(system) };
  }
  const steps = aptSteps(system);
  const what = isUbuntu(system) ? "Ubuntu's chromium-browser, which brings the snap and needs snapd," : "Debian's chromium";
  const note = `No Chromium or Chrome found; installing ${what} as root (${INSTALL_SWITCH}=0 to skip)`;
  return { action: 'install', steps, command: asCommand(steps), note };
}

/** @returns {BrowserSystem} this machine */
export function realSystem() {
  return {
    platform: process.platform,
    env: process.env,
    uid: process.getuid?.(),
    isExecutable: (path) => {
      try {
        accessSync(path, constants.X_OK);
        return true;
      } catch {
        return false;
      }
    },
    readFile: (path) => {
      try {
        return readFileSync(path, 'utf8');
      } catch {
        return undefined;
      }
    },
  };
}

/** The browser for the suites; `npm test` has made sure there is one, or stopped already. */
export function chromiumPath() {
  const system = realSystem();
  const path = findBrowser(system);
  if (!path) throw new Error(missingBrowserMessage(system));
  return path;
}
