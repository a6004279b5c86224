/**
 * Messages split into frames, and frames put back together, for every path a sync message takes:
 * data channels (Chromium drops a message over 256 KiB), the relays (whose events are capped far
 * lower) and the invite-by-hand channel. A message that fits in one frame goes out as it is, so
 * the usual small message costs nothing and peers of an older build still read it; a longer one
 * goes out as parts, each starting with PART_MARK, a byte no sync message starts with (Yjs's
 * message types are small varuints).
 *
 * The receiving side holds parts from a peer that may be hostile: it bounds the whole message
 * before keeping a byte (MAX_WHOLE), keeps few messages in progress, drops a part that contradicts
 * the others, and forgets what never completes.
 */
import * as decoding from 'lib0/decoding';
import * as encoding from 'lib0/encoding';

/** First byte of a part; a whole message never starts with it. */
export const PART_MARK = 0xfe;
/** The largest message put back together: far more than the biggest game the engine allows. */
export const MAX_WHOLE = 8 * 1024 * 1024;
/** Frames on a data channel: "sync messages over 64 KiB are split". */
export const CHANNEL_FRAME = 64 * 1024;
/** Parts of one message at most: 8 MiB in 8 KiB parts (a claimed count is bounded before anything is kept). */
export const MAX_PARTS = 1024;
/** Messages in progress at once, per sender; a new one beyond this pushes out the oldest. */
export const MAX_IN_PROGRESS = 4;
/** A message whose parts stop coming for this long is forgotten. */
export const PART_TIMEOUT_MS = 60_000;

/** Room for the part header (mark, id, index, count as varuints). */
const HEADER = 16;

/** The frames `message` goes out as, none longer than `frameSize`. `id` names the message among the sender's. */
export function splitMessage(message: Uint8Array, frameSize: number, id: number): Uint8Array[] {
  if (message.length <= frameSize && message[0] !== PART_MARK) return [message];
  const body = frameSize - HEADER;
  const count = Math.ceil(message.length / body);
  const frames: Uint8Array[] = [];
  for (let i = 0; i < count; i++) {
    const e = encoding.createEncoder();
    encoding.writeUint8(e, PART_MARK);
    encoding.writeVarUint(e, id);
    encoding.writeVarUint(e, i);
    encoding.writeVarUint(e, count);
    encoding.writeVarUint(e, message.length);
    encoding.writeUint8Array(e, message.subarray(i * body, Math.min(message.length, (i + 1) * body)));
    frames.push(encoding.toUint8Array(e));
  }
  return frames;
}

interface InProgress {
  parts: (Uint8Array | undefined)[];
  size: number;
  have: number;
  bytes: number;
  touched: number;
}

/** Why a frame was not used: for tests and counters, never shown to players. */
export type FrameRefusal = 'malformed' | 'too-big' | 'contradicts' | 'duplicate';

/**
 * Puts one sender's frames back together. `accept` returns the whole message when a frame is
 * one or completes one, else null. Parts may come in any order and more than once (relays).
 */
export class Reassembler {
  private open = new Map<number, InProgress>();
  /** ids completed lately: a part of one of them arriving again (a relay's copy) is a duplicate */
  private done = new Set<number>();
  refused: Partial<Record<FrameRefusal, number>> = {};

  constructor(
    private readonly maxWhole = MAX_WHOLE,
    private readonly now: () => number = Date.now,
  ) {}

  accept(frame: Uint8Array): Uint8Array | null {
    if (frame.length === 0) return this.refuse('malformed');
    if (frame[0] !== PART_MARK) return frame;
    let id: number, index: number, count: number, size: number, body: Uint8Array;
    try {
      const d = decoding.createDecoder(frame);
      decoding.readUint8(d);
      id = decoding.readVarUint(d);
      index = decoding.readVarUint(d);
      count = decoding.readVarUint(d);
      size = decoding.readVarUint(d);
      body = frame.subarray(d.pos);
    } catch {
      return this.refuse('malformed');
    }
    if (size > this.maxWhole) return this.refuse('too-big');
    if (count < 1 || count > MAX_PARTS || index >= count || body.length === 0 || count > size) return this.refuse('malformed');
    if (this.done.has(id)) return this.refuse('duplicate');
    this.expire();
    let m = this.open.get(id);
    if (!m) {
      if (this.open.size >= MAX_IN_PROGRESS) this.open.delete(this.oldest());
      m = { parts: new Array(count), size, have: 0, bytes: 0, touched: this.now() };
      this.open.set(id, m);
    }
    if (m.parts.length !== count || m.size !== size) return this.refuse('contradicts');
    if (m.parts[index]) return this.refuse('duplicate');
    if (m.bytes + body.length > size) {
      this.open.delete(id);
      return this.refuse('contradicts');
    }
    m.parts[index] = body.slice();
    m.have++;
    m.bytes += body.length;
    m.touched = this.now();
    if (m.have < count) return null;
    this.open.delete(id);
    this.remember(id);
    if (m.bytes !== size) return this.refuse('contradicts');
    const whole = new Uint8Array(size);
    let at = 0;
    for (const p of m.parts) {
      whole.set(p!, at);
      at += p!.length;
    }
    return whole;
  }

  /** Bytes held for messages in progress (bounded by MAX_IN_PROGRESS × maxWhole). */
  get held(): number {
    let n = 0;
    for (const m of this.open.values()) n += m.bytes;
    return n;
  }

  private refuse(why: FrameRefusal): null {
    this.refused[why] = (this.refused[why] ?? 0) + 1;
    return null;
  }

  private remember(id: number): void {
    this.done.add(id);
    if (this.done.size > 256) this.done.delete(this.done.values().next().value!);
  }

  private oldest(): number {
    let best = -1;
    let at = Infinity;
    for (const [id, m] of this.open) if (m.touched < at) [best, at] = [id, m.touched];
    return best;
  }

  private expire(): void {
    const cut = this.now() - PART_TIMEOUT_MS;
    for (const [id, m] of this.open) if (m.touched < cut) this.open.delete(id);
  }
}
