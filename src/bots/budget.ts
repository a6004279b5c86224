/**
 * How long a bot may think, given by its caller: a number of search iterations (the same state and
 * seed then give the same move on every machine, which online verification needs) or a time in
 * milliseconds with the clock to read it by (the search itself never reads a clock of its own).
 */
export type Budget = { iterations: number } | { timeMs: number; now: () => number };

/** Counts the search's iterations and says when the budget is spent. */
export class BudgetMeter {
  iterations = 0;
  private readonly start: number;

  constructor(private readonly budget: Budget) {
    this.start = 'now' in budget ? budget.now() : 0;
  }

  /** Whether another iteration may start; the first is always allowed so that a move is found. */
  more(): boolean {
    if (this.iterations === 0) return true;
    const b = this.budget;
    if ('iterations' in b) return this.iterations < b.iterations;
    return b.now() - this.start < b.timeMs;
  }

  /** Time left as a fraction of the budget (iterations or milliseconds), 0 when spent. */
  left(): number {
    const b = this.budget;
    const used = 'iterations' in b ? this.iterations / Math.max(1, b.iterations) : (b.now() - this.start) / Math.max(1, b.timeMs);
    return Math.max(0, 1 - used);
  }

  tick(): void {
    this.iterations++;
  }

  /** Counts `k` units of work at once (the expert search counts positions valued). */
  spend(k: number): void {
    this.iterations += k;
  }
}
