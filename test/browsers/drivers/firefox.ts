/**
 * Firefox ESR through WebDriver BiDi, with puppeteer-core (which downloads nothing: the browser is
 * Debian's firefox-esr, found by scripts/browser/other-browsers.js). Puppeteer starts Firefox in a
 * process group of its own with a temporary profile, and removes both on close.
 */
import puppeteer from 'puppeteer-core';
import { otherBrowserPaths } from '../../../scripts/browser/other-browsers.js';
import type { DrivenPage, PageFunction } from './driven-page.js';

export async function launchFirefox(size: { width: number; height: number }): Promise<DrivenPage> {
  const browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: otherBrowserPaths().firefox,
    protocol: 'webDriverBiDi',
    headless: true,
    defaultViewport: size,
    // host candidates as plain addresses, not mDNS names: the online tests pair it with Chromium on one machine
    extraPrefsFirefox: { 'media.peerconnection.ice.obfuscate_host_addresses': false },
  });
  const page = await browser.newPage();
  return {
    browser: 'firefox',
    goto: async (url) => void (await page.goto(url, { waitUntil: 'load' })),
    reload: async () => void (await page.reload({ waitUntil: 'load' })),
    evaluate: <R, A>(fn: PageFunction<A, R>, arg?: A) => page.evaluate(fn as (a: unknown) => Promise<R>, arg) as Promise<R>,
    waitFor: async (fn, arg, timeoutMs = 60_000) => void (await page.waitForFunction(fn as (a: unknown) => unknown, { timeout: timeoutMs, polling: 100 }, arg)),
    screenshot: async (path) => void (await page.screenshot({ path: path as `${string}.png` })),
    close: () => browser.close(),
  };
}
