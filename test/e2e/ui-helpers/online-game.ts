/**
 * Two app pages at one online table, played through `<carc-game>`'s script API: the state each
 * shows, and a game played to its end by whichever seat is to move, checked to end alike on both.
 */
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

export type AppState = { phase: string; turn: number; finished: boolean; scores: number[]; players: { name: string }[]; mySeat: number | null; current: number };
type Api = { state: AppState; legalMoves(): unknown[]; play(m: unknown): Promise<void>; record(): unknown };

export const appState = (page: Page): Promise<AppState> => page.evaluate(() => (document.querySelector('carc-game') as unknown as Api).state);

const recordOf = (page: Page) => page.evaluate(() => JSON.stringify((document.querySelector('carc-game') as unknown as Api).record()));

/**
 * Both seats play legal moves (the middle one of the list) until the game ends, each only once it
 * has seen the other's last move; then both pages must hold the identical record and scores.
 * Returns the record.
 */
export async function playToTheEnd(a: Page, b: Page): Promise<{ deck: string[]; moves: unknown[] }> {
  for (let guard = 0; guard < 4000; guard++) {
    const [sa, sb] = [await appState(a), await appState(b)];
    if (sa.finished && sb.finished) break;
    const ready = sa.turn === sb.turn;
    const mover = ready && !sa.finished && sa.current === sa.mySeat ? a : ready && !sb.finished && sb.current === sb.mySeat ? b : null;
    if (!mover) {
      await new Promise((r) => setTimeout(r, 25));
      continue;
    }
    await mover.evaluate(async () => {
      const el = document.querySelector('carc-game') as unknown as Api;
      const moves = el.legalMoves();
      if (moves.length) await el.play(moves[Math.floor(moves.length / 2)]).catch(() => {});
    });
  }
  await expect.poll(async () => (await appState(a)).finished && (await appState(b)).finished, { timeout: 30_000 }).toBe(true);
  const [recA, recB] = [await recordOf(a), await recordOf(b)];
  expect(recB).toBe(recA);
  expect((await appState(b)).scores).toEqual((await appState(a)).scores);
  return JSON.parse(recA);
}
