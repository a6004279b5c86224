/**
 * The NAT lab's self-test (issue 19): each kind of home router behaves as its name says, seen from
 * inside the home by a UDP probe (one local socket, two echo destinations on another address and
 * port each, the STUN server, then packets from public address:ports it never sent to); a browser in
 * each home loads the app from the public static host and gets a server-reflexive candidate from
 * coturn where UDP goes through; and closing the lab leaves nothing behind. What each probe saw is
 * printed, for the report. Needs root (see test/e2e/nat-lab/lab.ts).
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { builtApp } from './ui-helpers/app.js';
import { gatherCandidates } from './nat-lab/browser.js';
import { startLab, type Lab, type NatKind } from './nat-lab/lab.js';
import { NAT_KINDS } from './nat-lab/nat-rules.js';
import type { ProbeResult } from './nat-lab/udp-probe.js';

let lab: Lab;

beforeAll(async () => {
  lab = await startLab(
    NAT_KINDS.map((nat) => ({ name: nat, nat })),
    builtApp(),
  );
}, 180_000);

afterAll(async () => {
  await lab?.close();
});

/** /proc/<pid>/status, '' once the process is gone */
const readProc = (pid: number) => {
  try {
    return readFileSync(`/proc/${pid}/status`, 'utf8');
  } catch {
    return '';
  }
};

const port = (addressPort: string | null) => Number(addressPort?.split(':')[1]);

/** Probes from the home of `kind`, prints what it saw, and checks the mapping's address is the router's. */
async function probe(kind: NatKind): Promise<ProbeResult> {
  const r = await lab.probe(kind);
  console.log(`${kind}: local socket mapped to ${r.mapped.join(' and ')}, STUN says ${r.stun}; unsolicited in: ${r.unsolicited.join(', ') || 'none'}; TCP fetch: ${r.http}`);
  for (const m of [...r.mapped, r.stun].filter(Boolean)) expect(m).toMatch(new RegExp(`^${lab.home(kind).publicAddress.replaceAll('.', '\\.')}:\\d+$`));
  expect(r.http).toBe(200);
  return r;
}

describe('each NAT kind, probed with UDP from its home', () => {
  it('full cone: one public port for every destination, and anyone may send to it', async () => {
    const r = await probe('full-cone');
    expect(r.mapped[1]).toBe(r.mapped[0]);
    expect(r.stun).toBe(r.mapped[0]);
    expect(r.unsolicited).toEqual([...lab.services.pokers].sort());
  });

  it('port-restricted cone: one public port for every destination, and only those sent to may answer', async () => {
    const r = await probe('port-restricted');
    expect(r.mapped[1]).toBe(r.mapped[0]);
    expect(r.stun).toBe(r.mapped[0]);
    // another port of a host it sent to, and another host: both dropped
    expect(r.unsolicited).toEqual([]);
  });

  it('symmetric: another public port for each destination, and only those sent to may answer', async () => {
    const r = await probe('symmetric');
    expect(new Set([port(r.mapped[0]), port(r.mapped[1]), port(r.stun)]).size).toBe(3);
    expect(r.unsolicited).toEqual([]);
  });

  it('UDP blocked: no UDP answer from anywhere, while TCP to the public host goes through', async () => {
    const r = await probe('udp-blocked');
    expect(r).toEqual({ mapped: [null, null], stun: null, unsolicited: [], http: 200 });
  });
});

describe('a browser in each home', () => {
  for (const kind of NAT_KINDS) {
    it(`${kind}: loads the app from the public host, and ${kind === 'udp-blocked' ? 'gets no' : 'gets a'} server-reflexive candidate from coturn`, async () => {
      const home = lab.home(kind);
      const browser = await lab.launch(kind);
      const page = await (await lab.newContext(browser)).newPage();
      await page.goto(lab.appUrl());
      await expect.poll(() => page.getByRole('button', { name: /Play online/ }).count()).toBe(1);
      const candidates = await gatherCandidates(page, lab.stunUrl);
      console.log(`${kind}: ${candidates.map((c) => c.replace(/ generation.*/, '')).join(' | ')}`);
      const typed = (typ: string) => candidates.filter((c) => c.includes(` typ ${typ}`) && / udp /i.test(c));
      expect(typed('host').map((c) => c.split(' ')[4])).toContain(home.address);
      const srflx = typed('srflx').map((c) => c.split(' ')[4]);
      expect(srflx).toEqual(kind === 'udp-blocked' ? [] : [home.publicAddress]);
      await browser.close();
    });
  }
});

describe('closing the lab', () => {
  it('removes every namespace it made and ends every process it started', async () => {
    const { id, publicNs, homes } = lab.topology;
    const pids = [publicNs, ...homes.flatMap((h) => [h.ns, h.router])].flatMap((ns) => execFileSync('ip', ['netns', 'pids', ns], { encoding: 'utf8' }).split('\n').filter(Boolean).map(Number));
    // the public servers and coturn run in the public namespace until then
    expect(pids.length).toBeGreaterThanOrEqual(2);
    await lab.close();
    expect(execFileSync('ip', ['netns', 'list'], { encoding: 'utf8' })).not.toContain(id);
    // killed children linger as zombies until node reaps them
    const running = () => pids.filter((pid) => !/^State:\s+Z|^$/m.test(readProc(pid)));
    await expect.poll(running).toEqual([]);
  });
});
