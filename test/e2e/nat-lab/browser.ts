/**
 * Chromium in a home of the NAT lab: playwright-core launches a small generated script that runs
 * `ip netns exec <home> <chromium> "$@"`, so the browser's whole network is the home's while
 * playwright still drives it over its pipe. Plain host candidates (no mDNS names), no name resolves
 * (LOCAL_ONLY), and the lab's http origin counts as secure, as the real site's https does.
 *
 * Every page also gets `labInit`: it lists the page's RTCPeerConnections (to read the ICE pair in
 * use, and the ICE servers the app gave each: the lab's STUN comes from the link's `?stun=`) and the
 * time each move entered the game (`carc-move`).
 */
import { chmodSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { CHROMIUM_ARGS, chromiumPath } from '../../../scripts/browser/find-browser.js';

/** Chromium with the home's network; `origin` is the lab's static host. */
export async function launchInNamespace(ns: string, ip: string, origin: string, tmp: string): Promise<Browser> {
  const wrapper = join(tmp, `chromium-${ns}.sh`);
  writeFileSync(wrapper, `#!/bin/sh\nexec ${ip} netns exec ${ns} ${chromiumPath()} "$@"\n`);
  chmodSync(wrapper, 0o755);
  const host = new URL(origin).hostname;
  const args = [...CHROMIUM_ARGS, `--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE ${host}`, '--disable-features=WebRtcHideLocalIpsWithMdns', `--unsafely-treat-insecure-origin-as-secure=${origin}`];
  return chromium.launch({ executablePath: wrapper, args });
}

/** What `labInit` keeps in the page. */
type LabWindow = Window & { natLab: { pcs: RTCPeerConnection[]; servers: string[][]; moves: { turn: number; at: number }[] } };

/**
 * Runs in every page before its scripts: notes each connection and the ICE servers the app gave it,
 * once it carries a session (its first local description): the page's check that this browser has
 * WebRTC at all makes one and closes it at once, and that one reaches nobody.
 */
export function labInit(): void {
  const w = window as unknown as LabWindow;
  w.natLab = { pcs: [], servers: [], moves: [] };
  const Native = window.RTCPeerConnection;
  window.RTCPeerConnection = class extends Native {
    private readonly labServers: string[];
    private noted = false;
    constructor(config: RTCConfiguration = {}) {
      super(config);
      w.natLab.pcs.push(this);
      this.labServers = (config.iceServers ?? []).flatMap((s) => [s.urls].flat());
    }
    override setLocalDescription(description?: RTCLocalSessionDescriptionInit): Promise<void> {
      if (!this.noted) w.natLab.servers.push(this.labServers);
      this.noted = true;
      return super.setLocalDescription(description);
    }
  } as unknown as typeof RTCPeerConnection;
  document.addEventListener('carc-move', (e) => w.natLab.moves.push({ turn: (e as CustomEvent<{ turn: number }>).detail.turn, at: performance.timeOrigin + performance.now() }));
}

/** How a page reaches its peers: the session's own account, and the ICE pairs its connections use. */
export interface PagePath {
  kind?: string;
  peers?: number;
  /** the session status's `via` (e.g. `{ webrtc: 1, broadcast: 0 }`; the relay path adds its own count) */
  via?: Record<string, number>;
  /** per connected RTCPeerConnection: `srflx 203.0.113.11:4000 ⇄ srflx 203.0.113.12:5000` */
  pairs: string[];
}

/** The ICE server URLs the app gave each connection it made. */
export const iceServersUsed = (page: Page): Promise<string[][]> => page.evaluate(() => (window as unknown as LabWindow).natLab.servers);

export const pathOf = (page: Page): Promise<PagePath> =>
  page.evaluate(async () => {
    const el = document.querySelector('carc-game') as unknown as { table?: { status: PagePath; session?: { status: PagePath } } };
    const status = el.table?.session?.status ?? el.table?.status;
    const pairs: string[] = [];
    for (const pc of (window as unknown as LabWindow).natLab.pcs.filter((p) => p.connectionState === 'connected')) {
      const stats = await pc.getStats();
      stats.forEach((r) => {
        if (r.type !== 'transport' || !r.selectedCandidatePairId) return;
        const pair = stats.get(r.selectedCandidatePairId);
        const [l, rm] = [stats.get(pair.localCandidateId), stats.get(pair.remoteCandidateId)];
        pairs.push(`${l.candidateType} ${l.address}:${l.port} ⇄ ${rm.candidateType} ${rm.address}:${rm.port}`);
      });
    }
    return { kind: status?.kind, peers: status?.peers, via: status?.via, pairs };
  });

/** When each move entered the game in this page (ms since the epoch, sub-millisecond). */
export const moveTimes = (page: Page) => page.evaluate(() => (window as unknown as LabWindow).natLab.moves);

/** The ICE candidates a page gathers with only `stun` as server: `typ host`, `typ srflx`, … lines. */
export const gatherCandidates = (page: Page, stun: string) =>
  page.evaluate(async (url) => {
    const pc = new RTCPeerConnection({ iceServers: [{ urls: url }] });
    pc.createDataChannel('probe');
    const found: string[] = [];
    const done = new Promise<void>((resolve) => {
      pc.onicecandidate = (e) => (e.candidate ? found.push(e.candidate.candidate) : resolve());
      // in the lab STUN answers within milliseconds; where UDP is blocked gathering would take ~10 s to give up
      setTimeout(resolve, 4000);
    });
    await pc.setLocalDescription(await pc.createOffer());
    await done;
    pc.close();
    return found;
  }, stun);
