import { css } from 'lit';
import { baseStyles } from '../shared/base.styles.js';

export const styles = [
  baseStyles,
  css`
    :host {
      display: block;
    }
    ol {
      list-style: none;
      margin: 0;
      padding: 0;
      display: grid;
      gap: 4px;
    }
    li {
      display: grid;
      grid-template-columns: auto 1fr auto auto 3ch;
      align-items: center;
      gap: 10px;
      padding: 8px 12px;
      border-radius: 12px;
      border: 2px solid transparent;
      transition: background 0.2s, border-color 0.2s;
    }
    li.current {
      background: color-mix(in srgb, var(--_c) 14%, var(--_surface));
      border-color: var(--_c);
      /* the player-colour ring round the outline: a black or yellow outline reads on either scheme */
      outline: 1.5px solid var(--_ring);
    }
    .chip {
      font-size: 1.6rem;
      display: flex;
    }
    /* the name shortens with an ellipsis; "(you)" stays whole beside it */
    .name {
      display: flex;
      align-items: center;
      gap: 4px;
      min-width: 0;
      font-weight: 600;
      white-space: nowrap;
    }
    .pname {
      overflow: hidden;
      text-overflow: ellipsis;
    }
    .you {
      flex: none;
    }
    small {
      color: var(--_muted);
      font-weight: 400;
    }
    .dot {
      display: inline-block;
      width: 8px;
      height: 8px;
      border-radius: 50%;
      background: var(--_muted);
      opacity: 0.5;
      margin-left: 4px;
      vertical-align: middle;
    }
    .dot.on {
      background: #35c35a;
      opacity: 1;
    }
    .away {
      flex: none;
      font-size: 0.72rem;
      font-weight: 700;
      text-transform: uppercase;
      letter-spacing: 0.04em;
      padding: 1px 6px;
      border-radius: 999px;
      color: var(--_surface);
      background: var(--_muted);
    }
    /* how another player's browser is reached: a calm line under the name, the row's other cells beside both */
    :host(:not([compact])) li.has-path {
      row-gap: 0;
    }
    :host(:not([compact])) li.has-path > :not(.name, .path) {
      grid-row: 1 / span 2;
    }
    .path {
      grid-column: 2;
      grid-row: 2;
      font-size: 0.78rem;
      line-height: 1.2;
      white-space: nowrap;
      overflow: hidden;
      text-overflow: ellipsis;
    }
    :host([compact]) .path {
      display: none;
    }
    .held {
      display: inline-flex;
      gap: 3px;
    }
    .held svg {
      width: 26px;
      height: 26px;
      border-radius: 3px;
    }
    :host([compact]) .held {
      display: none;
    }
    .followers {
      display: inline-flex;
      align-items: center;
      gap: 2px;
      color: var(--_muted);
      font-variant-numeric: tabular-nums;
    }
    .abbot {
      display: inline-flex;
      align-items: center;
      margin-left: 6px;
    }
    /* the abbot on the board: its count 0, shown faint */
    .abbot.out {
      opacity: 0.5;
    }
    /* a bot plays the seat: the player's colour marks it, not the grey of an empty seat */
    .away.by-bot,
    .away.bot {
      color: inherit;
      background: color-mix(in srgb, var(--_c) 30%, var(--_surface));
      outline: 1px solid var(--_ring);
    }
    .score {
      font-size: 1.35rem;
      font-weight: 800;
      text-align: right;
      font-variant-numeric: tabular-nums;
    }
    .score.bump {
      animation: bump 0.9s ease-out;
    }
    @keyframes bump {
      0% { transform: scale(1); color: inherit; }
      30% { transform: scale(1.5); color: var(--_accent); }
      100% { transform: scale(1); }
    }
    :host([compact]) ol {
      display: flex;
      gap: 6px;
      overflow-x: auto;
      scrollbar-width: none;
    }
    :host([compact]) li {
      grid-template-columns: auto auto auto auto;
      gap: 6px;
      padding: 4px 10px 4px 6px;
      flex: none;
      border-radius: 999px;
      background: var(--_surface);
    }
    :host([compact]) li.current {
      background: color-mix(in srgb, var(--_c) 18%, var(--_surface));
    }
    :host([compact]) .chip {
      font-size: 1.3rem;
    }
    :host([compact]) .name {
      font-size: 0.9rem;
    }
    :host([compact]) .pname {
      max-width: 10ch;
    }
    :host([compact]) .followers {
      display: none;
    }
    /* a bot's own seat is named for its level already; the phone's bar keeps its room (the row's name says it) */
    :host([compact]) .away.bot {
      display: none;
    }
    :host([compact]) .score {
      font-size: 1.05rem;
    }
  `,
];
