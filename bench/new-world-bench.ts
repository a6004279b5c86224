/**
 * `npm run bench:new-world`: New World's speed on one core: whole random games per second (4 and 2
 * players, from creation to final scoring) and the placement listing at mid-game (move ~45 of 95,
 * where the coast's starting spaces and the frontier are both open). Averages over many calls after
 * a warm-up. Prints a table and one JSON line prefixed "BENCH ".
 */
import { cpus, loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import type { NewWorldGame } from '../src/engine/index.js';
import { gameSeed, playRandomly, startRandomGame } from '../src/cli/random-game.js';

function randomGame(players: number, seed: string, stopAtTurn = Infinity): NewWorldGame {
  const started = startRandomGame(players, seed, undefined, 'new-world');
  if (!started.ok) throw new Error(started.error.message);
  return playRandomly(started.game as NewWorldGame, started.rng, stopAtTurn);
}

/** Keeps results alive so the optimiser cannot drop the work being timed. */
let sink = 0;

function gamesPerSecond(players: number, seconds: number): number {
  for (let i = 0; i < 300; i++) sink += randomGame(players, gameSeed('warm', i)).scores[0];
  let games = 0;
  const t0 = performance.now();
  const until = t0 + seconds * 1000;
  let now = t0;
  while (now < until) {
    for (let k = 0; k < 50; k++) sink += randomGame(players, gameSeed(`nw${players}`, games++)).scores[0];
    now = performance.now();
  }
  return games / ((now - t0) / 1000);
}

/** Microseconds per `placementsInto` of the drawn tile on positions around move 45. */
function listingMicros(count: number, callsEach: number): { micros: number; placements: number; squares: number } {
  const live = Array.from({ length: count }, (_, i) => randomGame(4, gameSeed('mid', i), 43 + (i % 5))).filter((g) => g.currentTile);
  const bufs = live.map((g) => new Int32Array(g.board.slots * 4));
  const round = (): number => {
    const t0 = performance.now();
    for (let i = 0; i < live.length; i++) for (let k = 0; k < callsEach; k++) sink += live[i].placementsInto(live[i].currentTile!, bufs[i]);
    return performance.now() - t0;
  };
  round();
  let ms = 0;
  for (let r = 0; r < 3; r++) ms += round();
  const mean = (f: (g: NewWorldGame, i: number) => number) => live.reduce((t, g, i) => t + f(g, i), 0) / live.length;
  return {
    micros: (ms * 1000) / (3 * live.length * callsEach),
    placements: mean((g, i) => g.placementsInto(g.currentTile!, bufs[i])),
    squares: mean((g) => g.board.slots),
  };
}

const row = (label: string, value: string, target = '', verdict = '') => `${label.padEnd(46)} ${value.padStart(14)}   ${target.padEnd(16)} ${verdict}`;
const fmt = (n: number, digits: number) => n.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });

const gps4 = gamesPerSecond(4, 4);
const gps2 = gamesPerSecond(2, 3);
const list = listingMicros(300, 200);
const load = loadavg()[0];
console.log(`New World benchmark: node ${process.version}, one core, default rules`);
console.log(`load average ${fmt(load, 1)} on ${cpus().length} cores${load > cpus().length ? ': the machine is busy, numbers are pessimistic' : ''}\n`);
console.log(row('measure', 'value', 'target', ''));
console.log(row('New World random games per second, 4 players', `${fmt(gps4, 0)} /s`, '>= 1,000 /s', gps4 >= 1000 ? 'ok' : 'MISSED'));
console.log(row('New World random games per second, 2 players', `${fmt(gps2, 0)} /s`));
console.log(row('placement listing at move ~45 (placementsInto)', `${fmt(list.micros, 2)} µs`, '< 10 µs', list.micros < 10 ? 'ok' : 'MISSED'));
console.log(row(`  (${fmt(list.placements, 1)} legal placements among ${fmt(list.squares, 1)} open squares)`, ''));
console.log(`BENCH ${JSON.stringify({ newWorldGamesPerSecond4: gps4, newWorldGamesPerSecond2: gps2, newWorldListingMicros: list.micros, load, sink: sink % 2 })}`);
