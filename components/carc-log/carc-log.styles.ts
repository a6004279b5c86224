import { css } from 'lit';
import { baseStyles } from '../shared/base.styles.js';

export const styles = [
  baseStyles,
  css`
    :host {
      display: flex;
      flex-direction: column;
      min-height: 0;
    }
    .scroller {
      overflow-y: auto;
      flex: 1;
      min-height: 0;
      scroll-behavior: smooth;
    }
    ol {
      list-style: none;
      margin: 0;
      padding: 0;
    }
    .row {
      display: grid;
      grid-template-columns: 3ch auto 1fr auto;
      align-items: baseline;
      gap: 8px;
      padding: 6px 8px;
      border-radius: 8px;
      font-size: 0.9rem;
      cursor: pointer;
    }
    .row:hover,
    .row:focus-visible,
    li.open .row {
      background: var(--_surface-2);
    }
    li.open {
      border-radius: 8px;
      box-shadow: inset 3px 0 0 var(--_accent);
    }
    li.score .text,
    li.end .text {
      font-weight: 600;
    }
    li.discard {
      color: var(--_muted);
    }
    .detail {
      margin: 0;
      padding: 2px 10px 8px calc(3ch + 16px);
      font-size: 0.85rem;
      color: var(--_muted);
      line-height: 1.35;
    }
    .turn {
      color: var(--_muted);
      font-variant-numeric: tabular-nums;
      text-align: right;
      font-size: 0.8rem;
    }
    .chips {
      display: inline-flex;
      gap: 2px;
      align-self: center;
    }
    .pts {
      font-weight: 800;
      color: var(--_accent);
    }
    .empty {
      color: var(--_muted);
      margin: 8px;
    }
  `,
];
