/// <reference types="mocha" />
/**
 * `<carc-talk>`: the table talk panel over a talk the test fakes (what the sync layer verifies is
 * tested in test/sync/table-talk.test.ts): the unread count on the closed button, opening by
 * keyboard, sending, reactions, muting, a watcher's mark, and text shown as text, never as HTML.
 */
import { expect, fixture, html } from '@open-wc/testing';
import '../../components/carc-talk/carc-talk.js';
import type { CarcTalk, TalkLine, TalkSender, TalkView } from '../../components/carc-talk/carc-talk.js';

const $ = <T extends Element = HTMLElement>(root: Element, sel: string) => root.shadowRoot!.querySelector(sel) as T;
const $$ = <T extends Element = HTMLElement>(root: Element, sel: string) => [...root.shadowRoot!.querySelectorAll(sel)] as T[];

class FakeTalk extends EventTarget implements TalkView {
  all: TalkLine[] = [];
  muted = new Set<string>();
  read = new Set<string>();
  sent: string[] = [];
  reactions = ['👍', '😮', '😂', '🎉', '😬'];
  maxText = 280;
  refuse: string | null = null;
  get lines() {
    return this.all.filter((l) => !this.muted.has(l.key));
  }
  get senders(): TalkSender[] {
    const keys = [...new Set(this.all.filter((l) => !l.mine).map((l) => l.key))];
    return keys.map((key) => {
      const l = this.all.find((x) => x.key === key)!;
      return { key, name: l.name, watching: l.watching, muted: this.muted.has(key) };
    });
  }
  get unread() {
    return this.lines.filter((l) => !l.mine && !this.read.has(l.id)).length;
  }
  markRead() {
    for (const l of this.lines) this.read.add(l.id);
  }
  async say(text: string) {
    if (this.refuse) return { ok: false as const, error: { code: 'talk/too-fast' as const, message: this.refuse } };
    this.sent.push(text);
    this.add({ key: 'me', name: 'Ann', mine: true, text });
    return { ok: true as const };
  }
  async react(emoji: string) {
    this.sent.push(emoji);
    this.add({ key: 'me', name: 'Ann', mine: true, text: emoji, kind: 'react' });
    return { ok: true as const };
  }
  mute(key: string, muted: boolean) {
    if (muted) this.muted.add(key);
    else this.muted.delete(key);
    this.dispatchEvent(new CustomEvent('change'));
  }
  add(l: Partial<TalkLine> & { key: string; text: string }) {
    this.all.push({ id: `${l.key}:${this.all.length}`, name: l.key, color: '#1f77b4', watching: false, mine: false, kind: 'say', t: this.all.length, ...l });
    this.dispatchEvent(new CustomEvent('change'));
  }
}

async function panel(talk: FakeTalk): Promise<CarcTalk> {
  return fixture<CarcTalk>(html`<div style="position:relative;width:1000px;height:700px"><carc-talk .talk=${talk}></carc-talk></div>`).then((d) => d.querySelector('carc-talk')!);
}

const toggle = (el: CarcTalk) => $<HTMLButtonElement>(el, '.toggle');
const lineTexts = (el: CarcTalk) => $$(el, '.line').map((l) => l.textContent!.replace(/\s+/g, ' ').trim());

describe('carc-talk', () => {
  it('counts unread messages on the closed button, and opening shows them and clears the count', async () => {
    const talk = new FakeTalk();
    const el = await panel(talk);
    talk.add({ key: 'bob', name: 'Bob', text: 'hi all' });
    talk.add({ key: 'bob', name: 'Bob', text: 'good luck' });
    await el.updateComplete;
    expect(toggle(el).getAttribute('aria-label')).to.equal('Table talk, 2 unread');
    expect($(el, '.badge').textContent).to.equal('2');
    toggle(el).click();
    await el.updateComplete;
    expect(toggle(el).getAttribute('aria-expanded')).to.equal('true');
    expect(lineTexts(el)).to.deep.equal(['Bob hi all', 'Bob good luck']);
    expect(el.shadowRoot!.activeElement?.tagName).to.equal('INPUT');
    expect(talk.unread).to.equal(0);
    // a message arriving while open is read at once
    talk.add({ key: 'bob', name: 'Bob', text: 'your turn' });
    await el.updateComplete;
    expect(talk.unread).to.equal(0);
  });

  it('sends a message with Enter and a reaction with a button; a refusal is said', async () => {
    const talk = new FakeTalk();
    const el = await panel(talk);
    await el.toggle(true);
    const input = $<HTMLInputElement>(el, 'input');
    expect(input.maxLength).to.equal(280);
    input.value = 'nice city';
    $<HTMLFormElement>(el, 'form').requestSubmit();
    await new Promise((r) => setTimeout(r));
    await el.updateComplete;
    expect(talk.sent).to.deep.equal(['nice city']);
    expect(input.value).to.equal('');
    $$<HTMLButtonElement>(el, '.reaction')
      .find((b) => b.getAttribute('aria-label') === 'React 🎉')!
      .click();
    await new Promise((r) => setTimeout(r));
    expect(talk.sent).to.deep.equal(['nice city', '🎉']);
    talk.refuse = 'At most 5 messages every 10 seconds: wait a moment.';
    input.value = 'again';
    $<HTMLFormElement>(el, 'form').requestSubmit();
    await new Promise((r) => setTimeout(r));
    await el.updateComplete;
    expect($(el, '.problem').textContent).to.contain('At most 5 messages');
  });

  it('shows text as text (no HTML), marks a watcher, and mutes a sender on request', async () => {
    const talk = new FakeTalk();
    talk.add({ key: 'eve', name: 'Watcher abcd', watching: true, color: null, text: '<img src=x onerror="window.pwned=1"><b>bold</b>' });
    talk.add({ key: 'bob', name: 'Bob', text: 'hello' });
    const el = await panel(talk);
    await el.toggle(true);
    const first = $$(el, '.line')[0];
    expect(first.querySelector('img')).to.equal(null);
    expect(first.querySelector('.text')!.textContent).to.equal('<img src=x onerror="window.pwned=1"><b>bold</b>');
    expect(first.querySelector('.watching')!.textContent).to.equal('watching');
    expect((window as unknown as { pwned?: number }).pwned).to.equal(undefined);
    $$<HTMLButtonElement>(el, 'header button')
      .find((b) => b.textContent!.includes('Mute'))!
      .click();
    await el.updateComplete;
    const muteBob = $$<HTMLButtonElement>(el, '.senders button').find((b) => b.textContent === 'Mute Bob')!;
    muteBob.click();
    await el.updateComplete;
    expect(lineTexts(el).some((t) => t.includes('hello'))).to.equal(false);
    expect(
      $$<HTMLButtonElement>(el, '.senders button')
        .find((b) => b.textContent === 'Unmute Bob')!
        .getAttribute('aria-pressed'),
    ).to.equal('true');
  });

  it('closes with Escape, giving the focus back to its button; every button is at least 44 px', async () => {
    const talk = new FakeTalk();
    const el = await panel(talk);
    await el.toggle(true);
    for (const b of $$<HTMLButtonElement>(el, 'button')) {
      const r = b.getBoundingClientRect();
      expect(Math.min(r.width, r.height), b.getAttribute('aria-label') ?? b.textContent ?? '').to.be.at.least(44);
    }
    $(el, 'input').dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, composed: true }));
    await el.updateComplete;
    await el.updateComplete;
    expect(el.open).to.equal(false);
    expect(el.shadowRoot!.activeElement).to.equal(toggle(el));
  });
});
