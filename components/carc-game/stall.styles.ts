import { css } from 'lit';

/** The stall banner (online play): at the top of the stage over the board, or in the lobby's start row; and the notes of seats coming back (seat-return.ts). */
export const stallStyles = css`
  .stage > .stall {
    position: absolute;
    top: 12px;
    left: 50%;
    transform: translateX(-50%);
    width: min(560px, calc(100% - 24px));
    z-index: 4;
  }
  /* in the lobby's start row, while the tiles are shuffled */
  carc-lobby > .stall {
    width: min(560px, 100%);
  }
  /* the countdown's copy under the turn: a phone's only (below) */
  .stall.in-panel {
    display: none;
  }
  /* a table played over days, under the connection line */
  .pace {
    margin: 0;
    font-size: 0.85rem;
    color: var(--_muted);
  }
  .pace b {
    color: var(--carc-text, inherit);
  }
  .seat-note {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 8px;
    margin: 8px 0;
    padding: 8px 12px;
    border-left: 4px solid var(--carc-accent, #2f6fb5);
    border-radius: 8px;
    background: color-mix(in srgb, var(--carc-accent, #2f6fb5) 10%, transparent);
  }
  .seat-note p {
    margin: 0;
    flex: 1 1 16em;
  }
  .seat-note button,
  .let-bot button,
  .let-bot select {
    min-height: 44px;
  }
  .let-bot {
    margin: 8px 0;
  }
  .let-bot .controls {
    display: flex;
    flex-wrap: wrap;
    gap: 8px;
    align-items: center;
  }
  .let-bot select {
    font: inherit;
  }
  .let-bot .hint {
    display: block;
    color: var(--carc-muted, #6b6357);
    font-size: 0.85em;
  }
  @media (max-width: 760px) {
    .stage > .stall {
      top: 8px;
      width: calc(100% - 16px);
    }
    /* a plain countdown does not cover a phone's board: it shows under the turn instead */
    .stage > .stall.countdown {
      display: none;
    }
    .stall.in-panel {
      display: block;
      margin: 8px 0;
    }
    /* the short form on a phone: the sheet's first lines are the turn's */
    .pace-doc {
      display: none;
    }
  }
`;
