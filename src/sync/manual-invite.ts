/**
 * Inviting by hand, with no signaling server at all: the host makes an offer and sends it inside a
 * link (or QR code); the guest's browser answers with a code the guest sends back; the host pastes
 * it, and the two browsers connect directly. The data channel then carries the same Yjs sync as the
 * mesh, so the guest joins the very same game.
 *
 * Candidates are gathered completely before a code is made (no trickle: there is nobody to trickle
 * through), bounded by a few seconds so an unreachable STUN server cannot hold the invite up. Codes
 * are signed (invite-seal.ts) and each is checked before the other side's description is applied.
 */
import type { InviteSignal } from './invite-code.js';
import { openAnswer, openOffer, sealAnswer, sealOffer, type InviteKeys } from './invite-seal.js';
import { syncError, type SyncError } from './types.js';

/** How long candidate gathering may take before the code is made with what is there. */
const GATHER_MS = 4000;
/** How long a connection may take once the host has the answer. */
export const CONNECT_MS = 30000;
/**
 * The guest cannot tell when the host pastes the answer (a message app, a phone call…), so it waits
 * long, and does not give up on an ICE failure: the host's checks, once it has the answer, revive
 * the pairs.
 */
export const GUEST_WAIT_MS = 15 * 60 * 1000;

export interface ManualLink {
  /** the connection; closing it ends the link */
  readonly pc: RTCPeerConnection;
  /** the data channel as soon as it exists (binaryType set), before it opens: attach the sync here */
  readonly created: Promise<RTCDataChannel>;
  /** resolves with the open data channel; rejects with a SyncError when the peers cannot connect */
  readonly channel: Promise<RTCDataChannel>;
}

export interface HostInvite extends ManualLink {
  /** the offer as a code, signed with the host's room key, for the link `…#<room>~<code>` */
  readonly offer: string;
  /**
   * Takes the guest's answer code and resolves with the key that signed it (the key that vouched
   * for the certificate the connection goes to); rejects at once, before connecting, with `sync/bad-invite-code` if it is not an
   * answer code, `sync/forged-invite-code` if its signature does not hold for this invite.
   */
  accept(answerCode: string): Promise<{ guest: string }>;
}

export interface GuestAnswer extends ManualLink {
  /** the answer as a code, for the guest to send back to the host */
  readonly answer: string;
}

function gathered(pc: RTCPeerConnection): Promise<void> {
  if (pc.iceGatheringState === 'complete') return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      if (pc.iceGatheringState !== 'complete') return;
      pc.removeEventListener('icegatheringstatechange', done);
      clearTimeout(timer);
      resolve();
    };
    const timer = setTimeout(() => {
      pc.removeEventListener('icegatheringstatechange', done);
      resolve();
    }, GATHER_MS);
    pc.addEventListener('icegatheringstatechange', done);
  });
}

async function localSignal(pc: RTCPeerConnection, make: () => Promise<RTCSessionDescriptionInit>): Promise<InviteSignal> {
  await pc.setLocalDescription(await make());
  await gathered(pc);
  const desc = pc.localDescription!;
  return { type: desc.type as InviteSignal['type'], sdp: desc.sdp };
}

/** What `opened` needs of a connection and of a channel: RTCPeerConnection and RTCDataChannel have it. */
export type ConnectionLike = Pick<RTCPeerConnection, 'iceConnectionState' | 'close' | 'addEventListener'>;
type OpeningChannel = { readonly readyState: string; addEventListener(type: 'open', f: () => void, o?: { once: boolean }): void };

/**
 * Resolves when `channel` opens; rejects when ICE fails or nothing happens in time after `started`.
 * The channel may open before `started` resolves: a guest answers long before the host pastes the
 * answer, so its ICE checks and DTLS hello are already waiting, and the host's connection completes
 * before its setRemoteDescription() promise does. A channel that opened is never timed out.
 */
export function opened<C extends OpeningChannel>(pc: ConnectionLike, channel: Promise<C>, started: Promise<void>, side: 'host' | 'guest'): Promise<C> {
  return new Promise((resolve, reject) => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let settled = false;
    const fail = (why: SyncError) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      pc.close();
      reject(why);
    };
    // on the host, a path found and no channel is not the networks: a second connection to the same
    // offer (from anyone holding the code) got its handshake to the host first, and Chromium's host
    // finishes only the first one it heard, so this one stalls for good. A guest's path is found
    // before the host pastes its answer, so it tells nothing there.
    let reached = false;
    const noteReached = () => {
      if (pc.iceConnectionState === 'connected' || pc.iceConnectionState === 'completed') reached = true;
    };
    void started.then(() => {
      if (settled) return;
      timer = setTimeout(() => fail(side === 'guest' ? guestGaveUp() : reached ? handshakeFailed() : unreached()), side === 'host' ? CONNECT_MS : GUEST_WAIT_MS);
    });
    pc.addEventListener('iceconnectionstatechange', () => {
      noteReached();
      if (side === 'host' && pc.iceConnectionState === 'failed') fail(syncError('sync/ice-failed', 'Your networks need a relay (TURN) to connect.'));
    });
    void channel.then((ch) => {
      const ready = () => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        resolve(ch);
      };
      if (ch.readyState === 'open') ready();
      else ch.addEventListener('open', ready, { once: true });
    });
  });
}

const unreached = () => syncError('sync/ice-failed', 'The two browsers could not reach each other. Your networks may need a relay (TURN) to connect.');
const guestGaveUp = () =>
  syncError('sync/ice-failed', 'Nothing connected in 15 minutes: the host may not have pasted your code, or your networks may need a relay (TURN). Ask the host for a new invite link.');
const handshakeFailed = () =>
  syncError(
    'sync/handshake-failed',
    'The two browsers reached each other, but their secure handshake did not finish: someone else holding this invite may have answered it too. Make a new invite and send it another way.',
  );

/** A connection for an invite code; where the browser makes none (no WebRTC), `sync/no-webrtc` with a sentence. */
function inviteConnection(iceServers: RTCIceServer[]): RTCPeerConnection {
  try {
    return new RTCPeerConnection({ iceServers });
  } catch {
    throw syncError(
      'sync/no-webrtc',
      'This browser cannot connect directly, so invite codes do not work in it. Open the game link without the code (the part after “~”): the game goes through the relays.',
    );
  }
}

/** The host's side: an offer to send, signed with the host's room key; the guest's answer completes it. */
export async function createHostInvite(iceServers: RTCIceServer[], keys: InviteKeys): Promise<HostInvite> {
  const pc = inviteConnection(iceServers);
  const ch = pc.createDataChannel('carc-sync', { ordered: true });
  ch.binaryType = 'arraybuffer';
  let offer: string;
  try {
    offer = await sealOffer(await localSignal(pc, () => pc.createOffer()), keys);
  } catch (e) {
    pc.close();
    throw e;
  }
  let answered!: () => void;
  const started = new Promise<void>((r) => (answered = r));
  // set before the first await that applies an answer: two answers checked at once, one is taken
  let taken = false;
  return {
    pc,
    offer,
    created: Promise.resolve(ch),
    channel: opened(pc, Promise.resolve(ch), started, 'host'),
    async accept(answerCode: string) {
      const opened = await openAnswer(answerCode, keys.room, offer);
      if (!opened.ok) throw opened.error;
      if (taken || pc.signalingState !== 'have-local-offer') throw syncError('sync/bad-invite-code', 'This invite has been answered already: make a new one for another friend.');
      taken = true;
      await pc.setRemoteDescription(opened.signal).catch((e: unknown) => {
        taken = false;
        throw e;
      });
      answered();
      return { guest: opened.signer };
    },
  };
}

/**
 * The guest's side: the host's offer code in, checked against the room's host key before anything
 * connects (rejects with `sync/bad-invite-code` or `sync/forged-invite-code`); an answer code out,
 * signed with this tab's key in the room.
 */
export async function answerHostInvite(offerCode: string, iceServers: RTCIceServer[], keys: InviteKeys): Promise<GuestAnswer> {
  const decoded = await openOffer(offerCode, keys.room);
  if (!decoded.ok) throw decoded.error;
  const pc = inviteConnection(iceServers);
  const channel = new Promise<RTCDataChannel>((resolve) =>
    pc.addEventListener(
      'datachannel',
      (e) => {
        e.channel.binaryType = 'arraybuffer';
        resolve(e.channel);
      },
      { once: true },
    ),
  );
  let answer: string;
  try {
    await pc.setRemoteDescription(decoded.signal);
    answer = await sealAnswer(await localSignal(pc, () => pc.createAnswer()), keys, offerCode);
  } catch (e) {
    pc.close();
    throw e;
  }
  return { pc, answer, created: channel, channel: opened(pc, channel, Promise.resolve(), 'guest') };
}
