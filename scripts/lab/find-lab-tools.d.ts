/** Types of scripts/lab/find-lab-tools.js for TypeScript callers (the NAT lab and its tests). */
import type { BrowserSystem } from '../browser/find-browser.js';

export type LabPlan = { action: 'use'; tools: Record<string, string> } | { action: 'install'; steps: string[][]; command: string; note: string } | { action: 'stop'; message: string };
export const LAB_TOOLS: { command: string; package: string }[];
export const LAB_INSTALL_SWITCH: string;
export function findLabTools(system: BrowserSystem): Record<string, string | undefined>;
export function planLab(system: BrowserSystem): LabPlan;
export function labTools(): Record<string, string>;
