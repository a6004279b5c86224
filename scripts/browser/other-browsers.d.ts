/** Types of scripts/browser/other-browsers.js for TypeScript callers (test/browsers/ and its drivers). */
import type { BrowserSystem } from './find-browser.js';

export type OtherBrowserPaths = { firefox: string; webkitDriver: string; miniBrowser: string; xvfb: string };
export type OtherBrowsersPlan = { action: 'use'; paths: OtherBrowserPaths } | { action: 'install'; steps: string[][]; command: string; note: string } | { action: 'stop'; message: string };
export const OTHER_BROWSER_TOOLS: { name: keyof OtherBrowserPaths; package: string; paths: string[] }[];
export function findOtherBrowsers(system: BrowserSystem): Partial<OtherBrowserPaths>;
export function planOtherBrowsers(system: BrowserSystem): OtherBrowsersPlan;
export function otherBrowserPaths(): OtherBrowserPaths;
