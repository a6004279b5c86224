import { css } from 'lit';
import { baseStyles } from '../shared/base.styles.js';

/**
 * `<carc-talk>` sits in a corner of the board (bottom left: the board's zoom buttons are bottom
 * right, the waiting banner on top). Open, it is a drawer above its button on a laptop and a sheet
 * across the board's width on a phone, high enough to read and short enough to keep the board.
 */
export const styles = [
  baseStyles,
  css`
    :host {
      position: absolute;
      left: 10px;
      bottom: 10px;
      z-index: 4;
      max-width: calc(100% - 20px);
    }
    .wrap {
      display: flex;
      flex-direction: column;
      align-items: flex-start;
      gap: 8px;
    }
    .toggle {
      position: relative;
      width: 48px;
      height: 48px;
      padding: 0;
      font-size: 1.35rem;
      box-shadow: 0 2px 10px rgba(0, 0, 0, 0.18);
    }
    .badge {
      position: absolute;
      top: -6px;
      right: -6px;
      min-width: 22px;
      height: 22px;
      padding: 0 6px;
      border-radius: 11px;
      background: var(--_danger);
      color: var(--_surface);
      font-size: 0.75rem;
      line-height: 22px;
      text-align: center;
    }
    .panel {
      width: var(--carc-talk-width, 320px);
      max-width: calc(100vw - 20px);
      max-height: min(60vh, 520px);
      display: flex;
      flex-direction: column;
      gap: 6px;
      padding: 8px 10px 10px;
      background: var(--_surface);
      border: 1px solid var(--_line);
      border-radius: var(--_radius);
      box-shadow: 0 6px 24px rgba(0, 0, 0, 0.2);
    }
    header {
      display: flex;
      align-items: center;
      gap: 4px;
    }
    h2 {
      flex: 1;
      margin: 0 0 0 4px;
      font-size: 1rem;
    }
    button.small {
      font-size: 0.85rem;
      padding: 0 0.8em;
    }
    .lines {
      list-style: none;
      margin: 0;
      padding: 0 2px;
      overflow-y: auto;
      min-height: 60px;
      flex: 1 1 auto;
      display: flex;
      flex-direction: column;
      gap: 6px;
    }
    .line {
      display: flex;
      flex-direction: column;
      gap: 1px;
      padding: 5px 9px;
      border-radius: 12px;
      background: var(--_surface-2);
      max-width: 92%;
      align-self: flex-start;
      overflow-wrap: anywhere;
    }
    .line.mine {
      align-self: flex-end;
      background: color-mix(in srgb, var(--_accent) 18%, var(--_surface));
    }
    .line.react .text {
      font-size: 1.6rem;
      line-height: 1.2;
    }
    .who {
      display: inline-flex;
      align-items: center;
      gap: 5px;
      font-size: 0.8rem;
      color: var(--_muted);
    }
    .who b {
      color: var(--carc-text, inherit);
    }
    .watching {
      font-size: 0.72rem;
      padding: 0 6px;
      border-radius: 8px;
      border: 1px solid var(--_line);
      color: var(--_muted);
    }
    .empty {
      color: var(--_muted);
      font-size: 0.9rem;
      padding: 6px 4px;
    }
    .reactions {
      display: flex;
      justify-content: space-between;
    }
    .reaction {
      font-size: 1.3rem;
      padding: 0;
    }
    form {
      display: flex;
      gap: 6px;
    }
    input {
      flex: 1;
      min-width: 0;
    }
    .problem {
      margin: 0;
      color: var(--_danger);
      font-size: 0.85rem;
    }
    .senders {
      list-style: none;
      margin: 0;
      padding: 4px;
      display: flex;
      flex-direction: column;
      gap: 4px;
      border-bottom: 1px solid var(--_line);
      max-height: 40%;
      overflow-y: auto;
    }
    .senders .who {
      font-size: 0.95rem;
      color: inherit;
    }
    .senders li {
      display: flex;
      align-items: center;
      justify-content: space-between;
      gap: 8px;
    }
    /* a phone: the open conversation spans the board's width */
    @media (max-width: 760px) {
      :host([open]) {
        right: 10px;
      }
      :host([open]) .wrap {
        align-items: stretch;
      }
      :host([open]) .toggle {
        align-self: flex-start;
      }
      .panel {
        width: auto;
        max-height: 55vh;
      }
    }
  `,
];
