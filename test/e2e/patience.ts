/**
 * Set up before every end-to-end file: the waits in these tests (`expect.poll`'s timeouts) guard
 * against a hang; they are not speed checks. On a busy two-core machine (the Node suite runs beside
 * this one) a browser is only slower, so every poll waits three times as long as it says before it
 * fails (CARC_E2E_PATIENCE sets the factor). Promises about time that the product makes are checked
 * against the clock in the tests themselves, untouched by this.
 */
import { expect } from 'vitest';

const FACTOR = Number(process.env.CARC_E2E_PATIENCE ?? 3);
const poll = expect.poll;

expect.poll = ((check, options) => {
  const timeout = (typeof options === 'number' ? options : (options?.timeout ?? 1000)) * FACTOR;
  return poll(check, typeof options === 'object' ? { ...options, timeout } : { timeout });
}) as typeof expect.poll;
