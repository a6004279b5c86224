/**
 * The game's own colours for a light and a dark page: the surfaces things sit on, and the ring
 * drawn round every player colour (chips, turn dots, follower icons, the current player's outline)
 * so that each palette colour reads on both, black on a dark panel and yellow on a light one
 * alike. The numbers are checked by test/components/player-colors.test.ts.
 */
export interface Theme {
  /** behind everything (the lobby, the board's surroundings) */
  page: string;
  /** panels and cards */
  surface: string;
  /** rows, hovered and opened entries */
  surface2: string;
  text: string;
  muted: string;
  line: string;
  /** the outline round a player's colour */
  ring: string;
}

export const THEMES: { light: Theme; dark: Theme } = {
  light: { page: '#e9e3d6', surface: '#fffdf8', surface2: '#f3eee4', text: '#1f1c17', muted: '#6b6357', line: '#e2dacb', ring: '#4a443b' },
  dark: { page: '#171510', surface: '#24211c', surface2: '#2f2b25', text: '#f1ece3', muted: '#b3aa9b', line: '#3d382f', ring: '#e6dfd2' },
};
