/**
 * The lobby's "Watchers" card (issue 25). The host may name an audience relay (off by default:
 * friends' tables need no server), suggested from the page's `?relay=`; the seating carries it to
 * every seat, which then also shows the table there. Guests read where watchers follow the table.
 * Anyone at a table with a relay may give its watch link ("Link to watch (can't sit)"), with a
 * copy button and a QR code. A watcher's own page, before the start, is told what it waits for.
 */
import { html, nothing, type ReactiveControllerHost } from 'lit';
import type { AudienceView } from '../../src/table/table-audience.js';
import type { TablePlayer } from '../../src/table/table.js';
import { watchersText } from '../shared/audience-words.js';
import { fire } from '../shared/events.js';
import { ICONS } from '../shared/icons.js';
import { copyText } from '../shared/invite-panels.js';
import '../carc-qr/carc-qr.js';

/** What the lobby shows of the table's audience; `error`: why the relay the host gave was refused. */
export type LobbyAudience = AudienceView & { error?: string };

export class AudienceForm {
  /** the switch as the host set it on this page (null: as the table says) */
  private on: boolean | null = null;
  /** the address as the host typed it (null: the table's, else the page's suggestion) */
  private draft: string | null = null;
  private qr = false;

  constructor(private readonly host: ReactiveControllerHost & HTMLElement) {}

  /** The card: the host's option, or a guest's line; the watch link when the table has a relay. Nothing for a friends' table a guest sits at. */
  render(a: LobbyAudience | null, copied: string) {
    if (!a || a.watching || (!a.canEdit && !a.relay)) return nothing;
    return html`<section part="card" class="card audience" aria-labelledby="audience-title">
      <h2 id="audience-title">${ICONS.eye} Watchers</h2>
      ${a.canEdit ? this.renderOption(a) : html`<p class="hint">Watchers follow this table on <b>${a.relayHost}</b>; they never sit.</p>`}
      ${a.watchLink ? this.renderLink(a, copied) : nothing}
    </section>`;
  }

  private renderOption(a: LobbyAudience) {
    const on = this.on ?? !!a.named;
    const value = this.draft ?? a.named ?? a.suggested ?? '';
    const toggle = (e: Event) => {
      this.on = (e.target as HTMLInputElement).checked;
      if (!this.on && a.named) fire(this.host, 'carc-lobby-seating', { relay: null });
      this.host.requestUpdate();
    };
    const save = (e: Event) => {
      e.preventDefault();
      const input = (e.currentTarget as HTMLFormElement).querySelector('input') as HTMLInputElement;
      fire(this.host, 'carc-lobby-seating', { relay: input.value.trim() });
    };
    const said = a.error ? 'relay-error' : 'relay-said';
    return html`<label class="rule switch" for="relay-on">
        <input id="relay-on" type="checkbox" role="switch" .checked=${on} aria-describedby="relay-doc" @change=${toggle} />
        <span><b>Audience relay</b><small id="relay-doc">Let people watch through a relay server: they see the board, the moves and the log, never a seat, and hidden tiles stay hidden. Off: only the players’ browsers hold the game.</small></span>
      </label>
      ${
        on
          ? html`<form class="relay-field" @submit=${save}>
            <label for="relay"><b>Relay address</b></label>
            <div class="relay-row">
              <input id="relay" inputmode="url" autocomplete="off" spellcheck="false" placeholder="wss://relay.example.org" .value=${value}
                aria-invalid=${a.error ? 'true' : 'false'} aria-describedby=${said} @input=${(e: Event) => (this.draft = (e.target as HTMLInputElement).value)} />
              <button class="primary" type="submit">Save</button>
            </div>
            ${
              a.error
                ? html`<p class="message" id="relay-error" role="alert">${a.error}</p>`
                : html`<p class="hint" id="relay-said">${a.named ? html`Saved: every player’s browser shows the table on <b>${a.relayHost}</b>.` : 'A Hocuspocus or y-websocket server (wss://…); it sees only signed moves, which every watcher checks.'}</p>`
            }
          </form>`
          : nothing
      }`;
  }

  private renderLink(a: LobbyAudience, copied: string) {
    const link = a.watchLink!;
    const count = watchersText(a.status);
    return html`<div class="watch-link">
      <label for="watch-link"><b>Link to watch (can’t sit)</b></label>
      <input id="watch-link" readonly .value=${link} @focus=${(e: Event) => (e.target as HTMLInputElement).select()} />
      <div class="watch-actions">
        <button @click=${copyText(link, 'watch-link')}>${ICONS.copy} ${copied === 'watch-link' ? 'Copied!' : 'Copy watch link'}</button>
        <button class="quiet" aria-expanded=${this.qr ? 'true' : 'false'} @click=${() => ((this.qr = !this.qr), this.host.requestUpdate())}>${this.qr ? 'Hide the QR code' : 'QR code'}</button>
      </div>
      ${this.qr ? html`<carc-qr .value=${link} label="QR code of the watch link"></carc-qr>` : nothing}
      ${count ? html`<p class="hint watchers" role="status">${ICONS.eye} ${count}</p>` : nothing}
    </div>`;
  }

  /** A watcher's page before the start: what it follows, and that the board comes with the start. */
  renderWatching(a: LobbyAudience, players: readonly TablePlayer[]) {
    const count = watchersText(a.status, true);
    return html`<div class="setup watching-lobby">
      <header>
        <button class="quiet back" @click=${() => fire(this.host, 'carc-lobby-back', {})} aria-label="Back">←</button>
        <h1 tabindex="-1">${ICONS.eye} Watching</h1>
      </header>
      <section part="card" class="card" role="status">
        <p><b>The game has not started yet.</b> The board shows here as soon as the host starts it, and every move as it is played.</p>
        <p class="hint">You follow this table on ${a.relayHost ?? 'its audience relay'}; watchers never sit.${count ? ` ${count}.` : ''}</p>
        ${players.length ? html`<p class="hint">At the table: ${players.map((p) => p.name).join(', ')}.</p>` : nothing}
      </section>
    </div>`;
  }
}
