// Worker threads start plain Node: register the build's peer alias and tsx here (tsx last, so its
// resolver runs first and reads the aliased file as TypeScript), then load the TypeScript peer.
import { register as registerHooks } from 'node:module';
import { register } from 'tsx/esm/api';

registerHooks('./peer-alias-hooks.mjs', import.meta.url);
register();
await import('./relay-peer-worker.ts');
