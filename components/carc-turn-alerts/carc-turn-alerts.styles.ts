import { css } from 'lit';
import { baseStyles } from '../shared/base.styles.js';

export const styles = [
  baseStyles,
  css`
    :host {
      display: block;
    }
    details {
      border: 1px solid var(--_line);
      border-radius: var(--_radius);
      background: var(--_surface);
    }
    summary {
      min-height: 44px;
      display: grid;
      grid-template-columns: auto 1fr auto;
      column-gap: 8px;
      align-items: center;
      padding: 4px 12px;
      cursor: pointer;
      list-style: none;
      border-radius: var(--_radius);
    }
    summary::-webkit-details-marker {
      display: none;
    }
    summary > svg,
    .chevron {
      grid-row: span 2;
    }
    .chevron {
      grid-column: 3;
      grid-row: 1 / span 2;
      display: flex;
      color: var(--_muted);
      transition: transform 0.15s;
    }
    details[open] .chevron {
      transform: rotate(90deg);
    }
    .title {
      font-weight: 600;
    }
    .state {
      color: var(--_muted);
      font-size: 0.85rem;
    }
    .state::first-letter {
      text-transform: uppercase;
    }
    .why {
      margin: 0 12px 4px;
      color: var(--_muted);
      font-size: 0.9rem;
    }
    label {
      display: flex;
      align-items: center;
      gap: 10px;
      min-height: 44px;
      padding: 2px 12px;
      cursor: pointer;
    }
    label:last-child {
      padding-bottom: 8px;
    }
    label span {
      display: grid;
    }
    small {
      color: var(--_muted);
      font-size: 0.82rem;
    }
    small.warn {
      color: var(--_danger);
    }
    input[type='checkbox'] {
      width: 22px;
      height: 22px;
      min-height: 0;
      margin: 0;
      flex: none;
      accent-color: var(--_accent);
    }
  `,
];
