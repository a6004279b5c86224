/**
 * Player colours read on both schemes: each palette colour, or the ring drawn round it where the
 * fill cannot reach, has a contrast of at least 3:1 against every surface it sits on (page, panel,
 * rows, and the player's own tinted row), in light and dark; and the components do draw that ring.
 */
import { expect, fixture, html } from '@open-wc/testing';
import { emulateMedia } from '@web/test-runner-commands';
import '../../components/carc-scoreboard/carc-scoreboard.js';
import '../../components/carc-log/carc-log.js';
import { DEFAULT_PLAYER_COLORS, contrast, mix } from '../../components/shared/colors.js';
import { THEMES } from '../../components/shared/theme.js';

const hex = (rgb: string) =>
  `#${(rgb.match(/\d+/g) ?? [])
    .slice(0, 3)
    .map((n) => Number(n).toString(16).padStart(2, '0'))
    .join('')}`;

describe('player colours against the surfaces they sit on', () => {
  for (const [scheme, theme] of Object.entries(THEMES)) {
    it(`every palette colour reads in the ${scheme} scheme, by its fill or by its ring`, () => {
      const ringed: string[] = [];
      for (const { name, value } of DEFAULT_PLAYER_COLORS) {
        const surfaces = { page: theme.page, panel: theme.surface, row: theme.surface2, 'own tint': mix(value, 0.18, theme.surface) };
        for (const [where, surface] of Object.entries(surfaces)) {
          const fill = contrast(value, surface);
          const ring = contrast(theme.ring, surface);
          expect(Math.max(fill, ring), `${name} on the ${where} (${surface}): fill ${fill.toFixed(2)}, ring ${ring.toFixed(2)}`).to.be.at.least(3);
          if (fill < 3 && !ringed.includes(name)) ringed.push(name);
        }
      }
      // the cases the ring is there for
      expect(ringed).to.include(scheme === 'dark' ? 'black' : 'yellow');
    });
  }
});

describe('the ring is drawn', () => {
  afterEach(() => emulateMedia({ colorScheme: 'light' }));

  for (const scheme of ['light', 'dark'] as const) {
    it(`round the current player, their follower icon and their turn dot (${scheme})`, async () => {
      await emulateMedia({ colorScheme: scheme });
      const players = DEFAULT_PLAYER_COLORS.map((c, i) => ({ name: `P${i}`, color: c.value, online: true, local: true }));
      const board = await fixture(html`<carc-scoreboard .players=${players} .scores=${players.map(() => 0)} .followers=${players.map(() => 7)} .current=${4}></carc-scoreboard>`);
      const current = board.shadowRoot!.querySelector('li.current')!;
      const ring = THEMES[scheme].ring;
      expect(hex(getComputedStyle(current).outlineColor)).to.equal(ring);
      expect(hex(getComputedStyle(current.querySelector('.meeple-icon path')!).stroke)).to.equal(ring);
      const log = await fixture(
        html`<carc-log .entries=${[{ id: 0, kind: 'place', turn: 1, moves: 1, players: [4], text: 'P4 placed a tile', tiles: [] }]} .colors=${players.map((p) => p.color)}></carc-log>`,
      );
      expect(hex(getComputedStyle(log.shadowRoot!.querySelector('.swatch')!).borderTopColor)).to.equal(ring);
    });
  }
});
