import { css } from 'lit';
import { inviteStyles } from '../shared/invite-panels.styles.js';

/**
 * The connection line during play, what to do when someone cannot be reached, and the invite by
 * code (the lobby's panels, shown in the game's panel).
 */
export const connectionStyles = [
  inviteStyles,
  css`
    .connection {
      margin: 0;
      padding: 8px 12px;
      border-radius: 10px;
      font-size: 0.9rem;
      background: color-mix(in srgb, #e0a100 18%, var(--_surface));
    }
    .connection.signaling-unreachable,
    .connection.offline {
      background: color-mix(in srgb, var(--_danger) 14%, var(--_surface));
    }
    /* through the relays: it works, so no warning colour */
    .connection.relay {
      padding: 4px 12px;
      background: var(--_surface-2);
      color: inherit;
    }
    .connection button {
      min-height: 32px;
      text-decoration: underline;
    }
    .panel .remedies {
      margin: 0;
    }
    .by-hand .card {
      padding: 10px 0;
      border-top: 1px solid var(--_line);
    }
    .by-hand .card h2 {
      font-size: 1rem;
    }
    .by-hand .by-code {
      margin-top: 0;
    }
    /* in the panel's columns, as tall as its content */
    .by-hand {
      flex: none;
    }
    /* under the players: the invite sits like the other extras */
    .by-hand.extras .by-code {
      padding-top: 0;
    }
    /* at the top of the panel, nothing above to divide it from */
    .by-hand.top > :first-child {
      border-top: 0;
      padding-top: 0;
    }
      /* the table's audience (audience-view.ts): a watcher's badge over the board, a seat's count in the panel */
    .stage > .watching-badge {
      position: absolute;
      top: 10px;
      left: 10px;
      z-index: 3;
      margin: 0;
      display: flex;
      align-items: center;
      gap: 6px;
      min-height: 44px;
      padding: 0 14px;
      border-radius: 999px;
      background: var(--carc-control-bg, var(--_surface));
      box-shadow: 0 1px 4px rgba(0, 0, 0, 0.18);
      font-size: 0.95rem;
    }
    .watching-badge .count {
      color: var(--_muted);
    }
    @media (max-width: 420px) {
      .watching-badge .wide {
        display: none;
      }
    }
    .audience-line {
      margin: 0;
      display: flex;
      align-items: center;
      gap: 6px;
      font-size: 0.9rem;
      color: var(--_muted);
    }
`,
];
