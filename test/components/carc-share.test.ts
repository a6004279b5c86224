/// <reference types="mocha" />
/**
 * The game's link during play (<carc-share>): one tap opens the link, Copy, the share sheet where
 * the platform has one, and a QR code; it says the link lets whoever opens it watch, and that a
 * seat is kept by the browser. Copying falls back to selecting the link; a share sheet that fails
 * copies instead. At an online table it sits over the board, on screen at 390×844 and 1440×900.
 */
import { expect, fixture, html } from '@open-wc/testing';
import { setViewport } from '@web/test-runner-commands';
import '../../components/carc-share/carc-share.js';
import type { CarcShare } from '../../components/carc-share/carc-share.js';
import { $, onlineGame } from './carc-game-helpers.js';
import { FakeSession } from './fake-session.js';

const LINK = 'https://carc.example/#V1StGXR8_Z5jdHi6B-myTQ.0123456789abcdefghijklmnopqrstuvwxyzABCDEFG';

/** Stands in for navigator's clipboard and share sheet for one test. */
function standIn(name: 'clipboard' | 'share', value: unknown): () => void {
  const own = Object.getOwnPropertyDescriptor(navigator, name);
  Object.defineProperty(navigator, name, { value, configurable: true, writable: true });
  return () => (own ? Object.defineProperty(navigator, name, own) : delete (navigator as unknown as Record<string, unknown>)[name]);
}

async function opened(seated = true) {
  const el = await fixture<CarcShare>(html`<carc-share .link=${LINK} .seated=${seated}></carc-share>`);
  $<HTMLButtonElement>(el, '.toggle')!.click();
  await el.updateComplete;
  return el;
}

describe('<carc-share>', () => {
  const restore: (() => void)[] = [];
  afterEach(() => {
    while (restore.length) restore.pop()!();
  });
  after(() => setViewport({ width: 800, height: 600 }));

  it('opens with the link, a QR code of it, and what the link gives', async () => {
    restore.push(standIn('share', undefined));
    const el = await opened();
    expect($(el, '.toggle')!.getAttribute('aria-expanded')).to.equal('true');
    expect($<HTMLInputElement>(el, 'input')!.value).to.equal(LINK);
    const qr = $(el, 'carc-qr') as HTMLElement & { value: string; updateComplete: Promise<unknown> };
    await qr.updateComplete;
    expect(qr.value).to.equal(LINK);
    expect(qr.shadowRoot!.querySelector('svg path')!.getAttribute('d')!.length, 'a drawn code').to.be.greaterThan(100);
    const about = $(el, '.about')!.textContent!;
    expect(about).to.contain('watches the game').and.contain('Your seat is kept by this browser, not by the link');
    expect(document.activeElement === el && el.shadowRoot!.activeElement?.classList.contains('copy'), 'focus on Copy').to.be.true;
  });

  it('copies the link to the clipboard and says so', async () => {
    const written: string[] = [];
    restore.push(standIn('clipboard', { writeText: async (t: string) => void written.push(t) }));
    const el = await opened();
    let copied = '';
    el.addEventListener('carc-share-copied', (e) => (copied = (e as CustomEvent).detail.link));
    $<HTMLButtonElement>(el, '.copy')!.click();
    await new Promise((r) => el.addEventListener('carc-share-copied', r, { once: true }));
    await el.updateComplete;
    expect(written).to.deep.equal([LINK]);
    expect(copied).to.equal(LINK);
    expect($(el, '.said')!.textContent).to.equal('Link copied.');
  });

  it('selects the link when the clipboard is refused', async () => {
    restore.push(standIn('clipboard', { writeText: async () => Promise.reject(new DOMException('denied', 'NotAllowedError')) }));
    const el = await opened();
    await el.copy();
    await el.updateComplete;
    const input = $<HTMLInputElement>(el, 'input')!;
    expect(input.selectionEnd! - input.selectionStart!).to.equal(LINK.length);
    expect($(el, '.said')!.textContent).to.contain('copy it from there');
  });

  it('offers the share sheet only where there is one, and copies when it fails', async () => {
    restore.push(standIn('share', undefined));
    let el = await opened();
    expect($(el, '.share'), 'no share sheet here').to.be.null;
    expect($(el, '.copy')!.classList.contains('primary')).to.be.true;
    restore.pop()!();

    const shared: ShareData[] = [];
    const written: string[] = [];
    restore.push(standIn('clipboard', { writeText: async (t: string) => void written.push(t) }));
    restore.push(standIn('share', async (d: ShareData) => void shared.push(d)));
    el = await opened();
    await el.share();
    expect(shared).to.deep.equal([{ title: 'Carcassonne', text: 'Our Carcassonne game', url: LINK }]);
    expect(written, 'shared, not copied').to.deep.equal([]);
    restore.pop()!();

    restore.push(standIn('share', async () => Promise.reject(new DOMException('closed', 'AbortError'))));
    await el.share();
    expect(written, 'the player closed the sheet: nothing else happens').to.deep.equal([]);
    restore.pop()!();

    restore.push(standIn('share', async () => Promise.reject(new DOMException('no', 'NotAllowedError'))));
    await el.share();
    expect(written, 'the sheet failed: copied instead').to.deep.equal([LINK]);
  });

  it('closes with Escape, giving focus back to its button, and on a tap outside', async () => {
    const el = await opened();
    $(el, '.panel')!.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, composed: true }));
    await el.updateComplete;
    expect($(el, '.panel')).to.be.null;
    expect(el.shadowRoot!.activeElement?.classList.contains('toggle')).to.be.true;
    $<HTMLButtonElement>(el, '.toggle')!.click();
    await el.updateComplete;
    document.body.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, composed: true }));
    await el.updateComplete;
    expect($(el, '.panel')).to.be.null;
  });

  it('tells a watcher they watch', async () => {
    const el = await opened(false);
    expect($(el, '.about')!.textContent).to.contain('as you do');
  });

  for (const size of [
    { width: 390, height: 844 },
    { width: 1440, height: 900 },
  ]) {
    it(`is on screen at an online table, its panel inside the window, at ${size.width}×${size.height}`, async () => {
      await setViewport(size);
      const session = new FakeSession(2);
      session.link = LINK;
      const game = await onlineGame(session);
      game.style.cssText = 'display:block;position:fixed;inset:0;height:auto;width:auto';
      await game.updateComplete;
      const share = $(game, 'carc-share') as CarcShare;
      expect(share, 'the link control at an online table').to.exist;
      expect(share.link).to.equal(LINK);
      const toggle = share.shadowRoot!.querySelector('.toggle')!.getBoundingClientRect();
      expect(toggle.height).to.be.at.least(44);
      expect(toggle.right).to.be.at.most(size.width);
      expect(toggle.top).to.be.at.least(0);
      share.toggle(true);
      await share.updateComplete;
      const panel = share.shadowRoot!.querySelector('.panel')!.getBoundingClientRect();
      expect(panel.left, 'inside the window').to.be.at.least(0);
      expect(panel.right).to.be.at.most(size.width);
      expect(panel.bottom).to.be.at.most(size.height);
      const hit = game.shadowRoot!.elementFromPoint(toggle.left + toggle.width / 2, toggle.top + toggle.height / 2);
      expect(hit, 'nothing covers the button').to.equal(share);
    });
  }
});
