/** The rules options that change how points are counted, each as a rules object (engine and UI tests share them). */
export const SCORING_VARIANTS: [name: string, rules: Record<string, unknown>][] = [
  ['c3', {}],
  ['c1', { farmers: 'c1' }],
  ['tinyCity', { tinyCity: true }],
  ['abbot', { abbot: true }],
  ['river2 (volcano)', { river: 'river2' }],
  ['river1+2-two-lakes', { river: 'river1+2-two-lakes' }],
  ['borderCompletes', { board: { width: 7, height: 7 }, borderCompletes: true }],
];
