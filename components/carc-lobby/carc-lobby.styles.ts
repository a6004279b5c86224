import { css } from 'lit';
import { baseStyles } from '../shared/base.styles.js';

export const styles = [
  baseStyles,
  css`
    :host {
      display: block;
      padding: 16px;
    }
    h1 {
      margin: 0;
      font-size: 1.6rem;
    }
    h2 {
      margin: 0 0 12px;
      font-size: 1.1rem;
    }
    .welcome {
      max-width: 560px;
      margin: 6vh auto 0;
      text-align: center;
      display: grid;
      gap: 14px;
    }
    .strip {
      display: flex;
      justify-content: center;
      margin: 4px 0 6px;
    }
    .strip-tile {
      position: relative;
      width: min(72px, 17vw);
      aspect-ratio: 1;
      box-shadow: 0 6px 14px rgba(0, 0, 0, 0.18);
      animation: deal 0.5s calc(var(--i) * 0.08s) cubic-bezier(0.2, 0.9, 0.3, 1.2) both;
    }
    .strip-tile svg {
      display: block;
      width: 100%;
      height: 100%;
    }
    .strip-meeple {
      position: absolute;
      left: 50%;
      top: 50%;
      transform: translate(-50%, -62%);
      font-size: min(30px, 7vw);
      display: flex;
      filter: drop-shadow(0 2px 2px rgba(0, 0, 0, 0.35));
    }
    @keyframes deal {
      from {
        transform: translateY(-18px) rotate(-6deg);
        opacity: 0;
      }
    }
    .welcome h1 {
      font-size: clamp(2rem, 7vw, 3rem);
      letter-spacing: 0.02em;
      font-family: var(--carc-title-font, Georgia, 'Times New Roman', serif);
    }
    .tagline {
      margin: -6px 0 10px;
      color: var(--_muted);
    }
    .modes {
      display: grid;
      gap: 12px;
    }
    @media (min-width: 640px) {
      .modes {
        grid-template-columns: 1fr 1fr;
      }
    }
    .mode {
      display: grid;
      justify-items: start;
      align-content: start;
      justify-content: stretch;
      text-align: left;
      gap: 6px;
      padding: 20px;
      border-radius: var(--_radius);
      min-height: 110px;
      background: var(--_surface);
      box-shadow: 0 2px 10px rgba(0, 0, 0, 0.08);
    }
    .mode b {
      font-size: 1.15rem;
    }
    .mode span {
      font-weight: 400;
      color: var(--_muted);
    }
    .mode:hover {
      border-color: var(--_accent);
    }
    .import:focus-within {
      outline: 3px solid var(--_focus);
      outline-offset: 2px;
    }
    .welcome.dragging {
      outline: 3px dashed var(--_accent);
      outline-offset: 12px;
      border-radius: 12px;
    }
    .import {
      justify-self: center;
    }
    .setup {
      max-width: 980px;
      margin: 0 auto;
      display: grid;
      gap: 14px;
    }
    @media (min-width: 900px) {
      .setup {
        grid-template-columns: 1fr 1fr;
        align-items: start;
      }
      header,
      .start-row,
      .share {
        grid-column: 1 / -1;
      }
    }
    header {
      display: flex;
      align-items: center;
      gap: 6px;
    }
    .back {
      font-size: 1.4rem;
      padding: 0;
    }
    .card {
      background: var(--_surface);
      border-radius: var(--_radius);
      padding: 16px;
      box-shadow: 0 2px 10px rgba(0, 0, 0, 0.06);
    }
    .count {
      color: var(--_muted);
      font-weight: 400;
      font-size: 0.9rem;
    }
    .seats {
      list-style: none;
      margin: 0 0 12px;
      padding: 0;
      display: grid;
      gap: 6px;
    }
    .seats li {
      display: flex;
      align-items: center;
      gap: 10px;
      min-height: 48px;
      padding: 2px 4px 2px 10px;
      border-radius: 12px;
      background: color-mix(in srgb, var(--_c, transparent) 12%, var(--_surface-2));
    }
    .seats li.empty {
      color: var(--_muted);
      padding: 10px;
    }
    .chip {
      font-size: 1.8rem;
      display: flex;
    }
    .pname {
      flex: 1;
      font-weight: 600;
    }
    /* text in the body colour (a green or grey text on a seat's tint is too faint to read); the dot tells */
    .presence {
      font-size: 0.8rem;
      display: flex;
      align-items: center;
      gap: 5px;
    }
    .presence::before {
      content: '';
      width: 8px;
      height: 8px;
      border-radius: 50%;
      background: var(--_muted);
    }
    .presence.on::before {
      background: #2e9e44;
    }
    .bot-tag {
      font-size: 0.8rem;
      padding: 1px 8px;
      border-radius: 999px;
      border: 1px solid currentColor;
      opacity: 0.8;
    }
    .sit {
      display: grid;
      gap: 10px;
    }
    .sit input {
      width: 100%;
    }
    .colors {
      display: flex;
      gap: 8px;
      flex-wrap: wrap;
    }
    .color {
      width: 44px;
      height: 44px;
      padding: 0;
      border-radius: 50%;
      background: var(--_c);
      border: 3px solid var(--_surface);
      /* the player-colour ring (base.styles.ts): black reads on a dark card, yellow on a light one */
      box-shadow: 0 0 0 1.5px var(--_ring);
    }
    .color[aria-checked='true'] {
      box-shadow: 0 0 0 3px var(--_text, currentColor);
    }
    .color:disabled {
      opacity: 0.25;
      background: linear-gradient(135deg, transparent 45%, var(--_muted) 45% 55%, transparent 55%), var(--_c);
    }
    fieldset {
      border: 0;
      padding: 0;
      margin: 12px 0 0;
      display: grid;
      gap: 14px;
    }
    legend {
      font-weight: 700;
      margin-bottom: 8px;
      padding: 0;
    }
    .house summary {
      cursor: pointer;
      font-weight: 600;
      min-height: 40px;
      display: flex;
      align-items: center;
      gap: 8px;
      list-style: none;
    }
    .house summary::-webkit-details-marker {
      display: none;
    }
    .house summary::before {
      content: '';
      width: 0.5em;
      height: 0.5em;
      border-right: 2px solid currentColor;
      border-bottom: 2px solid currentColor;
      transform: rotate(-45deg);
      transition: transform 0.15s;
    }
    .house[open] summary::before {
      transform: rotate(45deg);
    }
    .house-body {
      display: grid;
      gap: 14px;
      padding: 6px 0 4px;
    }
    .rule {
      display: grid;
      gap: 4px;
    }
    .rule small,
    .add-bot small {
      color: var(--_muted);
      font-size: 0.8rem;
      line-height: 1.3;
    }
    .switch {
      grid-template-columns: auto 1fr;
      align-items: start;
      gap: 10px;
      cursor: pointer;
    }
    .switch input {
      width: 22px;
      height: 22px;
      min-height: 0;
      margin: 2px 0 0;
      accent-color: var(--_accent);
    }
    .switch span {
      display: grid;
      gap: 2px;
    }
    .share-body {
      display: flex;
      gap: 16px;
      align-items: center;
      flex-wrap: wrap;
    }
    .share-text {
      flex: 1;
      min-width: 220px;
      display: grid;
      gap: 8px;
    }
    .status {
      margin: 0;
      font-size: 0.9rem;
      color: var(--_muted);
      display: flex;
      align-items: center;
      gap: 6px;
    }
    .status .dot {
      width: 9px;
      height: 9px;
      border-radius: 50%;
      background: #e0a100;
    }
    .status.connected.has-peers .dot {
      background: #2e9e44;
    }
    .status.signaling-unreachable .dot,
    .status.offline .dot {
      background: var(--_danger);
    }
    /* the start stays in view at the bottom of the screen however long the lobby grows (a phone
       with six players and the rules open), over a band of the page's own colour */
    .start-row {
      position: sticky;
      bottom: 0;
      z-index: 2;
      display: grid;
      justify-items: center;
      gap: 6px;
      margin: 0 -16px -16px;
      padding: 10px 16px calc(12px + env(safe-area-inset-bottom));
      background: var(--_page);
      border-top: 1px solid var(--_line);
      box-shadow: 0 -6px 18px rgba(0, 0, 0, 0.06);
    }
    .big {
      min-height: 56px;
      font-size: 1.15rem;
      padding: 0 2em;
    }
    .hint {
      margin: 0;
      color: var(--_muted);
      font-size: 0.9rem;
    }
    .notice {
      margin: 0;
      font-weight: 600;
      color: var(--_accent);
    }
    .message {
      margin: 0;
      color: var(--_danger);
      font-weight: 600;
    }
  `,
];
