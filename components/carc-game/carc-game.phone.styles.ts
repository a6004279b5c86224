import { css } from 'lit';

/**
 * Phone layout of `<carc-game>`: a compact top bar, the board, and the turn as a bottom sheet. A
 * touch screen (whatever its width) has no keys to press, so keyboard hints are left out.
 */
export const phoneStyles = css`
    @media (pointer: coarse) {
      .key-hint,
      .keys {
        display: none;
      }
    }
    /* phone: compact top bar, board, bottom sheet with the turn */
    @media (max-width: 760px) {
      .layout {
        /* minmax: a wide top bar (five players' scores) scrolls instead of widening the board past the screen */
        grid-template-columns: minmax(0, 1fr);
        grid-template-rows: auto 1fr auto;
      }
      .topbar {
        display: block;
        padding: 8px 8px 6px;
        background: var(--_surface);
        border-bottom: 1px solid var(--_line);
        z-index: 3;
      }
      .side-scores {
        display: none;
      }
      /* online, the open sheet lists the players in full: how each is reached, which the top bar has no room for */
      .panel.open .side-scores.online {
        display: block;
      }
      .panel {
        border-left: 0;
        border-top: 1px solid var(--_line);
        border-radius: 18px 18px 0 0;
        box-shadow: 0 -6px 24px rgba(0, 0, 0, 0.12);
        padding: 4px 12px calc(12px + env(safe-area-inset-bottom));
        max-height: 70vh;
        gap: 8px;
      }
      .grabber {
        display: flex;
        align-self: center;
        min-height: 28px;
        width: 80px;
      }
      .sheet-close {
        display: inline-flex;
        position: absolute;
        top: 2px;
        right: 6px;
      }
      .grabber span {
        width: 44px;
        height: 5px;
        border-radius: 3px;
        background: var(--_line);
      }
      .extras {
        display: none;
        overflow-y: auto;
      }
      .panel.open .extras {
        display: flex;
      }
      .panel.open carc-log {
        min-height: 160px;
      }
      .tile-button,
      .hand > .tile-img {
        width: 92px;
        height: 92px;
      }
      .keys {
        display: none;
      }
      .spot {
        min-height: 40px;
        padding: 0 0.7em;
        font-size: 0.85rem;
      }
      .actions .label {
        display: none;
      }
      .confirm {
        flex: 1;
      }
      .turn {
        border-bottom: 0;
        padding-bottom: 0;
      }
      .panel.open .turn {
        border-bottom: 1px solid var(--_line);
        padding-bottom: 8px;
      }
      .toasts {
        top: 64px;
      }
    }
`;
