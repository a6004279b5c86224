/**
 * The lobby's invite states that must never leave a friend guessing: a broken link, a host who is
 * not there (yet), and the invite by hand (an offer link out, an answer code back) for when no
 * signaling relay can be reached.
 */
import { html, nothing } from 'lit';
import type { AnswerCode, InviteByCode } from '../../src/table/view-types.js';
import { ICONS } from './icons.js';
import { fire } from './events.js';
import { NO_INVITE_BY_CODE_TEXT, RELAY_ONLY_TEXT } from './connection-text.js';
import '../carc-qr/carc-qr.js';

/** Whom a guest waits for, and whether long enough to say what to check. */
export interface HostWait {
  name: string | null;
  long: boolean;
  /** a table played over days: nobody waits for the host to be online */
  overDays?: boolean;
}

/**
 * The invite panels fire their events from the control used (bubbling, composed), so that the
 * lobby and the play screen, which both show them, hear them alike.
 */
const askForCode = (e: Event) => fire(e.currentTarget as HTMLElement, 'carc-lobby-invite-code', {});

/** Copies a code; where the clipboard is refused, selects the field for the player to copy. */
export const copyText = (text: string, input: string) => async (e: Event) => {
  const from = e.currentTarget as HTMLElement;
  try {
    await navigator.clipboard.writeText(text);
    fire(from, 'carc-lobby-copied', { what: input });
  } catch {
    ((from.getRootNode() as ParentNode).querySelector(`#${input}`) as HTMLInputElement | null)?.select();
  }
};

export function renderBrokenLink(el: HTMLElement, watchProblem = '') {
  // a watch link has its own sentence (watch-link.ts): what is wrong with it, and that it only ever shows a game
  if (watchProblem)
    return html`<div class="setup broken">
      <section part="card" class="card" role="alert" aria-labelledby="broken-title">
        <h1 id="broken-title">This watch link cannot be opened</h1>
        <p>${watchProblem}</p>
        <p class="hint">A watch link shows a game to follow, never a seat.</p>
        <button class="primary" @click=${() => fire(el, 'carc-lobby-back', {})}>Go to the welcome screen</button>
      </section>
    </div>`;
  return html`<div class="setup broken">
    <section part="card" class="card" role="alert" aria-labelledby="broken-title">
      <h1 id="broken-title">This link does not lead to a game</h1>
      <p>This game link is broken or incomplete. Ask for the link again.</p>
      <p class="hint">Links to a game end in a long code after “#”. A chat app may have cut it, or part of it was not copied.</p>
      <button class="primary" @click=${() => fire(el, 'carc-lobby-back', {})}>Go to the welcome screen</button>
    </section>
  </div>`;
}

/** `relayOnly`: this browser cannot connect directly, so an invite code (a direct connection) is not suggested. */
export function renderHostWait(wait: HostWait, relayOnly = false) {
  const who = wait.name ?? 'the host';
  const codes = relayOnly ? '' : ` If your networks cannot find each other, ask ${who} for an invite code (“No connection? Invite by code” on their screen).`;
  if (wait.overDays)
    return html`<div class="host-wait" role="status">
      <p><span class="dot"></span>Played over days: ${who} does not need to be online.</p>
      <p class="hint">Take a seat, then close this page if you like: ${who}’s browser lets you in when ${who} next opens the link.</p>
    </div>`;
  return html`<div class="host-wait" role="status">
    <p><span class="dot"></span>Waiting for ${who} to open the game…</p>
    ${relayOnly ? html`<p class="hint relay-only">${RELAY_ONLY_TEXT}.</p>` : nothing}
    ${wait.long ? html`<p class="hint">Still nobody? ${wait.name ?? 'The host'}'s tab must stay open on this game. We keep trying.${codes}</p>` : nothing}
  </div>`;
}

/** In place of the invite by code, in a browser that cannot connect directly: one sentence why. */
export function renderNoInviteByCode() {
  return html`<p class="hint no-by-code" part="no-by-code">${NO_INVITE_BY_CODE_TEXT}</p>`;
}

/**
 * The host's side: make an invite link carrying an offer, then paste the friend's answer code.
 * `open` shows the closed panel open (when someone cannot be reached by any other path).
 */
export function renderInviteByCode(invite: InviteByCode | null, copied: string, open = false) {
  if (!invite) {
    return html`<details class="by-code" ?open=${open}>
      <summary>No connection? Invite by code</summary>
      <p class="hint">Works with no relay at all: your friend opens the link below, and sends you back the code their page shows.</p>
      <button @click=${askForCode}>Make an invite link</button>
    </details>`;
  }
  const answer = (e: Event) => {
    e.preventDefault();
    const form = e.currentTarget as HTMLFormElement;
    fire(form, 'carc-lobby-answer-code', { code: (form.querySelector('input') as HTMLInputElement).value });
  };
  return html`<details class="by-code" open>
    <summary>Invite by code</summary>
    ${
      invite.state === 'making'
        ? html`<p class="hint" role="status">Making the invite…</p>`
        : invite.state === 'failed'
          ? // this link's connection is closed: nothing it carries can connect now
            html`<p class="message" role="alert">${invite.message ?? 'That did not work.'}</p>
            <button class="primary" @click=${askForCode}>Make a new invite link</button>`
          : html`<ol class="steps">
          <li>
            Send this link to one friend (or let them scan it):
            <div class="code-row">
              <carc-qr .value=${invite.link}></carc-qr>
              <input id="offer-link" readonly .value=${invite.link} aria-label="Invite link" @focus=${(e: Event) => (e.target as HTMLInputElement).select()} />
              <button @click=${copyText(invite.link, 'offer-link')}>${ICONS.copy} ${copied === 'offer-link' ? 'Copied!' : 'Copy'}</button>
            </div>
          </li>
          <li>
            Paste the answer code they send back:
            <form class="code-row" @submit=${answer}>
              <input id="answer-in" autocomplete="off" spellcheck="false" aria-label="Answer code" ?disabled=${invite.state !== 'waiting'} />
              <button class="primary" type="submit" ?disabled=${invite.state !== 'waiting'}>Connect</button>
            </form>
          </li>
        </ol>
        <p class="hint ${invite.message ? 'message' : ''}" role="status">${inviteStatus(invite)}</p>
        ${invite.state === 'connected' ? html`<button @click=${askForCode}>Invite another friend by code</button>` : nothing}`
    }
  </details>`;
}

function inviteStatus(invite: InviteByCode): string {
  // a code refused while waiting: the box still takes the right one
  if (invite.state === 'waiting') return invite.message ?? 'One link per friend: each answer code works once.';
  if (invite.state === 'connecting') return invite.from ? `Connecting to ${invite.from}…` : 'Connecting…';
  return `Connected: ${invite.from ?? 'your friend'} is at the table.`;
}

/** The guest's side: the code to send back to the host. */
export function renderAnswerCode(answer: AnswerCode, copied: string) {
  if (answer.state === 'connected') return html`<p class="hint" role="status">Connected to the host by invite code.</p>`;
  return html`<section part="card" class="card answer" aria-labelledby="answer-title">
    <h2 id="answer-title">Send this code to the host</h2>
    ${
      answer.state === 'making'
        ? html`<p class="hint" role="status">Making your answer code…</p>`
        : answer.state === 'failed'
          ? html`<p class="message" role="alert">${answer.message}</p>`
          : html`<p class="hint">The host invited you by hand. Send them this code (a message, a QR photo…); you join as soon as they paste it.</p>
            <div class="code-row">
              <carc-qr .value=${answer.code}></carc-qr>
              <input id="answer-out" readonly .value=${answer.code} aria-label="Your answer code" @focus=${(e: Event) => (e.target as HTMLInputElement).select()} />
              <button class="primary" @click=${copyText(answer.code, 'answer-out')}>${ICONS.copy} ${copied === 'answer-out' ? 'Copied!' : 'Copy code'}</button>
            </div>
            <p class="hint" role="status">Waiting for the host to paste it…</p>
            ${answer.long ? html`<p class="hint">Still waiting? If the host’s page says the connection did not work, ask them for a new invite link.</p>` : nothing}`
    }
  </section>`;
}
