/**
 * The lobby as the game element shows it: carc-lobby wired to the table (seats, invites, My
 * games, the start), and how long a guest has waited for an absent host. Apart from the turn's
 * controls because none of it runs while a game is on the board.
 */
import { html } from 'lit';
import type { HotseatTable } from '../../src/table/hotseat-table.js';
import type { OnlineTable } from '../../src/table/online-table.js';
import { forgetMyGame, listMyGames, myGames } from '../../src/table/my-games.js';
import { MyGamesWatch, checkedOnRelays, type MyGamesCheck } from '../../src/table/my-games-check.js';
import { keepTurnsInBackground } from '../shared/background-turns.js';
import { savedGameById } from '../../src/table/saved-games.js';
import { savedTurn } from '../../src/table/turn-setting.js';
import type { HostWait } from '../shared/invite-panels.js';
import type { GameHost } from './game-host.js';
import { renderToasts } from './play-view.js';
import { renderStall } from './stall-view.js';
import { rematchNotice, rematchPreset } from './rematch.js';
import { brokenWatch } from './watch-join.js';
import type { CarcLobbySeatingDetail } from '../carc-lobby/carc-lobby.js';

/** how long a guest waits for an absent host before being told what to check */
const HOST_WAIT_HINT_MS = 15_000;

export class LobbyWiring {
  /** when this guest first saw the table without its host (null: the host is here, or we host) */
  private hostAbsentSince: number | null = null;

  /** whose turn it is in the games played over days, asked of the relays while the welcome screen shows */
  private turns: MyGamesWatch | null = null;
  private loadingTurns: Promise<void> | null = null;
  private checked: MyGamesCheck | null = null;
  /** why the audience relay the host gave was refused (shown beside its field), for this table */
  private relayError: { table: OnlineTable; message: string } | null = null;

  constructor(private el: GameHost) {}

  /** Asks the relays while the welcome screen shows (on opening, every 5 minutes, on coming back), and only then. */
  private watchTurns(welcome: boolean): void {
    if (!welcome) return void this.turns?.stop();
    if (this.turns) return this.turns.start();
    // the relays' code (the sync layer) loads only for a browser that has a game played over days
    if (this.loadingTurns || !myGames.list().some(checkedOnRelays)) return;
    this.loadingTurns = import('../../src/table/relay-turn-check.js').then(({ pageRelays, relayTurnCheck }) => {
      const relays = pageRelays();
      this.turns = new MyGamesWatch({
        relays,
        check: relayTurnCheck,
        when: () => !this.el.table,
        onChecked: (r) => {
          this.checked = r;
          this.el.requestUpdate();
          void keepTurnsInBackground(myGames.list(), relays, r.yourTurn);
        },
      });
      if (!this.el.table) this.turns.start();
    });
  }

  /**
   * A guest whose host is not here sees whom they wait for at once, and after a while what to
   * check: counted from when the host went missing, so a host who steps away is treated alike.
   */
  watchHost(): void {
    const t = this.el.table;
    const absent = t?.mode === 'online' ? (t as OnlineTable).hostAbsent : null;
    if (!absent) {
      this.hostAbsentSince = null;
      return;
    }
    if (this.hostAbsentSince !== null) return;
    const since = (this.hostAbsentSince = Date.now());
    setTimeout(() => this.hostAbsentSince === since && this.el.requestUpdate(), HOST_WAIT_HINT_MS);
  }

  private hostWait(online: OnlineTable | null): HostWait | null {
    const absent = online?.hostAbsent;
    if (!absent || this.hostAbsentSince === null) return null;
    return { name: absent.name, long: Date.now() - this.hostAbsentSince >= HOST_WAIT_HINT_MS, overDays: !!online?.days };
  }

  /** The lobby, with the toasts and the live region, for the element to show while no game is on the board. */
  render() {
    const el = this.el;
    const t = el.table;
    const online = t?.mode === 'online' ? (t as OnlineTable) : null;
    const act = (p: Promise<unknown> | void) => void Promise.resolve(p).catch(() => {});
    this.watchTurns(!t);
    const checked = this.checked;
    return html`<carc-lobby
        .view=${t || el.lobbyView === 'broken-link' ? el.lobbyView : 'welcome'}
        .hostWait=${this.hostWait(online)}
        .invite=${online?.byHand.invite ?? null}
        .tableDays=${online?.days ?? null}
        .answer=${online?.byHand.answer ?? null}
        @carc-lobby-invite-code=${() => online && act(online.byHand.makeInvite())}
        @carc-lobby-answer-code=${(e: CustomEvent<{ code: string }>) => online && act(el.guard(online.byHand.acceptAnswer(e.detail.code)))}
        .players=${t?.players ?? []}
        .link=${t?.link ?? ''}
        .isHost=${online ? online.isHost : true}
        .mySeat=${t?.mySeat ?? null}
        .status=${online ? online.status : null}
        .turn=${online ? savedTurn() : ''}
        .message=${el.lobbyView === 'broken-link' ? (brokenWatch(el) ?? '') : el.lobbyMessage}
        .audience=${online ? { ...online.audience.view, ...(this.relayError?.table === online ? { error: this.relayError.message } : {}) } : null}
        .games=${t ? [] : listMyGames()}
        .gamesCheck=${checked?.checked.length ? { at: checked.at, failed: checked.failed.length === checked.checked.length } : null}
        .deckSize=${el.deck?.length ?? null}
        @carc-lobby-resume=${(e: CustomEvent<{ id: string }>) => this.resume(e.detail.id)}
        @carc-lobby-forget=${(e: CustomEvent<{ id: string }>) => (forgetMyGame(e.detail.id), el.requestUpdate())}
        .notice=${t?.phase === 'starting' ? startingNotice(online?.stall ? null : (online?.startBlockedBy ?? null)) : rematchNotice(el)}
        .preset=${rematchPreset(el)}
        @carc-lobby-mode=${(e: CustomEvent) => act(e.detail.mode === 'hotseat' ? el.host({ hotseat: true }) : el.host({}))}
        @carc-lobby-sit=${(e: CustomEvent) => act(el.sit(e.detail))}
        @carc-lobby-add-bot=${(e: CustomEvent) => act(el.sit({ bot: e.detail.level }))}
        @carc-lobby-unseat=${(e: CustomEvent) => (t as HotseatTable).unseat(e.detail.index)}
        .seating=${online?.hostSeating ?? null}
        .standing=${online?.standing ?? null}
        @carc-lobby-admit=${(e: CustomEvent<{ key: string }>) => online && act(el.guard(online.admit(e.detail.key)))}
        @carc-lobby-remove=${(e: CustomEvent<{ key: string }>) => online && act(el.guard(online.removePlayer(e.detail.key)))}
        @carc-lobby-seating=${(e: CustomEvent<CarcLobbySeatingDetail>) => online && act(this.setSeating(online, e.detail))}
        @carc-lobby-start=${(e: CustomEvent) => act(el.start(e.detail))}
        @carc-lobby-import=${(e: CustomEvent) => act(this.tryImport(e.detail.text))}
        @carc-lobby-back=${() => el.leave()}
      >${renderStall(el, t, 'notice')}</carc-lobby>
      ${renderToasts(el)}
      <div class="visually-hidden" role="status" aria-live="polite">${el.controls.announcement}</div>`;
  }

  /** The host's switches through the table; a refused audience relay is said beside its field rather than as a message. */
  private async setSeating(online: OnlineTable, change: CarcLobbySeatingDetail): Promise<void> {
    if (change.relay === undefined) return this.el.guard(online.setSeating(change));
    this.relayError = null;
    try {
      await online.setSeating(change);
    } catch (e) {
      this.relayError = { table: online, message: String((e as { message?: string }).message ?? e) };
    }
    this.el.requestUpdate();
  }

  /** Opens a game of My games again: online by its link (this browser's seat comes back with it), on this device from its slot. */
  private resume(id: string): void {
    const online = myGames.get(id);
    if (online?.kind === 'online') return void this.el.join(online.link).catch(() => {});
    const saved = savedGameById(id);
    if (!saved) return;
    try {
      this.el.importRecord(saved.record, id);
    } catch {
      // reported as a message by importRecord
    }
  }

  private tryImport(text: unknown): void {
    try {
      this.el.importRecord(text);
    } catch {
      // reported as a message by importRecord
    }
  }
}

/** The lobby's line while the fair shuffle runs, naming the player it waits for. */
function startingNotice(blocked: { name: string; online: boolean } | null): string {
  const base = 'Starting: every player’s browser is shuffling the tiles together, fairly…';
  if (!blocked) return base;
  return blocked.online ? `${base} Waiting for ${blocked.name}’s browser.` : `The game cannot start until ${blocked.name} comes back: their browser holds a secret the shuffle needs.`;
}
