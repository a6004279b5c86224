/// <reference types="mocha" />
/**
 * `<carc-game>` details a player meets: the end dialog (closing and focus), a log line shown on the
 * board, the tiles-left count, the replay's log, screen-reader wording and focus between screens.
 */
import { expect, fixture, html } from '@open-wc/testing';
import { emulateMedia } from '@web/test-runner-commands';
import type { CarcGame } from '../../components/carc-game/carc-game.js';
import { $, $$, board, buttonByText, hotseatGame, key, SHORT_DECK } from './carc-game-helpers.js';

describe('<carc-game> end dialog', () => {
  async function finished() {
    await emulateMedia({ reducedMotion: 'reduce' });
    const el = await hotseatGame(['E']);
    await el.play(el.legalMoves()[0]);
    await new Promise((r) => setTimeout(r, 20));
    await el.updateComplete;
    await emulateMedia({ reducedMotion: 'no-preference' });
    expect($(el, 'carc-end-screen'), 'the end screen shows').to.exist;
    await new Promise((r) => setTimeout(r, 20));
    return el;
  }
  const endButton = (el: CarcGame, text: string) => buttonByText($(el, 'carc-end-screen')!, text);
  const closed = async (el: CarcGame) => {
    await el.updateComplete;
    return $(el, 'carc-end-screen') === null;
  };

  it('moves focus into the dialog, closes by its visible button and gives focus back', async () => {
    const el = await finished();
    expect($(el, 'carc-end-screen')!.shadowRoot!.activeElement?.textContent).to.contain('Play again'); // the first thing to do at the end: play again
    const close = $<HTMLButtonElement>($(el, 'carc-end-screen')!, 'button[part=close]')!;
    expect(close.getAttribute('aria-label')).to.contain('Close');
    close.click();
    expect(await closed(el)).to.be.true;
    await new Promise((r) => setTimeout(r, 20));
    expect(el.shadowRoot!.activeElement?.textContent, 'focus goes back to the game, on the button that opens it again').to.contain('Final scores');
    buttonByText(el, 'Final scores').click();
    await el.updateComplete;
    expect($(el, 'carc-end-screen')).to.exist;
    expect(endButton(el, 'Save record')).to.exist;
  });

  it('closes by a tap outside it, by Esc and by the browser Back', async () => {
    const el = await finished();
    ($(el, '.overlay') as HTMLElement).click();
    expect(await closed(el), 'a tap outside').to.be.true;
    buttonByText(el, 'Final scores').click();
    await el.updateComplete;
    ($(el, 'carc-end-screen') as HTMLElement).click(); // a tap inside does not close it
    expect(await closed(el)).to.be.false;
    const gaveBack = new Promise((r) => window.addEventListener('popstate', r, { once: true }));
    await key(el, 'Escape');
    expect(await closed(el), 'Esc').to.be.true;
    await gaveBack; // closing gave its history entry back
    buttonByText(el, 'Final scores').click();
    await el.updateComplete;
    const popped = new Promise((r) => window.addEventListener('popstate', r, { once: true }));
    history.back();
    await popped;
    expect(await closed(el), 'Back').to.be.true;
  });
});

describe('<carc-game> log', () => {
  it('opening a score in the log outlines its move on the board and highlights the scored feature', async () => {
    const el = await hotseatGame();
    await el.play({ tile: 'E', at: [0, -1], rot: 180, meeple: 'city:S' });
    await el.updateComplete;
    const log = $(el, 'carc-log')!;
    await (log as unknown as { updateComplete: Promise<unknown> }).updateComplete;
    const row = $$(log, 'li.score .row')[0];
    expect(row.textContent).to.contain('Ann +4: city of 2 tiles, 2 points each');
    row.click();
    await el.updateComplete;
    expect(board(el).marked).to.deep.equal([0, -1]);
    expect(board(el).highlight).to.have.deep.members([
      [0, 0],
      [0, -1],
    ]);
    await board(el).updateComplete;
    expect($$(board(el), '.mark')).to.have.length(1);
    row.click(); // closing it lets go of the board
    await el.updateComplete;
    expect(board(el).marked).to.equal(null);
  });
});

describe('<carc-game> small things a player trips over', () => {
  it('counts the tiles left to draw as its list does, and shows that the count opens the list', async () => {
    const el = await hotseatGame();
    const summary = $(el, '.remaining summary')!;
    expect(summary.textContent!.replace(/\s+/g, ' ')).to.contain('5 tiles left to draw').and.contain('Show which');
    const listed = $$(el, '.tile-counts .n').reduce((n, c) => n + Number(c.textContent), 0);
    expect(listed).to.equal(5);
  });

  it("shows the replay's log only up to the replayed move", async () => {
    const el = await hotseatGame();
    for (let i = 0; i < 3; i++) await el.play(el.legalMoves()[0]);
    el.controls.setReplay(1);
    await el.updateComplete;
    const log = $(el, 'carc-log') as HTMLElement & { entries: { turn: number | null; moves: number }[] };
    expect(log.entries.length).to.be.greaterThan(0);
    expect(log.entries.every((e) => e.moves <= 1)).to.be.true;
    el.controls.setReplay(null);
    await el.updateComplete;
    expect(log.entries.some((e) => e.moves === 3)).to.be.true;
  });

  it('says "1 square fits" to a screen reader, not "1 squares"', async () => {
    const el = await fixture<CarcGame>(html`<carc-game style="height:600px;display:block"></carc-game>`);
    await el.host({ hotseat: true, deck: ['U', 'U'], rules: { board: { width: 2, height: 1 } } });
    await el.sit({ name: 'Ann' });
    await el.sit({ name: 'Bob' });
    await el.start();
    await el.updateComplete;
    expect(el.controls.announcement).to.contain('1 square fits');
  });

  it('moves keyboard focus to the new screen when entering the lobby and starting the game', async () => {
    const el = await fixture<CarcGame>(html`<carc-game style="height:700px;display:block"></carc-game>`);
    el.deck = SHORT_DECK;
    const lobby = $(el, 'carc-lobby')!;
    await (lobby as unknown as { updateComplete: Promise<unknown> }).updateComplete;
    buttonByText(lobby, 'Play on this device').focus();
    buttonByText(lobby, 'Play on this device').click();
    await el.updateComplete;
    await (lobby as unknown as { updateComplete: Promise<unknown> }).updateComplete;
    await new Promise((r) => setTimeout(r, 0));
    expect(lobby.shadowRoot!.activeElement?.textContent, 'the lobby heading').to.equal('On this device');
    await el.sit({ name: 'Ann' });
    await el.sit({ name: 'Bob' });
    await (lobby as unknown as { updateComplete: Promise<unknown> }).updateComplete;
    buttonByText(lobby, 'Start the game').focus();
    buttonByText(lobby, 'Start the game').click();
    await new Promise((r) => setTimeout(r, 0));
    await el.updateComplete;
    await new Promise((r) => setTimeout(r, 0));
    expect(el.shadowRoot!.activeElement?.className, 'the turn panel').to.equal('turn-title');
  });
});
