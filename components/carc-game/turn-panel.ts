/**
 * The turn panel: the drawn tile and what the player does with it, in two steps that never fight
 * each other: put the tile on a square and turn it (a tap on the tile turns it), then, if the
 * player wants one, choose a follower (targets on the tile, and the same spots as a named list).
 */
import { html, nothing } from 'lit';
import { spotPhrase } from '../shared/spot-names.js';
import type { GameHost } from './game-host.js';
import { ICONS, meeple } from '../shared/icons.js';
import { renderBotTurn, renderHintButton } from './bot-seats.js';
import { renderRematchOffers } from './rematch.js';
import { renderHintReason } from './move-reasons.js';
import { tileImage } from './tile-image.js';
import { isNewWorld, type Table } from '../../src/table/table.js';
import { RETURN_ABBOT, type TurnFlow } from '../../src/table/turn-flow.js';
import { orderLabel } from './order-picker.js';
import { spotWhere } from '../shared/spot-names.js';
import './order-picker.js';

/** "Farmer, south field", "Knight, city", "Abbot, monastery", "Take the abbot back". */
export function spotLabel(spot: string, tile: string, rot: number): string {
  if (spot === RETURN_ABBOT) return 'Take the abbot back';
  if (spot.startsWith('abbot:')) return `Abbot, ${spot.slice(6)}`;
  return spotPhrase(tile, rot, spot);
}

/** Pointer words: a phone is tapped, a laptop clicked. */
export const coarsePointer = () => typeof matchMedia === 'function' && matchMedia('(pointer: coarse)').matches;

/** What to do next, in one sentence; keyboard shortcuts are for devices with keys (hidden on touch). */
function hint(el: GameHost, flow: TurnFlow) {
  const tap = coarsePointer() ? 'Tap' : 'Click';
  const keyHint = (k: string) => html`<span class="key-hint"> (or press ${k})</span>`;
  if (!flow.squares.length) return html`This tile fits nowhere.`;
  if (!flow.at) return html`${tap} a highlighted square to place the tile${keyHint('N')}.`;
  const fits = flow.rotationsAt(flow.at).length;
  const spots = flow.allowedSpots().length;
  const word = flow.newWorld ? 'settler' : 'follower';
  if (flow.stage === 'follower') {
    return el.spotsOnTile === false
      ? html`Choose the ${word} below (its spots are too close together to ${tap.toLowerCase()} on the tile), then confirm.`
      : html`${tap} a circle on the tile or choose below, then confirm.`;
  }
  const turn = fits > 1 ? html`${tap} the tile to turn it (${fits} ways fit)${keyHint('R')}.` : html`It fits only this way.`;
  return html`${turn} ${spots ? `Then add a ${word}, or confirm.` : `No ${word} can go on it: confirm.`}`;
}

/** The named list of spots (and the abbot's choices) while choosing a follower. */
function spotList(el: GameHost, flow: TurnFlow, color: string | undefined) {
  const c = el.controls;
  const choices = [...flow.spots(), ...flow.abbotChoices()];
  return html`<div class="spots" role="radiogroup" aria-label="Follower">
    <button role="radio" class="spot" aria-checked=${flow.spot === null ? 'true' : 'false'} @click=${() => c.chooseSpot(null)}>${ICONS.none} No ${flow.newWorld ? 'settler' : 'follower'}</button>
    ${choices.map(
      (
        s,
      ) => html`<button role="radio" class="spot" aria-checked=${flow.spot === s.spot ? 'true' : 'false'} ?disabled=${!s.allowed} title=${s.allowed ? '' : 'Not allowed here'} @click=${() => c.chooseSpot(s.spot)}>
        ${meeple(s.allowed ? color : 'transparent')} ${spotLabel(s.spot, flow.shownTile, flow.rot)}
      </button>`,
    )}
  </div>`;
}

/** New World: the scoring order of the features this placement completes, when there are two or more. */
function orderPicker(el: GameHost, flow: TurnFlow) {
  const order = flow.scoringOrder();
  if (!order.length) return nothing;
  const items = order.map((name) => ({ name, label: orderLabel(name, (spot) => spotWhere(flow.shownTile, flow.rot, spot)) }));
  return html`<carc-order-picker .items=${items}
    @carc-order-earlier=${(e: CustomEvent<{ name: string }>) => el.controls.scoreEarlier(e.detail.name)}
    @carc-order-hover=${(e: CustomEvent<{ name: string | null }>) => el.spotlight.hover(e.detail.name ? flow.scoringTiles(e.detail.name) : null)}></carc-order-picker>`;
}

export function renderTurn(el: GameHost, t: Table) {
  const g = t.game!;
  const c = el.controls;
  if (el.replayAt !== null) {
    return html`<p class="turn-title" tabindex="-1">Replay · move ${el.replayAt} of ${g.turn}</p>
      <div class="actions"><button class="primary" @click=${() => c.setReplay(null)}>Back to the game</button></div>`;
  }
  if (g.finished) {
    return html`<p class="turn-title" tabindex="-1">Game over</p>
      <div class="actions">
        <button class="primary" @click=${() => (el.endOpen = true)}>Final scores</button>
        <button @click=${() => c.onEndAction('review')}>${ICONS.play} Replay</button>
      </div>
      ${renderRematchOffers(el)}`;
  }
  const player = t.players[g.current];
  const tile = g.currentTile!.id;
  const flow = el.flow;
  const who = html`<span class="swatch" style="background:${player?.color}"></span>`;
  // online: the tile after a move is drawn with every seat's browser (a network round trip)
  const drawing = t.mode === 'online' && (!!t.drawing || (!!flow && c.busy));
  const botTurn = !flow && renderBotTurn(el, t);
  if (botTurn) return botTurn;
  if (!flow || drawing) {
    const hover = t.hover;
    const mine = !!flow;
    // online, a player whose browser is gone is not "playing" (over days, nobody is expected to be online)
    const gone = t.mode === 'online' && !player?.away && player?.online === false;
    const offline = gone && !t.days;
    const overDays = gone && !!t.days;
    const title = drawing
      ? `${mine ? 'You' : player?.name} placed the tile`
      : player?.away
        ? `${player.name} is away`
        : offline
          ? `${player?.name} is offline`
          : overDays
            ? `${player?.name}’s turn`
            : `${player?.name} is playing…`;
    const meAway = t.mySeat !== null && t.players[t.mySeat]?.away;
    const hint = drawing
      ? t.days
        ? 'The move is in: the next tile is drawn when the next player opens the link.'
        : 'Drawing the next tile…'
      : meAway
        ? (t as { choseBot?: boolean }).choseBot
          ? 'A bot plays for you, as you chose, until you take your seat back.'
          : 'You were away: your browser is taking your seat back, and you play your next turn yourself.'
        : player?.away
          ? 'Their turn passes: the table voted to skip it until they come back.'
          : offline
            ? 'The table waits for them to come back; past its patience, it may vote to skip their turns or let a bot play them.'
            : overDays
              ? 'The table is played over days: they move when they next open the link.'
              : t.watching
                ? 'Their move shows on the board once it is played.'
                : t.status.kind === 'connected' || t.mode === 'hotseat'
                  ? 'Their tile and where they point show live on the board.'
                  : 'Waiting for the connection…';
    return html`<p class="turn-title" tabindex="-1">${who} ${title}</p>
      <div class="hand">${tileImage(el.shownTile(tile), flow?.rot ?? t.drawing?.move.rot ?? hover?.rot ?? 0, `${mine ? 'Your' : `${player?.name}'s`} tile: ${el.tileName(tile)}`)}
        <p class="hint" role=${drawing ? 'status' : nothing}>${hint}</p></div>`;
  }
  const placed = !!flow.at;
  const fits = placed ? flow.rotationsAt(flow.at!).length : 0;
  const choosing = placed && flow.stage === 'follower';
  const canFollow = placed && flow.allowedSpots().length > 0;
  // New World's followers are settlers
  const word = isNewWorld(g) ? 'settler' : 'follower';
  const hand =
    flow.choices.length > 1
      ? html`<div class="hand-choice" role="radiogroup" aria-label="Tile to play (T)">
        ${flow.choices.map((id, i) => html`<button role="radio" class="hand-tile" aria-checked=${id === flow.tile && flow.choices.indexOf(flow.tile) === i ? 'true' : 'false'} @click=${() => c.chooseTile(id)}>${tileImage(el.shownTile(id), 0, el.tileName(id))}</button>`)}
      </div>`
      : nothing;
  return html`<p class="turn-title" tabindex="-1">${who} ${t.mode === 'online' ? 'Your turn' : `${player?.name}'s turn`}
      <span class="left">${meeple(player?.color)} ${g.followersLeft[g.current]}</span></p>
    ${hand}
    <div class="hand">
      <button class="tile-button" ?disabled=${!placed || fits < 2} aria-label="Turn the tile (R). ${el.tileName(tile)}, turned ${flow.rot} degrees" @click=${() => c.rotate()}>
        ${tileImage(el.shownTile(tile), flow.rot, el.tileName(tile))}
      </button>
      <div class="hand-side">
        <p class="hint" id="turn-hint">${hint(el, flow)}</p>
        ${renderHintReason(el.bots.hintReason())}
        <div class="actions">
          <button aria-label="Turn the tile" title="Turn (R)" ?disabled=${fits < 2} @click=${() => c.rotate()}>${ICONS.rotate}<span class="label">Turn</span></button>
          <button aria-label=${choosing ? 'Undo the follower' : 'Undo the tile'} title="Take back (Esc)" ?disabled=${!placed} @click=${() => c.takeBack()}>${ICONS.undo}<span class="label">Undo</span></button>
          ${
            choosing
              ? nothing
              : html`<button class="follower-step" aria-label="Add a ${word}" title=${canFollow ? `Add a ${word} (F)` : `No ${word} can go on this tile`} ?disabled=${!canFollow} @click=${() => c.chooseFollower()}>${meeple(canFollow ? player?.color : 'transparent')}<span class="label">${word === 'settler' ? 'Settler' : 'Follower'}</span></button>`
          }
          <button part="confirm" class="primary confirm" title="Confirm (Enter)" ?disabled=${!placed || c.busy} @click=${() => c.confirm()}>${ICONS.check} Confirm</button>
          ${renderHintButton(el, t)}
        </div>
      </div>
    </div>
    ${choosing ? spotList(el, flow, player?.color) : nothing}
    ${orderPicker(el, flow)}
    <p class="keys" aria-hidden="true"><kbd>N</kbd> next square <kbd>R</kbd> turn <kbd>F</kbd> follower${flow.choices.length > 1 ? html` <kbd>T</kbd> tile` : nothing} <kbd>Enter</kbd> confirm <kbd>Esc</kbd> undo</p>`;
}
