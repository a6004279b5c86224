/**
 * Drawing tiles: who holds what, and what happens to a tile that fits nowhere.
 *
 * - Classic (`hand: 1`, no preview): the player draws `deck[deckPos]` at the start of the turn.
 * - Held hands (`hand` > 1, or `previewNextTile`, a hand of one): after the river tiles (always
 *   drawn the classic way), each player in turn order from the current one draws up to `hand`
 *   tiles from the deck; a player plays one tile of their hand and draws back up at the end of the
 *   turn, so the next tiles are seen by all. A player none of whose tiles fits anywhere sets them
 *   all aside and draws again; a player with no tiles left (the deck is out) is passed over; the
 *   game ends when the deck and every hand are empty.
 * - A tile that fits nowhere leaves the game (`unplaceable: "discard"`, event `tile-discarded`). With
 *   `unplaceable: "return"` it goes back into the bag (event `tile-returned`) at a position drawn
 *   from the game's PRNG: the deck after the tiles already drawn is the bag, and the tile is
 *   inserted at index `bagStart + rng.int(bagSize + 1)`. The PRNG is seeded from the record's deck,
 *   so a record, which always carries the original `deck`, replays the same returns. The loop
 *   stops because a tile only goes back when some tile in the bag fits now; otherwise it leaves the
 *   game. River tiles are never returned: they are not in the bag (seed 003, The River).
 * - Hidden draws (hidden-bag.ts): each position is decided just before it is drawn, and a returned
 *   tile goes to its canonical place in the bag, so no PRNG is involved. Their records list a
 *   returned tile again where it was drawn again (`redraws`): replaying one re-inserts nothing, and
 *   a tile that fits nowhere counts as returned when its id comes again later in the deck and some
 *   tile later in the deck fits (what the bag held then, plus tiles returned after: exact without
 *   hands; with hands a tile returned later from another hand can make a discard read as returned).
 */
import type { GameState } from './game-state.js';
import { bagSlot, revealDraw } from './hidden-bag.js';
import { scoreFinal } from './scoring.js';
import type { GameEvent } from './types.js';

function bagHasPlacement(game: GameState, from: number): boolean {
  const seen = new Set<number>();
  for (let i = from; i < game.deck.length; i++) {
    const t = game.deck[i];
    if (seen.has(t)) continue;
    seen.add(t);
    if (game.hasPlacement(game.catalogue.tiles[t])) return true;
  }
  return false;
}

/** A tile that fits nowhere: out of the game, or back into the bag starting at `bagStart`. */
function setAside(game: GameState, t: number, bagStart: number, events: GameEvent[]): void {
  const tile = game.catalogue.tiles[t];
  // replaying `redraws`: the rest of the deck is what was in the bag then, plus tiles returned later
  const redrawn = !game.redraws || game.hidden || game.deck.indexOf(t, bagStart) >= 0;
  const back = game.rules.unplaceable === 'return' && !tile.hasRiver && redrawn && bagHasPlacement(game, bagStart);
  if (!back) return void events.push({ type: 'tile-discarded', tile: tile.id, reason: 'no-legal-placement' });
  if (!game.redraws || game.hidden) {
    const at = game.hidden ? bagSlot(game, t) : bagStart + game.rng!.int(game.deck.length - bagStart + 1);
    const deck = new Int16Array(game.deck.length + 1);
    deck.set(game.deck.subarray(0, at));
    deck[at] = t;
    deck.set(game.deck.subarray(at), at + 1);
    game.deck = deck;
  }
  events.push({ type: 'tile-returned', tile: tile.id, reason: 'no-legal-placement' });
}

/** Draws a player's hand back up to the hand size. */
export function refillHand(game: GameState, player: number): void {
  const hand = game.hands![player];
  while (hand.length < game.rules.hand && game.deckPos < game.deck.length) {
    revealDraw(game);
    hand.push(game.deck[game.deckPos++]);
  }
}

function endGame(game: GameState, events: GameEvent[]): void {
  game.currentTile = null;
  game.finished = true;
  scoreFinal(game, events);
  events.push({ type: 'game-over', scores: Array.from(game.scores) });
}

/** Starts the current player's turn with a tile that fits somewhere, or ends the game. */
export function startTurn(game: GameState, events: GameEvent[]): void {
  const tiles = game.catalogue.tiles;
  const n = game.players.length;
  for (;;) {
    const hands = game.hands;
    const classic = !hands || (!game.dealt && game.deckPos < game.deck.length && tiles[game.deck[game.deckPos]].hasRiver);
    if (classic) {
      if (game.deckPos >= game.deck.length) return endGame(game, events);
      revealDraw(game);
      const t = game.deck[game.deckPos];
      if (game.hasPlacement(tiles[t])) {
        game.currentTile = tiles[t];
        game.fromHand = false;
        events.push({ type: 'turn-started', turn: game.turn + 1, player: game.current, tile: tiles[t].id });
        return;
      }
      setAside(game, t, game.deckPos + 1, events);
      game.deckPos++;
      continue;
    }
    if (!game.dealt) {
      for (let k = 0; k < n; k++) refillHand(game, (game.current + k) % n);
      game.dealt = true;
    }
    const hand = hands[game.current];
    const playable = hand.find((t) => game.hasPlacement(tiles[t]));
    if (playable !== undefined) {
      game.currentTile = tiles[playable];
      game.fromHand = true;
      events.push({ type: 'turn-started', turn: game.turn + 1, player: game.current, tile: tiles[playable].id });
      return;
    }
    if (hand.length === 0) {
      if (game.deckPos >= game.deck.length && hands.every((h) => h.length === 0)) return endGame(game, events);
      game.current = (game.current + 1) % n;
      continue;
    }
    for (const t of hand) setAside(game, t, game.deckPos, events);
    hand.length = 0;
    refillHand(game, game.current);
  }
}
