/**
 * One frame of the relay path, as it is sealed (room-secret.ts sealFrame): who sent it, whom it is
 * for (nobody named: every peer on the relay path), the sender's running number, and a piece of a
 * sync message (frames.ts). Everything in it is still an attacker's until the sync verifies what
 * the message carries; this layer only bounds it and drops copies and replays.
 */
import * as decoding from 'lib0/decoding';
import * as encoding from 'lib0/encoding';

const VERSION = 1;
/** y-webrtc's peer ids are uuids (36 characters); anything much longer is not one */
const MAX_ID = 64;
/** peers one frame may name */
const MAX_TO = 32;

export interface RelayFrame {
  from: string;
  /** empty: for every peer on the relay path */
  to: string[];
  seq: number;
  /** a whole sync message, or a part of one (frames.ts) */
  body: Uint8Array;
}

export function encodeRelayFrame(f: RelayFrame): Uint8Array {
  const e = encoding.createEncoder();
  encoding.writeVarUint(e, VERSION);
  encoding.writeVarString(e, f.from);
  encoding.writeVarUint(e, f.to.length);
  for (const t of f.to) encoding.writeVarString(e, t);
  encoding.writeVarUint(e, f.seq);
  encoding.writeUint8Array(e, f.body);
  return encoding.toUint8Array(e);
}

/** The frame, or null when the bytes are not one (another version, malformed, out of bounds). */
export function decodeRelayFrame(bytes: Uint8Array): RelayFrame | null {
  try {
    const d = decoding.createDecoder(bytes);
    if (decoding.readVarUint(d) !== VERSION) return null;
    const from = readId(d);
    const n = decoding.readVarUint(d);
    if (!from || n > MAX_TO) return null;
    const to: string[] = [];
    for (let i = 0; i < n; i++) {
      const t = readId(d);
      if (!t) return null;
      to.push(t);
    }
    const seq = decoding.readVarUint(d);
    const body = bytes.subarray(d.pos);
    return body.length ? { from, to, seq, body } : null;
  } catch {
    return null;
  }
}

function readId(d: decoding.Decoder): string | null {
  // the length is read first, so a hostile length costs nothing
  const len = decoding.peekVarUint(d);
  if (len > MAX_ID * 4) return null;
  const id = decoding.readVarString(d);
  return id.length > 0 && id.length <= MAX_ID ? id : null;
}

/** Header bytes a frame may take beyond its body (ids, counts), for sizing parts. */
export function relayHeaderBytes(to: number): number {
  return 8 + (MAX_ID + 2) * (1 + to);
}

/**
 * A sender's running numbers seen lately: a frame seen before (it came through two relays, or a
 * relay replayed it) is dropped, and so is one far behind the newest.
 */
export class SeqWindow {
  private newest = -1;
  private seen = new Set<number>();

  constructor(private readonly span = 1024) {}

  /** True the first time `seq` is offered (within the window). */
  fresh(seq: number): boolean {
    if (seq <= this.newest - this.span || this.seen.has(seq)) return false;
    this.seen.add(seq);
    if (seq > this.newest) {
      this.newest = seq;
      if (this.seen.size > this.span) for (const s of this.seen) if (s <= this.newest - this.span) this.seen.delete(s);
    }
    return true;
  }
}
