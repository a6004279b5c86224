/** A verified chain entry; what it embeds (a start's claims, an away entry's votes) is verified at ingestion. */
import type { SignedEntry } from './entry.js';

export interface ChainEntry extends SignedEntry {
  /** a start's embedded claims (null when one failed to verify) */
  claims?: SignedEntry[] | null;
  /** an away entry's embedded votes (null when one failed to verify) */
  votes?: SignedEntry[] | null;
}
