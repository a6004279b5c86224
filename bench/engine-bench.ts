/**
 * `npm run bench`: the rules engine's speed on one core. Each number is an average over many
 * calls after a warm-up, so that it measures optimised code and not the JIT. Prints a table and
 * one JSON line (prefixed "BENCH ") for tools.
 */
import { cpus, loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { createGame, exportRecord, replayRecord, randomMove, Rng, type Game, type Move } from '../src/engine/index.js';
import { gameSeed, playerNames, playRandomly, startRandomGame } from '../src/cli/random-game.js';

/** A finished (or, with stopAtTurn, partly played) random game under the default rules. */
function randomGame(players: number, seed: string, stopAtTurn = Infinity): Game {
  const started = startRandomGame(players, seed);
  if (!started.ok) throw new Error(started.error.message);
  return playRandomly(started.game, started.rng, stopAtTurn);
}

/** A finished random game with hidden draws (online play): each tile decided as drawn, from a drawSeed a move. */
function randomHiddenGame(players: number, seed: string): Game {
  const created = createGame({ players: playerNames(players), hidden: { seed } });
  if (!created.ok) throw new Error(created.error.message);
  const game = created.game;
  const rng = Rng.fromSeed(`${seed}/moves`);
  while (!game.finished) {
    const res = game.play(randomMove(game, rng), `${seed}/${game.turn}`);
    if (!res.ok) throw new Error(`the engine refused its own random move: ${res.error.code}`);
  }
  return game;
}

/** Keeps results alive so the optimiser cannot drop the work being timed. */
let sink = 0;

/** Whole random games per second, counting everything from createGame to final scoring. */
function gamesPerSecond(players: number, seconds: number, play = randomGame): number {
  for (let i = 0; i < 300; i++) sink += play(players, gameSeed('warm', i)).scores[0];
  let games = 0;
  const t0 = performance.now();
  const until = t0 + seconds * 1000;
  let now = t0;
  while (now < until) {
    for (let k = 0; k < 50; k++) sink += play(players, gameSeed(`gps${players}`, games++)).scores[0];
    now = performance.now();
  }
  return games / ((now - t0) / 1000);
}

/** Positions around move 35 (moves 33 to 37 played), each with a tile to place. */
function midGamePositions(count: number): Game[] {
  return Array.from({ length: count }, (_, i) => randomGame(4, gameSeed('mid', i), 33 + (i % 5))).filter((g) => g.currentTile);
}

/** Microseconds per `placementsInto` call for the drawn tile, on positions around move 35. */
function listingMicros(live: Game[], callsEach: number): { micros: number; placements: number; squares: number } {
  const bufs = live.map((g) => new Int32Array(g.board.slots * 4));
  const round = (): number => {
    const t0 = performance.now();
    for (let i = 0; i < live.length; i++) {
      const g = live[i];
      const tile = g.currentTile!;
      for (let k = 0; k < callsEach; k++) sink += g.placementsInto(tile, bufs[i]);
    }
    return performance.now() - t0;
  };
  round();
  let ms = 0;
  const rounds = 3;
  for (let r = 0; r < rounds; r++) ms += round();
  const mean = (f: (g: Game, i: number) => number) => live.reduce((t, g, i) => t + f(g, i), 0) / live.length;
  return {
    micros: (ms * 1000) / (rounds * live.length * callsEach),
    placements: mean((g, i) => g.placementsInto(g.currentTile!, bufs[i])),
    squares: mean((g) => g.board.slots),
  };
}

/** Microseconds per `clone()` of a mid-game position (what `applyMove` pays before it plays). */
function cloneMicros(positions: Game[], rounds: number): number {
  const all = (): number => {
    const t0 = performance.now();
    for (const g of positions) sink += g.clone().turn;
    return performance.now() - t0;
  };
  all();
  let ms = 0;
  for (let r = 0; r < rounds; r++) ms += all();
  return (ms * 1000) / (rounds * positions.length);
}

/** Milliseconds to replay one exported record from its JSON text (parsing included). */
function replayMillis(records: number, rounds: number): { ms: number; moves: number } {
  const texts = Array.from({ length: records }, (_, i) => JSON.stringify(exportRecord(randomGame(4, gameSeed('replay', i)))));
  const moves = texts.reduce((n, t) => n + (JSON.parse(t) as { moves: Move[] }).moves.length, 0) / records;
  const all = (): number => {
    const t0 = performance.now();
    for (const text of texts) {
      const res = replayRecord(text);
      if (!res.ok) throw new Error(`replay refused an exported record: ${res.error.code}`);
      sink += res.game.scores[0];
    }
    return performance.now() - t0;
  };
  for (let r = 0; r < 3; r++) all();
  let ms = 0;
  for (let r = 0; r < rounds; r++) ms += all();
  return { ms: ms / (rounds * records), moves };
}

const BUCKETS = ['moves 1-10', 'moves 60-70', 'move 5', 'move 70', 'final move'] as const;
type Bucket = (typeof BUCKETS)[number];

/** The buckets a move falls in; a game's last move (final scoring) only in its own. */
function bucketsOf(n: number, last: boolean): Bucket[] {
  if (last) return ['final move'];
  const out: Bucket[] = [];
  if (n <= 10) out.push('moves 1-10');
  if (n >= 60 && n <= 70) out.push('moves 60-70');
  if (n === 5) out.push('move 5');
  if (n === 70) out.push('move 70');
  return out;
}

/**
 * Microseconds per `play` (trimmed mean), by bucket of move numbers, two ways. "clone": the position is cloned
 * `copies` times before the clock starts and only the plays are timed. "live": each play of the
 * running game is timed on its own, with no clone involved. Clones are made and dropped position
 * by position because each one copies the whole board grid.
 */
function playMicros(games: number, copies: number): { clone: Record<Bucket, number>; live: Record<Bucket, number> } {
  const empty = () => Object.fromEntries(BUCKETS.map((b) => [b, [] as number[]])) as Record<Bucket, number[]>;
  const cloneUs = empty();
  const liveUs = empty();
  const clones: Game[] = [];
  for (let i = 0; i < games; i++) {
    const started = startRandomGame(4, gameSeed('play', i));
    if (!started.ok) throw new Error(started.error.message);
    const { game, rng } = started;
    while (!game.finished) {
      const n = game.turn + 1;
      const move = randomMove(game, rng)!;
      // the last move is move 71 unless tiles were discarded; `finished` below tells
      const wanted = n <= 10 || n >= 60;
      if (wanted) for (let k = 0; k < copies; k++) clones[k] = game.clone();
      const t0 = performance.now();
      if (wanted) for (let k = 0; k < copies; k++) sink += clones[k].play(move).ok ? 1 : 0;
      const t1 = performance.now();
      const res = game.play(move);
      const t2 = performance.now();
      if (!res.ok) throw new Error(`the engine refused its own random move at move ${n}`);
      for (const b of bucketsOf(n, game.finished)) {
        cloneUs[b].push(((t1 - t0) * 1000) / copies);
        liveUs[b].push((t2 - t1) * 1000);
      }
    }
  }
  const summarise = (us: Record<Bucket, number[]>) => Object.fromEntries(BUCKETS.map((b) => [b, trimmedMean(us[b])])) as Record<Bucket, number>;
  return { clone: summarise(cloneUs), live: summarise(liveUs) };
}

/**
 * The mean of the fastest 95% of samples: the slowest few are garbage-collection pauses, mostly
 * caused by the benchmark's own clones, and one of them can outweigh a thousand plays.
 */
function trimmedMean(samples: number[]): number {
  const sorted = [...samples].sort((a, b) => a - b);
  const kept = sorted.slice(0, Math.max(1, Math.floor(sorted.length * 0.95)));
  return kept.reduce((t, v) => t + v, 0) / kept.length;
}

function row(label: string, value: string, target = '', verdict = ''): string {
  return `${label.padEnd(46)} ${value.padStart(14)}   ${target.padEnd(16)} ${verdict}`;
}
const ok = (pass: boolean) => (pass ? 'ok' : 'MISSED');
const fmt = (n: number, digits: number) => n.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });

const started = performance.now();
const gps2 = gamesPerSecond(2, 4);
const gps4 = gamesPerSecond(4, 4);
const gpsHidden = gamesPerSecond(2, 4, randomHiddenGame);
const midGame = midGamePositions(400);
const list = listingMicros(midGame, 200);
const cloneUs = cloneMicros(midGame, 20);
const listing = list.micros;
const replay = replayMillis(200, 10);
playMicros(40, 4); // warm-up
const play = playMicros(600, 8);
const lateRatio = play.clone['moves 60-70'] / play.clone['moves 1-10'];
const ratio70to5 = play.clone['move 70'] / play.clone['move 5'];
const us = (v: number) => `${fmt(v, 2)} µs`;

// a busy machine slows every row; the load tells the reader how much to trust them
const load = loadavg()[0];
console.log(`Engine benchmark: node ${process.version}, one core, default rules (farmers "c3")`);
console.log(`load average ${fmt(load, 1)} on ${cpus().length} cores${load > cpus().length ? ': the machine is busy, numbers are pessimistic' : ''}\n`);
console.log(row('measure', 'value', 'target', ''));
console.log(row('random games per second, 2 players', `${fmt(gps2, 0)} /s`));
console.log(row('random games per second, 4 players', `${fmt(gps4, 0)} /s`, '>= 1,000 /s', ok(gps4 >= 1000)));
console.log(row('random hidden-draw games per second, 2 players', `${fmt(gpsHidden, 0)} /s`));
console.log(row('placement listing at move ~35 (placementsInto)', us(listing), '< 10 µs', ok(listing < 10)));
console.log(row(`  (${fmt(list.placements, 1)} legal placements among ${fmt(list.squares, 1)} open squares)`, ''));
console.log(row('clone() of a position at move ~35', us(cloneUs)));
console.log(row(`replay of a full record (${Math.round(replay.moves)} moves, JSON text)`, `${fmt(replay.ms, 3)} ms`, '< 2 ms', ok(replay.ms < 2)));
console.log(row('play() on clones, moves 1-10', us(play.clone['moves 1-10'])));
console.log(row('play() on clones, moves 60-70', us(play.clone['moves 60-70']), '<= 2x moves 1-10', `${ok(lateRatio <= 2)} (${fmt(lateRatio, 2)}x)`));
console.log(row('play() on clones, move 5', us(play.clone['move 5'])));
console.log(row('play() on clones, move 70', us(play.clone['move 70']), '<= 2x move 5', `${ok(ratio70to5 <= 2)} (${fmt(ratio70to5, 2)}x)`));
console.log(row('play() on clones, last move (final scoring)', us(play.clone['final move'])));
console.log(row('play() in the running game, moves 1-10', us(play.live['moves 1-10'])));
console.log(row('play() in the running game, moves 60-70', us(play.live['moves 60-70'])));
console.log(row('play() in the running game, last move', us(play.live['final move'])));
const seconds = (performance.now() - started) / 1000;
console.log(`\n(${fmt(seconds, 1)} s in all)`);
const round3 = (o: Record<string, number>) => Object.fromEntries(Object.entries(o).map(([k, v]) => [k, +v.toFixed(3)]));
console.log(
  'BENCH ' +
    JSON.stringify({
      bench: 'engine',
      node: process.version,
      loadAverage: +load.toFixed(2),
      gamesPerSecond2p: Math.round(gps2),
      gamesPerSecond4p: Math.round(gps4),
      hiddenGamesPerSecond2p: Math.round(gpsHidden),
      listingMicrosMidGame: +listing.toFixed(3),
      cloneMicrosMidGame: +cloneUs.toFixed(3),
      replayMillis: +replay.ms.toFixed(4),
      playMicrosOnClones: round3(play.clone),
      playMicrosLive: round3(play.live),
      lateToEarlyRatio: +lateRatio.toFixed(3),
      move70ToMove5Ratio: +ratio70to5.toFixed(3),
      seconds: +seconds.toFixed(1),
      sink: sink % 2,
    }),
);
