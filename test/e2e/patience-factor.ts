/**
 * How many times longer than it says an end-to-end wait lasts before it fails (CARC_E2E_PATIENCE,
 * 3 unless set): the waits guard against a hang, and on a busy two-core machine a browser is only
 * slower. Read by the setup file (test/e2e/patience.ts) and by the helpers' own waits.
 */
export const PATIENCE = Number(process.env.CARC_E2E_PATIENCE ?? 3);

/** `ms` stretched by the patience factor. */
export const patient = (ms: number): number => ms * PATIENCE;
