import { describe, expect, it } from 'vitest';
import type { BrowserSystem } from '../../scripts/browser/find-browser.js';
import { planOtherBrowsers } from '../../scripts/browser/other-browsers.js';

const DEBIAN = { '/etc/debian_version': '12.11\n' };
const ALL = ['/usr/bin/firefox-esr', '/usr/bin/WebKitWebDriver', '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser', '/usr/bin/Xvfb'];

/** A machine made of a list of executables and a few text files. */
function machine(options: { platform?: string; uid?: number; env?: Record<string, string>; executables?: string[]; files?: Record<string, string> } = {}): BrowserSystem {
  const executables = new Set(options.executables ?? []);
  return {
    platform: options.platform ?? 'linux',
    uid: options.uid,
    env: { PATH: '/usr/bin:/bin', ...options.env },
    isExecutable: (path) => executables.has(path),
    readFile: (path) => options.files?.[path],
  };
}

describe('Firefox and WebKit for test/browsers (issue 27)', () => {
  it('uses Debian’s firefox-esr, WebKitWebDriver, MiniBrowser and Xvfb when all are there, installing nothing', () => {
    expect(planOtherBrowsers(machine({ uid: 0, files: DEBIAN, executables: ALL }))).toEqual({
      action: 'use',
      paths: { firefox: ALL[0], webkitDriver: ALL[1], miniBrowser: ALL[2], xvfb: ALL[3] },
    });
  });

  it('installs only the missing packages as root on Debian, once each', () => {
    const plan = planOtherBrowsers(machine({ uid: 0, files: DEBIAN, executables: [ALL[0]] }));
    expect(plan).toMatchObject({
      action: 'install',
      steps: [
        ['apt-get', 'update'],
        ['apt-get', 'install', '-y', '--no-install-recommends', 'webkit2gtk-driver', 'xvfb'],
      ],
    });
  });

  it('says in one sentence what to run instead of installing: not root, forbidden, or not Debian', () => {
    const cases = [
      [machine({ uid: 1000, files: DEBIAN }), 'sudo apt-get install -y firefox-esr webkit2gtk-driver xvfb'],
      [machine({ uid: 0, files: DEBIAN, env: { CARC_BROWSER_INSTALL: '0' } }), 'apt-get update && apt-get install'],
      [machine({ uid: 0, platform: 'darwin' }), 'install Firefox, WebKitGTK'],
    ] as const;
    for (const [system, says] of cases) {
      const plan = planOtherBrowsers(system);
      expect(plan.action).toBe('stop');
      const message = plan.action === 'stop' ? plan.message : '';
      expect(message).toContain(says);
      expect(message).not.toContain('\n');
    }
  });
});
