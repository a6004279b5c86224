/** Small inline icons shared by the game's components (drawn here, no icon font). */
import { svg } from 'lit';

export const MEEPLE_PATH =
  'M12 2.5a3 3 0 0 1 3 3c0 .9-.4 1.6-1 2.2 2.6.6 6.3 2 7.4 3.6.6.9-.3 1.7-1.3 1.5l-3.7-.7 3 7.3c.3.7-.2 1.4-1 1.4h-3.2L12 16.5l-3.2 4.3H5.6c-.8 0-1.3-.7-1-1.4l3-7.3-3.7.7c-1 .2-1.9-.6-1.3-1.5 1.1-1.6 4.8-3 7.4-3.6-.6-.6-1-1.3-1-2.2a3 3 0 0 1 3-3z';

/** A follower icon in a player's colour; styles with `.meeple-icon path` ring it (base.styles.ts) so it reads on any surface. */
export const meeple = (color = 'currentColor') =>
  svg`<svg class="meeple-icon" viewBox="0 0 24 24" width="1em" height="1em" aria-hidden="true"><path d=${MEEPLE_PATH} fill=${color} stroke="rgba(0,0,0,.45)" stroke-width="1"/></svg>`;

const icon = (d: string) =>
  svg`<svg viewBox="0 0 24 24" width="1.25em" height="1.25em" aria-hidden="true" fill="none" stroke="currentColor" stroke-width="2.2" stroke-linecap="round" stroke-linejoin="round"><path d=${d}/></svg>`;

export const ICONS = {
  rotate: icon('M20 11a8 8 0 1 0-2.3 5.7M20 4v7h-7'),
  undo: icon('M9 14 4 9l5-5M4 9h10.5a5.5 5.5 0 0 1 0 11H11'),
  check: icon('M4 12.5 9.5 18 20 6'),
  none: icon('M6 6l12 12M18 6 6 18'),
  copy: icon('M9 9h10v11H9zM5 15V4h10'),
  download: icon('M12 3v12m-5-5 5 5 5-5M4 20h16'),
  upload: icon('M12 21V9m-5 5 5-5 5 5M4 4h16'),
  plus: icon('M12 5v14M5 12h14'),
  minus: icon('M5 12h14'),
  fit: icon('M4 9V4h5M20 9V4h-5M4 15v5h5M20 15v5h-5'),
  play: icon('M7 4l13 8-13 8z'),
  menu: icon('M4 7h16M4 12h16M4 17h16'),
  chevron: icon('M9 6l6 6-6 6'),
  link: icon('M10 14a4.5 4.5 0 0 0 6.4 0l3.2-3.2a4.5 4.5 0 0 0-6.4-6.4L12 5.6M14 10a4.5 4.5 0 0 0-6.4 0l-3.2 3.2a4.5 4.5 0 0 0 6.4 6.4l1.2-1.2'),
  share: icon('M12 3v12M7 8l5-5 5 5M5 12v8h14v-8'),
  eye: icon('M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12zM12 9a3 3 0 1 0 0 6 3 3 0 0 0 0-6z'),
} as const;
