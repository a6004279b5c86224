/**
 * The commands the NAT lab runs as root (`ip`, `nft`), and its undo list. Every namespace and
 * process the lab makes is undone by `close()`, and also when the test process exits or is
 * interrupted (SIGINT, SIGTERM, SIGHUP), so a failed or stopped run leaves nothing on the machine.
 * A run killed outright (SIGKILL) leaves namespaces and a temporary folder named for its pid: the
 * next lab removes them.
 */
import { spawnSync } from 'node:child_process';

/** Runs a command to the end; its stdout, or an error that names the command and what it said. */
export function run(command: string, args: string[], input?: string): string {
  const r = spawnSync(command, args, { encoding: 'utf8', input });
  if (r.status !== 0) {
    const why = r.error?.message ?? (r.stderr.trim() || `exit ${r.status}`);
    throw new Error(`\`${[command, ...args].join(' ')}\` failed: ${why}`);
  }
  return r.stdout;
}

/** What the lab made, undone last-made first. Each step is synchronous, so an exit handler can run it. */
export class UndoList {
  private steps: (() => void)[] = [];

  push(step: () => void): void {
    this.steps.push(step);
  }

  /** Runs every step (one that fails does not stop the others); the first failure is returned. */
  runAll(): Error | undefined {
    let first: Error | undefined;
    while (this.steps.length) {
      try {
        this.steps.pop()!();
      } catch (e) {
        first ??= e instanceof Error ? e : new Error(String(e));
      }
    }
    return first;
  }
}

const live = new Set<UndoList>();
const SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const;
let hooked = false;

function undoEverything(): void {
  for (const list of live) list.runAll();
  live.clear();
}

/** Keeps `list` to be undone should the process end before the lab is closed. */
export function undoOnExit(list: UndoList): () => void {
  if (!hooked) {
    hooked = true;
    process.on('exit', undoEverything);
    for (const signal of SIGNALS) {
      process.once(signal, () => {
        undoEverything();
        process.exit(128 + (signal === 'SIGINT' ? 2 : signal === 'SIGTERM' ? 15 : 1));
      });
    }
  }
  live.add(list);
  return () => live.delete(list);
}
