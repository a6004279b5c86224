import { CarcTalk } from './carc-talk.component.js';

export { CarcTalk };
export type { TalkLine, TalkSender, TalkView } from '../../src/table/online-talk.js';
export type { CarcTalkToggleDetail } from './carc-talk.events.js';
if (!customElements.get('carc-talk')) customElements.define('carc-talk', CarcTalk);

declare global {
  interface HTMLElementTagNameMap {
    'carc-talk': CarcTalk;
  }
}
