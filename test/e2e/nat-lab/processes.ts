/**
 * Processes the NAT lab runs inside its namespaces (`ip netns exec`): the public servers, coturn
 * (STUN only) and the self-test's UDP probe. Each long-lived one is killed by the lab's undo list.
 */
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type { UndoList } from './teardown.js';
import type { ProbeResult, ProbeTargets } from './udp-probe.js';

const HERE = dirname(fileURLToPath(import.meta.url));
/** the project's root: `--import tsx` is found from there */
const ROOT = resolve(HERE, '../../..');

/** `node --import tsx <file> …args` as a command line (TypeScript files of this folder run in a namespace). */
const tsNode = (file: string, ...args: string[]) => [process.execPath, '--import', 'tsx', join(HERE, file), ...args];

/** Starts `command` in `ns`; it is killed when the lab is undone. */
function startIn(ns: string, command: string[], undo: UndoList): ChildProcess {
  const child = spawn('ip', ['netns', 'exec', ns, ...command], { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
  // `ip netns exec` execs the command, so this pid is the server's own
  undo.push(() => void (child.exitCode === null && child.signalCode === null && child.kill('SIGKILL')));
  return child;
}

/** Resolves once `child` prints `line`; rejects with what it said if it exits or `seconds` pass first. */
function waitForLine(child: ChildProcess, line: string, seconds: number, what: string): Promise<void> {
  let said = '';
  child.stderr?.on('data', (d) => (said += d));
  return new Promise((done, fail) => {
    const timer = setTimeout(() => fail(new Error(`${what} not ready after ${seconds} s: ${said.trim() || 'nothing said'}`)), seconds * 1000);
    child.stdout?.on('data', (d) => {
      said += d;
      if (said.split('\n').includes(line)) {
        clearTimeout(timer);
        done();
      }
    });
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      fail(new Error(`${what} stopped (${signal ?? `exit ${code}`}): ${said.trim() || 'nothing said'}`));
    });
  });
}

/**
 * coturn as a STUN server only (no TURN allocation is ever made): UDP on `address:port`, no TCP,
 * TLS, DTLS or CLI, an empty config file (not /etc/turnserver.conf) and its database, pid and log
 * in the lab's temporary folder.
 */
export function startStun(ns: string, turnserver: string, address: string, port: number, tmp: string, undo: UndoList): ChildProcess {
  const config = join(tmp, 'turnserver.conf');
  writeFileSync(config, '');
  const args = ['-c', config, '--stun-only', '--listening-ip', address, '--listening-port', String(port)];
  const off = ['--no-tcp', '--no-tls', '--no-dtls', '--no-cli', '--no-rfc5780', '--no-software-attribute'];
  const files = ['--userdb', join(tmp, 'turndb'), '--pidfile', join(tmp, 'turnserver.pid'), '--log-file', join(tmp, 'turnserver.log'), '--simple-log', '--no-stdout-log'];
  return startIn(ns, [turnserver, ...args, ...off, ...files], undo);
}

/** The static build, the relays and the UDP echo (public-servers.ts), once they and STUN answer. */
export async function startPublicServers(ns: string, buildDir: string, undo: UndoList): Promise<void> {
  const child = startIn(ns, tsNode('public-servers.ts', buildDir), undo);
  await waitForLine(child, 'ready', 30, 'the public servers');
}

/** Runs the UDP probe (udp-probe.ts) in a home's namespace. */
export async function probeFrom(ns: string, targets: ProbeTargets): Promise<ProbeResult> {
  const [command, ...args] = ['ip', 'netns', 'exec', ns, ...tsNode('udp-probe.ts', JSON.stringify(targets))];
  const { stdout } = await promisify(execFile)(command, args, { cwd: ROOT, timeout: 30_000 });
  return JSON.parse(stdout) as ProbeResult;
}
