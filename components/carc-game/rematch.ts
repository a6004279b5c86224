/**
 * Play again from the end screen (issue 22). Hot-seat: one tap deals the rematch at once, the same
 * players and bots, the next seat starting, the same rules. Online: "Play again" opens a new room
 * this browser hosts, seats its player and the bots as they were, and proposes it at the finished
 * table (a signed entry, src/sync/rematch.ts); the others see "Ana proposes a rematch — Join", and
 * Join takes them to the new table with their name and colour. The old table stays open a little,
 * so the proposal reaches the others before this browser leaves it.
 */
import { html } from 'lit';
import type { EndRematch } from '../carc-end-screen/carc-end-screen.js';
import type { OnlineTable } from '../../src/table/online-table.js';
import { rematchOf, rematchOffers, type RematchOptions } from '../../src/table/rematch.js';
import type { TableError } from '../../src/table/table.js';
import type { GameHost } from './game-host.js';

/** The rematch this page opened or joined: its room, the names expected there, and (its proposer) the rules carried over. */
interface Carried {
  room: string;
  names: string[];
  preset: RematchOptions | null;
  /** the proposer's: the old seat order and who starts */
  start: { order: string[]; first: string } | null;
}

const carried = new WeakMap<GameHost, Carried>();
const busy = new WeakMap<GameHost, string>();

/** How long the finished table stays open after a proposal when nobody has followed it yet (ms). */
const KEEP_OLD_TABLE_MS = 60_000;

const roomOf = (el: GameHost) => (el.table?.mode === 'online' ? (el.table as OnlineTable).room : null);
const STORED = 'carc-rematch:';

/** Keeps what a rematch carries for this tab, so a reload of the new lobby keeps it too. */
function carry(el: GameHost, c: Carried): void {
  carried.set(el, c);
  try {
    sessionStorage.setItem(STORED + c.room, JSON.stringify(c));
  } catch {
    // storage off or full: this page still knows
  }
}

/** What the rematch open here carries (after a reload, from this tab's storage), or null; the proposer's table gets its start order back. */
function carriedHere(el: GameHost): Carried | null {
  const room = roomOf(el);
  if (!room) return null;
  let c = carried.get(el) ?? null;
  if (c?.room !== room) {
    try {
      c = JSON.parse(sessionStorage.getItem(STORED + room) ?? 'null') as Carried | null;
    } catch {
      c = null;
    }
    if (!c || !Array.isArray(c.names)) return null;
    carried.set(el, c);
  }
  const t = el.table as OnlineTable;
  if (c.start && t.isHost && !t.rematchStart) t.rematchStart = c.start;
  return c;
}

/** What the end screen shows of a rematch (null: nothing to offer, e.g. a record opened to review). */
export function endRematch(el: GameHost): EndRematch | null {
  const plan = rematchOf(el.table);
  if (!plan) return null;
  const online = el.table?.mode === 'online';
  return { offers: rematchOffers(el.table), canPropose: !online || plan.mine !== null, busy: busy.get(el) ?? '' };
}

/** Runs a rematch step with the end screen's "busy" line; a refusal becomes a message. */
async function step(el: GameHost, label: string, work: () => Promise<void>): Promise<void> {
  busy.set(el, label);
  el.requestUpdate();
  try {
    await work();
  } catch (e) {
    const err = e as Partial<TableError>;
    // the element's own API reported it already (guard); the sync layer's refusals are told here
    if (!(e instanceof Error && e.name === 'CarcGameError')) el.report({ code: String(err.code ?? 'sync/error'), message: String(err.message ?? e) });
  } finally {
    busy.delete(el);
    el.requestUpdate();
  }
}

/** "Play again": deals the hot-seat rematch, or opens and proposes the online one. */
export function playAgain(el: GameHost): Promise<void> {
  const old = el.table;
  const plan = rematchOf(old);
  if (!old || !plan) return Promise.resolve();
  const { options, seats, first } = plan;
  if (old.mode === 'hotseat') {
    return step(el, 'Dealing the rematch…', async () => {
      await el.host({ hotseat: true, game: options.game, rules: options.rules, ...(options.tiles ? { tiles: options.tiles } : {}), first });
      for (const s of seats) await el.sit({ name: s.name, color: s.color, ...(s.bot ? { bot: s.bot } : {}) });
      await el.start();
    });
  }
  const me = plan.mine === null ? null : seats[plan.mine];
  if (!me) return Promise.resolve();
  return step(el, 'Opening the rematch…', async () => {
    // the new room first (its name is the proposal), while the finished table stays open to carry it
    await el.host({ rules: options.rules });
    const fresh = el.table as OnlineTable;
    fresh.configure({ game: options.game, rules: options.rules, tiles: options.tiles, patience: options.patience, days: options.days, hints: options.hints });
    fresh.rematchStart = { order: seats.map((s) => s.name), first: seats[first].name };
    carry(el, { room: fresh.room, names: seats.map((s) => s.name), preset: options, start: fresh.rematchStart });
    await (old as OnlineTable).proposeRematch(fresh.room);
    closeOnceCarried(old as OnlineTable, fresh);
    await el.sit({ name: me.name, color: me.color });
    for (const s of seats) if (s.bot) await el.sit({ name: s.name, color: s.color, bot: s.bot });
  });
}

/** Join: opens the proposed room and asks for this player's seat there, with the name and colour they had. */
export function joinRematch(el: GameHost, room: string): Promise<void> {
  const plan = rematchOf(el.table);
  const offer = rematchOffers(el.table).find((o) => o.room === room);
  if (!plan || !offer) return Promise.resolve();
  const me = plan.mine === null || offer.mine ? null : plan.seats[plan.mine];
  return step(el, 'Joining the rematch…', async () => {
    carry(el, { room, names: plan.seats.map((s) => s.name), preset: null, start: null });
    await el.join(`#${room}`);
    // a request the host's browser lets in as it arrives; the lobby shows the wait meanwhile
    if (me) void el.sit({ name: me.name, color: me.color }).catch(() => {});
  });
}

/** The finished table closes once someone sat at the rematch (the proposal reached them), or after a while. */
function closeOnceCarried(old: OnlineTable, fresh: OnlineTable): void {
  const check = () => {
    if (fresh.phase !== 'lobby' || fresh.players.some((p) => !p.local && !p.bot)) done();
  };
  const done = () => {
    clearTimeout(timer);
    fresh.removeEventListener('change', check);
    old.close();
  };
  const timer = setTimeout(done, KEEP_OLD_TABLE_MS);
  fresh.addEventListener('change', check);
}

/** The lobby's line at a rematch's new table: who is here, whom it waits for. */
export function rematchNotice(el: GameHost): string {
  const c = carriedHere(el);
  const t = el.table;
  if (!c || !t || t.phase !== 'lobby') return '';
  const here = new Set(t.players.map((p) => p.name.toLowerCase()));
  const missing = c.names.filter((n) => !here.has(n.toLowerCase()));
  const names = (list: string[]) => (list.length > 1 ? `${list.slice(0, -1).join(', ')} and ${list.at(-1)}` : (list[0] ?? ''));
  const host = (t as OnlineTable).isHost;
  if (!missing.length) return `Rematch: everyone is here.${host ? ' Start when you are ready.' : ''}`;
  return `Rematch: waiting for ${names(missing)} to join.${host && t.players.length >= 2 ? ' You can start without them.' : ''}`;
}

/** The rules, length and switches the proposer's new lobby starts from (null elsewhere). */
export function rematchPreset(el: GameHost): RematchOptions | null {
  return carriedHere(el)?.preset ?? null;
}

/** The end screen's rematch buttons; false for its other actions (the controls take those). */
export function rematchAction(el: GameHost, d: { action: string; room?: string }): boolean {
  if (d.action === 'rematch') void playAgain(el);
  else if (d.action === 'join-rematch' && typeof d.room === 'string') void joinRematch(el, d.room);
  else return false;
  return true;
}

/** Beside the board once the final scores are closed: other seats' proposals, each with its Join. */
export function renderRematchOffers(el: GameHost) {
  // while the final scores are open, they show the proposals
  const r = el.endOpen ? null : endRematch(el);
  const others = r?.offers.filter((o) => !o.mine) ?? [];
  return others.map(
    // laid out here: carc-game's style sheets are shared by several hands (one rule, one place)
    (o) => html`<p class="rematch-offer" role="status" style="display:flex;flex-wrap:wrap;align-items:center;gap:8px;margin:12px 0 0">
      <span class="swatch" style="background:${o.color}"></span><span><b>${o.name}</b> proposes a rematch</span>
      <button class="primary" ?disabled=${!!r?.busy} aria-label="Join ${o.name}’s rematch" @click=${() => void joinRematch(el, o.room)}>Join</button>
    </p>`,
  );
}
