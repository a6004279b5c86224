/**
 * The vector outlines of a tile's features, in catalogue orientation on a 100×100 square (no DOM, no
 * Lit): a city's walls, a road's or river's path, and the plane geometry both need (curves, inside
 * a polygon, distance to a path). tile-geometry.ts places them; tile-art.ts draws them.
 */
export type Pt = [number, number];

/** Port positions 0..11 (NNW, N, NNE, ENE, E, ESE, SSE, S, SSW, WSW, W, WNW) on the 100×100 square. */
export const PORT_XY: readonly Pt[] = [
  [25, 0],
  [50, 0],
  [75, 0],
  [100, 25],
  [100, 50],
  [100, 75],
  [75, 100],
  [50, 100],
  [25, 100],
  [0, 75],
  [0, 50],
  [0, 25],
];
const CORNERS: readonly Pt[] = [
  [0, 0],
  [100, 0],
  [100, 100],
  [0, 100],
];
export const CENTRE: Pt = [50, 50];

/** A point turned `steps` quarter turns clockwise about the tile centre. */
export function rotatePoint(p: Pt, steps: number): Pt {
  let [x, y] = p;
  for (let i = 0; i < (steps & 3); i++) [x, y] = [100 - y, x];
  return [x, y];
}

const num = (n: number) => String(Math.round(n * 10) / 10);
export const fmtPt = (p: Pt) => `${num(p[0])} ${num(p[1])}`;
export const lerp = (a: Pt, b: Pt, t: number): Pt => [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t];

function cubicPoints(p0: Pt, p1: Pt, p2: Pt, p3: Pt, n: number): Pt[] {
  const out: Pt[] = [];
  for (let i = 1; i <= n; i++) {
    const t = i / n,
      u = 1 - t;
    const a = u * u * u,
      b = 3 * u * u * t,
      c = 3 * u * t * t,
      d = t * t * t;
    out.push([a * p0[0] + b * p1[0] + c * p2[0] + d * p3[0], a * p0[1] + b * p1[1] + c * p2[1] + d * p3[1]]);
  }
  return out;
}

// A city's wall across sides it does not touch, drawn from the NW corner clockwise, by how many
// sides it skips (then turned into place): [control 1, control 2, end corner].
const GAPS: readonly Pt[][] = [
  [],
  [
    [28, 30],
    [72, 30],
    [100, 0],
  ],
  [
    [45, 20],
    [80, 55],
    [100, 100],
  ],
  [
    [40, 24],
    [40, 76],
    [0, 100],
  ],
];

export interface CityShape {
  /** the filled area */
  d: string;
  /** the walls (the curves that are not tile edges) */
  walls: string[];
  poly: Pt[];
}

/** The outline of a city touching the given sides (N, E, S, W): caps, corners, bands, three sides or all. */
export function cityShape(sides: readonly boolean[]): CityShape {
  if (sides.every(Boolean)) return { d: 'M0 0H100V100H0Z', walls: [], poly: [...CORNERS] };
  const start = sides.findIndex((v, i) => v && !sides[(i + 3) % 4]);
  let d = `M${fmtPt(CORNERS[start])}`;
  const poly: Pt[] = [CORNERS[start]];
  const walls: string[] = [];
  for (let done = 0, s = start; done < 4; ) {
    if (sides[s]) {
      const e = CORNERS[(s + 1) % 4];
      d += `L${fmtPt(e)}`;
      poly.push(e);
      s = (s + 1) % 4;
      done++;
      continue;
    }
    let g = 0;
    while (g < 4 - done && !sides[(s + g) % 4]) g++;
    const [c1, c2, e] = GAPS[g].map((p) => rotatePoint(p, s));
    const curve = `C${fmtPt(c1)} ${fmtPt(c2)} ${fmtPt(e)}`;
    d += curve;
    walls.push(`M${fmtPt(CORNERS[s])}${curve}`);
    poly.push(...cubicPoints(CORNERS[s], c1, c2, e, 16));
    s = (s + g) % 4;
    done += g;
  }
  return { d: d + 'Z', walls, poly };
}

/** A road or river between its centre ports; a single port runs to `end` (a village, lake or building). */
export function flowPath(ports: readonly number[], end: Pt): { d: string; pts: Pt[] } {
  if (ports.length === 2) {
    const a = PORT_XY[ports[0]],
      b = PORT_XY[ports[1]];
    const c1 = lerp(a, CENTRE, 0.55),
      c2 = lerp(b, CENTRE, 0.55);
    return { d: `M${fmtPt(a)}C${fmtPt(c1)} ${fmtPt(c2)} ${fmtPt(b)}`, pts: [a, ...cubicPoints(a, c1, c2, b, 24)] };
  }
  let d = '';
  const pts: Pt[] = [];
  for (const p of ports) {
    const a = PORT_XY[p];
    d += `M${fmtPt(a)}L${fmtPt(end)}`;
    for (let i = 0; i <= 12; i++) pts.push(lerp(a, end, i / 12));
  }
  return { d, pts };
}

export function alongPath(pts: Pt[], t: number): Pt {
  return pts[Math.min(pts.length - 1, Math.round((pts.length - 1) * t))];
}

export function insidePoly(p: Pt, poly: readonly Pt[]): boolean {
  let inside = false;
  for (let i = 0, j = poly.length - 1; i < poly.length; j = i++) {
    const [xi, yi] = poly[i],
      [xj, yj] = poly[j];
    if (yi > p[1] !== yj > p[1] && p[0] < ((xj - xi) * (p[1] - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

export function distToPolyline(p: Pt, pts: readonly Pt[]): number {
  let best = Infinity;
  for (let i = 1; i < pts.length; i++) {
    const [ax, ay] = pts[i - 1],
      [bx, by] = pts[i];
    const dx = bx - ax,
      dy = by - ay;
    const len = dx * dx + dy * dy || 1;
    const t = Math.max(0, Math.min(1, ((p[0] - ax) * dx + (p[1] - ay) * dy) / len));
    best = Math.min(best, Math.hypot(p[0] - ax - t * dx, p[1] - ay - t * dy));
  }
  return best;
}
