/**
 * New World's marks on top of the shared tile drawing (tile-art.ts draws trails, towns and plains
 * the way it draws roads, cities and fields): farms instead of monasteries, a flag on its pole for
 * a town's flag, a log trading post beside a trail, grazing bison for the plains' animals; and the
 * words that describe a New World tile. Procedural, like every tile of the project.
 */
import { svg, type SVGTemplateResult } from 'lit';
import { SegKind, type CompiledTile } from '../../src/engine/tiles/tile-spec.js';
import { fmtPt, type Pt, type TileGeometry } from './tile-geometry.js';

export const NW_ART = {
  trail: '#d9c08f',
  trailEdge: '#8a6b3e',
  crop: '#d8b24a',
  cropDark: '#a9862c',
  barn: '#9e3b2b',
  log: '#8a5a33',
  logDark: '#5e3b1f',
  bison: '#5a3b22',
  flag: '#c8283a',
} as const;

const clamp = (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, v));

/** A farm: a barn by rows of crops, centred where the geometry puts a monastery. */
export const farm = ([x, y]: Pt) => svg`<g transform="translate(${fmtPt([x, y])})" class="farm">
  <rect x="-17" y="-14" width="34" height="28" rx="2" fill=${NW_ART.crop} stroke=${NW_ART.cropDark} stroke-width=".8"/>
  <path d="M-14-9h28M-14-4h28M-14 1h28M-14 6h28M-14 11h28" stroke=${NW_ART.cropDark} stroke-width="1.1"/>
  <path d="M-9-3h14v12h-14z" fill=${NW_ART.barn} stroke="#5e2218" stroke-width=".8"/>
  <path d="M-11-2 -2-10 7-2z" fill="#6f2a1e" stroke="#4a1a12" stroke-width=".8" stroke-linejoin="round"/>
  <path d="M-5 9v-6h6v6M-5 3l6 6M1 3l-6 6" fill="none" stroke="#f4ead6" stroke-width=".9"/></g>`;

/** A town's flag: a red flag on a pole, standing among the houses. */
export const flag = ([x, y]: Pt) => svg`<g transform="translate(${fmtPt([x, y])})" class="flag">
  <path d="M-3 9V-10" stroke="#4a3520" stroke-width="1.6" stroke-linecap="round"/>
  <path d="M-2.4-10h11l-3 4 3 4h-11z" fill=${NW_ART.flag} stroke="#fff" stroke-width=".9" stroke-linejoin="round"/></g>`;

/** A trading post: a small log cabin with a sign, beside its trail. */
const tradingPost = ([x, y]: Pt) => svg`<g transform="translate(${fmtPt([x, y])})" class="trading-post">
  <rect x="-7" y="-3" width="14" height="9" fill=${NW_ART.log} stroke=${NW_ART.logDark} stroke-width=".8"/>
  <path d="M-7 0h14M-7 3h14" stroke=${NW_ART.logDark} stroke-width=".6"/>
  <path d="M-9-2.5 0-9 9-2.5z" fill="#6b4a2b" stroke=${NW_ART.logDark} stroke-width=".8" stroke-linejoin="round"/>
  <rect x="-1.8" y="1" width="3.6" height="5" fill="#3b2614"/></g>`;

/** A grazing bison, about 12 wide. */
const bison = ([x, y]: Pt) => svg`<path class="animal" transform="translate(${fmtPt([x, y])}) scale(1.25)" fill=${NW_ART.bison}
  d="M-6 2C-6.5-1-5.5-3.5-2.5-4 0-5.5 3-5 4.5-3.2 5.5-3.6 6.6-2.8 6.4-1.4L5.6 1.2C5 2.4 4 2.4 3.6 1.6L3 3.6H2L1.8 2H-3.4L-3.8 3.6H-4.8L-5 2Z"/>`;

/**
 * The marks of a New World tile in board orientation: trading posts beside their trails, animals on
 * their plains. `up` turns a catalogue point into board orientation (marks stay upright).
 */
export function newWorldMarks(tile: CompiledTile, g: TileGeometry, up: (p: Pt) => Pt): SVGTemplateResult[] {
  const out: SVGTemplateResult[] = [];
  tile.segments.forEach((s, seg) => {
    if (!s.pennants) return;
    if (s.kind === SegKind.road) {
      // beside the trail, towards the tile's middle
      const [px, py] = g.points[seg];
      const side: Pt = [px + (px < 50 ? 13 : -13), py + (py < 50 ? 13 : -13)];
      out.push(tradingPost(up([clamp(side[0], 12, 88), clamp(side[1], 14, 86)])));
    } else if (s.kind === SegKind.field) {
      // a field wrapped round a farm has its centre under the barn: the animals graze in a corner
      const [cx, cy] = g.monastery && Math.hypot(g.centroids[seg][0] - 50, g.centroids[seg][1] - 50) < 22 ? [74, 82] : g.centroids[seg];
      for (let i = 0; i < s.pennants; i++) {
        const dx = (i - (s.pennants - 1) / 2) * 13;
        out.push(bison(up([clamp(cx + dx, 9, 91), clamp(cy + (i % 2) * 5, 8, 94)])));
      }
    }
  });
  return out;
}

const SIDE_WORDS = ['north', 'east', 'south', 'west'];
const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** "Tile AC, town north, trail south ending, 1 animal": a New World tile for people, in board orientation. */
export function describeNewWorldTile(id: string, tile: CompiledTile, rot: number): string {
  const steps = ((rot / 90) | 0) & 3;
  const sides = (ports: number[]) =>
    ports
      .map((p) => ((p - 1) / 3 + steps) & 3)
      .sort()
      .map((side) => SIDE_WORDS[side]);
  const parts: string[] = [];
  let animals = 0;
  for (const s of tile.segments) {
    if (s.kind === SegKind.city) parts.push(`town ${sides(s.ports).join(', ')}${s.pennants ? ` with ${plural(s.pennants, 'flag')}` : ''}`);
    else if (s.kind === SegKind.road) parts.push(`trail ${sides(s.ports).join('–')}${s.ports.length === 1 ? ' ending' : ''}${s.pennants ? ', trading post' : ''}`);
    else if (s.kind === SegKind.monastery) parts.push('farm');
    else if (s.kind === SegKind.field) animals += s.pennants;
  }
  if (!parts.length) parts.push('plains');
  if (animals) parts.push(plural(animals, 'animal'));
  return `Tile ${id}, ${parts.join(', ')}`;
}
