/**
 * One browser with one page, driven the same way whichever engine it is (issue 27): Chromium through
 * playwright-core, Firefox through WebDriver BiDi (puppeteer-core), WebKit through W3C WebDriver
 * (WebKitWebDriver and its MiniBrowser under Xvfb). The tests read the same for each; everything a
 * driver starts listens on 127.0.0.1 only and is gone after `close()`.
 */
import { createServer } from 'node:net';

export type BrowserName = 'chromium' | 'firefox' | 'webkit';

/** A function run inside the page: its source is sent, so it may use nothing from the test's scope. */
export type PageFunction<A, R> = (arg: A) => R | Promise<R>;

export interface DrivenPage {
  readonly browser: BrowserName;
  /** opens `url` and resolves once it has loaded */
  goto(url: string): Promise<void>;
  reload(): Promise<void>;
  /** `fn(arg)` in the page; a returned promise is awaited there. Arguments and results go as JSON. */
  evaluate<R, A = undefined>(fn: PageFunction<A, R>, arg?: A): Promise<R>;
  /** polls `fn(arg)` (synchronous) in the page until it is truthy; the timeout guards against a hang, it is no speed check */
  waitFor<A = undefined>(fn: (arg: A) => unknown, arg?: A, timeoutMs?: number): Promise<void>;
  /** a PNG of the page at `path` */
  screenshot(path: string): Promise<void>;
  /** ends the browser and every process started for it */
  close(): Promise<void>;
}

export interface LaunchOptions {
  width?: number;
  height?: number;
}

export async function launchBrowser(name: BrowserName, options: LaunchOptions = {}): Promise<DrivenPage> {
  const size = { width: options.width ?? 1440, height: options.height ?? 900 };
  if (name === 'firefox') return (await import('./firefox.js')).launchFirefox(size);
  if (name === 'webkit') return (await import('./webkit.js')).launchWebKit(size);
  return (await import('./chromium.js')).launchChromiumPage(size);
}

/** A port free on 127.0.0.1 right now, for a tool that must be told its port. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

/** Polls `check` every 100 ms until it resolves truthy, or throws `what` after `timeoutMs`. */
export async function pollUntil(check: () => Promise<unknown>, what: string, timeoutMs: number): Promise<void> {
  for (const end = Date.now() + timeoutMs; Date.now() < end; await new Promise((r) => setTimeout(r, 100))) {
    if (await check()) return;
  }
  throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
}
