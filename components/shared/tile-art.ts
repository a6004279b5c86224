/**
 * Tiles drawn procedurally from the catalogue (fields, roads, city walls and houses, pennants,
 * monasteries, gardens, the river, junction villages) as Lit `svg` templates.
 *
 * `tileArt(id, rot)` is the inside of a 100×100 tile (cached per tile and rotation; the board puts
 * it in a `<symbol>` once and `<use>`s it per placed tile). `tileSvg(id, rot)` is a standalone
 * `<svg>` of one tile for anything else (the drawn tile, the remaining-tiles list).
 */
import { svg, nothing, type SVGTemplateResult } from 'lit';
import { SegKind } from '../../src/engine/tiles/tile-spec.js';
import { ART } from './colors.js';
import { NW_ART, describeNewWorldTile, farm, flag, newWorldMarks } from './new-world-art.js';
import { GARDEN_HALF, fmtPt, rotatePoint, tileGeometry, type Pt } from './tile-geometry.js';
import { engineTileId, isNewWorldTile, tileById } from '../../src/table/tile-lookup.js';

const SIDE_WORDS = ['north', 'east', 'south', 'west'];
// "west–east" and "south–west" read better than clockwise order
const SIDE_ORDER = [0, 2, 3, 1];

const tufts = (pts: Pt[]) => pts.map(([x, y]) => `M${fmtPt([x - 1.6, y + 1.4])}l.6-3.2M${fmtPt([x, y + 1.6])}v-3.8M${fmtPt([x + 1.6, y + 1.4])}l-.6-3.2`).join('');

const houses = (pts: Pt[]) => {
  let walls = '',
    roofs = '';
  for (const [x, y] of pts) {
    const w = 9,
      h = 5.5;
    walls += `M${fmtPt([x - w / 2, y - 0.5])}h${w}v${h}h-${w}z`;
    roofs += `M${fmtPt([x - w / 2 - 1.2, y])}L${fmtPt([x - w / 2 + 1.3, y - 5.5])}h${w - 2.6}l2.5 5.5z`;
  }
  return svg`<path d=${walls} fill=${ART.house} stroke="#8b7350" stroke-width=".6"/><path d=${roofs} fill=${ART.roof} stroke=${ART.roofDark} stroke-width=".6" stroke-linejoin="round"/>`;
};

const pennant = ([x, y]: Pt) => svg`<g transform="translate(${fmtPt([x, y])}) scale(1.3)" class="pennant">
  <path d="M-5.5-6.5h11v7c0 4.2-3 6.6-5.5 7.8-2.5-1.2-5.5-3.6-5.5-7.8z" fill=${ART.pennantBlue} stroke="#fff" stroke-width="1.4" stroke-linejoin="round"/>
  <path d="M-3 -3.5 0 0 3 -3.5" fill="none" stroke="#fff" stroke-width="1.5"/></g>`;

// off the centre (river tiles) a smaller building, kept whole inside the tile
const monastery = ([x, y]: Pt) => {
  const centred = x === 50 && y === 50;
  const at: Pt = centred ? [x, y] : [Math.min(80, Math.max(20, x)), Math.min(82, Math.max(27, y))];
  return svg`<g transform="translate(${fmtPt(at)}) scale(${centred ? 1 : 0.85})" class="monastery">
  <ellipse cy="13" rx="19" ry="4.5" fill="rgba(0,0,0,.18)"/>
  <rect x="-15" y="-1" width="24" height="14" fill="#efe6d2" stroke="#7d6a4f" stroke-width=".8"/>
  <path d="M-17 0H11L7-9H-13z" fill=${ART.roof} stroke=${ART.roofDark} stroke-width=".8" stroke-linejoin="round"/>
  <rect x="-5.5" y="5" width="5" height="8" rx="2.5" fill="#6b4a2b"/>
  <path d="M-12 4h3v4h-3zM2 4h3v4H2z" fill="#6b5a45"/>
  <rect x="8" y="-13" width="9" height="26" fill="#e6d9bd" stroke="#7d6a4f" stroke-width=".8"/>
  <path d="M6.5-12.5H18.5L12.5-22z" fill=${ART.roof} stroke=${ART.roofDark} stroke-width=".8" stroke-linejoin="round"/>
  <path d="M12.5-22v-6M10.3-26h4.4" stroke="#5b4a33" stroke-width="1.2"/>
  <rect x="11" y="-7" width="3" height="5" rx="1.5" fill="#6b5a45"/></g>`;
};

const garden = ([x, y]: Pt) => {
  const h = GARDEN_HALF;
  const flowers: Pt[] = [
    [-5, -5],
    [5, -5],
    [-5, 5],
    [5, 5],
    [0, -6.5],
    [0, 6.5],
    [-6.5, 0],
    [6.5, 0],
  ];
  return svg`<g transform="translate(${fmtPt([x, y])})" class="garden">
    <rect x=${-h} y=${-h} width=${2 * h} height=${2 * h} rx="3.5" fill=${ART.hedge}/>
    <rect x=${-h + 3} y=${-h + 3} width=${2 * h - 6} height=${2 * h - 6} rx="1.5" fill=${ART.hedgeLight}/>
    <path d="M0 ${-h + 3}V${h - 3}M${-h + 3} 0H${h - 3}" stroke=${ART.road} stroke-width="1.6"/>
    <circle r="2" fill=${ART.stone} stroke="#8b8574" stroke-width=".5"/>
    ${flowers.map(([fx, fy], i) => svg`<circle cx=${fx} cy=${fy} r="1.3" fill=${ART.flower[i % 3]}/>`)}</g>`;
};

const village = ([x, y]: Pt) => svg`<g transform="translate(${fmtPt([x, y])})" class="village">
  <circle r="11.5" fill=${ART.road} stroke=${ART.roadEdge} stroke-width="1.6"/>
  <path d="M-6.5-1.5h8v6.5h-8zM2.5 1.5h6v5h-6z" fill=${ART.house} stroke="#8b7350" stroke-width=".6"/>
  <path d="M-7.8-1 -4.5-6.5h3l3.3 5.5zM1.5 2 4.2-2.5h2.6L9.5 2z" fill=${ART.roof} stroke=${ART.roofDark} stroke-width=".6" stroke-linejoin="round"/>
  <circle cx="-2" cy="-8" r="2.3" fill="#4f7f36"/></g>`;

const pig = (x: number, y: number) => `M${x - 3} ${y}a3 2 0 1 0 6 0a3 2 0 1 0-6 0M${x + 3} ${y - 1}l1.6-.6v1.8z`;

const decoration = (kind: string, [x, y]: Pt) =>
  kind === 'pig-herd'
    ? svg`<g transform="translate(${fmtPt([x, y])})" class="pig-herd"><path d="M-9-7h18v14h-18z" fill="none" stroke="#8b6b45" stroke-width="1.2"/><path d=${pig(-3, -2) + pig(3, 3)} fill="#f2a7b5" stroke="#b86b7c" stroke-width=".6"/></g>`
    : kind === 'volcano'
      ? svg`<g transform="translate(${fmtPt([x, y])})" class="volcano"><path d="M-10 6 -3-6h6L10 6z" fill="#7b5a44" stroke="#4e3729" stroke-width=".8"/><path d="M-3-6h6l-1.5 3.5-1.5-1.5-1.5 1.5z" fill="#e0562b"/></g>`
      : svg`<g transform="translate(${fmtPt([x, y])})" class=${kind}><path d="M-6-2h12v7h-12z" fill=${ART.house} stroke="#8b7350" stroke-width=".6"/><path d="M-7.5-1.5-4-7h8l3.5 5.5z" fill="#6d8f3a" stroke="#4c6628" stroke-width=".6"/><rect x="-1.5" y="1" width="3" height="4" fill="#6b4a2b"/></g>`;

function buildArt(id: string, rot: number): SVGTemplateResult {
  const g = tileGeometry(id);
  // New World: trails, farms, flags, trading posts and animals (new-world-art.ts)
  const nw = isNewWorldTile(id);
  const clipId = id.replace(/[^\w-]/g, '_');
  const steps = ((rot / 90) | 0) & 3;
  // Shapes turn with the tile; buildings stay upright so the board reads like one map.
  const up = (p: Pt) => rotatePoint(p, steps);
  return svg`<rect width="100" height="100" fill=${ART.field}/>
    <path d=${tufts(g.tufts.map(up))} fill="none" stroke=${ART.fieldDark} stroke-width=".9" stroke-linecap="round" opacity=".75"/>
    <g transform="rotate(${rot} 50 50)">
    ${g.rivers.map(
      (r) => svg`<g class="river" data-seg=${r.seg}>
      <path d=${r.d} fill="none" stroke=${ART.bank} stroke-width="21"/>
      ${r.lake ? svg`<ellipse cx=${r.lake[0]} cy=${r.lake[1]} rx="18" ry="15" fill=${ART.water} stroke=${ART.bank} stroke-width="2.5"/>` : nothing}
      <path d=${r.d} fill="none" stroke=${ART.water} stroke-width="16"/>
      <path d=${r.d} fill="none" stroke=${ART.waterLight} stroke-width="1.6" stroke-dasharray="5 9" stroke-linecap="round"/></g>`,
    )}
    ${
      g.roads.length
        ? svg`<path d=${g.roads.map((r) => r.d).join('')} fill="none" stroke=${nw ? NW_ART.trailEdge : ART.roadEdge} stroke-width="15"/>
        ${g.roads.map((r) => svg`<path class="road" data-seg=${r.seg} d=${r.d} fill="none" stroke=${nw ? NW_ART.trail : ART.road} stroke-width="11"/>`)}`
        : nothing
    }
    ${g.cities.map(
      (c) => svg`<g class="city" data-seg=${c.seg}>
      <path d=${c.shape.d} fill=${ART.city}/>
      <path d=${c.shape.walls.join('')} fill="none" stroke=${ART.cityShade} stroke-width="16" clip-path="url(#carc-clip-${clipId}-${c.seg})"/>
      <clipPath id="carc-clip-${clipId}-${c.seg}"><path d=${c.shape.d}/></clipPath>
      <path d=${c.shape.walls.join('')} fill="none" stroke=${ART.wall} stroke-width="7" stroke-linecap="round"/>
      <path d=${c.shape.walls.join('')} fill="none" stroke=${ART.wallTop} stroke-width="3.4" stroke-linecap="round"/></g>`,
    )}
    </g>
    ${g.village ? village(up(g.village)) : nothing}
    ${g.cities.map((c) => svg`${houses(c.houses.map(up))}${c.pennant ? (nw ? flag : pennant)(up(c.pennant)) : nothing}`)}
    ${g.monastery ? (nw ? farm : monastery)(up(g.monastery)) : nothing}
    ${nw ? newWorldMarks(tileById(id)!, g, up) : nothing}
    ${g.garden ? garden(up(g.garden)) : nothing}
    ${g.decorations.map((d) => decoration(d.kind, up(d.at)))}
    <rect x=".4" y=".4" width="99.2" height="99.2" fill="none" stroke=${ART.tileEdge} stroke-width=".8"/>`;
}

const artCache = new Map<string, SVGTemplateResult>();

/** The drawing of a tile at a rotation (clockwise degrees) on a 100×100 square, cached per tile and rotation. */
export function tileArt(id: string, rot = 0): SVGTemplateResult {
  const key = `${id}@${rot}`;
  let art = artCache.get(key);
  if (!art) {
    art = tileById(id) ? buildArt(id, rot) : svg`<rect width="100" height="100" fill="#bbb"/><text x="50" y="62" text-anchor="middle" font-size="36" fill="#333">?</text>`;
    artCache.set(key, art);
  }
  return art;
}

const sideList = (sides: number[]) => sides.sort((a, b) => SIDE_ORDER.indexOf(a) - SIDE_ORDER.indexOf(b)).map((s) => SIDE_WORDS[s]);

const labelCache = new Map<string, string>();

/** A description for people, in board orientation: "Tile D, city north, road west–east". */
export function tileLabel(id: string, rot = 0): string {
  const k = `${id}@${rot}`;
  let label = labelCache.get(k);
  if (label === undefined) labelCache.set(k, (label = describeTile(id, rot)));
  return label;
}

function describeTile(id: string, rot: number): string {
  const tile = tileById(id);
  if (!tile) return `Unknown tile ${id}`;
  if (isNewWorldTile(id)) return describeNewWorldTile(engineTileId(id), tile, rot);
  const steps = ((rot / 90) | 0) & 3;
  const parts: string[] = [];
  const deadEnds: number[] = [];
  const kinds = [SegKind.city, SegKind.road, SegKind.river, SegKind.monastery, SegKind.garden];
  for (const kind of kinds)
    for (const s of tile.segments) {
      if (s.kind !== kind) continue;
      const sides = s.ports.map((p) => ((p - 1) / 3 + steps) & 3);
      if (kind === SegKind.monastery) parts.push('monastery');
      else if (kind === SegKind.garden) parts.push('garden');
      else if (kind === SegKind.road && sides.length === 1) deadEnds.push(sides[0]);
      else {
        const word = kind === SegKind.city ? 'city' : kind === SegKind.road ? 'road' : 'river';
        const names = sideList(sides);
        parts.push(`${word} ${kind === SegKind.city ? names.join(', ') : names.join('–')}${s.pennants ? ' with pennant' : ''}`);
      }
    }
  if (deadEnds.length) parts.splice(parts.filter((p) => p.startsWith('city')).length, 0, `${deadEnds.length > 1 ? 'roads' : 'road'} ${sideList(deadEnds).join(', ')} ending`);
  if (!parts.length) parts.push('field');
  return `Tile ${id}, ${parts.join(', ')}`;
}

export interface TileSvgOptions {
  /** width and height in CSS pixels (default: fill the container) */
  size?: number;
  /** accessible name (default: `tileLabel`); pass '' to hide the tile from assistive technology */
  label?: string;
  /** position and size when placed inside another `<svg>` */
  x?: number;
  y?: number;
  class?: string;
}

/** A standalone `<svg>` of one tile at a rotation (clockwise degrees), for use anywhere. */
export function tileSvg(tileId: string, rot = 0, opts: TileSvgOptions = {}): SVGTemplateResult {
  const label = opts.label ?? tileLabel(tileId, rot);
  const size = opts.size ?? '100%';
  return svg`<svg class=${opts.class ?? 'carc-tile'} viewBox="0 0 100 100" width=${size} height=${size} x=${opts.x ?? nothing} y=${opts.y ?? nothing}
    role=${label ? 'img' : nothing} aria-label=${label || nothing} aria-hidden=${label ? nothing : 'true'} data-tile=${tileId} data-rot=${rot}>
    ${tileArt(tileId, rot)}</svg>`;
}
