import { CarcScoreboard } from './carc-scoreboard.component.js';

export { CarcScoreboard };
if (!customElements.get('carc-scoreboard')) customElements.define('carc-scoreboard', CarcScoreboard);

declare global {
  interface HTMLElementTagNameMap {
    'carc-scoreboard': CarcScoreboard;
  }
}
