#!/usr/bin/env node
/**
 * `npm test`: Biome's format and lint check, then every suite, in three lanes at once. The Node suite (vitest) is mostly computation; the
 * browser suites (web-test-runner, the end-to-end tests, Firefox and WebKit) mostly wait on real
 * browsers, timers and sockets. Side by side they fill a two-core machine instead of leaving a core
 * idle for half an hour. Each line is printed as it comes, marked with its suite; the run fails if any suite does,
 * after every suite has finished, and ends with one line a suite saying how it went.
 *
 * `node scripts/run-tests.js --serial` runs the same suites one after another (easier to read).
 */
import { spawn, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createInterface } from 'node:readline';

// The end-to-end files run in two lanes beside the Node suite: they mostly wait on browsers, timers
// and sockets, so two at once finish sooner on two cores than one after another. The network lab's
// files, which share its namespaces, stay in one lane; the two hosting files (production builds of
// their own) go one to each lane, so that the lanes end about together. (Four lanes, with the UI
// files split in two and the Node suite's long seeded runs first, was slower on two saturated
// cores: 30 of the 102 Node files were done at 22 minutes, against 97 of 102 at 16 minutes here.)
const E2E = ['vitest', 'run', '--config', 'vitest.e2e.config.ts'];
const E2E_NETWORK = ['nat-lab', 'sync-paths', 'sync-signaling', 'sync-webrtc', 'ui-connection-paths', 'online-static', 'hosting-offline'];
const LANES = [
  [
    // formatting and lint first: a second, and what it finds is cheapest to hear first
    { name: 'lint', args: ['biome', 'ci', '--colors=off', '.'] },
    { name: 'node', args: ['vitest', 'run'] },
  ],
  [
    // the types of every file, the type tests of our elements' contract among them (a dozen seconds)
    { name: 'types', args: ['tsc', '--noEmit', '--pretty', 'false', '-p', '.'] },
    { name: 'e2e-network', args: [...E2E, ...E2E_NETWORK.map((f) => `test/e2e/${f}`)] },
    { name: 'browser', args: ['web-test-runner', '--config', 'web-test-runner.config.mjs'] },
  ],
  [
    { name: 'e2e-ui', args: [...E2E, ...E2E_NETWORK.flatMap((f) => ['--exclude', `test/e2e/${f}*`])] },
    // Firefox and WebKit (issue 27): the app, a game, keys, offline and online play in each
    { name: 'browsers', args: ['vitest', 'run', '--config', 'vitest.browsers.config.ts'] },
  ],
];

// the browsers and the NAT lab's tools are installed (or their absence said) before any suite starts
for (const script of ['scripts/ensure-browser.js', 'scripts/ensure-other-browsers.js', 'scripts/ensure-lab.js']) {
  const { status } = spawnSync(process.execPath, [script], { stdio: 'inherit' });
  if (status !== 0) process.exit(status ?? 1);
}

/** The machine's CPU ticks, busy and idle, from /proc/stat (Linux); null elsewhere. */
function readCpuTicks() {
  try {
    const [, ...fields] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).map(Number);
    const idle = fields[3] + fields[4]; // idle and iowait
    return { idle, busy: fields.reduce((a, b) => a + b, 0) - idle };
  } catch {
    return null;
  }
}

/** How much of the time between two readings the CPUs were busy (0 to 1); null without readings. */
function machineBusy(from, to) {
  if (!from || !to) return null;
  const busy = to.busy - from.busy;
  const all = busy + to.idle - from.idle;
  return all > 0 ? busy / all : null;
}

const serial = process.argv.includes('--serial');
// on two cores the suites share the CPUs with each other: the closing lines say how full they were
const cpuAtStart = readCpuTicks();
const results = [];
const running = new Set();
// a stop (CI's timeout, Ctrl-C) ends the suites running, with their workers and browsers (each
// suite is a process group of its own), and starts no other
let stopping = false;
for (const signal of ['SIGTERM', 'SIGINT']) {
  process.once(signal, () => {
    stopping = true;
    for (const child of running) process.kill(-child.pid, 'SIGTERM');
  });
}

// lines that name a failed test or its error, repeated at the very end: a CI log cut to its tail
// still says what failed (vitest's "FAIL" and "×", web-test-runner's "❌", the assertion itself,
// tsc's "error TS…", and the test file's line that failed, "❯ test/….test.ts:118:25"), matched and
// repeated without colour codes (vitest colours "Error" apart from its colon)
const FAILED_TEST = /(^|\s)(FAIL\s|×\s|❌)/;
const FAILURE_REASON = /AssertionError|Error:|Unhandled|error TS\d+|❯ .*\.ts:\d+:\d+/;
const COLOUR = /\x1b\[[0-9;]*[A-Za-z]/g;

/** Runs one suite, its output marked line by line; resolves with its exit code. */
function runSuite({ name, args }) {
  const started = Date.now();
  const failures = [];
  const reasons = [];
  // vitest's closing "Failed Tests" section, in its order: each test, then its error and line
  const closing = [];
  let inClosing = false;
  return new Promise((resolve) => {
    // the tools' own binaries, not npx, so the process group is the suite's own
    // through sh, whose `times` says the CPU time of the suite's processes that were waited for (its
    // workers, the CLI runs, browser processes; not Chromium's renderers, which its zygote forks
    // away from the tree): a lower bound for the browser suites, exact for the Node one
    const tool = join('node_modules', '.bin', args[0]);
    // (`times` prints the shell's own times, then its children's: the second line is kept)
    const script = '"$@"; status=$?; times >&2; exit $status';
    const child = spawn('sh', ['-c', script, 'sh', tool, ...args.slice(1)], { stdio: ['ignore', 'pipe', 'pipe'], detached: true, env: { ...process.env, FORCE_COLOR: '0', CARC_TEST_LANE: name } });
    let cpu = null;
    for (const stream of [child.stdout, child.stderr]) {
      createInterface({ input: stream, crlfDelay: Infinity }).on('line', (line) => {
        const times = /^(\d+)m([\d.]+)s (\d+)m([\d.]+)s$/.exec(line);
        if (times) {
          cpu = Math.round(60 * (Number(times[1]) + Number(times[3])) + Number(times[2]) + Number(times[4]));
          return;
        }
        process.stdout.write(`[${name}] ${line}\n`);
        const plain = line.replace(COLOUR, '').trim();
        if (/Failed Tests \d+|Unhandled Errors/.test(plain)) inClosing = true;
        const said = FAILED_TEST.test(plain) || FAILURE_REASON.test(plain);
        if (said && inClosing && closing.length < 60) closing.push(plain);
        else if (FAILED_TEST.test(plain) && failures.length < 30) failures.push(plain);
        else if (said && reasons.length < 10) reasons.push(plain);
      });
    }
    running.add(child);
    child.on('close', (code, signal) => {
      running.delete(child);
      const status = code ?? (signal ? 1 : 0);
      results.push({ name, status, seconds: Math.round((Date.now() - started) / 1000), cpu, failures: closing.length ? closing : [...failures, ...reasons] });
      resolve(status);
    });
  });
}

async function runLane(lane) {
  for (const suite of lane) {
    if (stopping) results.push({ name: suite.name, status: 1, seconds: 0, skipped: true });
    else await runSuite(suite);
  }
}

if (serial) for (const lane of LANES) await runLane(lane);
else await Promise.all(LANES.map(runLane));

for (const { name, status, failures } of results) {
  if (status === 0 || !failures?.length) continue;
  console.log(`== ${name} failed on:`);
  for (const line of failures) console.log(`   ${line}`);
}
for (const { name, status, seconds, cpu, skipped } of results) {
  const took = skipped ? '' : ` in ${seconds} s${cpu === null ? '' : ` (${cpu} CPU-s)`}`;
  console.log(`== ${name}: ${skipped ? 'NOT RUN (stopped)' : status === 0 ? 'passed' : `FAILED (exit ${status})`}${took}`);
}
const busy = machineBusy(cpuAtStart, readCpuTicks());
if (busy !== null) console.log(`== the machine's CPUs were busy ${Math.round(busy * 100)}% of the run (all processes, ours and others')`);
process.exit(results.some((r) => r.status !== 0) ? 1 : 0);
