#!/usr/bin/env node
/**
 * Run by `npm test` (and the browser suites) before any browser starts: exits quietly when there is
 * a Chromium or Chrome, installs Debian's chromium when it may (root on Debian or Ubuntu, unless
 * CARC_BROWSER_INSTALL=0), and otherwise stops with one sentence saying what to install. Never a
 * stack trace: whatever goes wrong is said in a line.
 */
import { spawnSync } from 'node:child_process';
import { findBrowser, missingBrowserMessage, planBrowser, realSystem } from './browser/find-browser.js';
import { runSteps, stop } from './install-steps.js';

try {
  const system = realSystem();
  const plan = planBrowser(system);
  if (plan.action === 'stop') stop(plan.message);
  if (plan.action === 'install') {
    console.log(`== ${plan.note}: ${plan.command}`);
    runSteps(plan.steps, 'the browser', 'install Chromium or Chrome by hand, or set CHROME_PATH to one.');
    const path = findBrowser(system);
    if (!path) stop(`Installed, but still no browser: ${missingBrowserMessage(system)}`);
    const version = spawnSync(path, ['--version'], { encoding: 'utf8' }).stdout?.trim();
    console.log(`== browser for the tests: ${path}${version ? ` (${version})` : ''}`);
  }
} catch (error) {
  stop(`Could not check for a browser: ${error instanceof Error ? error.message : String(error)}`);
}
