/**
 * This seat's part in drawing without everyone online (tables played over days): the links it seals
 * ahead with each move and live link (link-openers.ts says for which rounds and to whom), and the
 * links sealed to it that it opens when it comes to draw. Live tables seal nothing.
 */
import { CHAIN_LENGTH, linkFollows, type LinkChain } from './draw-links.js';
import type { Identity } from './identity.js';
import { roundsToSeal } from './link-openers.js';
import { deriveSealKey, openLink, sealLink, type SealKey, type SealedBox } from './sealed-links.js';
import { roundOpen, sealedTo, type TableState } from './table.js';

/** Whether this table draws with links sealed ahead: one played over days. */
export function sealsAhead(t: TableState): boolean {
  return !!t.start?.days;
}

export class SealDesk {
  private key: { start: string; key: Promise<SealKey | null> } | null = null;

  constructor(
    private readonly me: Identity,
    private readonly room: string,
    private readonly links: (startHash: string) => Promise<LinkChain>,
  ) {}

  /** This seat's seal key for the game (derived from its key pair: the same after a refresh). */
  sealKey(startHash: string): Promise<SealKey | null> {
    if (this.key?.start !== startHash) this.key = { start: startHash, key: deriveSealKey(this.me, this.room, startHash) };
    return this.key.key;
  }

  /** What this seat's commit adds: its seal key, at a table played over days. */
  async commitExtra(t: TableState): Promise<{ seal?: string }> {
    const key = sealsAhead(t) ? await this.sealKey(t.start!.hash) : null;
    return key ? { seal: key.publicKey } : {};
  }

  /** The links this seat seals ahead in the move or link it writes now on `t`: `{ seal }`, or nothing. */
  async sealsFor(t: TableState, me: number): Promise<{ seal?: SealedBox[] }> {
    const key = sealsAhead(t) && t.sealKeys[me] ? await this.sealKey(t.start!.hash) : null;
    if (!key) return {};
    const { links } = await this.links(t.start!.hash);
    const boxes: SealedBox[] = [];
    for (const { round, to } of roundsToSeal(t, me)) {
      const theirs = t.sealKeys[to];
      const box = theirs && round < CHAIN_LENGTH ? await sealLink(key, theirs, this.room, round, me, to, links[round]) : null;
      if (box) boxes.push(box);
    }
    return boxes.length ? { seal: boxes } : {};
  }

  /**
   * The links of the open round sealed to this seat that open and follow (`opened`, [seat, link]
   * pairs to reveal), and the first that does not (`broken`: the seat whose box it is, which then
   * owes that link live).
   */
  async opened(t: TableState, me: number): Promise<{ opened: [number, string][]; broken: number | null }> {
    const out: { opened: [number, string][]; broken: number | null } = { opened: [], broken: null };
    const key = roundOpen(t) && !t.away[me] && sealsAhead(t) ? await this.sealKey(t.start!.hash) : null;
    if (!key) return out;
    for (let seat = 0; seat < t.seats.length; seat++) {
      const theirs = t.sealKeys[seat];
      if (t.links[seat] !== null || sealedTo(t, seat) !== me || !theirs) continue;
      const box = t.boxes[seat]!.find((b) => b[0] === t.round)!;
      const link = await openLink(key, theirs, this.room, box, seat);
      const last = t.last[seat];
      if (link && linkFollows(this.room, t.seats[seat].key, link, t.round, last.link, last.round)) out.opened.push([seat, link]);
      else out.broken ??= seat;
    }
    return out;
  }
}
