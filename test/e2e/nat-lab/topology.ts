/**
 * The NAT lab's networks, made of network namespaces and veth pairs (nothing in the host's own
 * namespace, no route out of the lab):
 *
 *   public namespace: bridge br0 with 203.0.113.1-3/24 (the servers), no uplink
 *     └─ router namespace per home: wan 203.0.113.(11+i)/24, NAT rules of its kind (nat-rules.ts)
 *          └─ home namespace: eth0 10.0.(i+1).2/24, default route via the router's lan 10.0.(i+1).1
 *
 * Namespaces are named `carclab-<pid>-<n>-…`, so parallel runs never meet and a run that was killed
 * can be told from a live one: `removeStaleLabs` deletes those whose process is gone.
 */
import { routerRules, type NatKind } from './nat-rules.js';
import { run, type UndoList } from './teardown.js';

export const PREFIX = 'carclab-';

/** Addresses of the public network: the servers listen on SERVER, the probes also use SECOND and THIRD. */
export const PUBLIC = { server: '203.0.113.1', second: '203.0.113.2', third: '203.0.113.3', prefix: 24 };

export interface HomeSpec {
  /** short and unique in the lab, e.g. `sym-1` */
  name: string;
  nat: NatKind;
}

export interface Home extends HomeSpec {
  /** the namespace the home's processes (Chromium, probes) run in */
  ns: string;
  router: string;
  /** the home host's own address (its ICE host candidate) */
  address: string;
  /** the router's address on the public network (what servers see) */
  publicAddress: string;
}

export interface Topology {
  id: string;
  publicNs: string;
  homes: Home[];
}

const ip = (...args: string[]) => run('ip', args);

/** Writes a sysctl inside a namespace (its /proc/sys/net is the namespace's own). */
function sysctl(ns: string, key: string, value: string): void {
  run('ip', ['netns', 'exec', ns, 'sh', '-c', `echo ${value} > /proc/sys/${key.replaceAll('.', '/')}`]);
}

/** The pids of every process in a namespace (the lab's servers, probes and browsers). */
export function pidsIn(ns: string): number[] {
  return ip('netns', 'pids', ns).split('\n').filter(Boolean).map(Number);
}

/** Kills what still runs in `ns` (only the lab's own processes run there) and deletes it. */
export function deleteNamespace(ns: string): void {
  for (const pid of pidsIn(ns)) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // already gone
    }
  }
  ip('netns', 'del', ns);
}

/** Whether `name` (a namespace or temporary folder, `carclab-<pid>-…`) belongs to a lab whose process is gone. */
export function isStale(name: string): boolean {
  const m = new RegExp(`^${PREFIX}(\\d+)-`).exec(name);
  if (!m) return false;
  try {
    process.kill(Number(m[1]), 0);
    return false;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code !== 'EPERM';
  }
}

/** Deletes the namespaces of labs whose process no longer runs (a run killed outright). */
export function removeStaleLabs(): void {
  for (const ns of ip('netns', 'list')
    .split('\n')
    .map((line) => line.split(' ')[0]))
    if (isStale(ns)) deleteNamespace(ns);
}

/** A fresh namespace with its loopback up and no IPv6 (the lab is IPv4 only, as the networks). */
function addNamespace(ns: string, undo: UndoList): void {
  ip('netns', 'add', ns);
  undo.push(() => deleteNamespace(ns));
  ip('-n', ns, 'link', 'set', 'lo', 'up');
  sysctl(ns, 'net.ipv6.conf.all.disable_ipv6', '1');
  sysctl(ns, 'net.ipv6.conf.default.disable_ipv6', '1');
}

/** A veth pair made straight into two namespaces (no name ever exists in the host's namespace). */
function addLink(a: { ns: string; dev: string; address?: string }, b: { ns: string; dev: string; address?: string }): void {
  ip('link', 'add', a.dev, 'netns', a.ns, 'type', 'veth', 'peer', 'name', b.dev, 'netns', b.ns);
  for (const end of [a, b]) {
    if (end.address) ip('-n', end.ns, 'addr', 'add', end.address, 'dev', end.dev);
    ip('-n', end.ns, 'link', 'set', end.dev, 'up');
  }
}

let labs = 0;

/** Makes the public network and a router and home per spec; every step is added to `undo` as it is made. */
export function buildTopology(specs: HomeSpec[], undo: UndoList): Topology {
  const id = `${PREFIX}${process.pid}-${++labs}`;
  const publicNs = `${id}-pub`;
  addNamespace(publicNs, undo);
  ip('-n', publicNs, 'link', 'add', 'br0', 'type', 'bridge');
  for (const a of [PUBLIC.server, PUBLIC.second, PUBLIC.third]) ip('-n', publicNs, 'addr', 'add', `${a}/${PUBLIC.prefix}`, 'dev', 'br0');
  ip('-n', publicNs, 'link', 'set', 'br0', 'up');
  const homes = specs.map((spec, i): Home => {
    const router = `${id}-r-${spec.name}`;
    const ns = `${id}-h-${spec.name}`;
    const publicAddress = `203.0.113.${11 + i}`;
    const [lan, address] = [`10.0.${i + 1}.1`, `10.0.${i + 1}.2`];
    addNamespace(router, undo);
    addNamespace(ns, undo);
    // the public end is named for the home's index: interface names stop at 15 characters
    addLink({ ns: router, dev: 'wan', address: `${publicAddress}/${PUBLIC.prefix}` }, { ns: publicNs, dev: `home${i}` });
    ip('-n', publicNs, 'link', 'set', `home${i}`, 'master', 'br0');
    addLink({ ns: router, dev: 'lan', address: `${lan}/24` }, { ns, dev: 'eth0', address: `${address}/24` });
    ip('-n', ns, 'route', 'add', 'default', 'via', lan);
    sysctl(router, 'net.ipv4.ip_forward', '1');
    run('ip', ['netns', 'exec', router, 'nft', '-f', '-'], routerRules(spec.nat, publicAddress, address));
    return { ...spec, ns, router, address, publicAddress };
  });
  return { id, publicNs, homes };
}
