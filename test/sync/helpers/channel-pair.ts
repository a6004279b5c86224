/**
 * Two ends of an in-memory data channel (what an invite by hand opens), for tests and benchmarks.
 * Each message arrives on a later turn, one a turn: `schedule` is queueMicrotask by default, and
 * setImmediate where the page's timers must run between messages as they do between a data
 * channel's. Each end counts what it sent, and how long the longest handling of one message that
 * reached it took. Either end closes both (as a data channel does), and can lose the next message
 * it sends (as Chromium can lose one sent at open).
 */
import type { MessageChannelLike } from '../../../src/sync/transport/channel-sync.js';
import { MESSAGE_AWARENESS } from '../../../src/sync/transport/sync-link.js';

type Listener = (e: { data?: unknown }) => void;

/** The process's CPU time in ms: on a loaded machine the clock also counts the time others ran. */
const cpuMs = () => {
  const u = (globalThis as { process?: { cpuUsage(): { user: number; system: number } } }).process?.cpuUsage();
  return u ? (u.user + u.system) / 1000 : 0;
};

export interface ChannelEnd extends MessageChannelLike {
  /** bytes sent from this end, and of those the presence messages' */
  sent: number;
  awarenessSent: number;
  /** the longest handling of one message that reached this end, in ms: by the clock, and of CPU time (Node) */
  longest: number;
  longestCpu: number;
  /** messages sent from this end not delivered yet */
  waiting(): number;
  /** the next message sent from this end is lost on the way */
  dropNext: boolean;
  /** closes this end and the other */
  close(): void;
}

interface End extends ChannelEnd {
  readyState: string;
  listeners: Set<Listener>;
  closeListeners: Set<Listener>;
  other: End | null;
  shut(): void;
}

export function channelPair(schedule: (f: () => void) => void = queueMicrotask): [ChannelEnd, ChannelEnd] {
  const make = (): End => {
    const listeners = new Set<Listener>();
    const closeListeners = new Set<Listener>();
    const queue: ArrayBuffer[] = [];
    const pump = () => {
      const to = end.other!;
      const [t0, cpu0] = [performance.now(), cpuMs()];
      const data = queue.shift();
      if (to.readyState === 'open') for (const l of to.listeners) l({ data });
      to.longest = Math.max(to.longest, performance.now() - t0);
      to.longestCpu = Math.max(to.longestCpu, cpuMs() - cpu0);
      if (queue.length) schedule(pump);
    };
    const end: End = {
      readyState: 'open',
      binaryType: 'arraybuffer',
      sent: 0,
      awarenessSent: 0,
      longest: 0,
      longestCpu: 0,
      dropNext: false,
      listeners,
      closeListeners,
      other: null,
      waiting: () => queue.length,
      send(data: Uint8Array<ArrayBuffer>) {
        if (end.dropNext) return void (end.dropNext = false);
        end.sent += data.length;
        if (data[0] === MESSAGE_AWARENESS) end.awarenessSent += data.length;
        // a whole buffer is handed over as it is (a benchmark's prepared frames), a view copied
        queue.push(data.byteOffset === 0 && data.byteLength === data.buffer.byteLength ? data.buffer : data.slice().buffer);
        if (queue.length === 1) schedule(pump);
      },
      shut() {
        if (end.readyState === 'closed') return;
        end.readyState = 'closed';
        for (const l of closeListeners) l({});
      },
      close() {
        end.shut();
        end.other!.shut();
      },
      addEventListener: (type: string, l: Listener) => void (type === 'message' ? listeners.add(l) : type === 'close' && closeListeners.add(l)),
      removeEventListener: (_type: string, l: Listener) => void (listeners.delete(l) || closeListeners.delete(l)),
    };
    return end;
  };
  const a = make();
  const b = make();
  a.other = b;
  b.other = a;
  return [a, b];
}
