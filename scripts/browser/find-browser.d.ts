/** Types of scripts/browser/find-browser.js for TypeScript callers (tests, e2e helpers, benchmarks). */
export interface BrowserSystem {
  platform: string;
  env: Record<string, string | undefined>;
  uid: number | undefined;
  isExecutable(path: string): boolean;
  readFile(path: string): string | undefined;
}
export type BrowserPlan = { action: 'use'; path: string } | { action: 'install'; steps: string[][]; command: string; note: string } | { action: 'stop'; message: string };
export const CHROMIUM_ARGS: string[];
export const BROWSER_LOCATIONS: { linux: string[]; darwin: string[] };
export const INSTALL_SWITCH: string;
export function isDebianLike(system: BrowserSystem): boolean;
export function findBrowser(system: BrowserSystem): string | undefined;
export function missingBrowserMessage(system: BrowserSystem): string;
export function planBrowser(system: BrowserSystem): BrowserPlan;
export function realSystem(): BrowserSystem;
export function chromiumPath(): string;
