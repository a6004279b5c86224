/**
 * A second, deliberately plain implementation of base-game scoring, to check the engine against on
 * random games. It reads only the tile specs' text notation and the moves; features are found by
 * flood fill over the whole board after every move (slow and obvious, unlike the engine's
 * incremental union-find), and every rule is written straight from the rule documents.
 */
import { ALL_TILE_SPECS, type Move, type Rules } from '../../../src/engine/index.js';

const PORTS = ['NNW', 'N', 'NNE', 'ENE', 'E', 'ESE', 'SSE', 'S', 'SSW', 'WSW', 'W', 'WNW'];
const STEP: [number, number][] = [
  [0, -1],
  [1, 0],
  [0, 1],
  [-1, 0],
];

interface Seg {
  kind: string;
  ports: number[]; // catalogue orientation
  pennants: number;
  cities: number[];
}

const SPECS = new Map(
  ALL_TILE_SPECS.map((t) => [
    t.id,
    t.segments.map((text): Seg => {
      const [, kind, names = '', plus = '', cities = ''] = /^(\w+)(?::([A-Z,]+))?(\+*)(?:>([\d,]+))?$/.exec(text)!;
      const ports = names ? names.split(',').map((n) => (n.length === 1 ? 'NESW'.indexOf(n) * 3 + 1 : PORTS.indexOf(n))) : [];
      return { kind, ports, pennants: plus.length, cities: cities ? cities.split(',').map(Number) : [] };
    }),
  ]),
);

type Node = string; // "x,y,seg"
interface Placed {
  id: string;
  rot: number;
}

export class ReferenceGame {
  board = new Map<string, Placed>();
  followers = new Map<Node, number>(); // node -> player
  scores: number[];
  supply: number[];

  constructor(
    players: number,
    readonly rules: Rules,
  ) {
    this.scores = new Array(players).fill(0);
    this.supply = new Array(players).fill(rules.followers);
    this.board.set('0,0', { id: 'D', rot: 0 });
  }

  /** The segment of the tile at (x, y) touching board port p, or -1. */
  private segAt(x: number, y: number, p: number): number {
    const t = this.board.get(`${x},${y}`);
    if (!t) return -1;
    const catPort = (p - 3 * (t.rot / 90) + 12) % 12;
    return SPECS.get(t.id)!.findIndex((s) => s.ports.includes(catPort));
  }

  private seg(node: Node): { x: number; y: number; s: number; spec: Seg; rot: number } {
    const [x, y, s] = node.split(',').map(Number);
    const t = this.board.get(`${x},${y}`)!;
    return { x, y, s, spec: SPECS.get(t.id)![s], rot: t.rot / 90 };
  }

  /** Flood fill: the nodes of the feature holding `start`, and whether every edge of it is closed. */
  feature(start: Node): { nodes: Node[]; closed: boolean } {
    const seen = new Set([start]);
    const todo = [start];
    let closed = true;
    while (todo.length) {
      const { x, y, spec, rot } = this.seg(todo.pop()!);
      for (const cp of spec.ports) {
        const p = (cp + 3 * rot) % 12;
        const side = Math.floor(p / 3);
        const [nx, ny] = [x + STEP[side][0], y + STEP[side][1]];
        const q = ((side + 2) % 4) * 3 + (2 - (p % 3));
        const b = this.segAt(nx, ny, q);
        if (b < 0) {
          if (p % 3 === 1) closed = false;
          continue;
        }
        const n = `${nx},${ny},${b}`;
        if (seen.has(n)) continue;
        seen.add(n);
        todo.push(n);
      }
    }
    return { nodes: [...seen], closed };
  }

  private tilesOf(nodes: Node[]): number {
    return new Set(nodes.map((n) => n.split(',').slice(0, 2).join())).size;
  }

  private neighbours(x: number, y: number): number {
    let n = 0;
    for (let dy = -1; dy <= 1; dy++) for (let dx = -1; dx <= 1; dx++) if ((dx || dy) && this.board.has(`${x + dx},${y + dy}`)) n++;
    return n;
  }

  /** Players with the most followers on the nodes (none if nobody has one). */
  private majority(nodes: Node[]): number[] {
    const count = new Array(this.scores.length).fill(0);
    for (const n of nodes) if (this.followers.has(n)) count[this.followers.get(n)!]++;
    const best = Math.max(...count);
    return best === 0 ? [] : count.flatMap((c, p) => (c === best ? [p] : []));
  }

  private points(nodes: Node[], complete: boolean): number {
    const { spec, x, y } = this.seg(nodes[0]);
    if (spec.kind === 'monastery') return complete ? 9 : 1 + this.neighbours(x, y);
    const tiles = this.tilesOf(nodes);
    if (spec.kind === 'road') return tiles;
    const pennants = nodes.reduce((n, node) => n + this.seg(node).spec.pennants, 0);
    if (!complete) return tiles + pennants;
    // seed 000: "When a completed city has just two segments, the player scores two points (not four)"
    return this.rules.tinyCity && tiles === 2 ? 2 : 2 * (tiles + pennants);
  }

  private award(nodes: Node[], complete: boolean, sendHome: boolean): void {
    const winners = this.majority(nodes);
    if (winners.length) for (const p of winners) this.scores[p] += this.points(nodes, complete);
    if (!sendHome) return;
    for (const n of nodes) {
      if (!this.followers.has(n)) continue;
      this.supply[this.followers.get(n)!]++;
      this.followers.delete(n);
    }
  }

  /** Plays a move the engine accepted; throws if the follower goes on an occupied feature. */
  play(m: Move): void {
    const [x, y] = m.at;
    this.board.set(`${x},${y}`, { id: m.tile, rot: m.rot });
    const specs = SPECS.get(m.tile)!;
    if (m.meeple) {
      const [kind, where] = m.meeple.split(':');
      const s = where === undefined ? specs.findIndex((sp) => sp.kind === kind) : this.segAt(x, y, where.length === 1 ? 'NESW'.indexOf(where) * 3 + 1 : PORTS.indexOf(where));
      const node = `${x},${y},${s}`;
      const others = specs[s].kind === 'monastery' ? [] : this.feature(node).nodes.filter((n) => this.followers.has(n));
      if (others.length || this.supply[this.current(m)] === 0) throw new Error(`reference refuses follower ${m.meeple}`);
      this.followers.set(node, this.current(m));
      this.supply[this.current(m)]--;
    }
    specs.forEach((spec, s) => {
      if (spec.kind !== 'road' && spec.kind !== 'city') return;
      const f = this.feature(`${x},${y},${s}`);
      if (f.closed) this.award(f.nodes, true, true);
    });
    for (const [node] of [...this.followers]) {
      const { spec, x: mx, y: my } = this.seg(node);
      if (spec.kind === 'monastery' && Math.abs(mx - x) <= 1 && Math.abs(my - y) <= 1 && this.neighbours(mx, my) === 8) this.award([node], true, true);
    }
    this.turn++;
  }

  private turn = 0;
  private current(_m: Move): number {
    return this.turn % this.scores.length;
  }

  /** Final scoring: unfinished roads, cities and monasteries, then farmers. */
  finish(): void {
    const done = new Set<Node>();
    const fields: Node[][] = [];
    for (const [node] of [...this.followers]) {
      if (done.has(node)) continue;
      const { spec } = this.seg(node);
      const f = spec.kind === 'monastery' ? { nodes: [node], closed: false } : this.feature(node);
      f.nodes.forEach((n) => done.add(n));
      if (spec.kind === 'field') fields.push(f.nodes);
      else this.award(f.nodes, false, false);
    }
    const citiesOf = (field: Node[]) => {
      const out = new Map<string, Node[]>();
      for (const n of field) {
        const { x, y, spec } = this.seg(n);
        for (const c of spec.cities) {
          const city = this.feature(`${x},${y},${c}`);
          if (city.closed) out.set([...city.nodes].sort()[0], city.nodes);
        }
      }
      return out;
    };
    if (this.rules.farmers === 'c3') {
      for (const field of fields) for (const p of this.majority(field)) this.scores[p] += 3 * citiesOf(field).size;
    } else if (this.rules.farmers === 'c1') {
      const supplying = new Map<string, Node[]>();
      for (const field of fields) for (const [key] of citiesOf(field)) supplying.set(key, [...(supplying.get(key) ?? []), ...field]);
      for (const farms of supplying.values()) for (const p of this.majority(farms)) this.scores[p] += 4;
    }
  }
}
