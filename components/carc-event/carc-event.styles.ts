import { css } from 'lit';
import { baseStyles } from '../shared/base.styles.js';

export const styles = [
  baseStyles,
  css`
    :host {
      display: block;
      min-height: 100%;
      background: var(--_page);
    }
    main {
      max-width: 1280px;
      margin: 0 auto;
      padding: max(16px, env(safe-area-inset-top)) max(16px, env(safe-area-inset-right)) 32px max(16px, env(safe-area-inset-left));
    }
    h1 {
      margin: 8px 0 4px;
      font-size: clamp(1.6rem, 5vw, 2.2rem);
      line-height: 1.15;
      overflow-wrap: anywhere;
    }
    .note {
      margin: 4px 0;
      max-width: 70ch;
      white-space: pre-line;
      overflow-wrap: anywhere;
    }
    .tally,
    .quiet {
      margin: 4px 0 16px;
      color: var(--_muted);
    }
    .tables {
      list-style: none;
      margin: 0;
      padding: 0;
      display: grid;
      grid-template-columns: repeat(auto-fill, minmax(min(100%, 340px), 1fr));
      gap: 14px;
    }
    .tables > li {
      display: flex;
    }
    .table {
      flex: 1;
      min-width: 0;
      display: flex;
      flex-direction: column;
      gap: 10px;
      padding: 14px;
      border-radius: var(--_radius);
      border: 1.5px solid var(--_line);
      background: var(--_surface);
      box-shadow: 0 1px 3px rgba(0, 0, 0, 0.08);
    }
    .table.broken {
      border-color: color-mix(in srgb, var(--_danger) 45%, var(--_line));
    }
    .card-head {
      display: flex;
      flex-wrap: wrap;
      align-items: baseline;
      justify-content: space-between;
      gap: 2px 12px;
    }
    h2 {
      margin: 0;
      font-size: 1.15rem;
      min-width: 0;
      overflow-wrap: anywhere;
    }
    .status {
      margin: 0;
      display: inline-flex;
      align-items: center;
      gap: 6px;
      font-size: 0.9rem;
      color: var(--_muted);
    }
    .dot {
      width: 8px;
      height: 8px;
      flex: none;
      border-radius: 50%;
      background: var(--_muted);
    }
    .status.playing .dot {
      background: var(--_accent);
    }
    .status.finished .dot {
      background: var(--_ring);
    }
    .status.broken,
    .status.unreachable {
      color: var(--_danger);
    }
    .status.broken .dot,
    .status.unreachable .dot {
      background: var(--_danger);
    }
    .players {
      list-style: none;
      margin: 0;
      padding: 0;
      display: grid;
      gap: 4px;
    }
    .players li {
      display: grid;
      grid-template-columns: auto minmax(0, 1fr) auto 4ch;
      align-items: center;
      gap: 8px;
      min-height: 36px;
      padding: 4px 10px;
      border-radius: 10px;
      border: 2px solid transparent;
      background: var(--_surface-2);
    }
    .players li.current {
      background: color-mix(in srgb, var(--_c) 14%, var(--_surface));
      border-color: var(--_c);
      outline: 1.5px solid var(--_ring);
    }
    .players li.winner {
      font-weight: 700;
    }
    .chip {
      grid-column: 1;
      display: flex;
      font-size: 1.35rem;
    }
    .pname {
      grid-column: 2;
      font-weight: 600;
      white-space: nowrap;
      overflow: hidden;
      text-overflow: ellipsis;
    }
    .tag {
      grid-column: 3;
      font-size: 0.72rem;
      font-weight: 700;
      text-transform: uppercase;
      letter-spacing: 0.04em;
      padding: 1px 7px;
      border-radius: 999px;
      background: var(--_accent);
      color: var(--_on-accent);
    }
    .tag.won {
      background: transparent;
      color: inherit;
      border: 1.5px solid currentColor;
    }
    .score {
      grid-column: 4;
      text-align: right;
      font-variant-numeric: tabular-nums;
      font-weight: 700;
      font-size: 1.1rem;
    }
    .quiet-line {
      margin: 0;
      color: var(--_muted);
    }
    .problem {
      margin: 0;
      color: var(--_danger);
      overflow-wrap: anywhere;
    }
    footer {
      margin-top: auto;
      display: flex;
      flex-wrap: wrap;
      align-items: center;
      justify-content: space-between;
      gap: 8px 12px;
    }
    .meta {
      display: flex;
      flex-wrap: wrap;
      align-items: center;
      gap: 4px 14px;
      font-size: 0.9rem;
      color: var(--_muted);
    }
    .watchers {
      display: inline-flex;
      align-items: center;
      gap: 4px;
    }
    .watchers svg {
      width: 1.1em;
      height: 1.1em;
    }
    .stale {
      color: var(--_danger);
    }
    .watch {
      margin-left: auto;
      background: var(--_accent);
      border-color: var(--_accent);
      color: var(--_on-accent);
    }
    .problem-box {
      max-width: 60ch;
      padding: 16px;
      border-radius: var(--_radius);
      border: 1.5px solid color-mix(in srgb, var(--_danger) 45%, var(--_line));
      background: var(--_surface);
    }
    .problem-box p {
      margin: 0 0 12px;
    }
  `,
];
