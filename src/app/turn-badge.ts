/**
 * The tab's title and icon during an online game: "● Your turn · Carcassonne" while it is this
 * browser's turn, and, when that turn started with the tab in the background (`carc-turn-alert`
 * from <carc-game>), a count in the title, "(1) Your turn · Carcassonne", and a dot on the icon,
 * until the tab is shown again or the turn is played. The badge is one of the turn alerts' settings
 * (components/shared/turn-alert-settings.ts). Nothing blinks: a title that flashes is motion too.
 * The page's own business, so the app opts in (src/app/main.ts); <carc-game> never touches them.
 */
import type { CarcGame } from '../../components/carc-game/carc-game.js';
import { loadTurnAlerts } from '../../components/shared/turn-alert-settings.js';

const TITLE = 'Carcassonne';
const DOT = '<circle cx="19" cy="5" r="4.6" fill="#e8202f" stroke="#fff" stroke-width="1.6"/>';

export function showTurnInTab(el: CarcGame): void {
  const link = document.querySelector<HTMLLinkElement>('link[rel~="icon"]');
  const plainIcon = link?.href ?? '';
  let badgedIcon: Promise<string> | null = null;
  let mine = false;
  let badge = false;

  const show = () => {
    document.title = badge ? `(1) Your turn · ${TITLE}` : mine ? `● Your turn · ${TITLE}` : TITLE;
    if (!link) return;
    if (!badge) {
      if (link.href !== plainIcon) link.href = plainIcon;
      return;
    }
    badgedIcon ??= iconWithDot(plainIcon);
    void badgedIcon.then((href) => badge && (link.href = href));
  };

  el.addEventListener('carc-state', (e) => {
    const st = (e as CustomEvent<{ state: CarcGame['state'] }>).detail.state;
    mine = st.mode === 'online' && st.phase === 'playing' && st.current === st.mySeat;
    show();
  });
  el.addEventListener('carc-turn-alert', (e) => {
    badge = (e as CustomEvent<{ on: boolean }>).detail.on && loadTurnAlerts().badge;
    show();
  });
}

/** The page's SVG icon with a red dot in its corner, as a data URL (a plain dot when it cannot be read). */
async function iconWithDot(href: string): Promise<string> {
  let text = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><rect width="24" height="24" rx="5" fill="#93c15f"/></svg>';
  try {
    const res = await fetch(href);
    const body = await res.text();
    if (res.ok && body.includes('</svg>')) text = body;
  } catch {
    // offline without the icon cached: the plain tile with its dot
  }
  return `data:image/svg+xml,${encodeURIComponent(text.replace(/<\/svg>\s*$/, `${DOT}</svg>`))}`;
}
