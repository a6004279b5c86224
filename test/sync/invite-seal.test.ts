/**
 * The invite by hand against whoever passes the codes along (issue 20, attack 7). The offer code
 * travels in the invite link and the answer code comes back by any channel (a chat, a photo of a
 * QR code): a middleman there could swap in its own address and DTLS fingerprint and sit between
 * host and guest. Codes are signed: the offer by the host's room key (the link's room names it),
 * the answer by the guest's key over the very offer it answers.
 */
import { describe, expect, test } from 'vitest';
import { Rng } from '../../src/engine/index.js';
import { fromBase64Url, toBase64Url } from '../../src/sync/bytes.js';
import { createMemoryIdentity, type Identity } from '../../src/sync/identity.js';
import type { InviteSignal } from '../../src/sync/invite-code.js';
import { openAnswer, openOffer, sealAnswer, sealOffer } from '../../src/sync/invite-seal.js';
import { newHostedRoom } from '../../src/sync/room.js';
import { FP, OFFER_SDP, withDescription as swapped } from './helpers/offer-sdp.js';

const MIDDLEMAN_FP = Array.from({ length: 32 }, (_, i) => ((i * 91 + 5) & 255).toString(16).padStart(2, '0').toUpperCase()).join(':');

/** The middleman's own description: its fingerprint, its address, the rest as it was. */
function middlemans(signal: InviteSignal): InviteSignal {
  const sdp = signal.sdp.replace(FP, MIDDLEMAN_FP).replace(/192\.168\.1\.23|203\.0\.113\.9/g, '198.51.100.66');
  return { type: signal.type, sdp };
}

const OFFER: InviteSignal = { type: 'offer', sdp: OFFER_SDP };
const ANSWER: InviteSignal = { type: 'answer', sdp: OFFER_SDP.replace('a=setup:actpass', 'a=setup:active').replace('a=ice-ufrag:f2Xq', 'a=ice-ufrag:G7+q') };

async function invite(): Promise<{ room: string; host: Identity; guest: Identity; offer: string; answer: string }> {
  const host = await createMemoryIdentity();
  const guest = await createMemoryIdentity();
  const room = newHostedRoom(host.publicKey);
  const offer = await sealOffer(OFFER, { room, me: host });
  const answer = await sealAnswer(ANSWER, { room, me: guest }, offer);
  return { room, host, guest, offer, answer };
}

const refusedAs = async (opened: Promise<{ ok: boolean; error?: { code: string; message: string } }>, code: string) => {
  const r = await opened;
  expect(r.ok).toBe(false);
  expect(r.error?.code).toBe(code);
  expect(r.error?.message).toMatch(/^[A-Z].+\.$/);
};

describe("the offer, bound to the host's room key", () => {
  test('an honest offer opens for the guest, signed by the host the room names', async () => {
    const t = await invite();
    const opened = await openOffer(t.offer, t.room);
    expect(opened).toMatchObject({ ok: true, signer: t.host.publicKey, signal: { type: 'offer' } });
    if (opened.ok) expect(opened.signal.sdp).toContain(`a=fingerprint:sha-256 ${FP}`);
  });

  test("a middleman's address and fingerprint swapped into the offer are refused by the guest", async () => {
    const t = await invite();
    await refusedAs(openOffer(swapped(t.offer, middlemans(OFFER)), t.room), 'sync/forged-invite-code');
    // one fact alone is enough to refuse: the fingerprint, an address, the ICE password
    await refusedAs(openOffer(swapped(t.offer, { type: 'offer', sdp: OFFER_SDP.replace(FP, MIDDLEMAN_FP) }), t.room), 'sync/forged-invite-code');
    await refusedAs(openOffer(swapped(t.offer, { type: 'offer', sdp: OFFER_SDP.replace('203.0.113.9', '198.51.100.66') }), t.room), 'sync/forged-invite-code');
    await refusedAs(openOffer(swapped(t.offer, { type: 'offer', sdp: OFFER_SDP.replace('3PzUqH1y', '3PzUqH1z') }), t.room), 'sync/forged-invite-code');
  });

  test('an offer the middleman signs itself, or the host signed for another room, is refused', async () => {
    const t = await invite();
    const middleman = await createMemoryIdentity();
    await refusedAs(openOffer(await sealOffer(middlemans(OFFER), { room: t.room, me: middleman }), t.room), 'sync/forged-invite-code');
    // games of before keys were per room share the browser's old key: an offer is for one room
    const elsewhere = await sealOffer(OFFER, { room: newHostedRoom(t.host.publicKey), me: t.host });
    await refusedAs(openOffer(elsewhere, t.room), 'sync/forged-invite-code');
  });
});

describe("the answer, bound to the guest's key and to the offer it answers", () => {
  test('an honest answer opens for the host, which learns the key it connects to', async () => {
    const t = await invite();
    expect(await openAnswer(t.answer, t.room, t.offer)).toMatchObject({ ok: true, signer: t.guest.publicKey, signal: { type: 'answer' } });
  });

  test("a middleman's address and fingerprint swapped into the answer are refused by the host", async () => {
    const t = await invite();
    await refusedAs(openAnswer(swapped(t.answer, middlemans(ANSWER)), t.room, t.offer), 'sync/forged-invite-code');
    // nor can it keep the description and claim the answer for another key
    const bytes = fromBase64Url(t.answer)!;
    const middleman = await createMemoryIdentity();
    bytes.set(fromBase64Url(middleman.publicKey)!, bytes.length - 96);
    await refusedAs(openAnswer(toBase64Url(bytes), t.room, t.offer), 'sync/forged-invite-code');
  });

  test('an answer to another invite is refused: a code cannot be replayed', async () => {
    const t = await invite();
    // each offer has credentials of its own
    const later = await sealOffer({ type: 'offer', sdp: OFFER_SDP.replace('a=ice-ufrag:f2Xq', 'a=ice-ufrag:Zz9y') }, { room: t.room, me: t.host });
    await refusedAs(openAnswer(t.answer, t.room, later), 'sync/forged-invite-code');
  });

  test("a middleman's own answer is taken as the middleman's, never as the guest's", async () => {
    // the host cannot know a new guest's key in advance: what it knows is whom it connects to
    const t = await invite();
    const middleman = await createMemoryIdentity();
    const own = await sealAnswer(middlemans(ANSWER), { room: t.room, me: middleman }, t.offer);
    const opened = await openAnswer(own, t.room, t.offer);
    expect(opened.ok && opened.signer).toBe(middleman.publicKey);
    expect(opened.ok && opened.signer).not.toBe(t.guest.publicKey);
  });

  test('codes of the wrong kind are refused with a sentence saying which', async () => {
    const t = await invite();
    await refusedAs(openOffer(t.answer, t.room), 'sync/bad-invite-code');
    await refusedAs(openAnswer(t.offer, t.room, t.offer), 'sync/bad-invite-code');
  });
});

test('every one-character change of a signed code is refused', async () => {
  const t = await invite();
  const rng = Rng.fromSeed('invite-seal/corruptions');
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
  for (let i = 0; i < 600; i++) {
    const answer = i % 2 === 1;
    const code = answer ? t.answer : t.offer;
    const at = rng.int(code.length);
    const kind = i % 3;
    const changed =
      kind === 0
        ? code.slice(0, at) + alphabet.replace(code[at], '')[rng.int(63)] + code.slice(at + 1)
        : kind === 1
          ? code.slice(0, at) + code.slice(at + 1)
          : code.slice(0, at) + alphabet[rng.int(64)] + code.slice(at);
    const r = answer ? await openAnswer(changed, t.room, t.offer) : await openOffer(changed, t.room);
    expect(r.ok, changed).toBe(false);
  }
  // the last character's unused bits too: every other last character is another code
  for (const c of alphabet.replace(t.offer.at(-1)!, '')) expect((await openOffer(t.offer.slice(0, -1) + c, t.room)).ok, c).toBe(false);
  for (const c of alphabet.replace(t.answer.at(-1)!, '')) expect((await openAnswer(t.answer.slice(0, -1) + c, t.room, t.offer)).ok, c).toBe(false);
});

test('a code made by the previous build (unsigned, version 1) asks to reload both pages, never crashes', async () => {
  const t = await invite();
  // version 1's layout: version, kind | setup << 1, ufrag and pwd as length-prefixed text, the fingerprint, candidates
  const ascii = (s: string) => [s.length, ...new TextEncoder().encode(s)];
  const fp = FP.split(':').map((h) => parseInt(h, 16));
  const v1 = (kind: number) => toBase64Url(new Uint8Array([1, kind, ...ascii('f2Xq'), ...ascii('3PzUqH1yRm0oZb8kW/7nJe4+'), ...fp, 1, 0, 192, 168, 1, 23, 212, 128]));
  for (const r of [await openOffer(v1(0), t.room), await openAnswer(v1(3), t.room, t.offer)]) {
    expect(r).toMatchObject({ ok: false, error: { code: 'sync/bad-invite-code' } });
    if (!r.ok) expect(r.error.message).toBe('This invite code comes from another version of the game: both pages must be reloaded.');
  }
});
