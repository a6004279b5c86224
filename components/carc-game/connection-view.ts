/**
 * The connection during online play: a line when something is worth knowing (connecting, offline,
 * some players reached only through the relays), and, when not even the relays reach someone, what
 * to do about it: the host's invite by code and the player's own TURN server, shown open. The
 * invite by code works mid-game too (its channel joins the same game document): a player whose
 * browser lost the table comes back to their seat through it. A browser that cannot connect
 * directly (no WebRTC) is told so, plays through the relays, and is offered no invite by code.
 */
import { html, nothing } from 'lit';
import type { GameHost } from './game-host.js';
import type { OnlineTable } from '../../src/table/online-table.js';
import type { Table } from '../../src/table/table.js';
import { channelsText, needsRemedy, RELAY_ONLY_TEXT, relayLine, renderRemedies, renderTurnForm, unreachableText } from '../shared/connection-text.js';
import { renderAnswerCode, renderInviteByCode, renderNoInviteByCode } from '../shared/invite-panels.js';
import { savedTurn } from '../../src/table/turn-setting.js';

/** Which code field was just copied, per game element (the "Copied!" on its button, for 2 s). */
const copied = new WeakMap<GameHost, string>();

/** Online only: a line when the connection is not simply fine, with a way to retry, and what to do when someone cannot be reached. */
export function renderConnection(t: Table, el?: GameHost) {
  // a watcher reaches the table through the audience relay only: audience-view.ts says how that goes
  if (t.mode !== 'online' || t.watching) return nothing;
  const s = t.status;
  const online = t as Table & Partial<Pick<OnlineTable, 'byHand' | 'isHost' | 'retry'>>;
  const remedy = needsRemedy(s);
  const relayOnly = !!s.relayOnly;
  // some peers only through the relays: it works, slower; said calmly, without a retry
  const relayed = !remedy && (relayOnly ? s.kind === 'connected' : !!relayLine(s));
  const byHand = el ? renderByHand(el, online) : nothing;
  if (s.kind === 'connected' && !remedy && !relayed) return byHand;
  const relays = channelsText(s);
  const unreached = unreachableText(s);
  const text =
    (unreached && `${unreached}.`) ||
    (relayed
      ? relayOnly
        ? `${RELAY_ONLY_TEXT}.`
        : relayLine(s)
      : s.kind === 'signaling-unreachable'
        ? 'The signaling server cannot be reached. Your moves wait here until peers are back.'
        : s.kind === 'offline'
          ? 'You are offline. Your moves wait here until you reconnect.'
          : `Connecting to the other players…${relays ? ` (${relays})` : ''}`);
  const queued = s.queued ?? 0;
  const waiting = queued > 0 && s.kind !== 'connecting' ? ` ${queued === 1 ? 'One move waits' : `${queued} moves wait`} to be sent.` : '';
  const retry = online.retry && s.kind !== 'connecting' && !relayed ? online.retry : null;
  const said = relayOnly && !relayed ? `${RELAY_ONLY_TEXT}. ${text}` : text;
  const line = html`<p class="connection ${s.kind} ${relayed ? 'relay' : ''}" role="status">${said}${waiting}${retry ? html` <button class="quiet" @click=${() => retry.call(t)}>Retry now</button>` : nothing}</p>`;
  if (!remedy) return html`${line}${byHand}`;
  return html`${line}${renderRemedies(!!online.isHost, relayOnly)}${byHand}${relayOnly ? nothing : renderTurnForm(savedTurn(), true)}`;
}

/** No signaling endpoint answers: only an invite by code brings anyone new (or back). */
const noSignaling = (s: Table['status']) => s.kind === 'signaling-unreachable' || (!!s.channels?.total && s.channels.reached === 0);

/**
 * The invite by code during play. At the top of the panel: a guest's answer code, once they opened
 * the host's invite link, and the host's panel while it is what they need: someone cannot be
 * reached (shown open), no signaling server answers, or an invite is under way. Otherwise the
 * host's panel waits, closed, among the extras (`place`).
 */
export function renderByHand(el: GameHost, t: Table & Partial<Pick<OnlineTable, 'byHand' | 'isHost'>>, place: 'top' | 'extras' = 'top') {
  const byHand = t.mode === 'online' ? t.byHand : undefined;
  if (!byHand) return nothing;
  const remedy = needsRemedy(t.status);
  const top = remedy || noSignaling(t.status) || (!!byHand.invite && byHand.invite.state !== 'connected');
  // an invite that connected earlier is done with: the panel offers a fresh one
  const current = byHand.invite?.state === 'connected' ? null : byHand.invite;
  // an invite by code is a direct connection: a browser with none is told why instead
  const panel = () => (t.status.relayOnly ? renderNoInviteByCode() : renderInviteByCode(current, copied.get(el) ?? '', remedy));
  const invite = t.isHost && top === (place === 'top') ? panel() : nothing;
  const answer = place === 'top' && byHand.answer && byHand.answer.state !== 'connected' ? renderAnswerCode(byHand.answer, copied.get(el) ?? '') : nothing;
  if (invite === nothing && answer === nothing) return nothing;
  const act = (p: Promise<unknown>) => void p.catch(() => {});
  const onCopied = (e: CustomEvent<{ what: string }>) => {
    copied.set(el, e.detail.what);
    el.requestUpdate();
    setTimeout(() => (copied.delete(el), el.requestUpdate()), 2000);
  };
  return html`<div class="by-hand ${place}"
    @carc-lobby-invite-code=${() => act(byHand.makeInvite())}
    @carc-lobby-answer-code=${(e: CustomEvent<{ code: string }>) => act(el.guard(byHand.acceptAnswer(e.detail.code)))}
    @carc-lobby-copied=${onCopied}>${answer}${invite}</div>`;
}
