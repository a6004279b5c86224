/**
 * Which bots a table's bot seats play by. Online, every peer checks a bot seat's move by making it
 * again (or, for expert at two players, from its proof), so a peer can only check moves made by bots
 * that play as its own do. A new version of the game may change what a level plays at a position
 * (a tuned evaluation, a wider search), and then a game begun before it, played over days, would
 * have every bot move it holds refused by the peers that reloaded: played turns lost.
 *
 * So the start names the version of the bots' moves the table begins with (`botMoves`; absent: 1),
 * and a peer whose bots play another version checks that table's bot moves as legal moves only
 * (bot-seats.ts), and says so on the page. test/sync/bot-moves-version.test.ts keeps this number
 * honest: it fingerprints the moves every level makes online at fixed positions, and fails when
 * they change until the version is raised and the new fingerprint recorded.
 */
export const BOT_MOVES_VERSION: number = 1;

/** Highest version a start may name (a bound on what a peer stores, not a promise of so many). */
export const MAX_BOT_MOVES_VERSION = 1_000_000;
