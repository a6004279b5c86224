import { css } from 'lit';
import { baseStyles } from '../shared/base.styles.js';

export const styles = [
  baseStyles,
  css`
    :host {
      display: inline-block;
      position: relative;
    }
    .toggle {
      background: var(--carc-control-bg, var(--_surface));
      box-shadow: 0 1px 4px rgba(0, 0, 0, 0.18);
      padding: 0 0.9em;
    }
    .panel {
      position: absolute;
      top: calc(100% + 8px);
      right: 0;
      z-index: 5;
      width: min(340px, calc(100vw - 24px));
      display: grid;
      gap: 10px;
      padding: 14px;
      border: 1px solid var(--_line);
      border-radius: var(--_radius);
      background: var(--_surface);
      box-shadow: 0 8px 28px rgba(0, 0, 0, 0.22);
    }
    .head {
      display: flex;
      align-items: center;
      justify-content: space-between;
      gap: 8px;
    }
    h2 {
      margin: 0;
      font-size: 1rem;
    }
    p {
      margin: 0;
      font-size: 0.9rem;
      line-height: 1.35;
    }
    input {
      font: inherit;
      font-size: 0.85rem;
      width: 100%;
      min-height: 44px;
      padding: 0 10px;
      border: 1px solid var(--_line);
      border-radius: 10px;
      background: var(--_surface-2);
      color: inherit;
    }
    .actions {
      display: flex;
      flex-wrap: wrap;
      gap: 8px;
    }
    .actions button {
      flex: 1;
    }
    carc-qr {
      justify-self: center;
      width: 168px;
    }
    .said {
      min-height: 1.3em;
      color: var(--_muted);
    }
      /* the game link or the watch link (a table shown on an audience relay) */
    .which {
      display: flex;
      gap: 4px;
      padding: 3px;
      border-radius: 12px;
      background: var(--_surface-2);
    }
    .which button {
      flex: 1;
      min-height: 40px;
      padding: 0 8px;
      border: 0;
      background: transparent;
      box-shadow: none;
      font-size: 0.85rem;
    }
    .which button[aria-checked='false'] {
      font-weight: 500;
      color: var(--_muted);
    }
    .which button[aria-checked='true'] {
      background: var(--_accent);
      color: var(--_on-accent);
    }
`,
];
