/**
 * Every element's reactive properties are Lit's accessors, whatever the compiler's class-field
 * semantics: a host app compiles our sources with `useDefineForClassFields` on (create-vite, target
 * ES2022), and so do we (tsconfig.json). There an initialized class field (`players = []`) would be
 * an own property of the instance, hiding Lit's accessor: the element would render once and never
 * again. So no reactive property may be an own property, and setting one re-renders.
 */
import { expect, fixture, html, unsafeStatic, waitUntil } from '@open-wc/testing';
import type { LitElement } from 'lit';
import { createGame } from '../../src/engine/index.js';
import type { TablePlayer } from '../../src/table/table.js';
import '../../components/carc-board/carc-board.js';
import '../../components/carc-end-screen/carc-end-screen.js';
import '../../components/carc-event/carc-event.js';
import '../../components/carc-game/carc-game.js';
import '../../components/carc-game/order-picker.js';
import '../../components/carc-lobby/carc-lobby.js';
import '../../components/carc-log/carc-log.js';
import '../../components/carc-qr/carc-qr.js';
import '../../components/carc-scoreboard/carc-scoreboard.js';
import '../../components/carc-share/carc-share.js';
import '../../components/carc-stall-banner/carc-stall-banner.js';
import '../../components/carc-talk/carc-talk.js';
import '../../components/carc-turn-alerts/carc-turn-alerts.js';
import type { TalkView } from '../../components/carc-talk/carc-talk.js';

type CarcTag = Extract<keyof HTMLElementTagNameMap, `carc-${string}`>;

const ANN: TablePlayer = { name: 'Ann', color: '#e8c547', online: false, local: true };

/** A conversation with nothing said yet: enough for `<carc-talk>` to show its button. */
class QuietTalk extends EventTarget implements TalkView {
  lines = [];
  senders = [];
  unread = 0;
  reactions = ['👍'];
  maxText = 280;
  markRead(): void {}
  async say() {
    return { ok: true as const };
  }
  async react() {
    return { ok: true as const };
  }
  mute(): void {}
}

function startSnapshot() {
  const created = createGame({ players: ['Ann', 'Bo'], seed: 'reactive-properties' });
  if (!created.ok) throw new Error(created.error.message);
  return created.game.snapshot();
}

/**
 * For every tag the project declares (tsc checks that none is missing here), one property to set
 * and a value that shows in the element's shadow root.
 */
const CHANGE: { [K in CarcTag]: (el: HTMLElementTagNameMap[K]) => void } = {
  'carc-board': (el) => (el.snapshot = startSnapshot()),
  'carc-end-screen': (el) => (el.players = [ANN]),
  'carc-event': (el) => (el.heading = 'Club final'),
  'carc-game': (el) => (el.toasts = [{ id: 1, kind: 'info', text: 'A toast to show' }]),
  'carc-order-picker': (el) => (el.items = [{ name: 'town:N', label: 'north town' }]),
  'carc-lobby': (el) => (el.view = 'hotseat'),
  'carc-log': (el) => (el.entries = [{ id: 1, kind: 'place', turn: 1, moves: 1, players: [0], text: 'Ann placed a city', tiles: [[0, 1]] }]),
  'carc-qr': (el) => (el.value = 'https://example.org/#room'),
  'carc-scoreboard': (el) => (el.players = [ANN]),
  'carc-share': (el) => (el.link = 'https://example.org/#room'),
  'carc-stall-banner': (el) => (el.equivocators = ['Ann']),
  'carc-talk': (el) => (el.talk = new QuietTalk()),
  'carc-turn-alerts': (el) => (el.settings = { notify: false, sound: !el.settings.sound, vibrate: false, badge: !el.settings.badge }),
};

async function place<K extends CarcTag>(tag: K): Promise<HTMLElementTagNameMap[K] & LitElement> {
  const name = unsafeStatic(tag);
  return fixture(html`<${name} style="display:block;width:600px;height:400px"></${name}>`);
}

describe('reactive properties, under standard class fields', () => {
  for (const tag of Object.keys(CHANGE) as CarcTag[]) {
    it(`<${tag}>: none is an own property of the element, and setting one re-renders it`, async () => {
      expect(customElements.get(tag), `${tag} is defined`).to.not.equal(undefined);
      const el = await place(tag);
      const reactive = [...(el.constructor as typeof LitElement).elementProperties.keys()].map(String);
      expect(reactive.length, 'it has reactive properties').to.be.greaterThan(0);
      expect(
        reactive.filter((p) => Object.hasOwn(el, p)),
        'reactive properties that are own properties (class fields hiding Lit’s accessors)',
      ).to.deep.equal([]);

      const before = el.shadowRoot!.innerHTML;
      (CHANGE[tag] as (el: HTMLElement) => void)(el);
      // a lazily loaded part (the QR encoder, the board's art) may take more than one update
      await waitUntil(async () => (await el.updateComplete) && el.shadowRoot!.innerHTML !== before, `<${tag}> did not re-render after a property was set`, {
        // a guard against a hang, not a speed check
        timeout: 120_000,
      });
    });
  }
});
