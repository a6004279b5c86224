/**
 * The source tree reads from the bottom up (issue 21, "no circles anywhere"): each layer imports
 * only the layers below it, no module imports, even for types only, a module that imports it back,
 * and a component uses another only through its front file (components/<name>/<name>.ts). Grown
 * from the engine's own check (issue 11: game.ts and the helpers it calls used to import each
 * other), whose direction test it keeps. Known exceptions in components/ are listed below, each
 * with its reason: the test fails on any new one, and on an exception that has been fixed.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../', import.meta.url));

/** Lowest first: a module may import its own layer and those before it. src/cli and the like stand outside. */
const LAYERS = ['src/engine', 'src/bots', 'src/sync', 'src/table', 'components', 'src/app'];

/** Imports that close a circle in components/ today, each to go under issue 21 (none left). */
const KNOWN_CIRCLES: [from: string, to: string, why: string][] = [];

/** Imports of another component's inner files today, each to go under issue 21 (none left). */
const KNOWN_REACH_INS: [from: string, to: string, why: string][] = [];

function sources(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? sources(join(dir, e.name)) : e.name.endsWith('.ts') ? [join(dir, e.name)] : []));
}

/**
 * Statements that start a line (`import`, `import type`, `export … from`, a bare `import '…'`)
 * and `import('…')` anywhere, values and types alike. Anchored to the line so that an example
 * import in a doc comment (` * import … from …`) is not taken for one.
 */
const IMPORT = /^\s*(?:import|export)\b[^;'"]*?\bfrom\s*'(\.{1,2}\/[^']+)\.js'|^\s*import\s*'(\.{1,2}\/[^']+)\.js'|\bimport\(\s*'(\.{1,2}\/[^']+)\.js'/gm;

/** Each module's relative imports under src/ and components/, as paths from the repository root. */
function importGraph(): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of [...sources(join(ROOT, 'src')), ...sources(join(ROOT, 'components'))]) {
    const text = readFileSync(file, 'utf8');
    const deps = [...text.matchAll(IMPORT)].map((m) => relative(ROOT, resolve(dirname(file), `${m[1] ?? m[2] ?? m[3]}.ts`)));
    graph.set(relative(ROOT, file), [...new Set(deps)]);
  }
  return graph;
}

/** One cycle per strongly connected group found by depth-first search, as a path of modules. */
function cycles(graph: Map<string, string[]>): string[][] {
  const found: string[][] = [];
  const state = new Map<string, 'open' | 'done'>();
  const stack: string[] = [];
  const visit = (m: string) => {
    state.set(m, 'open');
    stack.push(m);
    for (const d of graph.get(m) ?? []) {
      if (state.get(d) === 'open') found.push([...stack.slice(stack.indexOf(d)), d]);
      else if (!state.has(d)) visit(d);
    }
    stack.pop();
    state.set(m, 'done');
  };
  for (const m of [...graph.keys()].sort()) if (!state.has(m)) visit(m);
  return found;
}

/** The modules under `dir`, with only their imports under it, less the `skip` ones. */
function subgraph(graph: Map<string, string[]>, dir: string, skip: [string, string, string][] = []): Map<string, string[]> {
  const inside = (m: string) => m.startsWith(`${dir}/`);
  const skipped = (m: string, d: string) => skip.some(([from, to]) => from === m && to === d);
  return new Map([...graph].filter(([m]) => inside(m)).map(([m, deps]) => [m, deps.filter((d) => inside(d) && !skipped(m, d))]));
}

/** Every import of the graph as `from → to`, for readable failures. */
function edges(graph: Map<string, string[]>, keep: (from: string, to: string) => boolean): string[] {
  return [...graph].flatMap(([m, deps]) => deps.filter((d) => keep(m, d)).map((d) => `${m} → ${d}`));
}

const layerOf = (m: string) => LAYERS.findIndex((l) => m.startsWith(`${l}/`));
/** The component folder a module of components/ is in ('shared' included), else null. */
const componentOf = (m: string) => (m.startsWith('components/') ? m.split('/')[1] : null);
const isFront = (m: string) => m === `components/${componentOf(m)}/${componentOf(m)}.ts`;

function reachesIn(from: string, to: string): boolean {
  const a = componentOf(from);
  const b = componentOf(to);
  return a !== null && b !== null && a !== b && b !== 'shared' && !isFront(to);
}

/** Whether `start` imports `goal`, directly or through other modules. */
function reaches(graph: Map<string, string[]>, start: string, goal: string): boolean {
  const seen = new Set([start]);
  const todo = [start];
  while (todo.length) {
    for (const d of graph.get(todo.pop()!) ?? []) {
      if (d === goal) return true;
      if (!seen.has(d)) todo.push(d);
      seen.add(d);
    }
  }
  return false;
}

describe('the source tree’s imports', () => {
  const graph = importGraph();

  it('each name a module of the tree', () => {
    expect(graph.get('src/engine/game.ts')?.length).toBeGreaterThan(0);
    expect(edges(graph, (_, d) => !graph.has(d))).toEqual([]);
  });

  it(`run down the layers, ${LAYERS.join(' → ')}, never up`, () => {
    const up = edges(graph, (m, d) => layerOf(m) >= 0 && layerOf(d) > layerOf(m));
    expect(up, 'a layer imports only itself and the layers before it').toEqual([]);
  });

  it('reach components/ from src/ only in src/app', () => {
    expect(edges(graph, (m, d) => m.startsWith('src/') && !m.startsWith('src/app/') && d.startsWith('components/'))).toEqual([]);
  });

  it('form no cycle in src/, types included', () => {
    expect(cycles(subgraph(graph, 'src')).map((c) => c.join(' → '))).toEqual([]);
  });

  it('form no cycle in components/ beyond the known ones', () => {
    expect(cycles(subgraph(graph, 'components', KNOWN_CIRCLES)).map((c) => c.join(' → '))).toEqual([]);
  });

  it('use another component only through its front file, beyond the known ones', () => {
    const known = (m: string, d: string) => KNOWN_REACH_INS.some(([from, to]) => from === m && to === d);
    expect(edges(graph, (m, d) => reachesIn(m, d) && !known(m, d))).toEqual([]);
  });

  it('list no known exception that is fixed (or moved): it leaves the list', () => {
    const imports = (from: string, to: string) => graph.get(from)?.includes(to) ?? false;
    const fixedCircles = KNOWN_CIRCLES.filter(([from, to]) => !imports(from, to) || !reaches(graph, to, from));
    const fixedReachIns = KNOWN_REACH_INS.filter(([from, to]) => !imports(from, to));
    expect([...fixedCircles, ...fixedReachIns].map(([from, to]) => `${from} → ${to}`)).toEqual([]);
  });

  it('leave the sync session to the table: no component reads an online table’s session', () => {
    // a property read across the table, which the import graph cannot see ("table.session.requests…")
    const reads = sources(join(ROOT, 'components')).flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .flatMap((line, i) => (/\.session\b(?!Storage|Options|IceServers)/.test(line) ? [`${relative(ROOT, file)}:${i + 1}`] : [])),
    );
    expect(reads).toEqual([]);
  });

  it('run from the engine’s game.ts down to the helpers it calls, never back', () => {
    const engine = (m: string) => `src/engine/${m}`;
    for (const helper of ['abbot.ts', 'draw-pile.ts', 'river.ts', 'scoring.ts', 'snapshot.ts', 'game-setup.ts']) expect(graph.get(engine('game.ts'))).toContain(engine(helper));
    for (const helper of ['abbot.ts', 'draw-pile.ts', 'river.ts', 'ruleset.ts', 'scoring.ts', 'snapshot.ts', 'game-setup.ts', 'hidden-bag.ts']) {
      expect(graph.get(engine(helper))).not.toContain(engine('game.ts'));
    }
    for (const helper of ['completions.ts', 'scoring.ts', 'surveyors.ts', 'snapshot.ts']) expect(graph.get(engine(`new-world/${helper}`))).not.toContain(engine('new-world/game.ts'));
  });
});
