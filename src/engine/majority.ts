/** Who wins a feature in every game of the engine: the players with the most followers, ties all win. */

/** The players with the most followers (turn order); none when nobody has one. */
export function majority(counts: readonly number[]): number[] {
  let best = 0;
  for (const c of counts) best = Math.max(best, c);
  const winners: number[] = [];
  if (best > 0) counts.forEach((c, p) => c === best && winners.push(p));
  return winners;
}
