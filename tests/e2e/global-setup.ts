// vitest globalSetup for the e2e project: starts the whole product once (fresh store, built site) and provides its URL.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startLocal } from '../../scripts/local/server.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Origin of the running product, e.g. http://127.0.0.1:40123 */
    baseUrl: string;
    /** dynalite endpoint of the test store, for tests that write data directly. */
    dynamoEndpoint: string;
    /** The admin password of this run. */
    adminPassword: string;
    /** The product's data folder (store, uploads, built site). */
    dataDir: string;
  }
}

export const E2E_ADMIN_PASSWORD = 'test-admin-password';

export default async function setup(project: TestProject) {
  const dataDir = await mkdtemp(join(tmpdir(), 'a11y-e2e-'));
  const server = await startLocal({
    dataDir,
    port: 0,
    build: true,
    feedIntervalMinutes: 0,
    allowLoopbackFeeds: true,
    adminPassword: E2E_ADMIN_PASSWORD,
    quiet: true,
  });
  // The first build runs in the background after start; the pages must exist before any test.
  await server.rebuild.whenIdle();
  const home = await fetch(server.url);
  if (!home.ok) {
    await server.close();
    throw new Error(
      `e2e setup: the site did not build (GET / answered ${home.status}); see the build log above.`,
    );
  }
  project.provide('baseUrl', server.url);
  project.provide('dynamoEndpoint', server.dynamoEndpoint);
  project.provide('adminPassword', E2E_ADMIN_PASSWORD);
  project.provide('dataDir', dataDir);
  return async () => {
    await server.close();
    await rm(dataDir, { recursive: true, force: true });
  };
}
