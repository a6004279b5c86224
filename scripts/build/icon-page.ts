/**
 * The page scripts/build/render-icons.ts screenshots: the app icon drawn with the board's own tile
 * and follower art, one `<svg>` per icon variant (`?variant=any|maskable|touch`).
 */
import { render, svg } from 'lit';
import { tileArt } from '../../components/shared/tile-art.js';
import { followerArt } from '../../components/shared/meeple-art.js';
import { ART, DEFAULT_PLAYER_COLORS } from '../../components/shared/colors.js';

const RED = DEFAULT_PLAYER_COLORS.find((c) => c.name === 'red')!.value;

/**
 * - `any`: the tile with rounded corners on a transparent square (the browser shows it as is);
 * - `maskable`: the tile bleeds to every edge and the follower sits inside the central safe circle
 *   (80% of the width), since launchers cut the icon to their own shape;
 * - `touch`: full-bleed and opaque, as iOS rounds the corners itself.
 */
function icon(variant: string) {
  const rounded = variant === 'any';
  const inset = rounded ? 4 : 0;
  const scale = (100 - 2 * inset) / 100;
  return svg`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100" width="100%" height="100%">
    <defs><clipPath id="shape"><rect x=${inset} y=${inset} width=${100 - 2 * inset} height=${100 - 2 * inset} rx=${rounded ? 18 : 0}/></clipPath></defs>
    <g clip-path="url(#shape)">
      <rect width="100" height="100" fill=${ART.field}/>
      <g transform="translate(${inset} ${inset}) scale(${scale})">${tileArt('D', 0)}</g>
    </g>
    ${followerArt('road', RED, [50, 57], { scale: 2.1 })}</svg>`;
}

const variant = new URLSearchParams(location.search).get('variant') ?? 'any';
render(icon(variant), document.getElementById('icon')!);
