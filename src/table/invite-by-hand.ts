/**
 * The invite by hand for one online table, as states the lobby shows: the host's offer link and
 * the answer it waits for, or a guest's answer code. Each connection that opens is handed to the
 * session, which syncs the same game over it. Codes are signed with this tab's key in the room; the
 * host's page names the seat whose key signed an answer, so a returning player's answer replaced
 * on its way would not read as theirs.
 */
import type { GameSession } from '../sync/index.js';
import { answerHostInvite, createHostInvite, type HostInvite, type ManualLink } from '../sync/manual-invite.js';
import type { SyncError } from '../sync/types.js';
import type { AnswerCode, InviteByCode } from './view-types.js';

/** How the connections are made: WebRTC (manual-invite.ts), or a test's stand-in. */
export interface InviteConnector {
  createHostInvite: typeof createHostInvite;
  answerHostInvite: typeof answerHostInvite;
}

/**
 * How long a guest waits before the page says what to do if the host's side failed: the guest's
 * own connection cannot tell a stalled handshake from a host who has not pasted the code yet.
 */
export const ANSWER_LONG_MS = 60_000;

export class InviteByHand {
  invite: InviteByCode | null = null;
  answer: AnswerCode | null = null;
  private host: HostInvite | null = null;
  private answeredOffer = '';
  private links: RTCPeerConnection[] = [];
  private longTimer: ReturnType<typeof setTimeout> | undefined;

  constructor(
    private readonly session: GameSession,
    private readonly changed: () => void,
    private readonly connector: InviteConnector = { createHostInvite, answerHostInvite },
  ) {}

  /** Host: a fresh invite link carrying an offer (one per friend). */
  async makeInvite(): Promise<void> {
    // an earlier link nobody answered is dropped: its offer would never connect now
    if (this.host && this.host.pc.signalingState === 'have-local-offer') this.host.pc.close();
    this.invite = { link: '', state: 'making' };
    this.changed();
    try {
      const host = await this.connector.createHostInvite(this.session.iceServers, this.keys());
      this.host = host;
      this.links.push(host.pc);
      this.invite = { link: `${this.session.link}~${host.offer}`, state: 'waiting' };
      this.changed();
      this.whenOpen(host, (state, message) => {
        if (this.host !== host) return;
        this.invite = { ...this.invite!, state, message };
      });
    } catch (e) {
      this.invite = { link: '', state: 'failed', message: reason(e) };
      this.changed();
    }
  }

  /** Host: the friend's answer code. Throws a SyncError the lobby reports when it is not one. */
  async acceptAnswer(code: string): Promise<void> {
    if (!this.host || !this.invite) throw { code: 'sync/bad-invite-code', message: 'Make an invite link first.' } satisfies SyncError;
    const host = this.host;
    let guest: string;
    try {
      ({ guest } = await host.accept(code));
    } catch (e) {
      // said beside the answer box, which still takes the right code
      if (this.host === host && this.invite?.state === 'waiting') {
        this.invite = { ...this.invite, message: reason(e) };
        this.changed();
      }
      throw e;
    }
    const from = this.session.seats.find((s) => s.key === guest)?.name;
    if (this.host === host && this.invite && from) this.invite = { ...this.invite, from };
    // the channel may have opened already (the guest's checks were waiting): "connected" stays
    if (this.host === host && this.invite?.state === 'waiting') this.invite = { ...this.invite, state: 'connecting', message: undefined };
    this.changed();
  }

  /** Guest: answers the offer of the link the page was opened with (once per offer). */
  async answerOffer(offer: string): Promise<void> {
    if (offer === this.answeredOffer) return;
    this.answeredOffer = offer;
    this.answer = { code: '', state: 'making' };
    this.changed();
    try {
      const guest = await this.connector.answerHostInvite(offer, this.session.iceServers, this.keys());
      this.links.push(guest.pc);
      this.answer = { code: guest.answer, state: 'waiting' };
      this.changed();
      clearTimeout(this.longTimer);
      this.longTimer = setTimeout(() => {
        if (this.answer?.state !== 'waiting') return;
        this.answer = { ...this.answer, long: true };
        this.changed();
      }, ANSWER_LONG_MS);
      this.whenOpen(guest, (state, message) => {
        this.answer = { ...this.answer!, state: state === 'connecting' ? 'waiting' : state, message };
      });
    } catch (e) {
      this.answer = { code: '', state: 'failed', message: reason(e) };
      this.changed();
    }
  }

  /** This tab's key in the room signs its codes: the host's offer, a guest's answer. */
  private keys() {
    return { room: this.session.room, me: this.session.me };
  }

  close(): void {
    clearTimeout(this.longTimer);
    for (const pc of this.links) pc.close();
    this.links = [];
  }

  /**
   * Syncs over the link's channel from the moment it exists (the sync greets once it opens), and
   * reports when it opens or fails; a link that fails is detached again.
   */
  private whenOpen(link: ManualLink, set: (state: 'connected' | 'failed' | 'connecting', message?: string) => void): void {
    const attached = link.created.then((ch) => this.session.attachChannel(ch));
    link.channel.then(
      () => {
        set('connected');
        this.changed();
      },
      (e) => {
        void attached.then((detach) => detach());
        set('failed', reason(e));
        this.changed();
      },
    );
  }
}

function reason(e: unknown): string {
  const err = e as Partial<SyncError> | undefined;
  return typeof err?.message === 'string' ? err.message : 'The invite could not be made in this browser.';
}
