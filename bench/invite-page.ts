/** The page of bench/invite-bench.ts: one invite by hand between two connections of this page. */
import { createMemoryIdentity } from '../src/sync/identity.js';
import { answerHostInvite, createHostInvite } from '../src/sync/manual-invite.js';
import { newHostedRoom } from '../src/sync/room.js';

/** `connect`: false only makes the codes (a browser that hides local addresses behind mDNS names may not reach itself quickly). */
async function runInvite(connect = true) {
  const me = await createMemoryIdentity();
  const room = newHostedRoom(me.publicKey);
  const guestKeys = { room, me: await createMemoryIdentity() };
  const t0 = performance.now();
  const host = await createHostInvite([], { room, me });
  const offered = performance.now();
  const guest = await answerHostInvite(host.offer, [], guestKeys);
  const answered = performance.now();
  let open = answered;
  if (connect) {
    await host.accept(guest.answer);
    await Promise.all([host.channel, guest.channel]);
    open = performance.now();
  }
  host.pc.close();
  guest.pc.close();
  return { offer: host.offer.length, answer: guest.answer.length, makeOffer: offered - t0, makeAnswer: answered - offered, connect: open - answered };
}

(window as unknown as { runInvite: typeof runInvite }).runInvite = runInvite;
document.body.textContent = 'ready';
