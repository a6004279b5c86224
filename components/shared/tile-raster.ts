/**
 * The tile as a 50×50 grid of cells (2 units each): where the raster finds room. Fields and spots
 * are found here because a flood fill and a distance map work on any catalogue tile, however its
 * segments are drawn.
 */
import type { Pt } from './tile-outlines.js';

export const N = 50; // raster cells per side (2 units each)
export const cellPt = (i: number): Pt => [(i % N) * 2 + 1, ((i / N) | 0) * 2 + 1];
export const cellAt = (p: Pt) => Math.min(N - 1, Math.max(0, Math.floor(p[1] / 2))) * N + Math.min(N - 1, Math.max(0, Math.floor(p[0] / 2)));

/** Chamfer distance (in cells) from each cell of `mask` to the nearest cell outside it or the tile edge. */
export function distanceIn(mask: (i: number) => boolean): Float32Array {
  const d = new Float32Array(N * N);
  for (let i = 0; i < N * N; i++) d[i] = mask(i) ? 1e6 : 0;
  const at = (x: number, y: number) => (x < 0 || y < 0 || x >= N || y >= N ? 0 : d[y * N + x]);
  for (let y = 0; y < N; y++)
    for (let x = 0; x < N; x++) {
      const i = y * N + x;
      if (d[i]) d[i] = Math.min(d[i], at(x - 1, y) + 1, at(x, y - 1) + 1, at(x - 1, y - 1) + 1.41, at(x + 1, y - 1) + 1.41);
    }
  for (let y = N - 1; y >= 0; y--)
    for (let x = N - 1; x >= 0; x--) {
      const i = y * N + x;
      if (d[i]) d[i] = Math.min(d[i], at(x + 1, y) + 1, at(x, y + 1) + 1, at(x + 1, y + 1) + 1.41, at(x - 1, y + 1) + 1.41);
    }
  return d;
}

/**
 * The comfiest cell of a region: room around it (up to `room` cells) first, then near the region's
 * middle, and clear of the points in `avoid` (other follower spots, so they do not overlap).
 */
export function comfiest(mask: (i: number) => boolean, room: number, towards?: Pt, avoid: Pt[] = []): Pt | null {
  const d = distanceIn(mask);
  let sx = 0,
    sy = 0,
    n = 0;
  for (let i = 0; i < N * N; i++)
    if (d[i]) {
      const [x, y] = cellPt(i);
      sx += x;
      sy += y;
      n++;
    }
  if (!n) return null;
  const mid: Pt = towards ?? [sx / n, sy / n];
  let best = -Infinity,
    at: Pt = mid;
  for (let i = 0; i < N * N; i++) {
    if (!d[i]) continue;
    const p = cellPt(i);
    let score = Math.min(d[i], room) * 10 - Math.hypot(p[0] - mid[0], p[1] - mid[1]) / 4;
    for (const q of avoid) score -= Math.max(0, 28 - Math.hypot(p[0] - q[0], p[1] - q[1])) * 2;
    if (score > best) {
      best = score;
      at = p;
    }
  }
  return at;
}
