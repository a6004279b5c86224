/**
 * The size budgets of issue 23 and how a build is measured against them, shared by the report
 * (bench/ui-size.ts) and the test that keeps them (test/e2e/hosting-subpath.test.ts, on the build
 * it serves):
 * - the app's first load, what a visitor downloads before the first screen: index.html, the entry
 *   chunk and every chunk it imports statically or preloads (and their CSS), at most 130 KB gzip;
 * - `<carc-board>` built alone as a library (Lit included), what a page embedding it downloads
 *   before it paints, at most 25 KB gzip.
 * Everything else is loaded on demand: a dynamic `import()`, or a file named in the code (a worker's
 * `new URL(…, import.meta.url)`, the service worker, a preload list). Every script and style sheet
 * of a build is one or the other; one that is neither is nobody's (`unclassified`).
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, posix, resolve, sep } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build, parseAst, type Rollup } from 'vite';

export const FIRST_LOAD_BUDGET = 130 * 1024;
export const BOARD_BUDGET = 25 * 1024;

/** Bytes once gzipped at level 9, as a static host serves a file. */
export const gzipSize = (file: string) => gzipSync(readFileSync(file), { level: 9 }).length;
export const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

export interface Classified {
  /** scripts and style sheets downloaded before the first screen (paths relative to the build) */
  firstLoad: string[];
  /** the others, downloaded when used */
  onDemand: string[];
  /** scripts and style sheets nothing loads */
  unclassified: string[];
  /** gzip bytes of the first load (the HTML page included when there is one) */
  firstLoadBytes: number;
  /** gzip bytes of each script and style sheet */
  sizes: Map<string, number>;
}

const isCode = (f: string) => /\.(m?js|css)$/.test(f);

function filesIn(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((f) => statSync(join(dir, f)).isFile())
    .map((f) => f.split(sep).join('/'));
}

/** What one script refers to: `imports` (static), `later` (dynamic imports and file names in strings). */
function referencesOf(code: string): { imports: string[]; later: string[] } {
  const imports: string[] = [];
  const later: string[] = [];
  const text = (n: any): string | null =>
    n?.type === 'Literal' && typeof n.value === 'string' ? n.value : n?.type === 'TemplateLiteral' && n.expressions.length === 0 ? n.quasis[0].value.cooked : null;
  const walk = (n: any): void => {
    if (!n || typeof n !== 'object') return;
    if (Array.isArray(n)) return n.forEach(walk);
    if ((n.type === 'ImportDeclaration' || n.type === 'ExportNamedDeclaration' || n.type === 'ExportAllDeclaration') && n.source) imports.push(n.source.value);
    else if (n.type === 'ImportExpression' && text(n.source)) later.push(text(n.source)!);
    else if (text(n) && /\.(m?js|css)$/.test(text(n)!)) later.push(text(n)!);
    for (const k in n) if (k !== 'type' && typeof n[k] === 'object') walk(n[k]);
  };
  walk(parseAst(code));
  return { imports, later };
}

/**
 * Sorts the scripts and style sheets of the build in `dir` into first load and on demand, from
 * `entries` (paths relative to `dir`; default: what index.html loads, scripts, module preloads and
 * style sheets).
 */
export function classifyBuild(dir: string, entries?: string[]): Classified {
  const files = new Set(filesIn(dir));
  const html = join(dir, 'index.html');
  const start = entries ?? [...readFileSync(html, 'utf8').matchAll(/<(?:script[^>]*\ssrc|link[^>]*\shref)="([^"]+\.(?:m?js|css))"/g)].map((m) => posix.normalize(m[1]));
  // a file name as a chunk writes it: relative to the chunk, or to the build's root (a base of '/')
  const resolveRef = (from: string, ref: string): string | null => {
    if (/^[a-z]+:/i.test(ref)) return null;
    for (const f of [posix.join(posix.dirname(from), ref), posix.normalize(ref.replace(/^\//, ''))]) if (files.has(f)) return f;
    return null;
  };
  const refs = new Map<string, ReturnType<typeof referencesOf>>();
  const refsOf = (f: string) => {
    let r = refs.get(f);
    if (!r) refs.set(f, (r = f.endsWith('.css') ? { imports: [], later: [] } : referencesOf(readFileSync(join(dir, f), 'utf8'))));
    return r;
  };
  const reach = (from: string[], follow: (f: string) => string[], seen: Set<string>) => {
    const todo = [...from];
    while (todo.length) {
      const f = todo.pop()!;
      if (seen.has(f)) continue;
      seen.add(f);
      for (const ref of follow(f)) {
        const to = resolveRef(f, ref);
        if (to && !seen.has(to)) todo.push(to);
      }
    }
    return seen;
  };
  const first = reach(start, (f) => refsOf(f).imports, new Set());
  const onDemand = new Set<string>();
  const later = [...first].flatMap((f) =>
    refsOf(f)
      .later.map((r) => resolveRef(f, r))
      .filter((t): t is string => !!t && !first.has(t)),
  );
  reach(later, (f) => [...refsOf(f).imports, ...refsOf(f).later], onDemand);
  for (const f of first) onDemand.delete(f);
  const code = [...files].filter(isCode).sort();
  const sizes = new Map(code.map((f) => [f, gzipSize(join(dir, f))]));
  const firstLoad = code.filter((f) => first.has(f));
  return {
    firstLoad,
    onDemand: code.filter((f) => onDemand.has(f)),
    unclassified: code.filter((f) => !first.has(f) && !onDemand.has(f)),
    firstLoadBytes: firstLoad.reduce((n, f) => n + sizes.get(f)!, existsSync(html) && !entries ? gzipSize(html) : 0),
    sizes,
  };
}

/**
 * Builds `<carc-board>` alone into `outDir`, as a library with Lit bundled in (what a page that
 * has no Lit of its own downloads), and classifies it from its entry, carc-board.js; `modules` are
 * the source modules in it.
 */
export async function buildBoardAlone(outDir: string): Promise<Classified & { modules: string[] }> {
  const nodeEnv = process.env.NODE_ENV;
  // under vitest NODE_ENV is 'test': Lit's development build; a page gets the production one
  process.env.NODE_ENV = 'production';
  try {
    const result = await build({
      configFile: false,
      logLevel: 'silent',
      build: {
        outDir,
        emptyOutDir: true,
        copyPublicDir: false,
        target: 'es2022',
        lib: { entry: resolve('components/carc-board/carc-board.ts'), formats: ['es'], fileName: 'carc-board' },
      },
    });
    const outputs = (Array.isArray(result) ? result : [result]) as Rollup.RollupOutput[];
    const modules = outputs.flatMap((o) => o.output.flatMap((c) => (c.type === 'chunk' ? c.moduleIds : [])));
    return { ...classifyBuild(outDir, ['carc-board.js']), modules };
  } finally {
    process.env.NODE_ENV = nodeEnv;
  }
}
