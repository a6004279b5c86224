import { css } from 'lit';
import { baseStyles } from '../shared/base.styles.js';

export const styles = [
  baseStyles,
  css`
    :host {
      display: grid;
      gap: 8px;
      --_warn: var(--carc-warning, #8a5200);
    }
    @media (prefers-color-scheme: dark) {
      :host {
        --_warn: var(--carc-warning, #ffb74d);
      }
    }
    p {
      margin: 0;
    }
    .banner,
    .warning {
      border-radius: var(--_radius);
      background: var(--_surface);
      box-shadow: 0 4px 18px rgba(0, 0, 0, 0.18);
      border: 1.5px solid var(--_line);
      border-left: 6px solid var(--_warn);
      padding: 10px 14px;
    }
    .banner {
      display: grid;
      gap: 4px;
    }
    .headline {
      font-weight: 700;
      font-size: 1.05rem;
      font-variant-numeric: tabular-nums;
    }
    .overdue .headline {
      color: var(--_warn);
    }
    .reason,
    .votes {
      font-size: 0.92rem;
      color: var(--_muted);
    }
    .votes {
      font-weight: 600;
    }
    .actions {
      display: flex;
      flex-wrap: wrap;
      gap: 8px;
      margin-top: 4px;
    }
    button[aria-pressed='true'] {
      outline: 2px solid var(--_warn);
      outline-offset: 1px;
    }
    .warning {
      display: flex;
      gap: 10px;
      align-items: flex-start;
      border-left-color: var(--_danger);
      font-weight: 600;
    }
    .mark {
      flex: none;
      display: inline-grid;
      place-items: center;
      width: 1.5em;
      height: 1.5em;
      border-radius: 50%;
      background: var(--_danger);
      color: var(--_surface);
      font-weight: 900;
    }
  `,
];
