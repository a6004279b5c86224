/**
 * A web developer's projects around the packed package (issue 23), in a temporary folder: `npm
 * pack` the tarball once (prepack builds it), then a fresh Vite app as create-vite makes one (its
 * tsconfig with `erasableSyntaxOnly`, `verbatimModuleSyntax`, `moduleResolution: bundler`, strict,
 * `useDefineForClassFields` left at its default), with `carcassonne-p2p`, `lit` and `yjs` from the
 * tarball and the local npm cache, and a Lit element of its own (so the bundle has a reason to hold
 * Lit twice); and a plain HTML page that takes the package's standalone copy as docs/embedding.md says.
 */
import { execFile } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const ROOT = resolve('.');
const version = (name: string): string => JSON.parse(readFileSync(join(ROOT, 'node_modules', name, 'package.json'), 'utf8')).version;

/** create-vite's TypeScript template's tsconfig (vanilla-ts), as a new project gets it. */
export const CREATE_VITE_TSCONFIG = {
  compilerOptions: {
    target: 'ES2022',
    module: 'ESNext',
    lib: ['ES2022', 'DOM', 'DOM.Iterable'],
    types: ['vite/client'],
    skipLibCheck: true,
    moduleResolution: 'bundler',
    allowImportingTsExtensions: true,
    verbatimModuleSyntax: true,
    moduleDetection: 'force',
    noEmit: true,
    strict: true,
    noUnusedLocals: true,
    noUnusedParameters: true,
    erasableSyntaxOnly: true,
    noFallthroughCasesInSwitch: true,
    noUncheckedSideEffectImports: true,
  },
  include: ['src'],
};

// the host's page: the game, and a Lit element of its own that follows the game's typed events
const INDEX_HTML = `<!doctype html>
<html lang="en">
  <head><meta charset="UTF-8" /><link rel="icon" href="data:," /><title>Host app</title></head>
  <body>
    <host-note></host-note>
    <carc-game style="display:block;height:90vh"></carc-game>
    <script type="module" src="/src/main.ts"></script>
  </body>
</html>
`;

const MAIN_TS = `import 'carcassonne-p2p/game';
import type { CarcGameState } from 'carcassonne-p2p';
import { LitElement, html } from 'lit';

class HostNote extends LitElement {
  static properties = { moves: { type: Number }, scores: { attribute: false } };
  declare moves: number;
  declare scores: number[];
  constructor() {
    super();
    this.moves = 0;
    this.scores = [];
  }
  render() {
    return html\`<p>Moves seen: <output>\${this.moves}</output>, scores: <output>\${this.scores.join(' ')}</output></p>\`;
  }
}
customElements.define('host-note', HostNote);

const game = document.querySelector('carc-game')!;
const note = document.querySelector('host-note') as HostNote;
game.addEventListener('carc-move', (e) => {
  if (e.detail.player >= 0) note.moves += 1;
});
game.addEventListener('carc-state', (e) => {
  const state: CarcGameState = e.detail.state;
  note.scores = state.scores;
});
game.addEventListener('carc-game-over', (e) => console.log('final', e.detail.scores.join(' ')));
`;

// a deliberate mistake: carc-move's detail has no \`score\`, and play() takes a move, not a string
const MISTAKE_TS = `import 'carcassonne-p2p/game';
const game = document.querySelector('carc-game')!;
game.addEventListener('carc-move', (e) => console.log(e.detail.score));
void game.play('E at 0,1');
`;

const PLAIN_HTML = `<!doctype html>
<html lang="en">
  <head><meta charset="UTF-8" /><link rel="icon" href="data:," /><title>Plain page</title></head>
  <body>
    <carc-game style="display:block;height:90vh"></carc-game>
    <script type="module" src="./carcassonne/carc-game.js"></script>
  </body>
</html>
`;

export interface HostProjects {
  dir: string;
  /** the Vite app, its dependencies installed */
  app: string;
  /** the plain page's folder: index.html and carcassonne/ (the standalone copy) */
  plain: string;
  tarball: string;
}

/** Packs this repository and sets both projects up; the slow part (prepack's build, npm install). */
export async function makeHostProjects(): Promise<HostProjects> {
  const dir = mkdtempSync(join(tmpdir(), 'carc-package-'));
  try {
    return await setUp(dir);
  } catch (e) {
    rmSync(dir, { recursive: true, force: true });
    throw e;
  }
}

async function setUp(dir: string): Promise<HostProjects> {
  const { stdout } = await run('npm', ['pack', '--pack-destination', dir, '--silent'], { cwd: ROOT, maxBuffer: 1 << 24 });
  const tarball = join(dir, stdout.trim().split('\n').pop()!);
  const app = join(dir, 'app');
  mkdirSync(join(app, 'src'), { recursive: true });
  const pkg = {
    name: 'host-app',
    private: true,
    type: 'module',
    // the versions this repository installed, so that the local npm cache has them
    dependencies: { 'carcassonne-p2p': `file:${tarball}`, lit: version('lit'), yjs: version('yjs') },
    devDependencies: { vite: version('vite'), typescript: version('typescript') },
  };
  writeFileSync(join(app, 'package.json'), JSON.stringify(pkg, null, 2));
  writeFileSync(join(app, 'tsconfig.json'), JSON.stringify(CREATE_VITE_TSCONFIG, null, 2));
  writeFileSync(join(app, 'index.html'), INDEX_HTML);
  writeFileSync(join(app, 'src', 'main.ts'), MAIN_TS);
  // the mistake lives outside src/, checked by a tsconfig of its own
  mkdirSync(join(app, 'mistake'));
  writeFileSync(join(app, 'mistake', 'mistake.ts'), MISTAKE_TS);
  writeFileSync(join(app, 'tsconfig.mistake.json'), JSON.stringify({ extends: './tsconfig.json', include: ['mistake'] }, null, 2));
  await run('npm', ['install', '--prefer-offline', '--no-audit', '--no-fund', '--loglevel=error'], { cwd: app, maxBuffer: 1 << 24 });

  // the plain page copies the package's standalone folder next to itself
  const plain = join(dir, 'site', 'plain');
  mkdirSync(plain, { recursive: true });
  cpSync(join(app, 'node_modules', 'carcassonne-p2p', 'dist-lib', 'standalone'), join(plain, 'carcassonne'), { recursive: true });
  writeFileSync(join(plain, 'index.html'), PLAIN_HTML);
  return { dir, app, plain, tarball };
}

/** The host app's own Vite (not this repository's), loaded from its node_modules. */
export async function hostVite(app: string): Promise<typeof import('vite')> {
  return import(join(app, 'node_modules', 'vite', 'dist', 'node', 'index.js'));
}

/**
 * Runs the host's `tsc --noEmit -p <config>`: its exit code and output, in plain text whatever the
 * environment says (npm test sets FORCE_COLOR=0, which tsc reads as "colours on").
 */
export async function hostTsc(app: string, config: string): Promise<{ code: number; output: string }> {
  try {
    const { stdout, stderr } = await run(join(app, 'node_modules', '.bin', 'tsc'), ['--noEmit', '--pretty', 'false', '-p', config], { cwd: app });
    return { code: 0, output: stdout + stderr };
  } catch (e) {
    const err = e as { code?: number; stdout?: string; stderr?: string };
    return { code: typeof err.code === 'number' ? err.code : 1, output: `${err.stdout ?? ''}${err.stderr ?? ''}` };
  }
}

/** Builds the host app for production with `base` into `outDir` (vitest's NODE_ENV=test would make it a development build). */
export async function buildHostApp(app: string, base: string, outDir: string): Promise<void> {
  const vite = await hostVite(app);
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await vite.build({ root: app, base, logLevel: 'silent', configFile: false, build: { outDir, emptyOutDir: true } });
  } finally {
    process.env.NODE_ENV = nodeEnv;
  }
}
