import { css } from 'lit';

/** The host's seat controls (switches, requests, Remove) and a guest's standing. */
export const seatStyles = css`
  .seating {
    display: grid;
    gap: 10px;
    margin: 0 0 12px;
  }
  .switches {
    display: grid;
    grid-template-columns: repeat(auto-fit, minmax(210px, 1fr));
    gap: 8px;
  }
  .switch {
    display: flex;
    align-items: center;
    gap: 10px;
    min-height: 48px;
    padding: 6px 10px;
    border-radius: 12px;
    border: 1.5px solid var(--_line);
    cursor: pointer;
  }
  .switch input {
    appearance: none;
    flex: none;
    position: relative;
    width: 42px;
    height: 26px;
    margin: 0;
    border-radius: 13px;
    background: var(--_line);
    cursor: pointer;
    transition: background 0.15s;
  }
  .switch input::after {
    content: '';
    position: absolute;
    top: 3px;
    left: 3px;
    width: 20px;
    height: 20px;
    border-radius: 50%;
    background: #fff;
    box-shadow: 0 1px 3px rgba(0, 0, 0, 0.3);
    transition: transform 0.15s;
  }
  .switch input:checked {
    background: var(--_accent);
  }
  .switch input:checked::after {
    transform: translateX(16px);
  }
  .switch input:focus-visible {
    outline: 3px solid var(--_focus);
    outline-offset: 2px;
  }
  .switch span {
    display: grid;
  }
  .switch small {
    color: var(--_muted);
    font-size: 0.8rem;
  }
  .seating h3 {
    margin: 4px 0 0;
    font-size: 0.95rem;
  }
  .seats.requests {
    margin: 0;
  }
  /* how another player's browser is reached: calm, under the name, in the body colour (grey on a seat's tint is too faint) */
  .seats .path {
    display: block;
    font-weight: 400;
    font-size: 0.8rem;
  }
  .requests .why {
    display: block;
    font-weight: 400;
    font-size: 0.8rem;
    color: var(--_danger);
  }
  .removed summary {
    cursor: pointer;
    padding: 8px 0;
    color: var(--_muted);
  }
  .seats .remove {
    font-size: 0.85rem;
    padding: 0 0.8em;
  }
  .standing {
    margin: 0 0 12px;
    display: flex;
    align-items: center;
    gap: 6px;
    font-weight: 600;
  }
  .standing .dot {
    width: 9px;
    height: 9px;
    flex: none;
    border-radius: 50%;
    background: #e0a100;
    animation: carc-pulse 1.6s ease-in-out infinite;
  }
  @media (prefers-reduced-motion: reduce) {
    .standing .dot {
      animation: none;
    }
  }
`;
