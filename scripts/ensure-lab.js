#!/usr/bin/env node
/**
 * Run by `npm test` and `npm run test:e2e` before the end-to-end tests: exits quietly when the NAT
 * lab's tools (ip, nft, turnserver) are there and this is root, installs Debian's nftables and
 * coturn when it may (root on Debian or Ubuntu, unless CARC_LAB_INSTALL=0), and otherwise says in
 * one line why there is no lab here. That case does not stop the other suites: the lab tests then
 * fail with the same line, so no run without a lab passes. A failed install as root stops the run.
 */
import { spawnSync } from 'node:child_process';
import { realSystem } from './browser/find-browser.js';
import { runSteps, stop } from './install-steps.js';
import { findLabTools, planLab } from './lab/find-lab-tools.js';

try {
  const system = realSystem();
  const plan = planLab(system);
  if (plan.action === 'stop') console.error(`== no NAT lab here, its tests will fail: ${plan.message}`);
  if (plan.action === 'install') {
    console.log(`== ${plan.note}: ${plan.command}`);
    runSteps(plan.steps, "the NAT lab's tools", 'install nftables and coturn by hand.');
    const missing = Object.entries(findLabTools(system)).filter(([, path]) => !path);
    if (missing.length) stop(`Installed, but still no ${missing.map(([c]) => c).join(', ')} for the NAT lab.`);
    // Debian's coturn package enables a system service; the lab runs its own coturn inside its
    // namespace, so a machine-wide STUN/TURN server nobody asked for is stopped (best effort)
    spawnSync('systemctl', ['disable', '--now', 'coturn'], { stdio: 'ignore' });
    console.log('== NAT lab tools: ip, nft, turnserver');
  }
} catch (error) {
  stop(`Could not check for the NAT lab's tools: ${error instanceof Error ? error.message : String(error)}`);
}
