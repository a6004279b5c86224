/** Player colours offered in the lobby (distinct in light and dark themes and for common colour blindness). */
export const PLAYER_COLORS: readonly { name: string; value: string }[] = [
  { name: 'Red', value: '#d7263d' },
  { name: 'Blue', value: '#1b6ee0' },
  { name: 'Yellow', value: '#f2b705' },
  { name: 'Green', value: '#2e9e44' },
  { name: 'Black', value: '#2b2b33' },
  { name: 'Pink', value: '#d35fb7' },
];

export const colorName = (value: string) => PLAYER_COLORS.find((c) => c.value === value)?.name ?? value;
