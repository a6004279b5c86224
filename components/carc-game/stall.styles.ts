import { css } from 'lit';

/** The stall banner (online play): at the top of the stage over the board, or in the lobby's start row. */
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
  @media (max-width: 760px) {
    .stage > .stall {
      top: 8px;
      width: calc(100% - 16px);
    }
  }
`;
