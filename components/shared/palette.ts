/** Player colours offered in the lobby: the board's palette, so followers look the same everywhere. */
import { DEFAULT_PLAYER_COLORS, colorName as paletteName } from './colors.js';

export const PLAYER_COLORS: readonly { name: string; value: string }[] = DEFAULT_PLAYER_COLORS.map((c) => ({ name: c.name.charAt(0).toUpperCase() + c.name.slice(1), value: c.value }));

export const colorName = (value: string) => {
  const n = paletteName(value);
  return n.charAt(0).toUpperCase() + n.slice(1);
};
