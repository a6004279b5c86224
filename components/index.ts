/**
 * The package's main entry (`import 'carcassonne-p2p'`): defines `<carc-game>`, which brings
 * `<carc-board>`, and exports the types a page uses with them. `carcassonne-p2p/board` is the board
 * alone (no Yjs), `carcassonne-p2p/engine` the rules engine alone (no DOM).
 */
export * from './carc-game/carc-game.js';
export { CarcBoard } from './carc-board/carc-board.js';
export type { GameRecord, Move, NewWorldRecord, NewWorldMove, Rules } from '../src/engine/index.js';
