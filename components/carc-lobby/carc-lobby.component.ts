import { LitElement, html, nothing } from 'lit';
import { ICONS, meeple } from '../shared/icons.js';
import type { TablePlayer, TableStatus } from '../../src/table/table.js';
import type { AnswerCode, GuestStanding, HostSeating, InviteByCode } from '../../src/table/view-types.js';
import '../carc-qr/carc-qr.js';
import { channelsText, connectedText, needsRemedy, PATH_WORDS, RELAY_ONLY_TEXT, renderRemedies, renderTurnForm, unreachableText } from '../shared/connection-text.js';
import { tileSvg } from '../shared/tile-art.js';
import { renderAnswerCode, renderBrokenLink, renderHostWait, renderInviteByCode, renderNoInviteByCode, type HostWait } from '../shared/invite-panels.js';
import { inviteStyles } from '../shared/invite-panels.styles.js';
import { renderHostSeating, renderRemoveSeat, renderStanding } from './seat-panels.js';
import { seatStyles } from './seat-panels.styles.js';
import { changedRules, type RulesGame } from '../shared/rule-words.js';
import { renderRulesForm } from './rules-form.js';
import { renderPace, renderTablePace, type DaysPerMove } from './pace-form.js';
import { renderSavedList, type GamesCheck } from './saved-list.js';
import { myGamesStyles } from './my-games.styles.js';
import type { MyGame } from '../../src/table/my-games.js';
import { botLabel, renderAddBot } from './bot-seat-form.js';
import { SitForm } from './sit-form.js';
import { AudienceForm, type LobbyAudience } from './audience-form.js';
import { audienceStyles } from './audience-form.styles.js';
import { styles } from './carc-lobby.styles.js';
import { fire } from '../shared/events.js';

export type LobbyView = 'welcome' | 'hotseat' | 'online' | 'broken-link';

const LENGTHS: { label: string; tiles: number | null }[] = [
  { label: 'Full game', tiles: null },
  { label: 'Half (36 tiles)', tiles: 36 },
  { label: 'Quick (16 tiles)', tiles: 16 },
];

/** A little landscape for the welcome screen: a monastery road running into a city. */
const STRIP: [string, number][] = [
  ['A', 270],
  ['U', 0],
  ['D', 0],
  ['U', 0],
  ['V', 0],
];

/**
 * Before the game: choose hot-seat or online, the rules and length, the seats (name and colour),
 * the link to share (copy button and QR code), who is online, and the start.
 *
 * @fires {CustomEvent<CarcLobbyModeDetail>} carc-lobby-mode - `{ mode: 'hotseat' | 'online' }` a way to play was chosen
 * @fires {CustomEvent<CarcLobbySitDetail>} carc-lobby-sit - `{ name, color }` take a seat (hot-seat: add a player)
 * @fires {CustomEvent<CarcLobbyUnseatDetail>} carc-lobby-unseat - `{ index }` remove a hot-seat player
 * @fires {CustomEvent<CarcLobbyAddBotDetail>} carc-lobby-add-bot - `{ level }` seat a bot ('easy', 'medium', 'hard' or 'expert'; hot-seat, or the host online)
 * @fires {CustomEvent<CarcLobbyAdmitDetail>} carc-lobby-admit - `{ key }` the host lets a player in (online)
 * @fires {CustomEvent<CarcLobbyRemoveDetail>} carc-lobby-remove - `{ key, name }` the host removes a seat or refuses a request (online)
 * @fires {CustomEvent<CarcLobbySeatingDetail>} carc-lobby-seating - `{ admitAll }`, `{ locked }`, `{ days }` or `{ relay }` the host flipped a switch, chose to play over days or named the audience relay (online)
 * @fires {CustomEvent<CarcLobbyStartDetail>} carc-lobby-start - `{ game, rules, tiles }` start the game (`game`: 'carcassonne' or 'new-world'; online also `patience`, in seconds, `days` (1, 3 or 7 days per move over days, null live) and `hints`)
 * @fires {CustomEvent<CarcLobbyImportDetail>} carc-lobby-import - `{ text }` a record file was opened
 * @fires {CustomEvent<CarcLobbyGameDetail>} carc-lobby-resume - `{ id }` open a game of My games again (online: its link; on this device: its saved record)
 * @fires {CustomEvent<CarcLobbyGameDetail>} carc-lobby-forget - `{ id }` take a game off My games (the player confirmed)
 * @fires {CustomEvent<CarcNoDetail>} carc-lobby-back - leave this table (or the broken-link screen)
 * @fires {CustomEvent<CarcNoDetail>} carc-lobby-invite-code - the host asks for an invite link carrying an offer (no relay needed)
 * @fires {CustomEvent<CarcAnswerCodeDetail>} carc-lobby-answer-code - `{ code }` the host pasted a friend's answer code
 * @fires {CustomEvent<CarcCopiedDetail>} carc-lobby-copied - `{ what }` a code of an invite panel was copied (`what`: the id of its field)
 * @fires {CustomEvent<CarcTurnDetail>} carc-turn - `{ turn }` the player gave their own TURN server ('' to stop using one)
 * @csspart card - each panel
 * @csspart start - the start button
 * @csspart path - how this browser reaches another player's, under their name: "Direct", "Through relays (slower)", "This browser"
 * @csspart remedies - what the player can do when someone cannot be reached, not even through the relays
 * @slot notice - beside the start button: what the table waits for while the tiles are shuffled
 */
export class CarcLobby extends LitElement {
  static override styles = [styles, inviteStyles, seatStyles, myGamesStyles, audienceStyles];
  static override properties = {
    view: { reflect: true },
    players: { attribute: false },
    link: {},
    isHost: { type: Boolean, attribute: 'is-host' },
    mySeat: { attribute: false },
    status: { attribute: false },
    message: {},
    notice: {},
    preset: { attribute: false },
    games: { attribute: false },
    gamesCheck: { attribute: false },
    deckSize: { attribute: false },
    invite: { attribute: false },
    answer: { attribute: false },
    hostWait: { attribute: false },
    seating: { attribute: false },
    standing: { attribute: false },
    audience: { attribute: false },
    turn: {},
    rules: { state: true },
    game: { state: true },
    copiedCode: { state: true },
    tiles: { state: true },
    patience: { state: true },
    days: { state: true },
    tableDays: { attribute: false },
    hints: { state: true },
    copied: { state: true },
    dragging: { state: true },
  };

  declare view: LobbyView;
  declare players: TablePlayer[];
  declare link: string;
  declare isHost: boolean;
  declare mySeat: number | null;
  declare status: TableStatus | null;
  /** the player's own TURN server, as saved (online) */
  declare turn: string;
  /** a sentence to show (an error, or what we are waiting for) */
  declare message: string;
  /** a neutral sentence (what the table is doing) */
  declare notice: string;
  /** the choices a rematch carries over (game, rules, length, patience or days, hints): taken once, then the host may change them */
  declare preset: { game: RulesGame; rules: Record<string, unknown>; tiles: number | null; patience: number | null; days?: DaysPerMove | null; hints: boolean } | null;

  override willUpdate(changed: Map<string, unknown>): void {
    // the days the table says (the host's seating): a host back on the page sees what it chose
    if (changed.has('tableDays') && this.tableDays !== undefined) this.days = this.tableDays as DaysPerMove | null;
    const p = this.preset;
    if (!changed.has('preset') || !p) return;
    Object.assign(this, { game: p.game, rules: { ...p.rules }, tiles: p.tiles, hints: p.hints });
    if (p.patience !== null) this.patience = p.patience;
    this.days = p.days ?? null;
  }
  /** online: the days per move the table says (the host's seating), null for a live table */
  declare tableDays: number | null | undefined;
  /** My games: every game this browser played or watched, the latest first */
  declare games: MyGame[];
  /** when the relays were last asked whose turn it is in the games played over days (null: not asked) */
  declare gamesCheck: GamesCheck | null;
  /** hot-seat tiles fixed by the page (`?deck=`), which set the length; null when the length is chosen */
  declare deckSize: number | null;
  /** the host's invite by hand, once asked for */
  declare invite: InviteByCode | null;
  /** a guest's answer to an invite by hand */
  declare answer: AnswerCode | null;
  /** a guest whose host is not here: whom we wait for */
  declare hostWait: HostWait | null;
  /** online, the host: who asks to sit, who was removed, the switches */
  declare seating: HostSeating | null;
  /** online, a guest not seated: waiting to be let in, or why not */
  declare standing: GuestStanding | null;
  /** online: the audience relay and the watch link (audience-form.ts); a watcher's page waits for the start */
  declare audience: LobbyAudience | null;
  declare private copiedCode: string;
  declare rules: Record<string, unknown>;
  /** which game: Carcassonne, or New World (2–5 players) */
  declare game: RulesGame;
  declare tiles: number | null;
  /** online: seconds a seat may keep the table waiting */
  declare patience: number;
  /** online: days per move at a table played over days; null plays live */
  declare days: DaysPerMove | null;
  /** online: the host lets seats ask for a hint */
  declare hints: boolean;
  declare private copied: boolean;
  private readonly form = new SitForm(this);
  private readonly audienceForm = new AudienceForm(this);
  declare private dragging: boolean;

  constructor() {
    super();
    this.view = 'welcome';
    this.players = [];
    this.link = '';
    this.isHost = false;
    this.mySeat = null;
    this.status = null;
    this.turn = '';
    this.message = '';
    this.notice = '';
    this.preset = null;
    this.games = [];
    this.gamesCheck = null;
    this.deckSize = null;
    this.invite = null;
    this.answer = null;
    this.hostWait = null;
    this.seating = null;
    this.standing = null;
    this.audience = null;
    this.copiedCode = '';
    this.rules = {};
    this.game = 'carcassonne';
    this.tiles = null;
    this.patience = 90;
    this.days = null;
    this.hints = false;
    this.copied = false;
    this.dragging = false;
  }

  /** The pace the host chose; over days, said to every guest at once (their browsers then keep their entries on the relays). */
  private setPace(change: { patience?: number; days?: DaysPerMove | null }) {
    Object.assign(this, change);
    if (change.days !== undefined && this.seating) fire(this, 'carc-lobby-seating', { days: change.days });
  }

  private async copy() {
    try {
      await navigator.clipboard.writeText(this.link);
      this.copied = true;
      setTimeout(() => (this.copied = false), 2000);
    } catch {
      (this.renderRoot.querySelector('#link') as HTMLInputElement | null)?.select();
    }
  }

  /** A record file dropped anywhere on the welcome screen opens like "Open a saved game". */
  private async dropFile(e: DragEvent) {
    e.preventDefault();
    this.dragging = false;
    const file = e.dataTransfer?.files?.[0];
    if (file) fire(this, 'carc-lobby-import', { text: await file.text() });
  }

  private async importFile(e: Event) {
    const input = e.target as HTMLInputElement;
    const file = input.files?.[0];
    if (!file) return;
    fire(this, 'carc-lobby-import', { text: await file.text() });
    input.value = '';
  }

  override connectedCallback(): void {
    super.connectedCallback();
    this.addEventListener('carc-lobby-copied', this.onCopied as EventListener);
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.removeEventListener('carc-lobby-copied', this.onCopied as EventListener);
  }

  private onCopied = (e: CustomEvent<{ what: string }>) => {
    this.copiedCode = e.detail.what;
    setTimeout(() => (this.copiedCode = ''), 2000);
  };

  override render() {
    if (this.view === 'welcome') return this.renderWelcome();
    if (this.view === 'broken-link') return renderBrokenLink(this, this.message);
    const online = this.view === 'online';
    if (online && this.audience?.watching) return this.audienceForm.renderWatching(this.audience, this.players);
    const canEditRules = !online || this.isHost;
    const seated = this.mySeat !== null;
    const most = this.game === 'new-world' ? 5 : 6;
    const canStart = this.players.length >= 2 && this.players.length <= most && (!online || (this.isHost && seated));
    return html`<div class="setup">
      <header>
        <button class="quiet back" @click=${() => fire(this, 'carc-lobby-back', {})} aria-label="Back">←</button>
        <h1 tabindex="-1">${online ? 'Online game' : 'On this device'}</h1>
      </header>
      ${online && this.answer ? renderAnswerCode(this.answer, this.copiedCode) : nothing}
      ${online ? this.renderShare() : nothing}
      <section part="card" class="card" aria-labelledby="players-title">
        <h2 id="players-title">Players <span class="count">${this.players.length}/${most}</span></h2>
        <ol class="seats">
          ${this.players.map(
            (p, i) => html`<li style="--_c:${p.color}">
              <span class="chip">${meeple(p.color)}</span>
              <span class="pname">${p.name}${online && i === this.mySeat ? html` <small>(you)</small>` : nothing}${
                online && p.online && p.path && !p.bot ? html`<small part="path" class="path ${p.path}" title=${PATH_WORDS[p.path].title}>${PATH_WORDS[p.path].label}</small>` : nothing
              }</span>
              ${p.bot ? html`<span class="bot-tag">${botLabel(p.bot)}</span>` : online ? html`<span class="presence ${p.online ? 'on' : ''}">${p.online ? 'online' : 'away'}</span>` : nothing}
              ${
                !online
                  ? html`<button class="quiet" aria-label="Remove ${p.name}" @click=${() => fire(this, 'carc-lobby-unseat', { index: i })}>${ICONS.none}</button>`
                  : this.seating && i !== this.mySeat
                    ? renderRemoveSeat(this, p)
                    : nothing
              }
            </li>`,
          )}
          ${!this.players.length ? html`<li class="empty">Nobody yet.</li>` : nothing}
        </ol>
        ${online && this.seating ? renderHostSeating(this, this.seating) : nothing}
        ${online && this.standing ? renderStanding(this.standing) : nothing}
        ${((online && seated) || this.players.length < most) && !this.standing?.final ? this.form.render(online) : nothing}
        ${(!online || this.isHost) && this.players.length < most ? renderAddBot(this, online, this.players.length) : nothing}
      </section>
      <section part="card" class="card">
        <h2>Game</h2>
        ${
          canEditRules
            ? html`${this.renderGameChoice()}<div class="rule">
                <label for="length"><b>Length</b></label>
                ${
                  this.deckSize !== null && !online
                    ? html`<select id="length" disabled><option>${this.deckSize} ${this.deckSize === 1 ? 'tile' : 'tiles'}, set by the link</option></select>`
                    : html`<select id="length" @change=${(e: Event) => (this.tiles = LENGTHS[Number((e.target as HTMLSelectElement).value)].tiles)}>
                      ${LENGTHS.map((l, i) => html`<option value=${i} ?selected=${l.tiles === this.tiles}>${l.label}</option>`)}
                    </select>`
                }
              </div>
              ${online ? renderPace({ patience: this.patience, days: this.days, set: (c) => this.setPace(c) }) : nothing}
              ${online ? this.renderHints() : nothing}
              ${renderRulesForm(this.rules, (k, v) => (this.rules = { ...this.rules, [k]: v }), this.game)}`
            : html`<p class="hint">The host chooses the rules and the length of the game; they show beside the board once it starts.</p>${renderTablePace(this.tableDays ?? null)}`
        }
      </section>
      ${online ? this.audienceForm.render(this.audience, this.copiedCode) : nothing}
      <div class="start-row">
        ${this.message ? html`<p class="message" role="status">${this.message}</p>` : nothing}
        ${this.notice ? html`<p class="notice" role="status">${this.notice}</p>` : nothing}
        <slot name="notice"></slot>
        ${
          !online || this.isHost
            ? html`<button part="start" class="primary big" ?disabled=${!canStart} @click=${() => fire(this, 'carc-lobby-start', { game: this.game, rules: changedRules(this.rules, this.game), tiles: this.tiles, ...(online ? { patience: this.patience, days: this.days, hints: this.hints } : {}) })}>
              ${ICONS.play} Start the game
            </button>
            ${!canStart ? html`<p class="hint">${this.players.length < 2 ? 'Two players at least.' : this.players.length > most ? 'New World is for five players at most.' : 'Take a seat first.'}</p>` : nothing}`
            : seated || !this.standing
              ? html`<p class="hint">${seated ? 'Waiting for the host to start…' : 'Take a seat to play.'}</p>`
              : nothing
        }
      </div>
    </div>`;
  }

  private renderWelcome() {
    return html`<div class="welcome ${this.dragging ? 'dragging' : ''}"
      @dragover=${(e: DragEvent) => {
        e.preventDefault();
        this.dragging = true;
      }}
      @dragleave=${() => (this.dragging = false)}
      @drop=${this.dropFile}>
      <h1 tabindex="-1">Carcassonne</h1>
      <div class="strip" aria-hidden="true">
        ${STRIP.map(([id, rot], i) => html`<span class="strip-tile" style="--i:${i}">${tileSvg(id, rot, { label: '' })}${i === 1 ? html`<span class="strip-meeple">${meeple('#d7263d')}</span>` : i === 3 ? html`<span class="strip-meeple">${meeple('#1b6ee0')}</span>` : nothing}</span>`)}
      </div>
      <p class="tagline">Build a medieval landscape tile by tile, with friends.</p>
      ${renderSavedList(this, this.games, Date.now(), this.gamesCheck)}
      <div class="modes">
        <button part="card" class="mode" @click=${() => fire(this, 'carc-lobby-mode', { mode: 'hotseat' })}>
          <b>Play on this device</b><span>Pass the phone or share the screen. No network needed.</span>
        </button>
        <button part="card" class="mode" @click=${() => fire(this, 'carc-lobby-mode', { mode: 'online' })}>
          <b>Play online with friends</b><span>Share a link. Peer to peer, no account.</span>
        </button>
      </div>
      <label class="button quiet import" title="or drop a record file here">${ICONS.upload} Open a saved game<input type="file" accept=".json,application/json" class="visually-hidden" @change=${this.importFile} /></label>
      ${this.message ? html`<p class="message" role="alert">${this.message}</p>` : nothing}
    </div>`;
  }

  /** Carcassonne or New World; the rules shown are the chosen game's (the other's choices are dropped). */
  private renderGameChoice() {
    const choose = (e: Event) => {
      this.game = (e.target as HTMLSelectElement).value as RulesGame;
      this.rules = {};
    };
    return html`<div class="rule">
      <label for="game"><b>Game</b></label>
      <select id="game" aria-describedby="game-doc" @change=${choose}>
        <option value="carcassonne" ?selected=${this.game === 'carcassonne'}>Carcassonne</option>
        <option value="new-world" ?selected=${this.game === 'new-world'}>New World (2–5 players)</option>
      </select>
      <small id="game-doc">${this.game === 'new-world' ? 'Settle westward from the coast; surveyors send settlers who fall behind home.' : 'The classic game, with its expansions below.'}</small>
    </div>`;
  }

  private renderHints() {
    return html`<label class="rule switch" for="hints">
      <input id="hints" type="checkbox" role="switch" .checked=${this.hints} aria-describedby="hints-doc" @change=${(e: Event) => (this.hints = (e.target as HTMLInputElement).checked)} />
      <span><b>Hints</b><small id="hints-doc">Each player may ask the hard bot for a suggestion on their turn.</small></span>
    </label>`;
  }

  private renderShare() {
    const s = this.status;
    const base = !s
      ? ''
      : s.kind === 'connected' && s.peers === 0
        ? 'Online. Waiting for others to open the link…'
        : s.kind === 'connected'
          ? connectedText(s)
          : s.kind === 'signaling-unreachable'
            ? 'Cannot reach the signaling server; retrying…'
            : s.kind === 'offline'
              ? 'Offline'
              : s.kind === 'needs-turn'
                ? ''
                : 'Connecting…';
    // which relays answer tells "nobody here yet" from "we reach nothing"
    // a browser with no WebRTC says so first: everything it does goes through the relays
    const relayOnly = !!s?.relayOnly;
    const statusText = s ? [relayOnly ? RELAY_ONLY_TEXT : '', base, unreachableText(s), s.kind === 'offline' ? '' : channelsText(s)].filter(Boolean).join(' · ') : '';
    // peers met, but not even the relays reach some: what the player can do, with both ways shown open
    const remedy = needsRemedy(s);
    const answering = !!this.answer && this.answer.state !== 'connected' && this.answer.state !== 'failed';
    // the invite by code and a TURN server are direct connections: nothing such a browser can use
    const byCode = !this.isHost ? nothing : relayOnly ? renderNoInviteByCode() : renderInviteByCode(this.invite, this.copiedCode, remedy);
    return html`<section part="card" class="card share" aria-labelledby="share-title">
      <h2 id="share-title">Invite friends</h2>
      <div class="share-body">
        <carc-qr .value=${this.link}></carc-qr>
        <div class="share-text">
          <label for="link" class="visually-hidden">Game link</label>
          <input id="link" readonly .value=${this.link} @focus=${(e: Event) => (e.target as HTMLInputElement).select()} />
          <button class="primary" @click=${this.copy}>${ICONS.copy} ${this.copied ? 'Copied!' : 'Copy link'}</button>
          ${
            // a guest sending an answer code is told what the host must do there ("Waiting for the host to paste it"), not here too
            answering
              ? nothing
              : this.hostWait && !remedy
                ? renderHostWait(this.hostWait, relayOnly)
                : html`<p class="status ${s?.kind ?? ''} ${s?.peers ? 'has-peers' : ''}" role="status"><span class="dot"></span>${statusText}</p>`
          }
          ${remedy ? renderRemedies(this.isHost, relayOnly) : nothing}
        </div>
      </div>
      ${byCode}
      ${relayOnly ? nothing : renderTurnForm(this.turn, remedy)}
    </section>`;
  }
}
