import { css } from 'lit';

export const boardStyles = css`
  :host {
    --carc-board-bg: #e8e2d3;
    --carc-board-dots: rgba(60, 50, 30, 0.16);
    --carc-tile-shadow: rgba(60, 45, 20, 0.22);
    --carc-candidate: rgba(255, 255, 255, 0.42);
    --carc-candidate-stroke: #3d6fd6;
    --carc-highlight: #ffb300;
    --carc-focus: #1b5fd1;
    --carc-spot-bg: rgba(255, 255, 255, 0.55);
    --carc-mark: #1d1b18;
    --carc-last-move: #1d1b18;
    --carc-last-move-under: rgba(255, 253, 246, 0.85);
    --carc-last-move-halo: rgba(255, 253, 246, 0.55);
    --carc-score-ring: #4a443b;
    --carc-control-bg: rgba(255, 255, 255, 0.92);
    --carc-control-fg: #23201b;
    --carc-error-bg: #fde8e8;
    --carc-error-fg: #8a1620;
    display: block;
    position: relative;
    /* a sensible size for a board embedded with one tag; pages usually set their own */
    height: 480px;
    min-height: 200px;
    overflow: hidden;
    background: var(--carc-board-bg);
    background-image: radial-gradient(var(--carc-board-dots) 1px, transparent 1.5px);
    background-size: 18px 18px;
    color: var(--carc-control-fg);
    font: 14px/1.3 system-ui, sans-serif;
    contain: strict;
    -webkit-tap-highlight-color: transparent;
  }
  @media (prefers-color-scheme: dark) {
    :host {
      --carc-board-bg: #1c1f22;
      --carc-board-dots: rgba(255, 255, 255, 0.07);
      --carc-tile-shadow: rgba(0, 0, 0, 0.5);
      --carc-candidate: rgba(120, 170, 255, 0.22);
      --carc-candidate-stroke: #8fb4ff;
      --carc-focus: #9cc0ff;
      --carc-mark: #f4f1ea;
      --carc-last-move: #fffaf0;
      --carc-last-move-under: rgba(20, 18, 14, 0.8);
      --carc-last-move-halo: rgba(20, 18, 14, 0.45);
      --carc-score-ring: #e6dfd2;
      --carc-control-bg: rgba(40, 44, 50, 0.94);
      --carc-control-fg: #eceae4;
      --carc-error-bg: #3a1c1f;
      --carc-error-fg: #ffb4b9;
    }
  }
  :host([hidden]) {
    display: none;
  }
  .viewport {
    position: absolute;
    inset: 0;
    touch-action: none;
    cursor: grab;
    outline: none;
    user-select: none;
  }
  .viewport:active {
    cursor: grabbing;
  }
  .viewport:focus-visible {
    box-shadow: inset 0 0 0 3px var(--carc-focus);
  }
  .world {
    position: absolute;
    left: 0;
    top: 0;
    overflow: visible;
    transform-origin: 0 0;
  }
  .moving .world {
    will-change: transform;
  }
  .animate .world {
    transition: transform 220ms ease-out;
  }
  .tile-shadow {
    fill: var(--carc-tile-shadow);
  }
  /* someone else's tile sliding in (move-slide.ts animates it), lifted above the table */
  .arrival {
    transform-box: fill-box;
    transform-origin: 50% 50%;
    filter: drop-shadow(0 6px 8px rgba(40, 30, 10, 0.35));
    pointer-events: none;
  }
  .arrival-shadow {
    fill: var(--carc-tile-shadow);
  }
  /* its follower, put down once the tile has landed */
  .arrived {
    transform-box: fill-box;
    transform-origin: 50% 100%;
    animation: follower-in 240ms ease-out both;
  }
  @keyframes follower-in {
    from { opacity: 0; transform: translateY(-12px) scale(0.6); }
  }
  .followers .figure {
    scale: var(--carc-follower-grow, 1);
    transform-box: view-box;
    transform-origin: 0 0;
  }
  .cand {
    fill: var(--carc-candidate);
    stroke: var(--carc-candidate-stroke);
    stroke-width: 3;
    stroke-dasharray: 10 7;
    cursor: pointer;
  }
  .cand-plus {
    stroke: var(--carc-candidate-stroke);
    stroke-width: 4;
    stroke-linecap: round;
    opacity: 0.75;
    pointer-events: none;
  }
  .cand:hover {
    fill: rgba(255, 255, 255, 0.6);
  }
  .preview {
    cursor: pointer;
  }
  .preview .ghost {
    opacity: 0.82;
  }
  .preview-frame {
    fill: none;
    stroke: var(--carc-candidate-stroke);
    stroke-width: 4;
  }
  .hl {
    fill: none;
    stroke: var(--carc-highlight);
    stroke-width: 7;
    animation: pulse 1.2s ease-in-out infinite alternate;
    pointer-events: none;
  }
  @keyframes pulse {
    from { stroke-opacity: 1; }
    to { stroke-opacity: 0.45; }
  }
  /* follower targets: rings of a constant size on screen (their radius is set for the zoom) */
  .spot {
    cursor: pointer;
    outline: none;
  }
  .spot circle {
    fill: var(--carc-spot-bg);
    stroke: #1d1b18;
    /* --_ring-w is 2 CSS px in board units for the current zoom (set with the rings' radius) */
    stroke-width: var(--_ring-w, 2px);
  }
  .spot:hover circle {
    fill: rgba(255, 255, 255, 0.82);
  }
  .spot.selected circle,
  .spot:focus-visible circle {
    stroke: var(--carc-focus);
    stroke-width: calc(var(--_ring-w, 2px) * 2);
  }
  /* New World's scoring order: numbered badges beside the features the tile completes */
  .order-badge { cursor: pointer; outline: none; }
  .order-badge circle { fill: var(--carc-focus); stroke: #fff; stroke-width: var(--_ring-w, 2px); }
  .order-badge text { fill: #fff; font-weight: 700; text-anchor: middle; pointer-events: none; }
  .order-badge:focus-visible circle { stroke: #1d1b18; }
  .mark {
    fill: none;
    stroke: var(--carc-mark);
    stroke-width: 5;
    stroke-dasharray: 12 6;
    pointer-events: none;
  }
  /* the last move: corner brackets (a band under a line) and a halo under its follower */
  .last-move {
    fill: none;
    stroke-linecap: round;
    stroke-linejoin: round;
    pointer-events: none;
  }
  /* --_line-grow (set for the zoom once the view settles) keeps the lines a few px wide on a phone */
  .last-move-under {
    stroke: var(--carc-last-move-under);
    stroke-width: calc(9px * var(--_line-grow, 1));
  }
  .last-move-line {
    stroke: var(--carc-last-move);
    stroke-width: calc(4px * var(--_line-grow, 1));
  }
  .last-move-halo {
    fill: var(--carc-last-move-halo);
    stroke: var(--carc-last-move);
    stroke-width: calc(2px * var(--_line-grow, 1));
    r: calc(17px * min(var(--_line-grow, 1), 1.7));
  }
  /* a score: a solid chip in the scorer's colour (score-float.ts places it and picks its text) */
  .score-float {
    position: absolute;
    max-width: calc(100% - 16px);
    box-sizing: border-box;
    width: max-content;
    padding: 6px 14px;
    border-radius: 999px;
    background: var(--_c);
    color: var(--_t);
    box-shadow: 0 0 0 2px var(--carc-score-ring), 0 4px 14px rgba(0, 0, 0, 0.35);
    font: 800 clamp(1rem, 4.6vw, 1.5rem) / 1.2 system-ui, sans-serif;
    text-align: center;
    pointer-events: none;
    animation: score-float var(--carc-score-duration, 2800ms) ease-out forwards;
  }
  .score-float.still {
    animation: none;
  }
  @keyframes score-float {
    0% { opacity: 0; transform: translateY(10px) scale(0.85); }
    10% { opacity: 1; transform: translateY(0) scale(1.05); }
    16% { transform: translateY(0) scale(1); }
    85% { opacity: 1; transform: translateY(-3px); }
    100% { opacity: 0; transform: translateY(-6px); }
  }
  .cursor {
    fill: none;
    stroke: var(--carc-focus);
    stroke-width: 5;
    display: none;
    pointer-events: none;
  }
  .viewport:focus-visible .cursor {
    display: inline;
  }
  .controls {
    position: absolute;
    right: 10px;
    bottom: 10px;
    display: flex;
    flex-direction: column;
    gap: 6px;
  }
  .controls button {
    width: 44px;
    height: 44px;
    display: grid;
    place-items: center;
    border: 1px solid rgba(0, 0, 0, 0.18);
    border-radius: 10px;
    background: var(--carc-control-bg);
    color: var(--carc-control-fg);
    box-shadow: 0 1px 4px rgba(0, 0, 0, 0.18);
    cursor: pointer;
    font: inherit;
  }
  .controls button:hover {
    filter: brightness(0.96);
  }
  .controls button:focus-visible {
    outline: 3px solid var(--carc-focus);
    outline-offset: 2px;
  }
  .error {
    position: absolute;
    left: 10px;
    right: 10px;
    top: 10px;
    padding: 10px 12px;
    border-radius: 8px;
    background: var(--carc-error-bg);
    color: var(--carc-error-fg);
    box-shadow: 0 1px 4px rgba(0, 0, 0, 0.2);
  }
  .error code {
    font-weight: 600;
  }
  .sr-only {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip: rect(0 0 0 0);
    white-space: nowrap;
  }
  @media (prefers-reduced-motion: reduce) {
    .animate .world {
      transition: none;
    }
    .hl,
    .arrived,
    .score-float {
      animation: none;
    }
  }
`;
