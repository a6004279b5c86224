/**
 * Two app pages at one online table: the host opens it and sits, the guest sits as a person would
 * (through the UI), and the game is played through `<carc-game>`'s script API to its end by
 * whichever seat is to move, checked to end alike on both.
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

/** Takes a seat in the online lobby as a person does: a name, a colour, the button. */
export async function sit(page: Page, name: string, colour: string): Promise<void> {
  await page.getByLabel('Name').fill(name);
  await page.getByRole('radio', { name: colour }).click();
  await page.getByRole('button', { name: 'Take a seat' }).click();
}

/** Ann opens an online table on the app's welcome screen and takes a seat; returns the game link. */
export async function hostTable(page: Page): Promise<string> {
  await page.getByRole('button', { name: /Play online/ }).click();
  const linkBox = page.getByRole('textbox', { name: 'Game link' });
  await expect.poll(() => linkBox.inputValue()).toContain('#');
  await page.getByLabel('Name').fill('Ann');
  await page.getByRole('button', { name: 'Take a seat' }).click();
  await expect.poll(async () => (await appState(page)).players.length).toBe(1);
  return linkBox.inputValue();
}

/** Bob (on Ann's link) sits as a person would, and Ann starts a full game; resolves once Bob's page plays. */
export async function seatBobAndStart(a: Page, b: Page): Promise<void> {
  // Bob sees Ann at the table, then picks his name and colour
  await expect.poll(async () => (await appState(b)).players.map((p) => p.name), { timeout: 60_000 }).toEqual(['Ann']);
  await sit(b, 'Bob', 'Blue');
  await expect.poll(async () => (await appState(a)).players.map((p) => p.name), { timeout: 60_000 }).toEqual(['Ann', 'Bob']);
  await a.getByRole('button', { name: /Start the game/ }).click();
  await expect.poll(async () => (await appState(b)).phase, { timeout: 30_000 }).toBe('playing');
}

/** Bob (on Ann's link) sits, Ann starts a full game, and both play their legal moves until it ends alike on both. */
export async function playWholeGame(a: Page, b: Page): Promise<{ deck: string[]; moves: unknown[] }> {
  await seatBobAndStart(a, b);
  const rec = await playToTheEnd(a, b);
  expect(rec.deck.length).toBe(71);
  expect(rec.moves.length).toBeGreaterThan(40);
  return rec;
}
