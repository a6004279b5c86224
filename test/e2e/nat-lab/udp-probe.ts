/**
 * What the lab's self-test learns about a NAT from inside a home: one local UDP socket sends to two
 * echo destinations (another address and port each) and to the STUN server, and reads back the
 * address:port each saw; then the echo server is asked to send to that mapped address from
 * elsewhere (another port of its host, another host), which only a full cone lets in. A TCP fetch
 * of the static host shows whether TCP still goes through (it does under every kind).
 *
 *   node --import tsx udp-probe.ts '<json: ProbeTargets>'     (in a home's namespace; prints ProbeResult)
 *
 * `startUdpEcho` is the other side, run in the public namespace by public-servers.ts.
 */
import { randomBytes } from 'node:crypto';
import { createSocket, type Socket } from 'node:dgram';
import { pathToFileURL } from 'node:url';

export interface ProbeTargets {
  /** two echo servers, `ip:port` */
  echo: [string, string];
  /** the STUN server, `ip:port` */
  stun: string;
  /** a page of the static host, over TCP */
  http: string;
}

export interface ProbeResult {
  /** the address:port each echo destination saw, null where nothing came back */
  mapped: [string | null, string | null];
  /** the STUN server's XOR-MAPPED-ADDRESS for the same socket, null where nothing came back */
  stun: string | null;
  /** unsolicited packets that reached the socket, from these public address:ports */
  unsolicited: string[];
  /** the static host's HTTP status over TCP, or the error */
  http: number | string;
}

/** The echo side: answers `map` with the sender's address:port; on `poke` sends from `pokers` to the sender. */
export async function startUdpEcho(listen: string[], pokers: string[]): Promise<() => void> {
  const bind = (where: string) =>
    new Promise<Socket>((done) => {
      const [address, port] = where.split(':');
      const s = createSocket('udp4');
      s.bind(Number(port), address, () => done(s));
    });
  const pokeFrom = await Promise.all(pokers.map(bind));
  const echo = await Promise.all(listen.map(bind));
  for (const s of echo) {
    s.on('message', (msg, from) => {
      if (String(msg) === 'map') s.send(`${from.address}:${from.port}`, from.port, from.address);
      if (String(msg) === 'poke') for (const p of pokeFrom) p.send('poke', from.port, from.address);
    });
  }
  return () => [...echo, ...pokeFrom].forEach((s) => s.close());
}

const MAGIC = 0x2112a442;

/** An RFC 5389 binding request. */
function bindingRequest(): Buffer {
  const b = Buffer.alloc(20);
  b.writeUInt16BE(0x0001, 0);
  b.writeUInt32BE(MAGIC, 4);
  randomBytes(12).copy(b, 8);
  return b;
}

/** The XOR-MAPPED-ADDRESS (IPv4) of a binding success response, or null. */
export function xorMappedAddress(msg: Buffer): string | null {
  if (msg.length < 20 || msg.readUInt16BE(0) !== 0x0101) return null;
  for (let at = 20; at + 4 <= msg.length; ) {
    const [type, len] = [msg.readUInt16BE(at), msg.readUInt16BE(at + 2)];
    if (type === 0x0020 && len >= 8 && msg[at + 5] === 0x01) {
      const port = msg.readUInt16BE(at + 6) ^ (MAGIC >>> 16);
      const addr = (msg.readUInt32BE(at + 8) ^ MAGIC) >>> 0;
      return `${addr >>> 24}.${(addr >>> 16) & 255}.${(addr >>> 8) & 255}.${addr & 255}:${port}`;
    }
    at += 4 + len + ((4 - (len % 4)) % 4);
  }
  return null;
}

/** Sends `payload` to `to` (ip:port) up to `tries` times, until `accept` takes an answer from there. */
function ask(s: Socket, to: string, payload: Buffer | string, accept: (msg: Buffer) => string | null, tries = 3): Promise<string | null> {
  const [address, port] = to.split(':');
  return new Promise((done) => {
    let sent = 0;
    const onMessage = (msg: Buffer, from: { address: string; port: number }) => {
      const answer = `${from.address}:${from.port}` === to ? accept(msg) : null;
      if (answer) finish(answer);
    };
    const send = () => (sent++ < tries ? s.send(payload, Number(port), address) : finish(null));
    const timer = setInterval(send, 400);
    const finish = (answer: string | null) => {
      clearInterval(timer);
      s.off('message', onMessage);
      done(answer);
    };
    s.on('message', onMessage);
    send();
  });
}

const udpSocket = async () => {
  const s = createSocket('udp4');
  await new Promise<void>((done) => s.bind(0, done));
  return s;
};

/** The STUN server's answer from this namespace, asked for up to `seconds` (whether it listens yet). */
export async function stunBinding(to: string, seconds: number): Promise<string | null> {
  const s = await udpSocket();
  const answer = await ask(s, to, bindingRequest(), xorMappedAddress, Math.ceil(seconds / 0.4));
  s.close();
  return answer;
}

/** Runs the probe from this namespace (see the header). */
export async function probe(targets: ProbeTargets): Promise<ProbeResult> {
  const s = await udpSocket();
  const text = (msg: Buffer) => String(msg);
  const mapped: ProbeResult['mapped'] = [await ask(s, targets.echo[0], 'map', text), await ask(s, targets.echo[1], 'map', text)];
  const stun = await ask(s, targets.stun, bindingRequest(), xorMappedAddress);
  // the pokes come from address:ports this socket never sent to; wait a while for any to get in
  const unsolicited: string[] = [];
  s.on('message', (msg, from) => String(msg) === 'poke' && unsolicited.push(`${from.address}:${from.port}`));
  const [address, port] = targets.echo[0].split(':');
  s.send('poke', Number(port), address);
  await new Promise((r) => setTimeout(r, 1000));
  s.close();
  const http = await fetch(targets.http, { signal: AbortSignal.timeout(5000) }).then(
    (r) => r.status,
    (e: Error) => e.message,
  );
  return { mapped, stun, unsolicited: [...new Set(unsolicited)].sort(), http };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  console.log(JSON.stringify(await probe(JSON.parse(process.argv[2]))));
}
