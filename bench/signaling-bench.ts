/**
 * Finding each other: how long a guest takes from opening an invite (the session opens: identity,
 * document, signaling sockets) to the first peer connected over WebRTC, per kind of signaling
 * endpoint, on loopback between two Chromium contexts (median of 10). The host's page is already
 * in the room. Run alone with `npx tsx bench/signaling-bench.ts`; `npm run bench:sync` prints it too.
 */
import type { Browser } from 'playwright-core';
import { startNostrRelay } from '../scripts/nostr-relay.js';
import { startSignalingServer } from '../scripts/signaling-server.js';
import { launchChromium, openPage, startServers } from '../test/e2e/sync-helpers/servers.js';

const RUNS = 10;

async function firstPeerTimes(browser: Browser, base: string, endpoints: string[]): Promise<number[]> {
  const url = `${base}?signaling=${encodeURIComponent(endpoints.join(','))}`;
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const host = await openPage(browser, url);
    const room = await host.evaluate(() => window.syncTest.open(null));
    await host.waitForFunction(() => (window.syncTest.state().status.channels?.reached ?? 0) > 0);
    const guest = await openPage(browser, url);
    times.push(await guest.evaluate((r) => window.syncTest.firstPeerMs(r), room));
    await host.context().close();
    await guest.context().close();
  }
  return times;
}

export async function signalingBench(): Promise<string[]> {
  const servers = await startServers();
  const relay = await startNostrRelay({ port: 0, quiet: true });
  const signaling = await startSignalingServer({ port: 0, quiet: true });
  const browser = await launchChromium();
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
  const lines: string[] = [];
  try {
    const base = servers.pageUrl.split('?')[0];
    const kinds: [string, string[]][] = [
      ['Nostr relay', [`nostr+${relay.url}`]],
      ['y-webrtc server', [signaling.url]],
      ['both at once', [`nostr+${relay.url}`, signaling.url]],
    ];
    for (const [name, endpoints] of kinds) {
      const t = await firstPeerTimes(browser, base, endpoints);
      lines.push(`  invite opened → first peer connected, ${name.padEnd(16)} median ${median(t).toFixed(0)} ms (min ${Math.min(...t).toFixed(0)}, max ${Math.max(...t).toFixed(0)}, n=${t.length})`);
    }
  } finally {
    await browser.close();
    await relay.close();
    await signaling.close();
    await servers.close();
  }
  return lines;
}

if (process.argv[1]?.endsWith('signaling-bench.ts')) {
  console.log('signaling on loopback (2 Chromium contexts):');
  for (const line of await signalingBench()) console.log(line);
  process.exit(0);
}
