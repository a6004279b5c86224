import { describe, expect, it } from 'vitest';
import type { BrowserSystem } from '../../scripts/browser/find-browser.js';
import { findLabTools, planLab } from '../../scripts/lab/find-lab-tools.js';

const DEBIAN = { '/etc/debian_version': '12.8\n', '/etc/os-release': 'ID=debian\n' };
const ALL = ['/usr/sbin/ip', '/usr/sbin/nft', '/usr/bin/turnserver'];

/** A machine made of a list of executables and a few text files. */
function machine(options: { platform?: string; uid?: number; env?: Record<string, string>; executables?: string[]; files?: Record<string, string> } = {}): BrowserSystem {
  const executables = new Set(options.executables ?? []);
  return {
    platform: options.platform ?? 'linux',
    uid: options.uid,
    env: { PATH: '/usr/local/bin:/usr/bin:/bin', ...options.env },
    isExecutable: (path) => executables.has(path),
    readFile: (path) => options.files?.[path],
  };
}

function stopMessage(system: BrowserSystem): string {
  const plan = planLab(system);
  if (plan.action !== 'stop') throw new Error(`expected to stop, got ${plan.action}`);
  expect(plan.message).not.toContain('\n');
  return plan.message;
}

describe('the NAT lab’s tools', () => {
  it('finds ip and nft in /usr/sbin though a user’s PATH lacks it', () => {
    expect(findLabTools(machine({ executables: ALL }))).toEqual({ ip: '/usr/sbin/ip', nft: '/usr/sbin/nft', turnserver: '/usr/bin/turnserver' });
  });

  it('takes a tool from PATH before the sbin folders', () => {
    expect(findLabTools(machine({ env: { PATH: '/opt/lab/bin' }, executables: [...ALL, '/opt/lab/bin/nft'] })).nft).toBe('/opt/lab/bin/nft');
  });

  it('uses them as root when all are there, installing nothing', () => {
    expect(planLab(machine({ uid: 0, files: DEBIAN, executables: ALL }))).toEqual({ action: 'use', tools: { ip: '/usr/sbin/ip', nft: '/usr/sbin/nft', turnserver: '/usr/bin/turnserver' } });
  });
});

describe('installing them where it may', () => {
  it('installs only the missing packages as root on Debian', () => {
    const plan = planLab(machine({ uid: 0, files: DEBIAN, executables: ['/usr/sbin/ip'] }));
    expect(plan).toMatchObject({
      action: 'install',
      steps: [
        ['apt-get', 'update'],
        ['apt-get', 'install', '-y', '--no-install-recommends', 'nftables', 'coturn'],
      ],
      command: 'apt-get update && apt-get install -y --no-install-recommends nftables coturn',
    });
  });

  it('brings iproute2 too where even ip is missing', () => {
    const plan = planLab(machine({ uid: 0, files: DEBIAN }));
    expect(plan.action === 'install' && plan.steps[1].slice(-3)).toEqual(['iproute2', 'nftables', 'coturn']);
  });
});

describe('stopping with one sentence where it may not (the lab tests then fail with it)', () => {
  it('tells a user to run the tests as root, and what to install first', () => {
    expect(stopMessage(machine({ uid: 1000, files: DEBIAN, executables: ['/usr/sbin/ip'] }))).toBe(
      'The NAT lab tests (test/e2e/nat-lab*.test.ts) make network namespaces and NAT rules, which needs root: run `sudo npm run test:e2e`, after `sudo apt-get install -y nftables coturn` (CI runs as root).',
    );
  });

  it('asks a user with every tool only for root', () => {
    expect(stopMessage(machine({ uid: 1000, files: DEBIAN, executables: ALL }))).toMatch(/which needs root: run `sudo npm run test:e2e` \(CI runs as root\)\.$/);
  });

  it('says the lab needs Linux on macOS', () => {
    expect(stopMessage(machine({ platform: 'darwin', uid: 0 }))).toMatch(/need Linux network namespaces and cannot run on darwin/);
  });

  it('gives root the command it would have run when CARC_LAB_INSTALL=0 forbids it', () => {
    expect(stopMessage(machine({ uid: 0, env: { CARC_LAB_INSTALL: '0' }, files: DEBIAN, executables: ['/usr/sbin/ip'] }))).toMatch(
      /need nft, turnserver, which are not installed: install them with: apt-get update && apt-get install -y --no-install-recommends nftables coturn$/,
    );
  });

  it('names Debian’s packages where it knows no apt', () => {
    expect(stopMessage(machine({ uid: 0, executables: ['/usr/sbin/ip'] }))).toMatch(/install them \(Debian's packages nftables, coturn\)\.$/);
  });
});
