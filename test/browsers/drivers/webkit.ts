/**
 * WebKit through W3C WebDriver: WebKitGTK's WebKitWebDriver on a free port of 127.0.0.1 drives its
 * MiniBrowser (`--automation`) in an Xvfb display of its own (`-displayfd` picks a free one,
 * `-nolisten tcp`), spoken to in plain HTTP with fetch. Xvfb and the driver each run in a process
 * group of their own (the MiniBrowser and its web processes are the driver's children), and close()
 * ends the session and then both groups. Debian's WebKitGTK has no WebRTC.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { otherBrowserPaths } from '../../../scripts/browser/other-browsers.js';
import { type DrivenPage, freePort, type PageFunction, pollUntil } from './driven-page.js';

/** Runs in the page: the function's source and its argument in, `{ value }` or `{ error }` out. */
const ASYNC_CALL = `const [source, arg, done] = arguments;
Promise.resolve().then(() => (0, eval)('(' + source + ')')(arg)).then(
  (value) => done({ value }),
  (e) => done({ error: e instanceof Error ? e.name + ': ' + e.message + '\\n' + e.stack : String(e) }));`;
const SYNC_CALL = `const [source, arg] = arguments; return Boolean((0, eval)('(' + source + ')')(arg));`;

/** Ends a process group: TERM, then KILL if it is still there after a moment. */
async function endGroup(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null || !child.pid) return;
  const exited = new Promise((r) => child.once('exit', r));
  const signal = (s: NodeJS.Signals) => {
    try {
      process.kill(-child.pid!, s);
    } catch {
      // already gone
    }
  };
  signal('SIGTERM');
  const timer = setTimeout(() => signal('SIGKILL'), 3000);
  await exited;
  clearTimeout(timer);
  signal('SIGKILL'); // any child left behind in the group
  // until the group is gone: the MiniBrowser and its web processes too, reaped once orphaned
  const groupLeft = () => {
    try {
      process.kill(-child.pid!, 0);
      return true;
    } catch {
      return false;
    }
  };
  await pollUntil(async () => !groupLeft(), 'the WebKit processes to end', 10_000).catch(() => {});
}

async function startXvfb(xvfb: string): Promise<{ child: ChildProcess; display: string }> {
  const child = spawn(xvfb, ['-displayfd', '3', '-screen', '0', '1920x1200x24', '-nolisten', 'tcp'], { stdio: ['ignore', 'ignore', 'pipe', 'pipe'], detached: true });
  let stderr = '';
  child.stderr!.on('data', (d) => (stderr += d));
  const display = await new Promise<string>((resolve, reject) => {
    child.stdio[3]!.once('data', (d) => resolve(`:${String(d).trim()}`));
    child.once('exit', (code) => reject(new Error(`Xvfb exited (${code}) before it had a display: ${stderr.trim()}`)));
  });
  return { child, display };
}

export async function launchWebKit(size: { width: number; height: number }): Promise<DrivenPage> {
  const paths = otherBrowserPaths();
  const children: ChildProcess[] = [];
  // a crashed test still leaves no browser behind
  const onExit = () => {
    for (const c of children) {
      try {
        if (c.pid && c.exitCode === null) process.kill(-c.pid, 'SIGKILL');
      } catch {
        // already gone
      }
    }
  };
  process.once('exit', onExit);
  const stop = async () => {
    for (const child of children.reverse()) await endGroup(child);
    process.off('exit', onExit);
  };
  try {
    const x = await startXvfb(paths.xvfb);
    children.push(x.child);
    const port = await freePort();
    const driver = spawn(paths.webkitDriver, [`--port=${port}`, '--host=127.0.0.1'], { stdio: 'ignore', detached: true, env: { ...process.env, DISPLAY: x.display } });
    children.push(driver);
    const base = `http://127.0.0.1:${port}`;
    await pollUntil(
      () =>
        fetch(`${base}/status`).then(
          (r) => r.ok,
          () => false,
        ),
      'WebKitWebDriver',
      30_000,
    );

    async function call<T>(method: string, path: string, body?: unknown): Promise<T> {
      const response = await fetch(base + path, {
        method,
        headers: { 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(280_000),
      });
      const { value } = (await response.json()) as { value: T & { error?: string; message?: string } };
      if (!response.ok) throw new Error(`WebKitWebDriver ${method} ${path.replace(/^\/session\/[^/]+/, '')}: ${value?.error}: ${value?.message}`);
      return value;
    }

    const capabilities = {
      alwaysMatch: {
        'webkitgtk:browserOptions': { binary: paths.miniBrowser, args: ['--automation'] },
        timeouts: { script: 270_000, pageLoad: 120_000, implicit: 0 },
      },
    };
    const { sessionId } = await call<{ sessionId: string }>('POST', '/session', { capabilities });
    const session = `/session/${sessionId}`;
    await call('POST', `${session}/window/rect`, { x: 0, y: 0, ...size });
    const evaluate = async <R, A>(fn: PageFunction<A, R>, arg?: A): Promise<R> => {
      const out = await call<{ value?: R; error?: string }>('POST', `${session}/execute/async`, { script: ASYNC_CALL, args: [String(fn), arg ?? null] });
      if (out?.error) throw new Error(`in WebKit: ${out.error}`);
      return out?.value as R;
    };
    return {
      browser: 'webkit',
      goto: async (url) => void (await call('POST', `${session}/url`, { url })),
      reload: async () => void (await call('POST', `${session}/refresh`, {})),
      evaluate,
      waitFor: (fn, arg, timeoutMs = 60_000) =>
        pollUntil(() => call<boolean>('POST', `${session}/execute/sync`, { script: SYNC_CALL, args: [String(fn), arg ?? null] }).catch(() => false), `${String(fn).slice(0, 80)} in WebKit`, timeoutMs),
      screenshot: async (path) => writeFileSync(path, Buffer.from(await call<string>('GET', `${session}/screenshot`), 'base64')),
      close: async () => {
        await call('DELETE', session).catch(() => {});
        await stop();
      },
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
