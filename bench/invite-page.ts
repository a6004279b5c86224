/** The page of bench/invite-bench.ts: one invite by hand between two connections of this page. */
import { answerHostInvite, createHostInvite } from '../src/sync/manual-invite.js';

async function runInvite() {
  const t0 = performance.now();
  const host = await createHostInvite([]);
  const offered = performance.now();
  const guest = await answerHostInvite(host.offer, []);
  const answered = performance.now();
  await host.accept(guest.answer);
  await Promise.all([host.channel, guest.channel]);
  const open = performance.now();
  host.pc.close();
  guest.pc.close();
  return { offer: host.offer.length, answer: guest.answer.length, makeOffer: offered - t0, makeAnswer: answered - offered, connect: open - answered };
}

(window as unknown as { runInvite: typeof runInvite }).runInvite = runInvite;
document.body.textContent = 'ready';
