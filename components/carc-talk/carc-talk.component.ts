import { LitElement, html, nothing, type PropertyValues } from 'lit';
import { styleMap } from 'lit/directives/style-map.js';
import { styles } from './carc-talk.styles.js';
import { fire } from '../shared/events.js';
import type { TalkLine, TalkView } from '../../src/table/online-talk.js';

/** A speech bubble drawn in the text colour: an emoji would depend on the device's fonts. */
const BUBBLE = html`<svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" fill="none" stroke="currentColor" stroke-width="2" stroke-linejoin="round"><path d="M4 5.5h16v10H10l-4.5 4v-4H4z"/><path d="M8 9.5h8M8 12.5h5" stroke-linecap="round"/></svg>`;

/**
 * Table talk at an online table: a button with the unread count that opens the conversation (a
 * sheet on a phone, a drawer beside the board on a laptop), quick reactions, a line to write, and
 * a list to mute a sender on this device. Text is only ever rendered as text. It listens to the
 * talk's `change` itself; the talk (src/table/online-talk.ts) signs, bounds and verifies.
 *
 * @fires {CustomEvent<CarcTalkToggleDetail>} carc-talk-toggle - `{ open }` the conversation was opened or closed
 * @csspart toggle - the button that opens and closes it
 * @csspart panel - the open conversation
 * @csspart line - one message
 * @cssproperty --carc-talk-width - the drawer's width on a laptop (default 320px)
 */
export class CarcTalk extends LitElement {
  static override styles = styles;
  static override properties = {
    talk: { attribute: false },
    open: { type: Boolean, reflect: true },
    problem: { state: true },
    muting: { state: true },
  };

  declare talk: TalkView | null;
  declare open: boolean;
  /** why the last message was not sent */
  declare problem: string;
  /** the list of senders to mute is shown */
  declare muting: boolean;

  constructor() {
    super();
    this.talk = null;
    this.open = false;
    this.problem = '';
    this.muting = false;
  }
  private listening: TalkView | null = null;
  private readonly onChange = () => {
    if (this.open) this.talk?.markRead();
    this.requestUpdate();
  };

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.listen(null);
  }

  override connectedCallback(): void {
    super.connectedCallback();
    this.listen(this.talk);
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('talk')) this.listen(this.talk);
  }

  protected override updated(changed: PropertyValues<this>): void {
    if (!changed.has('open') && !this.open) return;
    const list = this.renderRoot.querySelector('.lines');
    // the newest message in view, as a conversation reads
    if (list) list.scrollTop = list.scrollHeight;
  }

  private listen(talk: TalkView | null): void {
    if (this.listening === talk) return;
    this.listening?.removeEventListener('change', this.onChange);
    this.listening = talk;
    talk?.addEventListener('change', this.onChange);
  }

  /** Opens or closes the conversation; opening marks what it shows as read and puts the focus on the message field. */
  async toggle(open = !this.open): Promise<void> {
    this.open = open;
    this.problem = '';
    if (open) this.talk?.markRead();
    fire(this, 'carc-talk-toggle', { open });
    await this.updateComplete;
    (this.renderRoot.querySelector(open ? 'input' : '.toggle') as HTMLElement | null)?.focus();
  }

  private async send(e: Event): Promise<void> {
    e.preventDefault();
    const input = this.renderRoot.querySelector('input') as HTMLInputElement;
    const r = await this.talk?.say(input.value);
    if (!r) return;
    this.problem = r.ok ? '' : r.error.message;
    if (r.ok) input.value = '';
  }

  private async react(emoji: string): Promise<void> {
    const r = await this.talk?.react(emoji);
    this.problem = r && !r.ok ? r.error.message : '';
  }

  private onKey(e: KeyboardEvent): void {
    if (e.key !== 'Escape' || !this.open) return;
    e.stopPropagation();
    void this.toggle(false);
  }

  override render() {
    const talk = this.talk;
    if (!talk) return nothing;
    const unread = this.open ? 0 : talk.unread;
    return html`<div class="wrap" @keydown=${this.onKey}>
      ${this.open ? this.renderPanel(talk) : nothing}
      <button part="toggle" class="toggle" aria-expanded=${this.open ? 'true' : 'false'} aria-controls="talk-panel"
        aria-label=${this.open ? 'Close table talk' : unread ? `Table talk, ${unread} unread` : 'Table talk'} @click=${() => this.toggle()}>
        ${BUBBLE}${unread ? html`<span class="badge" aria-hidden="true">${unread > 99 ? '99+' : unread}</span>` : nothing}
      </button>
    </div>`;
  }

  private renderPanel(talk: TalkView) {
    const lines = talk.lines;
    const senders = talk.senders;
    return html`<section part="panel" id="talk-panel" class="panel" aria-label="Table talk">
      <header>
        <h2>Table talk</h2>
        ${senders.length ? html`<button class="quiet small" aria-expanded=${this.muting ? 'true' : 'false'} @click=${() => (this.muting = !this.muting)}>${this.muting ? 'Done' : 'Mute…'}</button>` : nothing}
        <button class="quiet" aria-label="Close table talk" @click=${() => this.toggle(false)}>✕</button>
      </header>
      ${
        this.muting
          ? html`<ul class="senders" aria-label="Mute on this device">
              ${senders.map(
                (s) => html`<li><span class="who">${s.name}${s.watching ? html` <span class="watching">watching</span>` : nothing}</span>
                  <button class="small" aria-pressed=${s.muted ? 'true' : 'false'} @click=${() => talk.mute(s.key, !s.muted)}>${s.muted ? `Unmute ${s.name}` : `Mute ${s.name}`}</button></li>`,
              )}
            </ul>`
          : nothing
      }
      <ol class="lines" aria-live="polite" aria-label="Messages">
        ${lines.length ? lines.map((l) => this.renderLine(l)) : html`<li class="empty">Say hello: messages go to everyone at this table, and stay out of the game's record.</li>`}
      </ol>
      <div class="reactions" role="group" aria-label="Quick reactions">
        ${talk.reactions.map((r) => html`<button class="quiet reaction" aria-label="React ${r}" @click=${() => this.react(r)}>${r}</button>`)}
      </div>
      <form @submit=${this.send}>
        <input type="text" maxlength=${talk.maxText} autocomplete="off" enterkeyhint="send" aria-label="Message to the table" placeholder="Message the table" />
        <button class="primary" type="submit">Send</button>
      </form>
      ${this.problem ? html`<p class="problem" role="alert">${this.problem}</p>` : nothing}
    </section>`;
  }

  private renderLine(l: TalkLine) {
    return html`<li part="line" class="line ${l.kind} ${l.mine ? 'mine' : ''}">
      <span class="who">${l.color ? html`<span class="swatch" style=${styleMap({ background: l.color })}></span>` : nothing}<b>${l.mine ? 'You' : l.name}</b>${l.watching ? html`<span class="watching">watching</span>` : nothing}</span>
      <span class="text">${l.text}</span>
    </li>`;
  }
}
