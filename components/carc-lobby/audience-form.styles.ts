import { css } from 'lit';

/** The lobby's "Watchers" card: the relay option, the watch link, a watcher's waiting screen. */
export const audienceStyles = css`
  .audience {
    display: grid;
    gap: 12px;
  }
  .audience h2 svg {
    vertical-align: -0.2em;
  }
  .relay-field,
  .watch-link {
    display: grid;
    gap: 6px;
  }
  .relay-row,
  .watch-actions {
    display: flex;
    flex-wrap: wrap;
    gap: 8px;
  }
  .relay-row input {
    flex: 1;
    min-width: 12rem;
  }
  .watch-link input {
    width: 100%;
    font-size: 0.85rem;
  }
  .watch-link carc-qr {
    width: 168px;
    justify-self: start;
  }
  .watchers {
    display: flex;
    align-items: center;
    gap: 6px;
  }
  .setup.watching-lobby {
    grid-template-columns: 1fr;
    max-width: 40rem;
  }
  .watching-lobby h1 {
    display: flex;
    align-items: center;
    gap: 10px;
  }
  .watching-lobby .card {
    display: grid;
    gap: 10px;
  }
  .watching-lobby p {
    margin: 0;
  }
`;
