/**
 * Set up before every end-to-end file: the waits in these tests (`expect.poll`'s timeouts) guard
 * against a hang; they are not speed checks. On a busy two-core machine (the Node suite runs beside
 * this one) a browser is only slower, so every poll waits three times as long as it says before it
 * fails (CARC_E2E_PATIENCE sets the factor). Promises about time that the product makes are checked
 * against the clock in the tests themselves, untouched by this.
 */
import { type BrowserContext, chromium, type Page } from 'playwright-core';
import { expect } from 'vitest';
import { patient as stretched } from './patience-factor.js';
const poll = expect.poll;

expect.poll = ((check, options) => {
  const timeout = stretched(typeof options === 'number' ? options : (options?.timeout ?? 1000));
  return poll(check, typeof options === 'object' ? { ...options, timeout } : { timeout });
}) as typeof expect.poll;

// Playwright's own waits (a click waiting for its button, a page load) default to 30 s: a guard
// against a hang too, stretched the same way. Every browser these files launch goes through
// `chromium.launch`, so its contexts and pages get the longer default here.
const PLAYWRIGHT_DEFAULT = stretched(30_000);
const launch = chromium.launch.bind(chromium);
chromium.launch = async (options) => {
  const browser = await launch(options);
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (contextOptions) => patient(await newContext(contextOptions));
  const newPage = browser.newPage.bind(browser);
  browser.newPage = async (pageOptions) => patient(await newPage(pageOptions));
  return browser;
};

function patient<T extends BrowserContext | Page>(target: T): T {
  target.setDefaultTimeout(PLAYWRIGHT_DEFAULT);
  target.setDefaultNavigationTimeout(PLAYWRIGHT_DEFAULT);
  return target;
}
