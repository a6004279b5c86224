/**
 * The lobby's "Take a seat" / "Add a player" form: a name (a free one suggested) and a colour, as
 * one radio group (one Tab stop, arrow keys move through the free colours, as the ARIA pattern
 * says). Its drafts live here, between renders; the lobby gives what it knows of the table.
 */
import { html, type ReactiveControllerHost } from 'lit';
import { ICONS } from '../shared/icons.js';
import { fire } from '../shared/events.js';
import { PLAYER_COLORS, colorName } from '../shared/palette.js';
import type { TablePlayer } from '../../src/table/table.js';
import type { GuestStanding } from '../../src/table/view-types.js';

/** What the form needs of its lobby. */
export interface SitFormHost extends ReactiveControllerHost, HTMLElement {
  players: TablePlayer[];
  mySeat: number | null;
  standing: GuestStanding | null;
}

/** "Player", then "Player 2", "Player 3"… past the names other seats have (a second "Player" is refused as a look-alike). */
export function freeName(base: string, taken: readonly string[]): string {
  const used = new Set(taken.map((n) => n.trim().toLowerCase()));
  if (!used.has(base.toLowerCase())) return base;
  for (let i = 2; ; i++) if (!used.has(`${base} ${i}`.toLowerCase())) return `${base} ${i}`;
}

/** The form's drafts and rendering; it asks its host to update, and needs no lifecycle of its own. */
export class SitForm {
  draftName = '';
  draftColor = '';

  constructor(private readonly host: SitFormHost) {}

  private get others(): TablePlayer[] {
    return this.host.players.filter((_, i) => i !== this.host.mySeat);
  }

  private colorTaken(color: string): boolean {
    return this.others.some((p) => p.color === color);
  }

  private freeColor(): string {
    return PLAYER_COLORS.find((c) => !this.host.players.some((p) => p.color === c.value))?.value ?? PLAYER_COLORS[0].value;
  }

  /** The colour of this player's seat, or of the request they wait on. */
  private myColor(): string | undefined {
    const { mySeat, players, standing } = this.host;
    return mySeat !== null ? players[mySeat]?.color : standing?.color;
  }

  /** The colour the form would sit with now. */
  chosenColor(): string {
    return this.draftColor && !this.colorTaken(this.draftColor) ? this.draftColor : (this.myColor() ?? this.freeColor());
  }

  /** The name the form would sit with when the field is left empty: one nobody else at the table has. */
  suggestedName(online: boolean): string {
    const { mySeat, players, standing } = this.host;
    if (online && mySeat !== null) return players[mySeat]?.name ?? 'Player';
    if (online && standing?.name) return standing.name;
    if (!online) return `Player ${players.length + 1}`;
    let stored = '';
    try {
      stored = localStorage.getItem('carc-name') ?? '';
    } catch {}
    return freeName(
      stored || 'Player',
      this.others.map((p) => p.name),
    );
  }

  private submit(e: Event, online: boolean): void {
    e.preventDefault();
    const name = (this.draftName || this.suggestedName(online)).trim();
    fire(this.host, 'carc-lobby-sit', { name, color: this.chosenColor() });
    if (online) {
      try {
        localStorage.setItem('carc-name', name);
      } catch {}
    }
    this.draftName = '';
    this.draftColor = '';
    this.host.requestUpdate();
  }

  private choose(color: string): void {
    this.draftColor = color;
    this.host.requestUpdate();
  }

  /** Arrow keys move the choice to the next free colour (wrapping), Home and End to the first and last; focus follows. */
  private onColorKey(e: KeyboardEvent): void {
    const free = PLAYER_COLORS.filter((c) => !this.colorTaken(c.value)).map((c) => c.value);
    const at = free.indexOf(this.chosenColor());
    const step = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 }[e.key];
    let next: string | undefined;
    if (step) next = free[(at + step + free.length) % free.length];
    else if (e.key === 'Home') next = free[0];
    else if (e.key === 'End') next = free[free.length - 1];
    if (!next) return;
    e.preventDefault();
    this.choose(next);
    void this.host.updateComplete.then(() => (this.host.shadowRoot?.querySelector(`.colors [data-color="${next}"]`) as HTMLElement | null)?.focus());
  }

  render(online: boolean) {
    const chosen = this.chosenColor();
    const { mySeat, standing } = this.host;
    const seatLabel = mySeat === null && standing?.state !== 'waiting' ? 'Take a seat' : 'Change my name or colour';
    return html`<form class="sit" @submit=${(e: Event) => this.submit(e, online)}>
      <label for="name" class="visually-hidden">Name</label>
      <input id="name" autocomplete="nickname" maxlength="24" placeholder=${this.suggestedName(online)} .value=${this.draftName}
        @input=${(e: Event) => (this.draftName = (e.target as HTMLInputElement).value)} />
      <div class="colors" role="radiogroup" aria-label="Colour" @keydown=${(e: KeyboardEvent) => this.onColorKey(e)}>
        ${PLAYER_COLORS.map(
          (c) => html`<button type="button" role="radio" class="color" style="--_c:${c.value}" data-color=${c.value} aria-label=${c.name}
            aria-checked=${c.value === chosen ? 'true' : 'false'} tabindex=${c.value === chosen ? 0 : -1}
            ?disabled=${this.colorTaken(c.value)} @click=${() => this.choose(c.value)}></button>`,
        )}
      </div>
      <button type="submit" class=${online && mySeat === null ? 'primary' : ''}>
        ${online ? seatLabel : html`${ICONS.plus} Add ${colorName(chosen).toLowerCase()} player`}
      </button>
    </form>`;
  }
}
