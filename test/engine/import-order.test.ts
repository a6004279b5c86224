/**
 * The engine reads from the bottom up: no module imports, even for types only, a module that
 * imports it back (issue 11: game.ts and the helpers it calls used to import each other).
 */
import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../../src/engine/', import.meta.url));

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? sources(join(dir, e.name)) : e.name.endsWith('.ts') ? [join(dir, e.name)] : []));
}

/** Each module's relative imports (values and types, re-exports too), as paths from src/engine. */
function importGraph(): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of sources(ROOT)) {
    const text = readFileSync(file, 'utf8');
    const deps = [...text.matchAll(/(?:from|import)\s*\(?\s*'(\.{1,2}\/[^']+)\.js'/g)].map((m) => relative(ROOT, resolve(dirname(file), `${m[1]}.ts`)));
    graph.set(relative(ROOT, file), deps);
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

describe('the engine’s imports', () => {
  const graph = importGraph();

  it('form no cycle, types included', () => {
    expect(cycles(graph).map((c) => c.join(' → '))).toEqual([]);
  });

  it('run from game.ts down to the helpers it calls, never back', () => {
    for (const helper of ['abbot.ts', 'draw-pile.ts', 'river.ts', 'scoring.ts', 'snapshot.ts', 'game-setup.ts']) expect(graph.get('game.ts')).toContain(helper);
    for (const helper of ['abbot.ts', 'draw-pile.ts', 'river.ts', 'ruleset.ts', 'scoring.ts', 'snapshot.ts', 'game-setup.ts', 'hidden-bag.ts']) {
      expect(graph.get(helper)).not.toContain('game.ts');
    }
    for (const helper of ['completions.ts', 'scoring.ts', 'surveyors.ts', 'snapshot.ts']) expect(graph.get(`new-world/${helper}`)).not.toContain('new-world/game.ts');
  });
});
