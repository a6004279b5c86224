/**
 * The state a verified chain describes, and the rule for each chain position.
 *
 * - The host writes the start (prev null). Then every seat commits, in any order, to the end of its
 *   hash chain of draw links (draw-links.ts); the host may drop a seat that never commits.
 * - Draw rounds: round 0 deals; every later round follows a move. Each active seat reveals its
 *   link for the round (the mover inside its move, the others in `link` entries, in any order);
 *   once all are in, the round's randomness draws the next tile, and only then is the move applied
 *   to the engine. So nobody knows a tile before the last link of its round.
 * - Stalls: a seat that keeps the table waiting past its patience can be voted away by a majority
 *   of the other seats (`away`, with the signed votes embedded: votes.ts); its turns then pass (its
 *   followers stay and score), or a bot plays them, and its links are not awaited, until it writes
 *   `back` (any time: a player always gets the seat back; the host may also hand it back) and then
 *   reveals its links again.
 *
 * Several keys may write some positions (links in any order, votes), so a fork is not always an
 * equivocation: chain.ts resolves every fork the same way on every peer, and a seat whose entry lost
 * a race writes it again on the new head. `applyEntry` is atomic: a refused entry changes nothing.
 */
import type { Move } from '../engine/index.js';
import type { ChainEntry } from './chain-entry.js';
import { drawSeed, isHex256, linkFollows } from './draw-links.js';
import { isBoxList, isSealKey } from './sealed-links.js';
import { dealGame, readStart } from './table-start.js';
import type { SyncError } from './types.js';
import { awayMode, checkVotes } from './votes.js';
import { holdsBotMove } from './bot-seats.js';
import { owed, phaseOf, roundOpen, sealedTo, type PlayedTurn, type TableState } from './table-state.js';

export type { ChainEntry };
export * from './table-state.js';

const err = (code: SyncError['code'], message: string): SyncError => ({ code, message });
const only = (body: Record<string, unknown>, keys: string[]) => Object.keys(body).every((k) => keys.includes(k)) && keys.every((k) => k in body);

export function applyEntry(t: TableState, e: ChainEntry): SyncError | null {
  if (e.kind === 'start') {
    if (t.start) return err('sync/bad-start', 'The game has already started.');
    if (e.author !== t.host) return err('sync/not-seated', 'Only the host can start the game.');
    const start = readStart(e, t.host);
    if ('code' in start) return start;
    const n = start.seats.length;
    Object.assign(t, {
      start,
      seats: start.seats,
      commits: Array(n).fill(null),
      last: Array(n).fill(null),
      links: Array(n).fill(null),
      sealKeys: Array(n).fill(null),
      boxes: Array(n).fill(null),
      away: Array(n).fill(false),
      bots: Array(n).fill(null),
    });
    // a bot seat owes no commit nor links (it has no key): it is a seat handed to a bot from the start
    start.seats.forEach((s, i) => {
      if (s.bot) [t.commits[i], t.away[i], t.bots[i]] = ['bot', true, s.bot];
    });
    return null;
  }
  if (!t.start) return err('sync/wrong-phase', `A ${e.kind} entry cannot come before the start.`);
  const seat = t.seats.findIndex((s) => s.key === e.author && !s.bot);
  if (seat < 0) return err('sync/not-seated', 'Only seated players write to the game.');
  const phase = phaseOf(t);
  if (phase === 'finished') return err('move/game-over', 'The game is over; no more moves can be played.');
  switch (e.kind) {
    case 'commit':
      if (phase !== 'committing' || t.commits[seat] !== null) return err('sync/wrong-phase', `${t.seats[seat].name} has already committed.`);
      if (!isHex256(e.body.commit) || !(only(e.body, ['commit']) || (only(e.body, ['commit', 'seal']) && isSealKey(e.body.seal))))
        return err('sync/bad-entry', 'A commit is { commit: <sha-256 hex> } (and its seal key).');
      t.commits[seat] = e.body.commit;
      t.sealKeys[seat] = (e.body.seal as string | undefined) ?? null;
      t.last[seat] = { link: e.body.commit, round: -1 };
      return null;
    case 'drop':
      return applyDrop(t, e, seat);
    case 'link':
      return applyLink(t, e, seat);
    case 'back':
      return applyBack(t, e, seat);
    case 'move':
      return applyMove(t, e, seat);
    case 'away':
      return applyAway(t, e, seat);
    default:
      return err('sync/bad-entry', `A ${e.kind} entry has no place in the chain.`);
  }
}

/**
 * Links for the open round: the writer's own ({ round, link }, with the links it seals ahead), and
 * at a table played over days the ones sealed to it that it opened ({ opened: [[seat, link], …] }
 * beside its own, or { round, link, seat } alone): a link proves itself against its seat's
 * commitment, so any seat still here may write it. All or nothing.
 */
function applyLink(t: TableState, e: ChainEntry, writer: number): SyncError | null {
  if (!roundOpen(t)) return err('sync/wrong-phase', 'No draw round is open.');
  if ('broken' in e.body) return applyBroken(t, e, writer);
  const alone = 'seat' in e.body;
  const shape = alone ? only(e.body, ['round', 'link', 'seat']) : only(e.body, ['round', 'link', ...['seal', 'opened'].filter((k) => k in e.body)]);
  const opened = alone ? [[e.body.seat, e.body.link]] : ((e.body.opened ?? []) as unknown[]);
  const reveals = alone ? opened : [[writer, e.body.link], ...opened];
  if (!shape || e.body.round !== t.round || !Array.isArray(opened) || opened.length > t.seats.length || !reveals.every((r) => Array.isArray(r) && r.length === 2))
    return err('sync/bad-entry', `A link entry is { round: ${t.round}, link } (and the links it opened).`);
  const seats = reveals.map((r) => (r as unknown[])[0]);
  if (!seats.every((x) => Number.isInteger(x) && (x as number) >= 0 && (x as number) < t.seats.length) || new Set(seats).size !== seats.length || opened.some((r) => (r as unknown[])[0] === writer))
    return err('sync/bad-entry', 'Each seat’s link is revealed once, and a seat’s own link is not one it opened.');
  for (const seat of [writer, ...(seats as number[])]) {
    if (t.away[seat]) return err('sync/wrong-phase', `${t.seats[seat].name} is away: it comes back with a "back" entry.`);
  }
  const saved = { links: [...t.links], last: [...t.last], boxes: [...t.boxes] };
  const undo = (e: SyncError) => (Object.assign(t, saved), e);
  for (const [seat, link] of reveals as [number, unknown][]) {
    if (t.links[seat] !== null) return undo(err('sync/wrong-phase', `${t.seats[seat].name} has already revealed this round.`));
    const bad = checkLink(t, seat, link);
    if (bad) return undo(bad);
  }
  const bad = alone ? null : keepBoxes(t, writer, e.body.seal);
  if (bad) return undo(bad);
  const closed = closeRound(t);
  return closed ? undo(closed) : null;
}

/**
 * The opener says a link sealed to it does not open to one that follows ({ round, seat, broken:
 * true }): the box is set aside and the link is owed by its sealer again, live. Said falsely, it only
 * makes the table wait for the sealer; nothing it says is drawn with.
 */
function applyBroken(t: TableState, e: ChainEntry, writer: number): SyncError | null {
  const seat = e.body.seat as number;
  if (!only(e.body, ['round', 'seat', 'broken']) || e.body.broken !== true || e.body.round !== t.round || !Number.isInteger(seat) || seat < 0 || seat >= t.seats.length)
    return err('sync/bad-entry', `A broken seal is { round: ${t.round}, seat, broken: true }.`);
  if (t.away[writer] || t.links[seat] !== null || sealedTo(t, seat) !== writer) return err('sync/wrong-phase', 'Only the seat a link is sealed to can say it does not open, before it is revealed.');
  t.boxes[seat] = t.boxes[seat]!.filter((b) => b[0] !== t.round);
  return null;
}

/** Keeps the links a seat sealed ahead in its entry (replacing the ones before), if they are well formed. */
function keepBoxes(t: TableState, seat: number, seal: unknown): SyncError | null {
  if (seal === undefined) return null;
  if (!t.sealKeys[seat] || !isBoxList(seal, t.seats.length) || seal.some((b) => b[0] <= t.round || b[1] === seat))
    return err('sync/bad-entry', 'Sealed links are [round, seat, box] for rounds to come, to other seats, from a seat with a seal key.');
  t.boxes[seat] = seal;
  return null;
}

/**
 * A seat comes back, any time, from a skip or from a bot the table chose: written by its own browser
 * ({ round }), or by the host handing it back to its player ({ round, seat }). The seat then owes its
 * link in the round open now or the next one, like any other.
 */
function applyBack(t: TableState, e: ChainEntry, by: number): SyncError | null {
  const handed = 'seat' in e.body;
  const seat = handed ? (e.body.seat as number) : by;
  if (handed) {
    if (e.author !== t.host) return err('sync/not-host', 'Only the host can hand a seat back to its player.');
    if (t.away[by]) return err('sync/wrong-phase', 'A seat that is away cannot hand a seat back.');
    if (!Number.isInteger(seat) || seat < 0 || seat >= t.seats.length || t.seats[seat].bot) return err('sync/bad-entry', 'Only a player’s seat can be handed back.');
  }
  if (!t.away[seat]) return err('sync/wrong-phase', `${t.seats[seat].name} is not away.`);
  if (!t.game && phaseOf(t) !== 'revealing') return err('sync/wrong-phase', 'Nobody is away before the deal.');
  if (!only(e.body, handed ? ['round', 'seat'] : ['round']) || e.body.round !== t.round)
    return err('sync/bad-entry', `A back entry is { round: ${t.round} } (and the seat, when the host hands it back).`);
  t.away[seat] = false;
  t.bots[seat] = null;
  return null;
}

/** Records a seat's link for the open round, if it follows from its chain. */
function checkLink(t: TableState, seat: number, link: unknown): SyncError | null {
  const last = t.last[seat];
  if (!isHex256(link) || !linkFollows(t.room, t.seats[seat].key, link, t.round, last.link, last.round)) return err('sync/bad-commit', 'The link does not follow from the seat’s committed chain.');
  t.links[seat] = link;
  t.last[seat] = { link, round: t.round };
  return null;
}

function applyDrop(t: TableState, e: ChainEntry, by: number): SyncError | null {
  const target = e.body.seat;
  if (e.author !== t.host) return err('sync/not-host', 'Only the host can restart the seeding without a seat.');
  if (phaseOf(t) !== 'committing' || !only(e.body, ['seat'])) return err('sync/wrong-phase', 'A seat can only be dropped while the seats commit.');
  if (!Number.isInteger(target) || (target as number) < 0 || (target as number) >= t.seats.length || t.commits[target as number] !== null || target === by) {
    return err('sync/bad-entry', 'Only a seat that has not committed can be dropped.');
  }
  if (t.seats.length <= 2) return err('sync/bad-entry', 'A game needs at least two seats.');
  for (const list of [t.seats, t.commits, t.last, t.links, t.sealKeys, t.boxes, t.away, t.bots] as unknown[][]) list.splice(target as number, 1);
  return null;
}

function applyMove(t: TableState, e: ChainEntry, writer: number): SyncError | null {
  const g = t.game;
  if (!g || t.pending) return err('sync/wrong-phase', g ? 'The last move’s draw round is still open.' : 'The game is not being played yet.');
  // a bot seat's move is written by a seat still here, with that seat's own link
  const bot = e.body.bot;
  const seat = bot === undefined ? writer : (bot as number);
  if (bot !== undefined && (!Number.isInteger(bot) || !t.bots[bot as number] || t.away[writer]))
    return err('sync/bad-entry', 'Only a seat still at the table writes the move of a seat handed to a bot.');
  if (seat !== g.current) return err('sync/not-your-turn', `It is ${t.seats[g.current].name}'s turn.`);
  // a bot's move may carry its search's proof (bot-seats.ts says which bots publish one)
  const keys = bot === undefined ? ['turn', 'move', 'link'] : 'proof' in e.body ? ['turn', 'move', 'link', 'bot', 'proof'] : ['turn', 'move', 'link', 'bot'];
  if (!(only(e.body, keys) || only(e.body, [...keys, 'seal'])) || e.body.turn !== g.turn + 1) return err('sync/bad-entry', `A move entry is { turn: ${g.turn + 1}, move, link }.`);
  if (bot !== undefined && !holdsBotMove(e, g, t.bots[seat]!, t.start!, seat))
    return err(
      'sync/bad-entry',
      `That is not the move ${t.seats[seat].name}'s bot makes: the browser that wrote it has another version of the game, or made the move up (if the game was updated, reload this page).`,
    );
  // legal here? (the draw it causes waits for the round; any seed shows legality)
  const trial = g.clone().play(e.body.move, 'legality');
  if (!trial.ok) return trial.error;
  const [saved, boxes] = [t.last[writer], t.boxes[writer]];
  const bad = checkLink(t, writer, e.body.link) ?? keepBoxes(t, writer, e.body.seal);
  if (bad) return bad;
  t.pending = { move: e.body.move as Move, seat, hash: e.hash };
  const closed = closeRound(t);
  if (closed) {
    t.pending = null;
    t.links[writer] = null;
    t.last[writer] = saved;
    t.boxes[writer] = boxes;
  }
  return closed;
}

function applyAway(t: TableState, e: ChainEntry, by: number): SyncError | null {
  const target = e.body.seat as number;
  if (target === by && !('votes' in e.body)) return applyOwnBot(t, e, by);
  const mode = awayMode(e.body);
  const keys = mode?.choice === 'bot' ? ['seat', 'votes', 'bot'] : ['seat', 'votes'];
  if (!mode || !only(e.body, keys) || !Number.isInteger(target) || target < 0 || target >= t.seats.length)
    return err('sync/bad-entry', 'An away entry is { seat, votes } (and the bot level when the seat goes to a bot).');
  if (t.away[target]) return err('sync/wrong-phase', `${t.seats[target].name} is away already.`);
  if (t.away[by]) return err('sync/wrong-phase', 'A seat that is away cannot vote.');
  if (target === by) return err('sync/bad-entry', 'A seat cannot vote itself away.');
  if (!owed(t).some((o) => o.seat === target)) return err('sync/wrong-phase', `${t.seats[target].name} does not keep the table waiting.`);
  const bad = checkVotes(e, t.seats, t.away, target, mode);
  if (bad) return bad;
  t.away[target] = true;
  if (mode.choice === 'bot') t.bots[target] = mode.level;
  if (!roundOpen(t)) {
    t.played = [...t.played, ...passAwaySeats(t, t.seed!)];
    return null;
  }
  const closed = closeRound(t);
  if (closed) [t.away[target], t.bots[target]] = [false, null];
  return closed;
}

/**
 * A player lets a bot play for them ({ seat: own, bot: level }, no votes): a seat handed to a bot by
 * its own choice, on its own turn or another's; its browser does not take it back by itself, its
 * player does (`back`), and the host may hand it back too.
 */
function applyOwnBot(t: TableState, e: ChainEntry, seat: number): SyncError | null {
  const mode = awayMode(e.body);
  if (mode?.choice !== 'bot' || !only(e.body, ['seat', 'bot'])) return err('sync/bad-entry', 'A seat lets a bot play for it with { seat, bot }.');
  if (!t.game || t.away[seat]) return err('sync/wrong-phase', t.away[seat] ? `${t.seats[seat].name} is away already.` : 'A bot plays for a seat once the game is dealt.');
  t.away[seat] = true;
  t.bots[seat] = mode.level;
  if (!roundOpen(t)) return null;
  const closed = closeRound(t);
  if (closed) [t.away[seat], t.bots[seat]] = [false, null];
  return closed;
}

/**
 * Closes the open round once every active seat's link is in: the deal creates the engine game;
 * a move round applies the move with the round's randomness. What the engine returns for each turn
 * it plays is kept in `played`. Atomic like applyEntry.
 */
function closeRound(t: TableState): SyncError | null {
  if (t.seats.some((_, i) => !t.away[i] && t.links[i] === null)) return null;
  const seed = drawSeed(t.round, t.links);
  const played: PlayedTurn[] = [];
  if (!t.game) {
    const game = dealGame(t.start!, t.seats, seed);
    if ('code' in game) return game;
    t.game = game;
    t.dealt = seed;
  } else {
    const { move, seat, hash } = t.pending!;
    const res = t.game.clone().play(move, seed);
    if (!res.ok) return res.error;
    t.game = res.state;
    t.pending = null;
    // the move as the engine recorded it (normalized), as the game's record lists it
    played.push({ turn: res.state.turn, seat, move: res.state.moves[res.state.turn - 1], hash, seed, events: res.events });
  }
  t.round++;
  t.seed = seed;
  t.links = t.links.map(() => null);
  t.played = [...t.played, ...played, ...passAwaySeats(t, seed)];
  return null;
}

/** The turns of seats that are away pass at once (the same tile goes on to the next seat); a bot seat plays its own. */
function passAwaySeats(t: TableState, seed: string): PlayedTurn[] {
  let g = t.game;
  const passed: PlayedTurn[] = [];
  for (let k = 0; g && !g.finished && t.away[g.current] && !t.bots[g.current] && k < t.seats.length; k++) {
    if (k === 0) t.game = g = g.clone(); // other states may hold this game (cloneTable)
    const seat = g.current;
    const drawn = `${seed}/pass/${k}`;
    const res = g.play({ pass: true }, drawn);
    if (!res.ok) break;
    passed.push({ turn: g.turn, seat, move: { pass: true }, hash: null, seed: drawn, events: res.events });
  }
  return passed;
}
