/** Types of install-steps.js for the TypeScript that reuses it (bench/audience-processes.ts). */
export function stop(line: string): never;
export function runSteps(steps: string[][], what: string, fix: string): void;
