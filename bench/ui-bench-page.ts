/** In-browser timings for bench/ui-board-bench.ts: board render, legal squares, pan/zoom frames. */
import '../components/carc-board/carc-board.js';
import type { CarcBoard } from '../components/carc-board/carc-board.js';
import { randomGame } from './ui-game.js';

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const p95 = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length * 0.95)];
const frame = () => new Promise((r) => requestAnimationFrame(r));

async function run() {
  const game = randomGame('bench');
  const snap = game.snapshot();
  const mid = randomGame('bench-mid', 50);
  const placements = mid.legalPlacements();
  const renders: number[] = [];
  const painted: number[] = [];
  for (let i = 0; i < 25; i++) {
    const el = document.createElement('carc-board') as CarcBoard;
    el.style.cssText = 'width:1440px;height:900px;display:block';
    document.body.append(el);
    await frame();
    const t0 = performance.now();
    el.snapshot = snap;
    await el.updateComplete;
    el.getBoundingClientRect();
    void el.shadowRoot!.querySelector('.world')!.getBoundingClientRect();
    renders.push(performance.now() - t0);
    await frame();
    painted.push(performance.now() - t0);
    el.remove();
  }
  const el = document.createElement('carc-board') as CarcBoard;
  el.style.cssText = 'width:1440px;height:900px;display:block';
  document.body.append(el);
  el.snapshot = mid.snapshot();
  await el.updateComplete;
  const cands: number[] = [];
  for (let i = 0; i < 25; i++) {
    await frame();
    const t0 = performance.now();
    el.candidates = i % 2 ? [] : placements;
    await el.updateComplete;
    el.shadowRoot!.querySelector('.world')!.getBoundingClientRect();
    cands.push(performance.now() - t0);
  }
  // hovering a legal square moves the ghost tile: one board update per square the pointer crosses
  const hovers: number[] = [];
  for (let i = 0; i < 25; i++) {
    await frame();
    const p = placements[i % placements.length];
    const t0 = performance.now();
    el.preview = { tile: mid.currentTile!.id, at: p.at, rot: p.rot };
    await el.updateComplete;
    el.shadowRoot!.querySelector('.world')!.getBoundingClientRect();
    hovers.push(performance.now() - t0);
  }
  el.preview = null;
  el.snapshot = snap;
  el.candidates = [];
  await el.updateComplete;
  const view = (el as unknown as { pz: { zoomAt(f: number, x: number, y: number): void; panBy(x: number, y: number): void } }).pz;
  const frames: number[] = [];
  let last = performance.now();
  for (let i = 0; i < 180; i++) {
    await frame();
    const now = performance.now();
    frames.push(now - last);
    last = now;
    // what a wheel or pinch gesture and a drag do each frame
    if (i % 60 < 30) view.zoomAt(i % 2 ? 1.02 : 0.99, 700, 450);
    else view.panBy(6, -3);
  }
  return {
    tiles: snap.tiles.length,
    followers: snap.meeples.length,
    renderMedianMs: median(renders),
    renderToNextFrameMedianMs: median(painted),
    candidates: placements.length,
    setCandidatesMedianMs: median(cands),
    movePreviewMedianMs: median(hovers),
    panZoomFrameMedianMs: median(frames.slice(10)),
    panZoomFrameP95Ms: p95(frames.slice(10)),
    zoomFrameMedianMs: median(frames.slice(10).filter((_, i) => (i + 10) % 60 < 30)),
    panFrameMedianMs: median(frames.slice(10).filter((_, i) => (i + 10) % 60 >= 30)),
    slowFrames: frames.slice(10).filter((f) => f > 20).length,
  };
}

(window as unknown as { benchResult: Promise<unknown> }).benchResult = run();
