/**
 * The installed app's background check (issue 24): given the games it watches and a way to ask the
 * relays, which "your turn" notifications to show. Pure but for `check`, so a test gives a fake; the
 * service worker (src/app/turn-sync-sw.ts) shows what this returns and stores the state it gives back.
 * A turn is notified once; a failed check notifies nothing and keeps the game as it was.
 */
import { checkGames, type TurnCheck } from './my-games-check.js';
import { relayTurnCheck } from './relay-turn-check.js';
import type { MyGame } from './my-games.js';
import type { TurnWatchState } from './turn-watch-store.js';

export interface TurnNotice {
  /** the game's id (its room), also the notification's tag: a newer one replaces it */
  id: string;
  title: string;
  body: string;
  /** the game link the notification opens */
  link: string;
}

/** Asks the relays about every watched game; the notices to show and the state to keep. */
export async function turnNotices(state: TurnWatchState, check: TurnCheck = relayTurnCheck, now = Date.now()): Promise<{ notices: TurnNotice[]; state: TurnWatchState }> {
  const results = await checkGames(state.games, state.relays, check);
  const games = new Map(state.games.map((g) => [g.id, g]));
  const notified = { ...state.notified };
  const notices: TurnNotice[] = [];
  for (const r of results) {
    const game: MyGame = r.summary ? { ...r.summary, updatedAt: now } : r.game;
    games.set(game.id, game);
    if (!r.yourTurn || notified[game.id] === game.turn) continue;
    notified[game.id] = game.turn;
    const players = game.players.filter((_, i) => i !== game.mySeat).map((p) => p.name);
    notices.push({ id: game.id, title: players.length ? `Your turn in the game with ${andList(players)}` : 'Your turn', body: `Move ${game.turn + 1}: open the game to play it.`, link: game.link });
  }
  return { notices, state: { ...state, games: [...games.values()].filter((g) => g.phase !== 'finished'), notified } };
}

/** "Ann", "Ann and Bob", "Ann, Bob and Cleo". */
function andList(names: string[]): string {
  return names.length < 2 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}
