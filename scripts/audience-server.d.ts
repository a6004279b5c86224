/** Types of scripts/audience-server.js for TypeScript callers (tests, benchmarks). */
export interface AudienceServer {
  url: string;
  port: number;
  close(): Promise<void>;
}
export const MAX_MESSAGE: number;
export const MAX_DOCUMENT_BYTES: number;
export const MAX_DOCUMENTS: number;
export const MAX_DOCUMENTS_PER_SOCKET: number;
export const MAX_AWARENESS_STATES: number;
export const MAX_STATE_CHARS: number;
export const DOCUMENT_NAME: RegExp;
export function startAudienceServer(options?: { port?: number; host?: string; redis?: string; quiet?: boolean }): Promise<AudienceServer>;
