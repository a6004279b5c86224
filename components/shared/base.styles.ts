/**
 * Look shared by the game's components. Colours come from `--carc-*` custom properties with light
 * and dark fallbacks, so a page themes everything by setting them once on `<carc-game>` (they
 * inherit through shadow roots). Private `--_*` copies are resolved per scheme with a media query,
 * not `light-dark()`, which Chromium resolved with the wrong scheme inside shadow roots.
 */
import { css, unsafeCSS } from 'lit';
import { THEMES } from './theme.js';

const [L, D] = [THEMES.light, THEMES.dark].map((t) => Object.fromEntries(Object.entries(t).map(([k, v]) => [k, unsafeCSS(v)])));

export const baseStyles = css`
  :host {
    color-scheme: light dark;
    font-family: var(--carc-font, system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif);
    color: var(--carc-text, ${L.text});
    --_surface: var(--carc-surface, ${L.surface});
    --_surface-2: var(--carc-surface-2, ${L.surface2});
    --_muted: var(--carc-muted, ${L.muted});
    --_line: var(--carc-line, ${L.line});
    --_page: var(--carc-bg, ${L.page});
    /* drawn round every player colour, so each reads on the surfaces of both schemes */
    --_ring: var(--carc-player-ring, ${L.ring});
    --_accent: var(--carc-accent, #2f6d3a);
    --_on-accent: var(--carc-on-accent, #ffffff);
    --_danger: var(--carc-danger, #b3261e);
    --_focus: var(--carc-focus, #1b6ee0);
    --_radius: var(--carc-radius, 14px);
    -webkit-tap-highlight-color: transparent;
  }
  @media (prefers-color-scheme: dark) {
    :host {
      color: var(--carc-text, ${D.text});
      --_surface: var(--carc-surface, ${D.surface});
      --_surface-2: var(--carc-surface-2, ${D.surface2});
      --_muted: var(--carc-muted, ${D.muted});
      --_line: var(--carc-line, ${D.line});
      --_page: var(--carc-bg, ${D.page});
      --_ring: var(--carc-player-ring, ${D.ring});
      --_accent: var(--carc-accent, #7fcf8c);
      --_on-accent: var(--carc-on-accent, #10210f);
      --_danger: var(--carc-danger, #ff8a80);
      --_focus: var(--carc-focus, #8ab4ff);
    }
  }
  *,
  *::before,
  *::after {
    box-sizing: border-box;
  }
  button,
  .button {
    font: inherit;
    font-weight: 600;
    display: inline-flex;
    align-items: center;
    justify-content: center;
    gap: 0.45em;
    min-height: 44px;
    min-width: 44px;
    padding: 0 1em;
    border-radius: 999px;
    border: 1.5px solid var(--_line);
    background: var(--_surface);
    color: inherit;
    cursor: pointer;
    text-decoration: none;
    transition: background 0.15s, transform 0.1s, border-color 0.15s;
  }
  button:hover:not(:disabled) {
    border-color: var(--_muted);
  }
  button:active:not(:disabled) {
    transform: scale(0.97);
  }
  button:disabled {
    opacity: 0.45;
    cursor: not-allowed;
  }
  button.primary {
    background: var(--_accent);
    border-color: var(--_accent);
    color: var(--_on-accent);
  }
  button.quiet {
    border-color: transparent;
    background: transparent;
  }
  :focus-visible {
    outline: 3px solid var(--_focus);
    outline-offset: 2px;
  }
  input,
  select {
    font: inherit;
    color: inherit;
    min-height: 44px;
    padding: 0 0.75em;
    border-radius: 10px;
    border: 1.5px solid var(--_line);
    background: var(--_surface);
  }
  .visually-hidden {
    position: absolute !important;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip: rect(0 0 0 0);
    white-space: nowrap;
  }
  .swatch {
    display: inline-block;
    width: 0.9em;
    height: 0.9em;
    border-radius: 50%;
    border: 1.5px solid var(--_ring);
    flex: none;
  }
  /* follower icons in a player's colour (icons.ts): the same ring */
  .meeple-icon path {
    stroke: var(--_ring);
    stroke-width: 1.4px;
  }
  @media (prefers-reduced-motion: reduce) {
    *,
    *::before,
    *::after {
      animation-duration: 0.001ms !important;
      animation-iteration-count: 1 !important;
      transition-duration: 0.001ms !important;
    }
  }
`;
