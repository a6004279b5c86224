/**
 * Presence through the awareness protocol: who is online and where they hover. Awareness is not
 * signed and never feeds game state; a peer could claim any key here, so the UI only uses it for
 * hints (online dots, hover ghosts).
 */
import { Awareness } from 'y-protocols/awareness';
import type * as Y from 'yjs';
import type { PresencePeer } from './types.js';

export interface PresenceState {
  key: string;
  seat: number | null;
  name: string | null;
  hover: unknown;
}

export class Presence {
  readonly awareness: Awareness;

  constructor(doc: Y.Doc, key: string) {
    this.awareness = new Awareness(doc);
    this.awareness.setLocalState({ key, seat: null, name: null, hover: null } satisfies PresenceState);
  }

  update(patch: Partial<PresenceState>): void {
    const had = (this.awareness.getLocalState() ?? {}) as PresenceState;
    const next = { ...had, ...patch };
    if (JSON.stringify(next) !== JSON.stringify(had)) this.awareness.setLocalState(next);
  }

  /** Everyone present, this peer included. Malformed states are skipped. */
  peers(): PresencePeer[] {
    const out: PresencePeer[] = [];
    this.awareness.getStates().forEach((s, clientId) => {
      const st = s as Partial<PresenceState>;
      if (typeof st.key !== 'string') return;
      out.push({ clientId, key: st.key, seat: typeof st.seat === 'number' ? st.seat : null, name: typeof st.name === 'string' ? st.name : null, hover: st.hover ?? null });
    });
    return out;
  }

  onlineKeys(): Set<string> {
    return new Set(this.peers().map((p) => p.key));
  }

  onChange(listener: () => void): () => void {
    this.awareness.on('change', listener);
    return () => this.awareness.off('change', listener);
  }

  destroy(): void {
    this.awareness.setLocalState(null);
    this.awareness.destroy();
  }
}
