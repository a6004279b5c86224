/** A page of every catalogue tile in every rotation, for looking at the art (bench/ui-shots.ts). */
import { html, render } from 'lit';
import { CATALOGUE } from '../src/engine/index.js';
import { tileSvg, tileLabel } from '../components/shared/tile-art.js';
import { followerArt } from '../components/shared/meeple-art.js';
import { tileGeometry, rotatePoint } from '../components/shared/tile-geometry.js';
import { DEFAULT_COLORS } from '../components/shared/colors.js';
import { svg } from 'lit';

const withSpots = new URLSearchParams(location.search).has('spots');
render(
  html`<style>
      body { font: 12px system-ui; margin: 8px; background: #333; color: #eee; }
      .row { display: flex; gap: 6px; align-items: center; margin-bottom: 6px; }
      .id { width: 190px; } .cell { width: 96px; height: 96px; }
    </style>
    ${CATALOGUE.tiles.map(
      (t) => html`<div class="row"><div class="id"><b>${t.id}</b> ${t.name}</div>
        ${[0, 90, 180, 270].map(
          (rot) => html`<svg class="cell" viewBox="0 0 100 100">${tileSvg(t.id, rot, { label: tileLabel(t.id, rot) })}
          ${withSpots ? tileGeometry(t).points.map((p, i) => followerArt(t.segments[i].kind === 3 ? 'farmer' : 'city', DEFAULT_COLORS[i % 6], rotatePoint(p, rot / 90), { scale: 0.9 })) : svg``}</svg>`,
        )}</div>`,
    )}`,
  document.body,
);
