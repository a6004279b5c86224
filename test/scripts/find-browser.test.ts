import { describe, expect, it } from 'vitest';
import { BROWSER_LOCATIONS, findBrowser, planBrowser, type BrowserSystem } from '../../scripts/browser/find-browser.js';

const DEBIAN = { '/etc/debian_version': '12.8\n', '/etc/os-release': 'PRETTY_NAME="Debian GNU/Linux 12 (bookworm)"\nID=debian\n' };
const UBUNTU = { '/etc/debian_version': 'trixie/sid\n', '/etc/os-release': 'NAME="Ubuntu"\nID=ubuntu\nID_LIKE=debian\n' };
const PATH = '/usr/local/bin:/usr/bin:/bin';

/** A machine made of a list of executables and a few text files. */
function machine(options: { platform?: string; uid?: number; env?: Record<string, string>; executables?: string[]; files?: Record<string, string> } = {}): BrowserSystem {
  const executables = new Set(options.executables ?? []);
  const files = options.files ?? {};
  return {
    platform: options.platform ?? 'linux',
    uid: options.uid,
    env: { PATH, ...options.env },
    isExecutable: (path) => executables.has(path),
    readFile: (path) => files[path],
  };
}

describe('finding a browser', () => {
  it.each(BROWSER_LOCATIONS.linux)('finds %s on Linux', (path) => {
    expect(findBrowser(machine({ executables: [path] }))).toBe(path);
  });

  it.each(BROWSER_LOCATIONS.darwin)('finds %s on macOS', (path) => {
    expect(findBrowser(machine({ platform: 'darwin', executables: [path] }))).toBe(path);
  });

  it('tries Debian’s chromium before Chrome when both are there', () => {
    expect(findBrowser(machine({ executables: ['/usr/bin/google-chrome', '/usr/bin/chromium'] }))).toBe('/usr/bin/chromium');
  });

  it('takes CHROME_PATH before every usual location', () => {
    const system = machine({ env: { CHROME_PATH: '/opt/chrome/chrome' }, executables: ['/opt/chrome/chrome', '/usr/bin/chromium'] });
    expect(planBrowser(system)).toEqual({ action: 'use', path: '/opt/chrome/chrome' });
  });

  it('does not look in Linux places on macOS', () => {
    expect(findBrowser(machine({ platform: 'darwin', executables: ['/usr/bin/chromium'] }))).toBeUndefined();
  });
});

describe('installing one where it may', () => {
  it('runs apt-get update and installs Debian’s chromium as root on Debian', () => {
    const plan = planBrowser(machine({ uid: 0, files: DEBIAN }));
    expect(plan).toMatchObject({
      action: 'install',
      command: 'apt-get update && apt-get install -y chromium',
      steps: [
        ['apt-get', 'update'],
        ['apt-get', 'install', '-y', 'chromium'],
      ],
    });
    expect(plan.action === 'install' && plan.note).toContain("installing Debian's chromium");
  });

  it('knows a Debian-like system by apt-get on PATH alone', () => {
    expect(planBrowser(machine({ uid: 0, executables: ['/usr/bin/apt-get'] }))).toMatchObject({ action: 'install', command: 'apt-get update && apt-get install -y chromium' });
  });

  it('installs chromium-browser on Ubuntu and says it brings the snap', () => {
    const plan = planBrowser(machine({ uid: 0, files: UBUNTU }));
    expect(plan).toMatchObject({ action: 'install', command: 'apt-get update && apt-get install -y chromium-browser' });
    expect(plan.action === 'install' && plan.note).toContain('snap');
  });
});

describe('stopping with one sentence where it may not', () => {
  function stopMessage(system: BrowserSystem): string {
    const plan = planBrowser(system);
    if (plan.action !== 'stop') throw new Error(`expected to stop, got ${plan.action}`);
    expect(plan.message.split(/[.;:] [A-Z]/)).toHaveLength(1);
    expect(plan.message).not.toContain('\n');
    return plan.message;
  }

  it('names every place it looked and the sudo command for a Debian user', () => {
    expect(stopMessage(machine({ uid: 1000, files: DEBIAN }))).toBe(
      'The browser tests need Chromium or Chrome and found none (looked at CHROME_PATH (unset), /usr/bin/chromium, /usr/bin/chromium-browser, /usr/bin/google-chrome, /usr/bin/google-chrome-stable, /snap/bin/chromium); install it with: sudo apt-get install -y chromium',
    );
  });

  it('gives root the command it would have run when CARC_BROWSER_INSTALL=0 forbids it', () => {
    expect(stopMessage(machine({ uid: 0, env: { CARC_BROWSER_INSTALL: '0' }, files: DEBIAN }))).toMatch(/install it with: apt-get update && apt-get install -y chromium$/);
  });

  it('names Homebrew on macOS and never installs there', () => {
    expect(stopMessage(machine({ platform: 'darwin', uid: 0 }))).toBe(
      'The browser tests need Chromium or Chrome and found none (looked at CHROME_PATH (unset), /Applications/Google Chrome.app/Contents/MacOS/Google Chrome, /Applications/Chromium.app/Contents/MacOS/Chromium); install it with: brew install --cask google-chrome',
    );
  });

  it('names the package manager it finds on other Linux systems', () => {
    expect(stopMessage(machine({ uid: 1000, executables: ['/usr/bin/dnf'] }))).toMatch(/install it with: sudo dnf install -y chromium$/);
    expect(stopMessage(machine({ uid: 0, executables: ['/usr/bin/pacman'] }))).toMatch(/install it with: pacman -S --noconfirm chromium$/);
  });

  it('asks for CHROME_PATH where it knows no package manager', () => {
    expect(stopMessage(machine({ uid: 1000 }))).toMatch(/; install Chromium or Chrome and set CHROME_PATH to its executable$/);
    expect(stopMessage(machine({ platform: 'win32' }))).toMatch(/looked at CHROME_PATH \(unset\)\);/);
  });

  it('says CHROME_PATH is wrong instead of installing another browser behind it', () => {
    expect(stopMessage(machine({ uid: 0, env: { CHROME_PATH: '/opt/nothing/chrome' }, files: DEBIAN, executables: ['/usr/bin/chromium'] }))).toBe(
      'CHROME_PATH is /opt/nothing/chrome, which is not an executable file: point it at Chromium or Chrome, or unset it to use /usr/bin/chromium.',
    );
  });
});
