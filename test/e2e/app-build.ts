/**
 * Global set-up of the end-to-end files: the production build of the app (`vite build`, as `npm run
 * build` makes it), made once per run into a folder of this lane's own. The UI tests, the NAT lab
 * and the static-hosting game all serve it (ui-helpers/app.ts, `builtApp`): it is what players
 * load, and a page of it costs Chromium about half the CPU of Vite's development server, which
 * serves every source module apart. Tests that build variants of their own (new versions, markers)
 * still call `buildApp`. The sync layer's test page (test/e2e/pages) is built here too.
 */
import type { TestProject } from 'vitest/node';
import { join } from 'node:path';
import { buildApp, HOSTING_OUTPUT } from './hosting-helpers/static-host.js';
import { buildSyncPage } from './sync-helpers/servers.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** the folder of this run's production build */
    appBuild: string;
    /** the folder of the sync test page's build (sync-helpers/servers.ts) */
    syncPageBuild: string;
  }
}

export default async function setup(project: TestProject): Promise<void> {
  // npm test runs the end-to-end files in two lanes at once: a folder each, so neither empties the other's
  const lane = `e2e-${process.env.CARC_TEST_LANE ?? 'main'}`;
  project.provide('appBuild', await buildApp(lane));
  project.provide('syncPageBuild', await buildSyncPage(join(HOSTING_OUTPUT, `${lane}-sync-page`)));
}
