/**
 * Table talk as a table shows it: the sync layer's verified messages (src/sync/table-talk.ts) with
 * each sender's name and colour from the seats (never from the message), watchers marked as such,
 * senders this browser muted left out, and what is unread. Mutes and what was read are kept per
 * room in localStorage, so a refresh remembers them.
 */
import type { GameSession } from '../sync/index.js';
import { MAX_TEXT, REACTIONS, TableTalk, type TalkError } from '../sync/table-talk.js';

export type { TalkError } from '../sync/table-talk.js';

export interface TalkLine {
  /** `<key>:<n>`, the same on every page */
  id: string;
  key: string;
  /** the seat's name, or "Watcher" and the key's first letters for a spectator */
  name: string;
  color: string | null;
  /** a spectator's message */
  watching: boolean;
  mine: boolean;
  kind: 'say' | 'react';
  text: string;
  /** the sender's clock, ms */
  t: number;
}

export interface TalkSender {
  key: string;
  name: string;
  watching: boolean;
  muted: boolean;
}

/** What `<carc-talk>` works with: lines, senders to mute, unread, and sending. Fires `change`. */
export interface TalkView extends EventTarget {
  readonly lines: readonly TalkLine[];
  readonly senders: readonly TalkSender[];
  readonly unread: number;
  readonly reactions: readonly string[];
  /** longest message, in characters */
  readonly maxText: number;
  markRead(): void;
  say(text: string): Promise<{ ok: true } | { ok: false; error: TalkError }>;
  react(emoji: string): Promise<{ ok: true } | { ok: false; error: TalkError }>;
  mute(key: string, muted: boolean): void;
}

/** Most keys remembered as muted, and ids as read, per room. */
const MAX_REMEMBERED = 500;

function stored(key: string): Set<string> {
  try {
    const v = JSON.parse(globalThis.localStorage?.getItem(key) ?? '[]');
    return new Set(Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string').slice(-MAX_REMEMBERED) : []);
  } catch {
    return new Set();
  }
}

function store(key: string, set: Set<string>): void {
  try {
    globalThis.localStorage?.setItem(key, JSON.stringify([...set].slice(-MAX_REMEMBERED)));
  } catch {
    // private mode or full storage: remembered for this visit only
  }
}

export class OnlineTalk extends EventTarget implements TalkView {
  readonly talk: TableTalk;
  readonly reactions = REACTIONS;
  readonly maxText = MAX_TEXT;
  private readonly muted: Set<string>;
  private readonly read: Set<string>;

  constructor(private readonly session: GameSession) {
    super();
    this.talk = new TableTalk({ doc: session.doc, room: session.room, me: session.me, seatKeys: () => new Set(session.seats.map((s) => s.key)) });
    this.muted = stored(this.storeKey('muted'));
    this.read = stored(this.storeKey('read'));
    this.talk.addEventListener('change', () => this.changed());
    // a seat taken, or the seats first known (a late joiner's log verified): watchers are judged again
    let seats = '';
    this.onSession = () => {
      const now = session.seats.map((s) => `${s.key}:${s.name}`).join();
      if (now === seats) return;
      seats = now;
      this.talk.refresh();
      this.changed();
    };
    session.addEventListener('change', this.onSession);
  }

  private readonly onSession: () => void;

  get lines(): TalkLine[] {
    const seats = new Map(this.session.seats.map((s) => [s.key, s]));
    const me = this.session.identity;
    return this.talk.messages
      .filter((m) => !this.muted.has(m.author))
      .map((m) => {
        const seat = seats.get(m.author);
        return {
          id: `${m.author}:${m.n}`,
          key: m.author,
          name: seat?.name ?? watcherName(m.author),
          color: seat?.color ?? null,
          watching: !seat,
          mine: m.author === me,
          kind: m.kind,
          text: m.text,
          t: m.t,
        };
      });
  }

  /** Everyone else who wrote (muted ones too), to mute or unmute. */
  get senders(): TalkSender[] {
    const seats = new Map(this.session.seats.map((s) => [s.key, s]));
    const keys = new Set(this.talk.messages.map((m) => m.author));
    keys.delete(this.session.identity);
    for (const k of this.muted) if (seats.has(k)) keys.add(k);
    return [...keys].map((key) => ({ key, name: seats.get(key)?.name ?? watcherName(key), watching: !seats.has(key), muted: this.muted.has(key) }));
  }

  get unread(): number {
    return this.lines.filter((l) => !l.mine && !this.read.has(l.id)).length;
  }

  markRead(): void {
    const before = this.read.size;
    for (const l of this.lines) this.read.add(l.id);
    if (this.read.size === before) return;
    store(this.storeKey('read'), this.read);
    this.changed();
  }

  async say(text: string) {
    const r = await this.talk.send('say', text);
    return r.ok ? { ok: true as const } : r;
  }

  async react(emoji: string) {
    const r = await this.talk.send('react', emoji);
    return r.ok ? { ok: true as const } : r;
  }

  mute(key: string, muted: boolean): void {
    if (muted) this.muted.add(key);
    else this.muted.delete(key);
    store(this.storeKey('muted'), this.muted);
    this.changed();
  }

  close(): void {
    this.session.removeEventListener('change', this.onSession);
    this.talk.close();
  }

  private storeKey(what: 'muted' | 'read'): string {
    return `carcassonne:talk-${what}:${this.session.room}`;
  }

  private changed(): void {
    this.dispatchEvent(new CustomEvent('change'));
  }
}

/** A spectator has no seat, so no name the table gave: the first letters of its key tell two apart. */
function watcherName(key: string): string {
  return `Watcher ${key.slice(0, 4)}`;
}
