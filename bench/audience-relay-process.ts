/**
 * One audience relay of the audience bench: scripts/audience-server.js's own `startAudienceServer`
 * in a child process (forked with --expose-gc), which prints its line when listening and answers
 * `'memory'` over IPC with its heap after a full collection, for a steadier figure than RSS.
 *
 *   fork('bench/audience-relay-process.ts', ['--redis', url])
 */
import { startAudienceServer } from '../scripts/audience-server.js';

const redis = process.argv[process.argv.indexOf('--redis') + 1];
await startAudienceServer({ port: 0, redis });
process.on('message', (m) => {
  if (m !== 'memory') return;
  (globalThis as { gc?: () => void }).gc?.();
  process.send!({ heap: process.memoryUsage().heapUsed, rss: process.memoryUsage().rss });
});
process.on('disconnect', () => process.exit(0));
