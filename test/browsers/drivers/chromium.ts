/** Chromium (Debian's, found by scripts/browser/find-browser.js) through playwright-core, as a DrivenPage. */
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, chromiumPath } from '../../../scripts/browser/find-browser.js';
import type { DrivenPage, PageFunction } from './driven-page.js';

/** Host candidates as plain addresses, not mDNS names: the online tests pair it with Firefox on one machine. */
const PLAIN_HOST_CANDIDATES = ['--disable-features=WebRtcHideLocalIpsWithMdns'];

export async function launchChromiumPage(size: { width: number; height: number }): Promise<DrivenPage> {
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: [...CHROMIUM_ARGS, ...PLAIN_HOST_CANDIDATES] });
  const page = await (await browser.newContext({ viewport: size })).newPage();
  return {
    browser: 'chromium',
    goto: async (url) => void (await page.goto(url)),
    reload: async () => void (await page.reload()),
    // playwright's overloads want the argument's type fixed; ours is generic, so the call goes untyped
    evaluate: <R, A>(fn: PageFunction<A, R>, arg?: A) => page.evaluate(fn as (a: unknown) => Promise<R>, arg),
    waitFor: async (fn, arg, timeoutMs = 60_000) => void (await page.waitForFunction(fn as (a: unknown) => unknown, arg, { timeout: timeoutMs })),
    screenshot: async (path) => void (await page.screenshot({ path })),
    close: () => browser.close(),
  };
}
