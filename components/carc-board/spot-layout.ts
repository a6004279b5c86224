/**
 * Whether the follower targets fit on the tile being placed: when they appear the view zooms on the
 * tile until they do; at a zoom where they would overlap none are drawn, and `carc-spots-layout`
 * says so, so that the page offers its list of spots instead.
 */
import { nothing } from 'lit';
import { spotsLayer } from './board-layers.js';
import type { BoardPreview } from './board-marks.js';
import type { BoardCamera } from './board-view.js';
import type { CarcEventDetail, CarcEventName } from '../shared/events.js';
import { minTilePx, spotTargets, targetSize } from './spot-targets.js';

export interface SpotLayoutHost {
  readonly camera: BoardCamera;
  emit<K extends CarcEventName>(name: K, detail: CarcEventDetail<K>): void;
}

export class SpotLayout {
  /** what `carc-spots-layout` last said (null: no targets, nothing said since) */
  private onTile: boolean | null = null;

  constructor(private host: SpotLayoutHost) {}

  /** Zooms in on the preview until its targets fit, if they can; whether the zoom changed. */
  frame(pv: BoardPreview, offered: readonly string[]): boolean {
    const camera = this.host.camera;
    const zoom = camera.zoom;
    camera.showTile(pv.at, minTilePx(spotTargets(pv.tile, pv.rot, offered), targetSize()));
    return camera.zoom !== zoom;
  }

  /** The targets, sized for the current zoom; none when they would overlap at this zoom. */
  render(pv: BoardPreview, offered: readonly string[], selected: string | null, color: string) {
    const targets = spotTargets(pv.tile, pv.rot, offered);
    const size = targetSize();
    const zoom = this.host.camera.zoom;
    const onTile = targets.length > 0 && zoom * 100 >= minTilePx(targets, size) - 0.5;
    const state = targets.length ? onTile : null;
    if (state !== this.onTile) {
      this.onTile = state;
      // told after the render that decided it, not during it
      if (state !== null) queueMicrotask(() => this.host.emit('carc-spots-layout', { onTile: state }));
    }
    if (!targets.length) return nothing;
    return spotsLayer(pv, targets, selected, color, size.radius / zoom, onTile);
  }
}
