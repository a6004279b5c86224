/**
 * Two seats on an in-memory network delivering on zero-delay timers: the host and a guest seated,
 * the game started and being played. Shared by the sync benchmarks.
 */
import { createMemoryIdentity, MemoryNetwork, memoryTransport, openSession, type GameSession } from '../src/sync/index.js';

const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

export async function until(f: () => boolean): Promise<void> {
  while (!f()) await sleep(1);
}

export async function twoSeats(): Promise<{ net: MemoryNetwork; a: GameSession; b: GameSession }> {
  const net = new MemoryNetwork({ auto: true });
  const open = async (room: string | null) => openSession({ room, identity: await createMemoryIdentity(), transport: memoryTransport(net), persistence: false });
  const a = await open(null);
  const b = await open(a.room);
  await a.claimSeat({ name: 'A', color: '#d62728' });
  await until(() => b.seats.length === 1);
  await b.claimSeat({ name: 'B', color: '#1f77b4' });
  await until(() => a.seats.length === 2);
  await a.start();
  await until(() => b.phase === 'playing');
  return { net, a, b };
}
