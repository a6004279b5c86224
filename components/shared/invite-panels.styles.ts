import { css } from 'lit';

/** The invite states: the broken-link screen, waiting for the host, the invite by hand. */
export const inviteStyles = css`
  .broken {
    min-height: 100%;
    align-content: center;
  }
  .broken .card {
    display: grid;
    gap: 12px;
    justify-items: start;
    max-width: 34rem;
    margin: 0 auto;
  }
  .broken h1 {
    margin: 0;
    font-size: 1.3rem;
  }
  .broken p {
    margin: 0;
  }
  .host-wait {
    display: grid;
    gap: 6px;
  }
  .host-wait p:first-child {
    margin: 0;
    display: flex;
    align-items: center;
    gap: 6px;
    font-weight: 600;
  }
  .host-wait .dot {
    width: 9px;
    height: 9px;
    border-radius: 50%;
    background: #e0a100;
    animation: carc-pulse 1.6s ease-in-out infinite;
  }
  @keyframes carc-pulse {
    50% {
      opacity: 0.35;
    }
  }
  @media (prefers-reduced-motion: reduce) {
    .host-wait .dot {
      animation: none;
    }
  }
  .by-code {
    margin-top: 12px;
    border-top: 1px solid var(--_line, rgba(0, 0, 0, 0.12));
    padding-top: 10px;
  }
  .by-code summary {
    cursor: pointer;
    font-weight: 600;
    min-height: 44px;
    display: flex;
    align-items: center;
  }
  .by-code > * + * {
    margin-top: 8px;
  }
  .steps {
    margin: 0;
    padding-left: 1.2em;
    display: grid;
    gap: 12px;
  }
  .code-row {
    display: flex;
    flex-wrap: wrap;
    gap: 8px;
    align-items: center;
    margin-top: 6px;
  }
  .code-row input {
    flex: 1;
    min-width: 12rem;
    font-family: ui-monospace, monospace;
  }
  .code-row carc-qr {
    width: 132px;
  }
  /* what to do when someone cannot be reached: plain steps, not an alarm */
  .remedies {
    margin: 6px 0 0;
    font-size: 0.9rem;
    line-height: 1.35;
  }
  .answer {
    display: grid;
    gap: 8px;
  }
  .answer h2 {
    margin: 0;
  }
`;
