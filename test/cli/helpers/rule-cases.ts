/** One rules object per rules key (and all at once): the cases the CLI and the bots are tried under. */
export const RULE_CASES: Record<string, object> = {
  'River I and II with The Abbot': { river: 'river1+2', abbot: true },
  'The River I': { river: 'river1' },
  'The River II': { river: 'river2' },
  'first-edition farmers': { farmers: 'c1' },
  'no farmers': { farmers: 'off' },
  'first-edition tiny cities': { tinyCity: true },
  'four followers': { followers: 4 },
  'a random start player': { startPlayer: 'random' },
  'a hand of three': { hand: 3 },
  'the next tile shown': { previewNextTile: true },
  'the start tile in the bag': { startTileInBag: true },
  'unplaceable tiles returned': { unplaceable: 'return' },
  'a bonus turn for a hole': { holeBonusTurn: true },
  'incomplete features unscored': { scoreIncomplete: false },
  'a 7×7 table': { board: { width: 7, height: 7 } },
  'a 9×9 table whose edge completes': { board: { width: 9, height: 9 }, borderCompletes: true },
  'everything at once': {
    river: 'river1+2', abbot: true, hand: 3, unplaceable: 'return', holeBonusTurn: true, farmers: 'c1',
    board: { width: 13, height: 11 }, borderCompletes: true, startPlayer: 'random',
  },
};
