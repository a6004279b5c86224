#!/usr/bin/env node
/**
 * Run by `npm test` and `npm run test:browsers` before the Firefox and WebKit tests: exits quietly
 * when Firefox ESR, WebKitWebDriver with its MiniBrowser, and Xvfb are there, installs Debian's
 * firefox-esr, webkit2gtk-driver and xvfb when it may (root on Debian or Ubuntu, unless
 * CARC_BROWSER_INSTALL=0), and otherwise says in one line what to install. That case does not stop
 * the other suites: the Firefox and WebKit tests then fail with the same line. A failed install as
 * root stops the run. Never a stack trace.
 */
import { realSystem } from './browser/find-browser.js';
import { findOtherBrowsers, planOtherBrowsers } from './browser/other-browsers.js';
import { runSteps, stop } from './install-steps.js';

try {
  const system = realSystem();
  const plan = planOtherBrowsers(system);
  if (plan.action === 'stop') console.error(`== no Firefox or WebKit here, their tests will fail: ${plan.message}`);
  if (plan.action === 'install') {
    console.log(`== ${plan.note}: ${plan.command}`);
    runSteps(plan.steps, 'Firefox and WebKit', 'install firefox-esr, webkit2gtk-driver and xvfb by hand.');
    const missing = Object.entries(findOtherBrowsers(system)).filter(([, path]) => !path);
    if (missing.length) stop(`Installed, but still no ${missing.map(([name]) => name).join(', ')} for the Firefox and WebKit tests.`);
    console.log('== Firefox and WebKit for the tests: firefox-esr, WebKitWebDriver, MiniBrowser, Xvfb');
  }
} catch (error) {
  stop(`Could not check for Firefox and WebKit: ${error instanceof Error ? error.message : String(error)}`);
}
