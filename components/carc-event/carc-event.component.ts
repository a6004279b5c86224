import { LitElement, html, nothing } from 'lit';
import type { TableSummary } from '../../src/table/event-watch.js';
import { fire } from '../shared/events.js';
import { ICONS, meeple } from '../shared/icons.js';
import { styles } from './carc-event.styles.js';
import { EventFileReader } from './event-file-reader.js';

/** A colour as a style may take it: the sync layer's `#rrggbb`, else grey (a style never takes text from the network). */
const colorOf = (c: string) => (/^#[0-9a-f]{6}$/i.test(c) ? c : '#888888');
const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** The other watchers, in words (this page is never counted). */
const watching = (n: number) => (n === 0 ? 'nobody else watching' : `${plural(n, 'other', 'others')} watching`);

/** What a table's card says of where it stands, in a few words. */
function standing(t: TableSummary): { kind: string; text: string } {
  if (t.connection === 'broken') return { kind: 'broken', text: 'Cannot be shown' };
  if (t.connection === 'unreachable' && !t.phase) return { kind: 'unreachable', text: 'Relay unreachable' };
  if (!t.phase) return { kind: 'connecting', text: 'Connecting…' };
  if (t.phase === 'lobby') return { kind: 'lobby', text: 'Seating players' };
  if (t.phase === 'starting') return { kind: 'starting', text: 'Dealing the tiles' };
  const turn = t.turn !== null ? t.players[t.turn] : null;
  if (t.phase === 'playing') return { kind: 'playing', text: `${turn ? `${turn.name} to play · ` : ''}move ${t.moves + 1}` };
  const winners = t.winners.map((i) => t.players[i]?.name).filter(Boolean);
  const won = winners.length > 1 ? `tie: ${winners.join(' and ')}` : `${winners[0] ?? 'nobody'} won`;
  return { kind: 'finished', text: `Finished · ${won}` };
}

/**
 * An event's page: its title and note, and a card per table with its players in their colours and
 * scores, whose turn it is or who won, how many watch, and a link to watch it. With `src` (an
 * organiser's event file, docs/audience.md) it reads the file and watches every table itself
 * (event-file-reader.ts); without, a page gives it what src/table/event-watch.ts keeps of each
 * table. A table that cannot be shown says why on its card, and a file that cannot be read says so
 * in place of the list, with a button to try again.
 *
 * @fires {CustomEvent<CarcEventRetryDetail>} carc-event-retry - `{}` read the event file again (after `problem`)
 * @csspart header - the title, the note and the tally
 * @csspart table - a table's card (also `finished`, `playing` or `broken` after it)
 * @csspart status - a card's line saying where the table stands
 * @csspart player - a player's row (also `current` whose turn it is, `winner` once finished)
 * @csspart score - a player's score
 * @csspart watch - a card's Watch link
 * @csspart problem - why the file or a table cannot be shown
 * @cssproperty --carc-bg - the page behind the cards
 * @cssproperty --carc-surface - the cards
 * @cssproperty --carc-accent - the Watch links, and whose turn it is
 * @cssproperty --carc-danger - a table that cannot be shown
 */
export class CarcEvent extends LitElement {
  static override styles = styles;
  static override properties = {
    src: {},
    heading: {},
    note: {},
    tables: { attribute: false },
    problem: { attribute: false },
    loading: { type: Boolean, reflect: true },
  };

  /** the event file to read and follow (relative to the page), or '' to be given `tables` instead */
  declare src: string;
  /** the event's title */
  declare heading: string;
  /** the organiser's note, shown under the title */
  declare note: string | null;
  /** each table as event-watch.ts sums it up, in the file's order */
  declare tables: readonly TableSummary[];
  /** why the event file cannot be shown (then no list), or null */
  declare problem: { code: string; message: string } | null;
  /** the file is being read */
  declare loading: boolean;

  private readonly reader = new EventFileReader(this);

  constructor() {
    super();
    this.src = '';
    this.heading = '';
    this.note = null;
    this.tables = [];
    this.problem = null;
    this.loading = false;
  }

  override render() {
    return html`<main>
      <header part="header">
        <h1>${this.heading || 'Event'}</h1>
        ${this.note ? html`<p class="note">${this.note}</p>` : nothing}
        ${this.problem || this.loading ? nothing : html`<p class="tally">${this.tally()}</p>`}
      </header>
      ${this.body()}
    </main>`;
  }

  /** Reads `src` again and watches its tables afresh (a page shown again from the back/forward cache). */
  reload(): Promise<void> {
    return this.reader.reload();
  }

  private readonly retry = () => {
    if (this.src) void this.reader.reload();
    fire(this, 'carc-event-retry', {});
  };

  private tally(): string {
    const count = (kind: string) => this.tables.filter((t) => standing(t).kind === kind).length;
    const parts = [plural(this.tables.length, 'table'), `${count('playing')} playing`, `${count('finished')} finished`];
    return parts.join(' · ');
  }

  private body() {
    if (this.problem)
      return html`<div class="problem-box" part="problem" role="alert">
        <p>${this.problem.message}</p>
        <button class="primary" @click=${this.retry}>${ICONS.rotate} Try again</button>
      </div>`;
    if (this.loading) return html`<p class="quiet" role="status">Reading the event…</p>`;
    if (!this.tables.length) return html`<p class="quiet">This event lists no tables yet.</p>`;
    return html`<ul class="tables" role="list">
      ${this.tables.map((t, i) => html`<li>${this.card(t, i)}</li>`)}
    </ul>`;
  }

  private card(t: TableSummary, i: number) {
    const where = standing(t);
    const id = `table-${i}`;
    const part = ['playing', 'finished', 'broken'].includes(where.kind) ? ` ${where.kind}` : '';
    return html`<article part="table${part}" class="table ${where.kind}" aria-labelledby=${id}>
      <header class="card-head">
        <h2 id=${id}>${t.name}</h2>
        <p part="status" class="status ${where.kind}"><span class="dot" aria-hidden="true"></span>${where.text}</p>
      </header>
      ${t.players.length ? this.players(t) : nothing}
      ${t.problem ? html`<p part="problem" class="problem">${t.problem}</p>` : nothing}
      ${t.connection === 'unreachable' && !t.phase ? html`<p class="quiet-line">The table's relay does not answer; this page keeps trying.</p>` : nothing}
      <footer>
        <span class="meta">
          ${t.phase === 'finished' ? html`<span>${plural(t.moves, 'move')}</span>` : nothing}
          ${t.connection === 'connected' ? html`<span class="watchers" title=${watching(t.watchers)}>${ICONS.eye}<span aria-hidden="true">${t.watchers}</span><span class="visually-hidden">${watching(t.watchers)}</span></span>` : nothing}
          ${t.connection === 'unreachable' && t.phase ? html`<span class="stale">relay unreachable: scores may be behind</span>` : nothing}
        </span>
        ${
          t.watch && t.connection !== 'broken'
            ? html`<a part="watch" class="button primary watch" href=${t.watch} target="_blank" rel="noopener"
                >Watch<span class="visually-hidden"> ${t.name} (opens a new tab)</span></a
              >`
            : nothing
        }
      </footer>
    </article>`;
  }

  private players(t: TableSummary) {
    const finished = t.phase === 'finished';
    // seated, not playing yet: no scores to show
    const lobby = t.phase === 'lobby' || t.phase === 'starting';
    return html`<ol class="players" role="list" aria-label="Players at ${t.name}">
      ${t.players.map((p, i) => {
        const current = t.turn === i;
        const winner = finished && t.winners.includes(i);
        const label = lobby ? p.name : `${p.name}: ${plural(p.score, 'point')}${current ? ', to play' : ''}${winner ? ', won' : ''}`;
        return html`<li part="player${current ? ' current' : ''}${winner ? ' winner' : ''}" class="${current ? 'current' : ''} ${winner ? 'winner' : ''}" style="--_c:${colorOf(p.color)}" aria-label=${label} aria-current=${current ? 'step' : nothing}>
          <span class="chip" aria-hidden="true">${meeple(colorOf(p.color))}</span>
          <span class="pname" aria-hidden="true">${p.name}</span>
          ${current ? html`<span class="tag" aria-hidden="true">to play</span>` : nothing}
          ${winner ? html`<span class="tag won" aria-hidden="true">★ won</span>` : nothing}
          ${lobby ? nothing : html`<span part="score" class="score" aria-hidden="true">${p.score}</span>`}
        </li>`;
      })}
    </ol>`;
  }
}
