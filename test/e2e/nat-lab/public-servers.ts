/**
 * The NAT lab's public servers other than STUN, in one node process that the lab starts inside the
 * public namespace: the static build (hosting-helpers/static-host.ts), the y-webrtc signaling server
 * and the Nostr relay (this project's scripts), and the UDP echo of the self-test. The namespace is
 * the lab's own, so the ports are fixed. Prints one JSON line of PUBLIC_SERVICES' URLs once all
 * listen; runs until it is killed.
 *
 *   node --import tsx public-servers.ts <build folder>
 */
import { pathToFileURL } from 'node:url';
import { startNostrRelay } from '../../../scripts/nostr-relay.js';
import { startSignalingServer } from '../../../scripts/signaling-server.js';
import { startStaticHost } from '../hosting-helpers/static-host.js';
import { PUBLIC } from './topology.js';
import { startUdpEcho, stunBinding } from './udp-probe.js';

const host = PUBLIC.server;

/** Where everything public listens. */
export const PUBLIC_SERVICES = {
  app: `http://${host}:8080/carcassonne/`,
  signaling: `ws://${host}:4444`,
  nostr: `ws://${host}:4445`,
  stun: `${host}:3478`,
  echo: [`${host}:7001`, `${PUBLIC.second}:7002`] as [string, string],
  /** where the echo's unsolicited packets come from: another port of the first echo's host, and another host */
  pokers: [`${host}:7003`, `${PUBLIC.third}:7003`],
};

async function main(root: string): Promise<void> {
  const s = PUBLIC_SERVICES;
  const app = new URL(s.app);
  await startStaticHost(root, app.pathname, { host, port: Number(app.port) });
  await startSignalingServer({ host, port: Number(new URL(s.signaling).port), quiet: true });
  await startNostrRelay({ host, port: Number(new URL(s.nostr).port), quiet: true });
  await startUdpEcho(s.echo, s.pokers);
  if (!(await stunBinding(s.stun, 15))) throw new Error(`the STUN server on ${s.stun} did not answer in 15 s`);
  console.log('ready');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main(process.argv[2]).catch((e) => {
    console.error(`public servers: ${e instanceof Error ? e.message : String(e)}`);
    process.exit(1);
  });
}
