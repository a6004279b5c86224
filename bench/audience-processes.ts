/**
 * The processes of the audience bench (audience-bench.ts): a Redis server (Debian's redis-server,
 * installed as scripts/ensure-lab.js installs the lab's tools when it is missing), audience relays
 * (scripts/audience-server.js) sharing it, and the watcher workers (audience-watchers.ts). Every
 * child is kept in one list so that `stopAll` ends them whatever failed.
 */
import { type ChildProcess, fork, spawn, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { setPriority } from 'node:os';
import { fileURLToPath } from 'node:url';
import { runSteps, stop } from '../scripts/install-steps.js';

const children: ChildProcess[] = [];

/** Ends every child this bench started (by its own handle), and waits for them to be gone. */
export async function stopAll(): Promise<void> {
  await Promise.all(
    children.splice(0).map(
      (c) =>
        new Promise<void>((done) => {
          if (c.exitCode !== null || c.signalCode !== null) return done();
          c.once('exit', () => done());
          c.kill('SIGTERM');
          setTimeout(() => c.kill('SIGKILL'), 3000).unref();
        }),
    ),
  );
}

function onPath(command: string): boolean {
  return spawnSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' }).status === 0;
}

/** redis-server on PATH, installed with apt-get when this is root on Debian or Ubuntu. */
export function ensureRedis(): void {
  if (onPath('redis-server')) return;
  const root = process.getuid?.() === 0;
  if (!root || !onPath('apt-get')) stop('The audience bench needs redis-server: install it (Debian: `sudo apt-get install -y redis-server`).');
  console.log('== the audience bench needs redis-server: apt-get install -y redis-server');
  runSteps(
    [
      ['apt-get', 'update'],
      ['apt-get', 'install', '-y', '--no-install-recommends', 'redis-server'],
    ],
    'redis-server',
    'install it by hand.',
  );
  // Debian's package enables a machine-wide service; the bench runs its own (best effort)
  spawnSync('systemctl', ['disable', '--now', 'redis-server'], { stdio: 'ignore' });
  if (!onPath('redis-server')) stop('Installed, but still no redis-server on PATH.');
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });
}

/** Resolves with the first stdout line matching `ready` (the child's own announcement), or rejects when it exits first. */
function started(child: ChildProcess, ready: RegExp, what: string): Promise<RegExpMatchArray> {
  children.push(child);
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const m = out.match(ready);
      if (m) resolve(m);
    });
    child.stderr!.on('data', (chunk: Buffer) => process.stderr.write(`[${what}] ${chunk}`));
    child.once('exit', (code) => reject(new Error(`${what} exited (${code}) before it was ready: ${out.slice(-300)}`)));
  });
}

/** A Redis on a free loopback port, memory only (no snapshots, no append-only file). */
export async function startRedis(): Promise<{ url: string; pid: number }> {
  const port = await freePort();
  const child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', '/tmp'], { stdio: ['ignore', 'pipe', 'pipe'] });
  await started(child, /Ready to accept connections/, 'redis-server');
  return { url: `redis://127.0.0.1:${port}`, pid: child.pid! };
}

const relayScript = fileURLToPath(new URL('./audience-relay-process.ts', import.meta.url));

/** An audience relay process sharing documents through `redis`; `memory()` is its heap after a full collection. */
export async function startRelayProcess(redis: string): Promise<{ url: string; pid: number; memory: () => Promise<number> }> {
  const child = fork(relayScript, ['--redis', redis], { execArgv: ['--import', 'tsx', '--expose-gc'], stdio: ['ignore', 'pipe', 'pipe', 'ipc'] });
  const m = await started(child, /audience relay on (ws:\/\/\S+)/, 'audience-server');
  const memory = () =>
    new Promise<number>((resolve) => {
      child.once('message', (r: { heap: number }) => resolve(r.heap));
      child.send('memory');
    });
  return { url: m[1], pid: child.pid!, memory };
}

/** A process's resident memory in bytes (Linux: /proc). */
export function rssOf(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(/^VmRSS:\s+(\d+) kB/m);
  return line ? Number(line[1]) * 1024 : Number.NaN;
}

const workerScript = fileURLToPath(new URL('./audience-watchers.ts', import.meta.url));

/**
 * A worker process running watchers (audience-watchers.ts), spoken to over the IPC channel. At the
 * lowest priority unless `nice` is false: the watchers' pages stand for other people's devices, so
 * on a small machine they take the CPU the seats and relays leave.
 */
export function forkWatchers(nice = true): ChildProcess {
  const child = fork(workerScript, [], { execArgv: ['--import', 'tsx'], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  children.push(child);
  if (nice) setPriority(child.pid!, 19);
  return child;
}
