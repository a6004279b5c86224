import { css } from 'lit';
import { baseStyles } from '../shared/base.styles.js';

export const styles = [
  baseStyles,
  css`
    :host {
      display: block;
    }
    section {
      position: relative;
      background: var(--_surface);
      border-radius: calc(var(--_radius) * 1.5);
      padding: 28px 24px 22px;
      box-shadow: 0 24px 60px rgba(0, 0, 0, 0.3);
      text-align: center;
      animation: rise 0.45s cubic-bezier(0.2, 0.9, 0.3, 1.2);
    }
    @keyframes rise {
      from { transform: translateY(24px) scale(0.96); opacity: 0; }
    }
    .close {
      position: absolute;
      top: 8px;
      right: 8px;
      width: 48px;
      height: 48px;
    }
    .crown {
      font-size: 3rem;
      display: flex;
      justify-content: center;
      gap: 4px;
    }
    h2 {
      margin: 4px 0 0;
      font-size: 1.7rem;
    }
    .sub {
      margin: 2px 0 20px;
      color: var(--_muted);
    }
    /* one grid for all rows, so every bar starts at the same place */
    .chart {
      display: grid;
      grid-template-columns: auto 1fr 3ch;
      align-items: center;
      gap: 10px;
      text-align: left;
    }
    .row {
      display: contents;
    }
    .who {
      max-width: 9rem;
      display: flex;
      align-items: center;
      gap: 6px;
      font-weight: 600;
      overflow: hidden;
      white-space: nowrap;
      text-overflow: ellipsis;
    }
    .bar {
      display: flex;
      height: 26px;
      border-radius: 6px;
      overflow: hidden;
      background: var(--_surface-2);
    }
    .seg {
      display: flex;
      align-items: center;
      justify-content: center;
      color: #fff;
      font-size: 0.75rem;
      font-weight: 700;
      text-shadow: 0 1px 1px rgba(0, 0, 0, 0.4);
      transform-origin: left;
      animation: grow 0.8s ease-out both;
    }
    @keyframes grow {
      from { transform: scaleX(0); }
    }
    .total {
      font-weight: 800;
      font-size: 1.2rem;
      text-align: right;
      font-variant-numeric: tabular-nums;
    }
    .legend {
      grid-column: 1 / -1;
      display: flex;
      flex-wrap: wrap;
      gap: 4px 14px;
      justify-content: center;
      font-size: 0.85rem;
      color: var(--_muted);
      margin-top: 4px;
    }
    .legend i {
      display: inline-block;
      width: 10px;
      height: 10px;
      border-radius: 3px;
      margin-right: 5px;
    }
    .rematch {
      margin-top: 18px;
      display: grid;
      gap: 8px;
    }
    .offer {
      display: flex;
      align-items: center;
      justify-content: center;
      flex-wrap: wrap;
      gap: 8px 12px;
      margin: 0;
      padding: 10px 12px;
      border-radius: var(--_radius);
      background: var(--_surface-2);
    }
    .offer .swatch {
      width: 14px;
      height: 14px;
      border-radius: 50%;
      flex: none;
    }
    .busy {
      margin: 0;
      color: var(--_muted);
    }
    .actions {
      display: flex;
      flex-wrap: wrap;
      gap: 8px;
      justify-content: center;
      margin-top: 22px;
    }
  `,
];
