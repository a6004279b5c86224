/**
 * Followers as silhouettes in player colours: the classic meeple standing, farmers lying down (as
 * the rules say), and the abbot as a hooded monk so it reads differently at a glance.
 */
import { svg, type SVGTemplateResult } from 'lit';
import { luminance } from './colors.js';
import { fmtPt, type Pt } from './tile-geometry.js';

/** A meeple standing, about 20×22 around its centre. */
export const MEEPLE_BODY =
  'M-1.8-4.6H1.8C4.5-4.2 7.5-3.2 9-2.2 10.2-1.4 9.6.6 8 .4L4.2-.2C4.6 3 6.4 6.2 8 8.4 8.6 9.3 8.1 10 7 10H2.6C1.8 8.2 1 7 0 5.8-1 7-1.8 8.2-2.6 10H-7C-8.1 10-8.6 9.3-8 8.4-6.4 6.2-4.6 3-4.2-.2L-8 .4C-9.6.6-10.2-1.4-9-2.2-7.5-3.2-4.5-4.2-1.8-4.6Z';
export const MEEPLE_HEAD = 'M0-11.8A3.9 3.9 0 1 1 0-4 3.9 3.9 0 1 1 0-11.8Z';
/** The abbot: a pointed hood over a bell-shaped robe. */
export const ABBOT_BODY = 'M0-12.5C3.4-10.6 5-7.6 4.6-4.4 6.6-1.8 7.8 3.4 8.8 10H-8.8C-7.8 3.4-6.6-1.8-4.6-4.4-5-7.6-3.4-10.6 0-12.5Z';

export type FollowerKind = 'road' | 'city' | 'monastery' | 'garden' | 'farmer' | 'field' | 'abbot';

export interface FollowerArtOptions {
  scale?: number;
  /** an abbot (drawn as a hooded monk) */
  abbot?: boolean;
  /** greyed out (a spot that is not allowed) */
  ghost?: boolean;
}

/** Outline colour that stands out against a follower's fill (light outline for dark colours). */
export const outlineFor = (color: string) => (luminance(color) < 0.08 ? '#f4f1ea' : '#1d1b18');

/** A follower at a point (board units), lying down when it is a farmer. */
export function followerArt(kind: FollowerKind, color: string, at: Pt, opts: FollowerArtOptions = {}): SVGTemplateResult {
  const lying = kind === 'farmer' || kind === 'field';
  const scale = opts.scale ?? (lying ? 1.2 : 1.35);
  const abbot = opts.abbot || kind === 'abbot';
  const stroke = outlineFor(color);
  const body = abbot
    ? svg`<path d=${ABBOT_BODY} fill=${color} stroke=${stroke} stroke-width="1.3" stroke-linejoin="round"/>
        <ellipse cy="-6.6" rx="2.3" ry="2.8" fill=${stroke} opacity=".75"/>
        <path d="M0 -1v7.5M-2.6 1.6h5.2" stroke=${stroke} stroke-width="1.4" stroke-linecap="round" opacity=".8"/>`
    : svg`<path d=${MEEPLE_BODY} fill=${color} stroke=${stroke} stroke-width="1.3" stroke-linejoin="round"/>
        <path d=${MEEPLE_HEAD} fill=${color} stroke=${stroke} stroke-width="1.3"/>`;
  return svg`<g class="follower ${lying ? 'farmer' : abbot ? 'abbot' : 'standing'}" transform="translate(${fmtPt(at)}) scale(${scale})" opacity=${opts.ghost ? 0.45 : 1}>
    <ellipse cx="0" cy=${lying ? 4 : 10.5} rx=${lying ? 12 : 8} ry="2.6" fill="rgba(0,0,0,.28)"/>
    <g class="figure" transform=${lying ? 'rotate(-90) translate(-1 0)' : ''}>${body}</g></g>`;
}
