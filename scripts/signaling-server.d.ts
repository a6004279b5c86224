/** Types of scripts/signaling-server.js for TypeScript callers (tests, benchmarks). */
export interface SignalingServer {
  url: string;
  port: number;
  close(): Promise<void>;
}
export function startSignalingServer(options?: { port?: number; host?: string; quiet?: boolean; onFrame?: (direction: 'in' | 'out', text: string) => void }): Promise<SignalingServer>;
