/**
 * The NAT lab of the end-to-end tests (issue 19): a public network with the static build, both local
 * signaling relays and a STUN server (coturn), and homes behind NAT routers of the kinds in
 * nat-rules.ts, all in network namespaces of its own (topology.ts), torn down by `close()` or when
 * the process ends (teardown.ts). Needs root, `ip`, `nft` and `turnserver`: `npm test` installs the
 * tools on Debian (scripts/ensure-lab.js); elsewhere `startLab` throws one sentence saying what to run.
 *
 *   const lab = await startLab([{ name: 'sym-1', nat: 'symmetric' }, …], await buildApp('nat-lab'));
 *   const browser = await lab.launch('sym-1');            // Chromium on that home's network
 *   await page.goto(lab.appUrl());                         // the app, with the lab's relays and STUN
 *   await lab.close();
 */
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, BrowserContext } from 'playwright-core';
import { labTools } from '../../../scripts/lab/find-lab-tools.js';
import { labInit, launchInNamespace } from './browser.js';
import { probeFrom, startPublicServers, startStun } from './processes.js';
import { PUBLIC_SERVICES } from './public-servers.js';
import { run, UndoList, undoOnExit } from './teardown.js';
import { buildTopology, isStale, PREFIX, removeStaleLabs, type Home, type HomeSpec, type Topology } from './topology.js';
import type { ProbeResult } from './udp-probe.js';

export type { NatKind } from './nat-rules.js';
export type { Home, HomeSpec } from './topology.js';

export interface Lab {
  topology: Topology;
  home(name: string): Home;
  services: typeof PUBLIC_SERVICES;
  /** the STUN server as an ICE server URL */
  stunUrl: string;
  /** the app's address with the lab's signaling endpoints and STUN server: the one place it is built */
  appUrl(): string;
  /** Chromium on a home's network; closed by `close()` if the test has not closed it */
  launch(home: string): Promise<Browser>;
  /** a browser context whose pages run `labInit` (ICE pairs and servers, move times) */
  newContext(browser: Browser, width?: number): Promise<BrowserContext>;
  /** the self-test's UDP probe from a home (udp-probe.ts) */
  probe(home: string): Promise<ProbeResult>;
  close(): Promise<void>;
}

/** Checks the machine first, so a lab that cannot be made here fails with one sentence. */
function preflight(): Record<string, string> {
  const tools = labTools();
  const probe = `${PREFIX}${process.pid}-probe`;
  try {
    run(tools.ip, ['netns', 'add', probe]);
    run(tools.ip, ['netns', 'del', probe]);
  } catch (e) {
    const why = e instanceof Error ? e.message : String(e);
    throw new Error(`The NAT lab cannot make network namespaces here (${why}): run the end-to-end tests as root with CAP_SYS_ADMIN and CAP_NET_ADMIN (in a container: --privileged).`);
  }
  removeStaleLabs();
  for (const dir of readdirSync(tmpdir()).filter(isStale)) rmSync(join(tmpdir(), dir), { recursive: true, force: true });
  return tools;
}

/** Makes the lab: the networks, then the servers (STUN first: the public servers wait for its answer). */
export async function startLab(specs: HomeSpec[], buildDir: string): Promise<Lab> {
  const tools = preflight();
  const undo = new UndoList();
  const forget = undoOnExit(undo);
  const tmp = mkdtempSync(join(tmpdir(), `${PREFIX}${process.pid}-`));
  undo.push(() => rmSync(tmp, { recursive: true, force: true }));
  const browsers = new Set<Browser>();
  try {
    const topology = buildTopology(specs, undo);
    const [stunHost, stunPort] = PUBLIC_SERVICES.stun.split(':');
    startStun(topology.publicNs, tools.turnserver, stunHost, Number(stunPort), tmp, undo);
    await startPublicServers(topology.publicNs, buildDir, undo);
    const home = (name: string) => {
      const found = topology.homes.find((h) => h.name === name);
      if (!found) throw new Error(`no home ${name} in this lab (${topology.homes.map((h) => h.name).join(', ')})`);
      return found;
    };
    const stunUrl = `stun:${PUBLIC_SERVICES.stun}`;
    const s = PUBLIC_SERVICES;
    return {
      topology,
      home,
      services: s,
      stunUrl,
      appUrl: () => `${s.app}?signaling=${encodeURIComponent([s.signaling, `nostr+${s.nostr}`].join(','))}&ice=none&stun=${encodeURIComponent(stunUrl)}`,
      launch: async (name) => {
        const browser = await launchInNamespace(home(name).ns, tools.ip, new URL(s.app).origin, tmp);
        browsers.add(browser);
        browser.once('disconnected', () => browsers.delete(browser));
        return browser;
      },
      newContext: async (browser, width = 1200) => {
        const context = await browser.newContext({ viewport: { width, height: 844 } });
        await context.addInitScript(labInit);
        return context;
      },
      probe: (name) => probeFrom(home(name).ns, { echo: s.echo, stun: s.stun, http: s.app }),
      close: async () => {
        for (const b of browsers) await b.close().catch(() => {});
        forget();
        const failure = undo.runAll();
        if (failure) throw failure;
      },
    };
  } catch (e) {
    forget();
    undo.runAll();
    throw e;
  }
}
