import { css } from 'lit';

/** The welcome screen's My games (saved-list.ts): a card a game, where it stands, the cross to forget it. */
export const myGamesStyles = css`
  .saved {
    display: grid;
    gap: 8px;
  }
  .saved h2 {
    margin: 0;
    font-size: 1rem;
  }
  .saved .checked {
    margin: -4px 0 0;
    font-size: 0.85rem;
    color: var(--_muted);
  }
  .saved ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    gap: 6px;
    max-height: min(60vh, 520px);
    overflow-y: auto;
  }
  .saved li {
    display: flex;
    gap: 4px;
    align-items: center;
  }
  .resume {
    flex: 1;
    min-width: 0;
    min-height: 56px;
    display: flex;
    flex-direction: column;
    align-items: stretch;
    gap: 4px;
    text-align: left;
    border-radius: var(--_radius);
    padding: 8px 14px;
  }
  .resume .who {
    font-weight: 700;
    overflow-wrap: anywhere;
  }
  .resume .line {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    align-content: flex-start;
    gap: 2px 10px;
  }
  .resume .dot {
    display: inline-block;
    width: 0.7em;
    height: 0.7em;
    margin-right: 3px;
    border-radius: 50%;
    background: var(--_c);
    box-shadow: 0 0 0 1px var(--_ring);
    vertical-align: 0.05em;
  }
  .resume .dot:last-of-type {
    margin-right: 8px;
  }
  .resume .game-state {
    font-size: 0.9rem;
    font-weight: 600;
    white-space: nowrap;
  }
  .resume.mine .game-state {
    padding: 1px 8px;
    border-radius: 999px;
    background: var(--_accent);
    color: var(--_on-accent);
  }
  .resume.finished .game-state,
  .resume.lobby .game-state {
    color: var(--_muted);
    font-weight: 500;
  }
  .resume .when {
    font-weight: 400;
    color: var(--_muted);
    font-size: 0.85rem;
  }
  .resume.mine {
    border-color: var(--_accent);
  }
`;
