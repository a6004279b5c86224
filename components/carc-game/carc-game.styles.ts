import { css } from 'lit';
import { baseStyles } from '../shared/base.styles.js';
import { connectionStyles } from './connection.styles.js';
import { phoneStyles } from './carc-game.phone.styles.js';
import { stallStyles } from './stall.styles.js';

export const styles = [
  baseStyles,
  css`
    :host {
      display: block;
      position: relative;
      height: 100%;
      min-height: 100%;
      background: var(--_page);
      overflow: auto;
    }
    .layout {
      position: absolute;
      inset: 0;
      display: grid;
      grid-template-columns: 1fr min(400px, 36vw);
      grid-template-rows: 1fr;
      overflow: hidden;
    }
    .topbar {
      display: none;
    }
    .stage {
      position: relative;
      min-width: 0;
      min-height: 0;
      overflow: hidden;
    }
    carc-board {
      position: absolute;
      inset: 0;
      width: 100%;
      height: 100%;
    }
    /* online: the game's link, one tap away over the board's corner */
    .stage > .game-link {
      position: absolute;
      top: 10px;
      right: 10px;
      z-index: 3;
    }
    .replay {
      position: absolute;
      left: 50%;
      bottom: 14px;
      transform: translateX(-50%);
      width: min(560px, calc(100% - 150px));
      display: flex;
      align-items: center;
      gap: 8px;
      padding: 4px 8px;
      border-radius: 999px;
      background: var(--_surface);
      box-shadow: 0 4px 18px rgba(0, 0, 0, 0.2);
    }
    .replay input {
      flex: 1;
      min-height: 0;
      padding: 0;
      accent-color: var(--_accent);
    }
    .replay-n {
      font-variant-numeric: tabular-nums;
      font-size: 0.85rem;
      color: var(--_muted);
      min-width: 5ch;
      text-align: right;
    }
    .panel {
      position: relative;
      display: flex;
      flex-direction: column;
      gap: 12px;
      min-height: 0;
      padding: 14px;
      background: var(--_surface);
      border-left: 1px solid var(--_line);
      box-shadow: -6px 0 24px rgba(0, 0, 0, 0.06);
      z-index: 2;
      overflow-y: auto;
      overscroll-behavior: contain;
    }
    .grabber,
    .sheet-close {
      display: none;
    }
    .turn {
      display: grid;
      gap: 10px;
      padding-bottom: 12px;
      border-bottom: 1px solid var(--_line);
    }
    .turn-title {
      margin: 0;
      font-weight: 700;
      font-size: 1.1rem;
      display: flex;
      align-items: center;
      gap: 8px;
    }
    .turn-title .left {
      margin-left: auto;
      display: inline-flex;
      align-items: center;
      gap: 3px;
      font-weight: 600;
      color: var(--_muted);
      font-size: 0.95rem;
    }
    .hand {
      display: flex;
      gap: 14px;
      align-items: center;
    }
    .hand-side {
      flex: 1;
      display: grid;
      gap: 8px;
      min-width: 0;
    }
    .hint {
      margin: 0;
      font-size: 0.9rem;
      color: var(--_muted);
      line-height: 1.35;
    }
    /* the hint's reason (move-reasons.ts): the bot's why, read as a sentence, not an instruction */
    .hint-why {
      margin: 0;
      font-size: 0.9rem;
      line-height: 1.35;
      border-inline-start: 3px solid var(--_accent);
      padding-inline-start: 0.5rem;
    }
    .tile-button {
      padding: 0;
      border: 0;
      border-radius: 10px;
      background: none;
      flex: none;
      width: 112px;
      height: 112px;
      opacity: 1 !important;
      cursor: pointer;
    }
    .tile-button:disabled {
      cursor: default;
    }
    .tile-img {
      display: block;
      width: 100%;
      height: 100%;
    }
    .tile-img svg {
      display: block;
      width: 100%;
      height: 100%;
      border-radius: 8px;
      box-shadow: 0 4px 14px rgba(0, 0, 0, 0.25);
    }
    .hand > .tile-img {
      width: 112px;
      height: 112px;
      flex: none;
    }
    /* a bot turning its tile over in its mind */
    .tile-img.thinking svg {
      animation: think 0.9s ease-in-out infinite alternate;
    }
    @keyframes think {
      to { transform: scale(0.94) rotate(-3deg); opacity: 0.75; }
    }
    .actions {
      display: flex;
      flex-wrap: wrap;
      gap: 6px;
    }
    .actions button {
      padding: 0 0.8em;
    }
    /* never narrower than its words: it wraps to a row of its own rather than be cut */
    .confirm {
      flex: 1 0 auto;
      min-height: 48px;
    }
    .hand-choice {
      display: flex;
      gap: 8px;
    }
    .hand-tile {
      width: 58px;
      height: 58px;
      padding: 3px;
      border-radius: 10px;
    }
    .hand-tile[aria-checked='true'] {
      border: 3px solid var(--_accent);
    }
    .spots {
      display: flex;
      flex-wrap: wrap;
      gap: 6px;
    }
    .spot {
      min-height: 40px;
      padding: 0 0.8em;
      font-weight: 500;
      font-size: 0.9rem;
    }
    .spot[aria-checked='true'] {
      border-color: var(--_accent);
      background: color-mix(in srgb, var(--_accent) 14%, var(--_surface));
      font-weight: 700;
    }
    .keys {
      margin: 0;
      font-size: 0.78rem;
      color: var(--_muted);
      line-height: 1.9;
    }
    kbd {
      font: inherit;
      font-weight: 700;
      padding: 1px 6px;
      border-radius: 5px;
      border: 1px solid var(--_line);
      border-bottom-width: 2px;
      background: var(--_surface-2);
      margin-left: 4px;
    }
    kbd:first-child {
      margin-left: 0;
    }
    .extras {
      display: flex;
      flex-direction: column;
      gap: 10px;
      flex: 1;
      min-height: 0;
    }
    .remaining summary {
      cursor: pointer;
      min-height: 44px;
      display: flex;
      align-items: center;
      gap: 6px;
      list-style: none;
    }
    .remaining summary::-webkit-details-marker {
      display: none;
    }
    /* says that the count opens the list of tiles */
    .show-list {
      margin-left: auto;
      display: inline-flex;
      align-items: center;
      gap: 2px;
      color: var(--_accent);
      font-weight: 600;
      font-size: 0.9rem;
    }
    .show-list svg {
      transition: transform 0.15s;
    }
    .remaining[open] .show-list svg {
      transform: rotate(90deg);
    }
    .remaining[open] .when-closed,
    .remaining:not([open]) .when-open {
      display: none;
    }
    .tile-counts {
      list-style: none;
      margin: 6px 0 0;
      padding: 0;
      display: grid;
      grid-template-columns: repeat(auto-fill, minmax(40px, 1fr));
      gap: 6px;
    }
    .tile-counts li {
      position: relative;
      width: 40px;
      height: 40px;
    }
    .tile-counts .tile-img svg {
      border-radius: 4px;
      box-shadow: none;
    }
    .tile-counts .n {
      position: absolute;
      right: -4px;
      bottom: -4px;
      min-width: 18px;
      height: 18px;
      border-radius: 9px;
      padding: 0 4px;
      font-size: 0.72rem;
      font-weight: 800;
      display: grid;
      place-items: center;
      background: var(--_surface);
      border: 1px solid var(--_line);
    }
    .rules-line {
      margin: 0;
      font-size: 0.85rem;
      color: var(--_muted);
    }
    .rules-line b {
      color: var(--carc-text, inherit);
      margin-right: 4px;
    }
    .log-title {
      margin: 4px 0 0;
      font-size: 0.95rem;
    }
    carc-log {
      flex: 1;
      min-height: 140px;
    }
    .file-actions {
      display: flex;
      gap: 4px;
      justify-content: space-between;
      border-top: 1px solid var(--_line);
      padding-top: 8px;
    }
    .overlay {
      position: absolute;
      inset: 0;
      display: grid;
      place-items: center;
      padding: 16px;
      background: rgba(20, 16, 10, 0.45);
      z-index: 10;
      overflow: auto;
    }
    carc-end-screen {
      width: min(560px, 100%);
    }
    .toasts {
      position: absolute;
      top: 12px;
      left: 50%;
      transform: translateX(-50%);
      display: grid;
      gap: 8px;
      z-index: 20;
      width: min(520px, calc(100% - 24px));
      pointer-events: none;
    }
    .toast {
      pointer-events: auto;
      display: flex;
      align-items: center;
      gap: 8px;
      padding: 6px 6px 6px 16px;
      border-radius: 14px;
      background: var(--_surface);
      box-shadow: 0 6px 24px rgba(0, 0, 0, 0.22);
      border-left: 5px solid var(--_accent);
      animation: drop 0.25s ease-out;
    }
    .toast.error {
      border-left-color: var(--_danger);
    }
    .toast span {
      flex: 1;
    }
    @keyframes drop {
      from { transform: translateY(-12px); opacity: 0; }
    }
  `,
  connectionStyles,
  phoneStyles,
  stallStyles,
];
