/**
 * Player colours and the fixed palette of the tile art, shared by `<carc-board>`, `<carc-game>` and
 * anything that draws tiles or followers.
 */

/** The default player colours, in seat order: distinct for common colour blindness and on light or dark boards. */
export const DEFAULT_PLAYER_COLORS: readonly { name: string; value: string }[] = [
  { name: 'yellow', value: '#f2b705' },
  { name: 'red', value: '#d7263d' },
  { name: 'green', value: '#2e9e44' },
  { name: 'blue', value: '#1b6ee0' },
  { name: 'black', value: '#2b2b33' },
  { name: 'pink', value: '#d35fb7' },
];

/** Just the colour values of the default palette. */
export const DEFAULT_COLORS: readonly string[] = DEFAULT_PLAYER_COLORS.map((c) => c.value);

/** A person's name for a colour ("red"), or the colour itself when it is not in the palette. */
export function colorName(value: string): string {
  return DEFAULT_PLAYER_COLORS.find((c) => c.value.toLowerCase() === value.toLowerCase())?.name ?? value;
}

/** Relative luminance of a `#rgb`/`#rrggbb` colour (0 black … 1 white); 0.5 for anything else. */
export function luminance(color: string): number {
  const m = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(color.trim());
  if (!m) return 0.5;
  const hex = m[1].length === 3 ? [...m[1]].map((c) => c + c).join('') : m[1];
  const [r, g, b] = [0, 2, 4].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG contrast ratio of two `#rgb`/`#rrggbb` colours (1 … 21). */
export function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

/** `a` mixed into `b` (weight of `a` from 0 to 1), in sRGB as CSS color-mix(in srgb) does. */
export function mix(a: string, weight: number, b: string): string {
  const rgb = (c: string) => {
    const h = c.replace('#', '');
    const full = h.length === 3 ? [...h].map((x) => x + x).join('') : h;
    return [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16));
  };
  const [x, y] = [rgb(a), rgb(b)];
  return `#${x
    .map((v, i) =>
      Math.round(v * weight + y[i] * (1 - weight))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

/** Fixed colours of the printed tiles: tiles stay the same in a dark theme, like cardboard on a dark table. */
export const ART = {
  field: '#93c15f',
  fieldDark: '#6e9c41',
  fieldLight: '#a9d074',
  road: '#f3ead2',
  roadEdge: '#9a8a6a',
  city: '#e0c08a',
  cityShade: '#cfa96c',
  wall: '#7a5a36',
  wallTop: '#d9c7a0',
  house: '#f4ead6',
  roof: '#b4533c',
  roofDark: '#8e3b2a',
  water: '#4f9bd6',
  waterLight: '#9fd0f2',
  bank: '#6f8f4a',
  stone: '#d8d2c4',
  hedge: '#3f7d32',
  hedgeLight: '#5a9a43',
  flower: ['#f7e15a', '#f08bb3', '#ffffff'],
  pennantBlue: '#2b5fb8',
  tileEdge: 'rgba(40, 50, 20, 0.35)',
} as const;
