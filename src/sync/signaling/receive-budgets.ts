/**
 * Which sealed messages from one endpoint get a decryption. A topic is no secret from its relay, or
 * from anyone who learned its hash, so whoever floods it must not silence the room:
 *
 * - a message without the room's check (room-secret.ts carriesCheck: junk, or a peer of a build
 *   before the check) is decrypted within the `unchecked` budget only, as all messages were before;
 * - a checked message comes from a room member. On Nostr each connection signs with its own
 *   throwaway key, and each sender has a budget of its own; a sender not yet proven (no message of
 *   its decrypted) also draws on the `newcomers` budget, shared. A y-webrtc server names no sender:
 *   checked messages there share the endpoint's `anonymous` budget;
 * - a message whose IV was seen here already (a replay, or a copy of an honest IV on junk) is
 *   dropped unread.
 *
 * So a stranger's junk never costs the room's messages anything, and a member flooding with one
 * key spends only its own budget. A member flooding with a fresh key each time uses up the
 * newcomers' budget: senders proven before keep theirs (a full table evicts the newest sender, not
 * the oldest), newcomers wait until the flood stops. On a y-webrtc server a member can use up the
 * endpoint's budget; other endpoints are untouched.
 */
import { carriesCheck, FRESH_MS, IV_CHARS, RELAY_MARK } from './room-secret.js';

export interface ReceiveLimits {
  /** messages without the room's check, a minute (old builds' peers, and junk) */
  unchecked: number;
  /** checked messages from Nostr senders not proven yet, a minute, shared (on top of their own budget) */
  newcomers: number;
  /** checked messages from one proven Nostr sender, a minute (an honest peer sends at most ~310) */
  perSender: number;
  /** checked messages from a y-webrtc server (no sender is named), a minute */
  anonymous: number;
  /** senders remembered per endpoint: those not proven for FRESH_MS are forgotten first, then the newest */
  senders: number;
  /** IVs remembered per endpoint, to drop repeats */
  seen: number;
}

export const RECEIVE_LIMITS: ReceiveLimits = { unchecked: 600, newcomers: 120, perSender: 360, anonymous: 600, senders: 64, seen: 4096 };

/** A token bucket: `perMinute` at once, refilled evenly over the minute. Constant memory per sender. */
export class Allowance {
  private tokens: number;
  private at = -Infinity;

  constructor(readonly perMinute: number) {
    this.tokens = perMinute;
  }

  take(now: number): boolean {
    if (this.at !== -Infinity) this.tokens = Math.min(this.perMinute, this.tokens + ((now - this.at) * this.perMinute) / 60_000);
    this.at = now;
    if (this.tokens < 1) return false;
    this.tokens -= 1;
    return true;
  }
}

/** Messages of senders not proven yet that wait for their turn: per sender, and in all (bounds memory under a burst). */
const WAITING_PER_SENDER = 16;
const WAITING = 64;

export type Admission = boolean | 'later';

interface Sender {
  own: Allowance;
  /** when a message of its last decrypted; 0 while none has */
  proven: number;
}

export class ReceiveBudgets {
  private readonly unchecked: Allowance;
  private readonly newcomers: Allowance;
  private readonly anonymous: Allowance;
  /** Nostr senders, oldest first */
  private readonly senders = new Map<string, Sender>();
  private readonly seen = new Set<string>();
  private readonly waiting = new Map<string, number>();
  private waitingTotal = 0;

  constructor(private readonly limits: ReceiveLimits = RECEIVE_LIMITS) {
    this.unchecked = new Allowance(limits.unchecked);
    this.newcomers = new Allowance(limits.newcomers);
    this.anonymous = new Allowance(limits.anonymous);
  }

  /**
   * Whether to decrypt `sealed`, under the room's `key`, from `sender` (a Nostr pubkey; undefined
   * on a y-webrtc server). Cheap: a hash block at most, and no decoding past the IV. `later`: from
   * a sender not proven yet, decided by `settle` in arrival order, once its earlier messages are
   * decrypted (a burst from one key is charged to that key, not to every newcomer).
   */
  admit(key: CryptoKey, sealed: string, sender: string | undefined, now: number): Admission {
    const iv = ivText(sealed);
    if (this.seen.has(iv)) return false;
    const proven = sender === undefined ? undefined : this.senders.get(sender);
    let verdict: Admission;
    if (!carriesCheck(key, sealed)) verdict = this.unchecked.take(now);
    else if (sender === undefined) verdict = this.anonymous.take(now);
    else if (proven?.proven) verdict = proven.own.take(now);
    else verdict = this.wait(sender);
    if (!verdict) return false;
    this.seen.add(iv);
    if (this.seen.size > this.limits.seen) this.seen.delete(this.seen.values().next().value!);
    return verdict;
  }

  /** The turn of a message admitted `later`: whether to decrypt it now. */
  settle(sender: string, now: number): boolean {
    const n = this.waiting.get(sender) ?? 1;
    if (n > 1) this.waiting.set(sender, n - 1);
    else this.waiting.delete(sender);
    this.waitingTotal--;
    let s = this.senders.get(sender);
    if (!s?.proven && !this.newcomers.take(now)) return false;
    if (!s) this.senders.set(sender, (s = this.admitSender(now)));
    return s.own.take(now);
  }

  /** A checked message from `sender` decrypted: the sender is a room member. */
  proven(sender: string | undefined, now: number): void {
    const s = sender === undefined ? undefined : this.senders.get(sender);
    if (s) s.proven = now;
  }

  private wait(sender: string): Admission {
    const n = this.waiting.get(sender) ?? 0;
    if (n >= WAITING_PER_SENDER || this.waitingTotal >= WAITING) return false;
    this.waiting.set(sender, n + 1);
    this.waitingTotal++;
    return 'later';
  }

  /** Room for a new sender: a flood of fresh keys churns the newest slot, and never evicts the senders proven before it. */
  private admitSender(now: number): Sender {
    if (this.senders.size >= this.limits.senders) {
      const stale = [...this.senders].find(([, s]) => now - s.proven > FRESH_MS)?.[0];
      this.senders.delete(stale ?? [...this.senders.keys()].pop()!);
    }
    return { own: new Allowance(this.limits.perSender), proven: 0 };
  }
}

/** The IV's characters, mark included (a frame and a message with the same IV are different texts). */
function ivText(sealed: string): string {
  return sealed.slice(0, (sealed.startsWith(RELAY_MARK) ? RELAY_MARK.length : 0) + IV_CHARS);
}
