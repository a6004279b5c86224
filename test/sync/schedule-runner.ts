/**
 * One seeded random schedule: honest seats play a short game through the session API while the
 * network drops, delays, reorders and partitions messages, and adversaries do their worst. At the
 * end the network heals and every session must hold the identical verified chain and engine state.
 */
import { createGame, replayAnyRecord, Rng, type Move } from '../../src/engine/index.js';
import type { GameSession, Identity } from '../../src/sync/index.js';
import { deriveLinks } from '../../src/sync/draw-links.js';
import { parseGameLink } from '../../src/sync/invite-link.js';
import { signEntry } from '../../src/sync/entry.js';
import { signLegacyEntry } from './legacy-wire.js';
import { OnlineTable } from '../../src/table/online-table.js';
import type { TableMoveDetail } from '../../src/table/table.js';
import { COLORS, RawPeer, Table, impersonate, views, randomBaseMove } from './harness.js';

export interface ScheduleReport {
  seed: string;
  views: ReturnType<typeof views>;
  finished: boolean;
  refusedByHonest: Set<string>;
  superseded: number;
  adversaries: string[];
  /** strangers the host's browser had seated ("let everyone in") and the host removed before the start */
  removed: number;
  stats: { steps: number; moves: number };
  /** chain moves not signed by the key of the seat whose turn it was (must stay empty) */
  wrongAuthors: string[];
  /** seats voted away, seats back, and moves a bot made for a seat, on the final chain; turns passed in the record */
  stalls: { away: number; back: number; passes: number; bot: number };
  /** the online table on every session: turns it told, chains rebuilt without turns it had (each one replay), what went wrong (must stay empty) */
  tables: { told: number; rewound: number; wrong: string[] };
}

/**
 * An online table on a session, as the page puts one: it must tell the turns in order (after a
 * 'rewound', from the turn the game went back to) and end with the engine's events of its record.
 */
function watchTable(s: GameSession, out: ScheduleReport['tables']) {
  const table = new OnlineTable(s);
  let last = s.game?.turn ?? -1;
  let rewound = false;
  s.addEventListener('rewound', () => {
    out.rewound++;
    rewound = true;
  });
  table.addEventListener('move', (e) => {
    const { turn } = (e as CustomEvent<TableMoveDetail>).detail;
    out.told++;
    if (turn !== last + 1 && !(rewound && turn <= last + 1) && last >= 0) out.wrong.push(`${s.identity.slice(0, 6)}: turn ${turn} told after turn ${last}`);
    [last, rewound] = [turn, false];
  });
  return () => {
    const record = s.record();
    const want = record ? replayAnyRecord(record).events : [];
    if (JSON.stringify(table.events) !== JSON.stringify(want)) out.wrong.push(`${s.identity.slice(0, 6)}: the table's events are not its record's`);
  };
}

/**
 * Checked apart from the sync layer's own rules: replays the session's record through the engine
 * and, at each move, compares the chain entry's author with the key of the seat due to play.
 */
export function wrongAuthors(s: GameSession): string[] {
  const moves = s.chain.filter((e) => e.kind === 'move');
  const rec = s.record();
  if (!rec?.deck) return ['no record with a deck'];
  const created = createGame({ players: rec.players, rules: rec.rules, deck: rec.deck, ...(rec.first !== undefined ? { first: rec.first } : {}) });
  if (!created.ok) return [created.error.message];
  const game = created.game;
  const out: string[] = [];
  // a seat voted away passes without an entry of its own: only placements are signed moves
  let k = 0;
  rec.moves.forEach((m, i) => {
    if (!('pass' in m)) {
      const due = s.seats[game.current]?.key;
      // a seat handed to a bot: another seat writes the bot's move, naming the seat
      const bot = moves[k]?.body.bot;
      if (bot !== undefined ? bot !== game.current : moves[k]?.author !== due) out.push(`move ${i + 1} signed by ${moves[k]?.author ?? 'nobody'}, due ${due}`);
      k++;
    }
    if (!game.play(m).ok) out.push(`move ${i + 1} refused by the engine`);
  });
  if (moves.length !== k) out.push(`${moves.length} move entries for ${k} placements`);
  return out;
}

/** Move wires signed for another game, in the wire form of now and of saved games: replayed here they must be refused everywhere. */
let foreignWires: string[] | null = null;
async function foreignMoves(): Promise<string[]> {
  if (!foreignWires) {
    const t = new Table();
    const s = await t.open();
    const r = new RawPeer(t, s.me);
    const payload = { kind: 'move' as const, room: t.room, prev: null, body: { turn: 1, move: { tile: 'E', at: [0, -1], rot: 180 } } };
    foreignWires = [(await r.sign(payload.kind, payload.body, null)).wire, (await signLegacyEntry(s.me, payload)).wire];
    r.destroy();
    await t.close();
  }
  return foreignWires;
}

export async function runSchedule(seed: string, opts: { tiles?: number; maxSteps?: number } = {}): Promise<ScheduleReport> {
  const rng = Rng.fromSeed(seed);
  const chance = (p: number) => rng.int(1000) < p * 1000;
  const table = new Table({ seed, replayable: true, drop: [0, 0.05, 0.2][rng.int(3)], maxDelay: 1 + rng.int(8) });
  const tables: ScheduleReport['tables'] = { told: 0, rewound: 0, wrong: [] };
  const checks = new Map<GameSession, () => void>();
  table.onOpen = (s) => checks.set(s, watchTable(s, tables));
  const nPlayers = 2 + rng.int(2);
  const ids: Identity[] = [];
  for (let i = 0; i < nPlayers; i++) ids.push(await table.identity());
  const honest: GameSession[] = [];
  for (const id of ids) honest.push(await table.open(id));
  const adversaries: string[] = [];
  const pick = <T>(list: T[]) => list[rng.int(list.length)];
  if (chance(0.5)) adversaries.push('twin'); // the same seat open in a second peer, playing too
  if (chance(0.5)) adversaries.push('cheater'); // a seated player who equivocates and plays out of turn
  if (chance(0.6)) adversaries.push('raw'); // a spectator writing forged, replayed, edited entries and deleting
  if (chance(0.4)) adversaries.push('spectator');
  if (chance(0.5)) adversaries.push('late');
  if (chance(0.3)) adversaries.push('refresh');
  if (chance(0.3)) adversaries.push('absent'); // a seat closes its tab for a while: the others vote it away, it comes back
  if (chance(0.25)) adversaries.push('reseat'); // the host, pushing raw, signs a second start seating keys of its own
  if (chance(0.3)) adversaries.push('lone'); // a seat votes whoever the table waits for away, alone and at once (a majority only at a table of two)
  if (nPlayers === 3 && chance(0.3)) adversaries.push('pair'); // two seats vote the third away together, at once
  if (chance(0.3)) adversaries.push('silent'); // a seat whose player never votes: its browser joins a removal one period late
  if (chance(0.3)) adversaries.push('garbled'); // a newcomer's copy of the link lost or changed a character
  const twin = adversaries.includes('twin') ? await table.open(ids[nPlayers - 1]) : null;
  const spectator = adversaries.includes('spectator') ? await table.open() : null;
  const raw = adversaries.includes('raw') ? new RawPeer(table, await table.identity()) : null;
  const cheaterId = adversaries.includes('cheater') ? ids[rng.int(nPlayers)] : null;
  const cheater = cheaterId ? new RawPeer(table, cheaterId) : null;
  const reseater = adversaries.includes('reseat') ? new RawPeer(table, ids[0]) : null;
  const lone = adversaries.includes('lone') ? new RawPeer(table, ids[rng.int(nPlayers)]) : null;
  const pair = adversaries.includes('pair') ? [new RawPeer(table, ids[1]), new RawPeer(table, ids[2])] : null;
  const silent = adversaries.includes('silent') ? honest[rng.int(nPlayers)].identity : null;
  let reseated = false;
  const absentSeat = adversaries.includes('absent') ? 1 + rng.int(nPlayers - 1) : -1;
  let absent: GameSession | null = null;
  let absentGone = false;
  let superseded = 0;
  const refusedByHonest = new Set<string>();
  const watch = (s: GameSession) => {
    s.addEventListener('superseded', () => superseded++);
    s.addEventListener('rejected', (e) => refusedByHonest.add((e as CustomEvent).detail.error.code));
  };
  [...honest, twin, spectator].forEach((s) => s && watch(s));

  // lobby: claim in random order, with the network running between claims
  // (a guest's claim resolves once the host's browser has let it in, so it is awaited at the end)
  const order = honest.map((_, i) => i).sort(() => rng.int(3) - 1);
  const asked: Promise<unknown>[] = [];
  // a stranger with the link asks too, and forges the host's seating; "let everyone in" seats them
  if (raw) await lobbyAttack(raw);
  for (const i of order) {
    asked.push(honest[i].claimSeat({ name: `P${i}`, color: COLORS[i] }).catch(() => {}));
    await table.idle();
    for (let k = rng.int(6); k > 0; k--) table.net.deliverNext();
    await table.idle();
  }
  table.net.heal();
  await table.settle();
  await Promise.all(asked);
  // the host, seeing a stranger at the table, removes them before starting
  const strangers = honest[0].seats.filter((seat) => !ids.some((id) => id.publicKey === seat.key));
  for (const seat of strangers) await honest[0].seating.remove(seat.key);
  const tiles = opts.tiles ?? 2 + rng.int(5);
  let starting = honest[0].start({ tiles }).catch(() => {});

  const players = () => [...table.sessions].filter((s) => s.mySeat !== null && s !== spectator);
  const playing = new Set<GameSession>();
  const tryPlay = (s: GameSession, r = rng) => {
    const g = s.game;
    if (!g || s.phase !== 'playing' || g.current !== s.mySeat || playing.has(s)) return;
    const move = randomBaseMove(g, r);
    if (!move) return;
    playing.add(s);
    s.play(move)
      .catch(() => {})
      .finally(() => playing.delete(s));
  };
  const maxSteps = opts.maxSteps ?? 400;
  let steps = 0;
  let moves = 0;
  for (; steps < maxSteps; steps++) {
    const roll = rng.int(100);
    if (roll < 55) {
      for (let k = 1 + rng.int(8); k > 0 && table.net.deliverNext(); k--) await table.idle();
    } else if (roll < 75) {
      const s = pick(players());
      if (s.game?.current === s.mySeat) moves++;
      tryPlay(s);
    } else if (roll < 80) {
      const groups = [table.sessions.filter(() => chance(0.5)).map((s) => s.doc)];
      table.net.partition(groups);
    } else if (roll < 85) table.net.heal();
    else if (roll < 88) {
      const a = pick(table.sessions);
      const b = pick(table.sessions);
      if (a !== b) table.net.resync(a.doc, b.doc);
    } else if (roll < 93 && raw) await rawAttack(raw, rng);
    else if (roll < 96 && cheater) await cheat(cheater, rng);
    else if (roll < 97 && adversaries.includes('late') && table.sessions.length < nPlayers + 4) await joinLate(table);
    else if (roll < 98 && adversaries.includes('refresh')) await refresh(table, pick(honest.filter((s) => table.sessions.includes(s) && s !== absent)), honest, watch);
    else if (roll < 99 && lone) await voteAlone(lone);
    else if (roll < 99 && pair) await voteTogether(pair);
    else if (reseater && !reseated) reseated = await reseat(table, reseater, rng);
    if (adversaries.includes('garbled') && chance(0.02)) garble(honest[0].link, rng, refusedByHonest);
    // the absent seat's tab closes once the game is on; now and then the virtual clock runs on
    if (absentSeat > 0 && !absent && !absentGone && honest[absentSeat].phase === 'playing' && chance(0.05)) {
      absent = await toggleAbsent(table, honest, absentSeat, null, watch);
      absentGone = true;
    }
    if (chance(0.1)) table.clock.fire();
    // seats still here vote on an overdue wait now and then (and wrongly, on a seat that is only slow)
    for (const s of players()) {
      const stall = s.stall; // read once: each read walks the votes
      if (!stall?.overdue || stall.what === 'commit' || s.identity === silent || !chance(0.3)) continue;
      const roll = rng.int(10);
      await (roll < 6 ? s.requests.vote('skip') : roll < 8 ? s.requests.vote('wait') : s.requests.vote('bot', 'greedy')).catch(() => {});
    }
    await table.idle();
    if (honest.every((s) => s.phase === 'finished')) break;
  }
  if (spectator) await spectator.play({ tile: 'A', at: [0, 1], rot: 0 }).catch((e) => refusedByHonest.add(`local:${e.code}`));
  // the network heals for good; honest seats finish the game
  const finishRng = Rng.fromSeed(`${seed}/finish`);
  table.net.heal();
  for (let round = 0; round < 300; round++) {
    await table.settle();
    if (honest[0].phase === 'lobby') starting = honest[0].start({ tiles }).catch(() => {}); // the host's tab closed before its start went out
    // the absent player comes back after the others have had a few rounds without it
    if (absent && round === 4) absent = await toggleAbsent(table, honest, absentSeat, absent, watch);
    const live = table.sessions.filter((s) => s.phase !== 'finished');
    if (!live.length) break;
    for (const s of players()) tryPlay(s, finishRng);
    // a seat whose tab is gone for good (a twin's) is voted away once overdue
    const here = new Set(players().map((x) => x.identity));
    for (const s of players()) {
      const stall = s.stall;
      if (stall?.overdue && stall.what !== 'commit' && s.identity !== silent && !here.has(s.seats[stall.seat].key)) await s.requests.vote('skip').catch(() => {});
    }
    await table.idle();
  }
  table.net.heal();
  table.net.resyncAll();
  await table.settle();
  await starting;
  for (const s of table.sessions) checks.get(s)?.();
  const report: ScheduleReport = {
    seed,
    views: views(table.sessions),
    finished: table.sessions.every((s) => s.phase === 'finished'),
    refusedByHonest,
    superseded,
    adversaries,
    removed: strangers.length,
    stats: { steps, moves },
    wrongAuthors: table.sessions.flatMap(wrongAuthors),
    stalls: {
      away: table.sessions[0].chain.filter((e) => e.kind === 'away').length,
      back: table.sessions[0].chain.filter((e) => e.kind === 'back').length,
      passes: table.sessions[0].record()?.moves.filter((m) => 'pass' in m).length ?? 0,
      bot: table.sessions[0].chain.filter((e) => e.kind === 'move' && e.body.bot !== undefined).length,
    },
    tables,
  };
  for (const r of [raw, cheater, reseater, lone, ...(pair ?? [])]) r?.destroy();
  await table.close();
  return report;
}

/** The absent seat's tab closes (when `absent` is null) or reopens on its document and key. */
async function toggleAbsent(table: Table, honest: GameSession[], seat: number, absent: GameSession | null, watch: (s: GameSession) => void): Promise<GameSession | null> {
  if (absent) {
    const again = await table.open(absent.me, absent.doc);
    honest[seat] = again;
    watch(again);
    return null;
  }
  const s = honest[seat];
  if (!table.sessions.includes(s)) return null;
  await s.close();
  table.sessions.splice(table.sessions.indexOf(s), 1);
  return s;
}

/**
 * The host signs a second start once the real game is under way, seating keys of its own under
 * the others' names, with their commitments and first links: a branch shorter than the real one
 * (a longer forgery is attack 1's test), which no peer may take, and which flags the host.
 */
async function reseat(table: Table, host: RawPeer, rng: Rng): Promise<boolean> {
  await host.look();
  const st = host.book.state;
  if (!st.game || st.game.turn < 1 || !st.start) return false;
  const room = host.book.room;
  const ids = [host.identity, ...(await Promise.all(st.seats.slice(1).map(() => table.identity())))];
  // the start embeds the seats' claims (the log's copy may be deleted by the vandal just now)
  const hostClaim = host.book.chain[0]?.claims?.[0];
  if (!hostClaim) return false;
  const claims = [
    hostClaim,
    ...(await Promise.all(ids.slice(1).map((id, i) => signEntry(id, { kind: 'claim', room, prev: null, body: { name: st.seats[i + 1].name, color: st.seats[i + 1].color, n: rng.int(9) } })))),
  ];
  const start = await signEntry(host.identity, { kind: 'start', room, prev: null, body: { seats: claims.map((c) => c.wire), tiles: 3 } });
  const chains = await Promise.all(ids.map((id) => deriveLinks(id, room, start.hash)));
  const wires = [start.wire];
  let prev = start.hash;
  for (const [i, id] of ids.entries()) {
    const e = await signEntry(id, { kind: 'commit', room, prev, body: { commit: chains[i].commit } });
    wires.push(e.wire);
    prev = e.hash;
  }
  host.push(...wires);
  return true;
}

/** A newcomer opens the link mid-game (Table.open adds it to the table's sessions). */
async function joinLate(table: Table): Promise<void> {
  await table.open();
}

/** Closes a seat's session and reopens it on the same document and key, as a refreshed tab does. */
async function refresh(table: Table, s: GameSession | undefined, honest: GameSession[], watch: (s: GameSession) => void): Promise<void> {
  if (!s) return;
  await s.close();
  table.sessions.splice(table.sessions.indexOf(s), 1);
  const again = await table.open(s.me, s.doc);
  honest[honest.indexOf(s)] = again;
  watch(again);
}

/** A stranger's claim, and a seating entry that is not the host's, seating them. */
async function lobbyAttack(raw: RawPeer): Promise<void> {
  const claim = await raw.sign('claim', { name: 'Mallory', color: '#000000', n: 0 }, null);
  raw.push(claim.wire, (await raw.sign('seats', { n: 9, seats: [claim.hash], removed: [], locked: true, admitAll: false }, null)).wire);
}

async function rawAttack(raw: RawPeer, rng: Rng): Promise<void> {
  await raw.look();
  const st = raw.book.state;
  const g = st.game;
  const n = raw.log.length;
  switch (rng.int(7)) {
    case 0: {
      // a move for the seat whose turn it is, signed with the wrong key
      if (!g || g.finished || !st.start) return;
      const move = randomBaseMove(g.clone(), rng) as Move;
      const victim = st.start.seats[g.current].key;
      raw.push((await raw.sign('move', { turn: g.turn + 1, move }, raw.book.head, impersonate(victim, raw.identity))).wire);
      return;
    }
    case 1: {
      // a spectator's own signed move
      if (!g || g.finished) return;
      raw.push((await raw.sign('move', { turn: g.turn + 1, move: randomBaseMove(g.clone(), rng) })).wire);
      return;
    }
    case 2:
      // replays: an entry already in the log, and moves signed for another game
      if (n) raw.push(raw.log.get(rng.int(n)));
      raw.push(...(await foreignMoves()));
      return;
    case 3:
      if (n) {
        const at = rng.int(n);
        raw.doc.transact(() => raw.log.delete(at, Math.min(n - at, 1 + rng.int(3))), 'raw');
      }
      return;
    case 4: {
      // an edit: the same entry with another square, keeping the signature
      const i = n ? rng.int(n) : -1;
      if (i < 0) return;
      const w = raw.log.get(i);
      raw.doc.transact(() => {
        raw.log.delete(i, 1);
        raw.log.insert(i, [w.replace(/"at":\[(-?\d+)/, (_, x) => `"at":[${Number(x) + 1}`).replace('"n":0', '"n":9')]);
      }, 'raw');
      return;
    }
    case 5:
      // a start of its own (not the host) and a late claim
      raw.push((await raw.sign('start', { seats: [] }, null)).wire);
      raw.push((await raw.sign('claim', { name: 'Mallory', color: '#000000', n: 0, at: 0 }, null)).wire);
      return;
    default:
      raw.push('{"not":"an entry"', 'x'.repeat(9000));
  }
}

/** The seat the raw peer's table waits for, if another seat owes a link or a move there. */
async function owedBy(r: RawPeer): Promise<number | null> {
  await r.look();
  const st = r.book.state;
  if (!st.game || st.game.finished || r.book.head === null) return null;
  const owes = st.pending ? st.seats.findIndex((_, i) => !st.away[i] && st.links[i] === null) : st.away[st.game.current] ? -1 : st.game.current;
  return owes >= 0 && st.seats[owes].key !== r.identity.publicKey ? owes : null;
}

/** The votes of `voters` about `seat` at the head, and the away entry the first one writes. */
async function awayOf(voters: RawPeer[], seat: number): Promise<string[]> {
  const at = voters[0].book.head;
  const votes = await Promise.all(voters.map((v) => v.sign('vote', { at, seat, choice: 'skip' }, null)));
  const away = await voters[0].sign('away', { seat, votes: votes.map((v) => v.wire) }, at);
  return [...votes.map((v) => v.wire), away.wire];
}

/** One seat, at once and alone, votes away whoever the table waits for. */
async function voteAlone(r: RawPeer): Promise<void> {
  const seat = await owedBy(r);
  if (seat !== null) r.push(...(await awayOf([r], seat)));
}

/** Two seats, at once and together, vote the third away when the table waits for it. */
async function voteTogether([a, b]: RawPeer[]): Promise<void> {
  const seat = await owedBy(a);
  await b.look();
  if (seat === null || a.book.head !== b.book.head || a.book.state.seats[seat].key === b.identity.publicKey) return;
  a.push(...(await awayOf([a, b], seat)));
}

/** A one-character change to the game link: it must show the broken-link screen, never open another room. */
function garble(link: string, rng: Rng, refused: Set<string>): void {
  const hash = link.indexOf('#') + 1;
  const at = hash + rng.int(link.length - hash);
  const ch = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_'.replace(link[at], '')[rng.int(63)];
  const parsed = parseGameLink(rng.int(2) ? link.slice(0, at) + ch + link.slice(at + 1) : link.slice(0, at));
  refused.add(parsed.ok ? 'garbled link opened a room' : `local:${parsed.error.code}`);
}

/** A seated cheater: two different moves for its own turn (equivocation), or a move out of turn. */
async function cheat(c: RawPeer, rng: Rng): Promise<void> {
  await c.look();
  const st = c.book.state;
  const g = st.game;
  if (!g || g.finished || !st.start) return;
  const mySeat = st.start.seats.findIndex((s) => s.key === c.identity.publicKey);
  const turn = g.turn + 1;
  // a draw link its commitment does not fix: one character changed
  if (st.pending && st.links[mySeat] === null && rng.int(2)) {
    const link = (await deriveLinks(c.identity, c.book.room, st.start.hash)).links[st.round];
    const wrong = link.slice(0, 10) + (link[10] === 'a' ? 'b' : 'a') + link.slice(11);
    c.push((await c.sign('link', { round: st.round, link: wrong })).wire);
    return;
  }
  if (g.current !== mySeat) {
    c.push((await c.sign('move', { turn, move: randomBaseMove(g.clone(), rng) })).wire);
    return;
  }
  const a = randomBaseMove(g.clone(), rng);
  const b = randomBaseMove(g.clone(), rng);
  c.push((await c.sign('move', { turn, move: a })).wire);
  if (JSON.stringify(a) !== JSON.stringify(b)) c.push((await c.sign('move', { turn, move: b })).wire);
}
