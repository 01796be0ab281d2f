// vitest globalSetup for the e2e project: starts the whole product once (fresh store, built site) and provides its URL;
// newsletter mail goes to a real SMTP server here, which files each message as DATA_DIR/mailbox/<n>.eml for the tests.
import { mkdir, mkdtemp, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { chromium } from 'playwright-core';
import { startLocal } from '../../scripts/local/server.ts';
import { chromiumLaunch } from '../../scripts/tools/chromium.ts';
import { startSmtpCapture } from '../support/smtp-capture.ts';

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
    /** The one Chromium every e2e file connects to (support/browser.ts launchBrowser). */
    browserWsEndpoint: string;
  }
}

export const E2E_ADMIN_PASSWORD = 'test-admin-password';

export default async function setup(project: TestProject) {
  const dataDir = await mkdtemp(join(tmpdir(), 'a11y-e2e-'));
  // The tests run in other processes than this one: they read the mail from files (support/mailbox.ts).
  const mailbox = join(dataDir, 'mailbox');
  await mkdir(mailbox);
  let received = 0;
  const smtp = await startSmtpCapture({
    // Written under another name first, so a test never parses half a message.
    onMail: async (mail) => {
      const name = String(++received);
      await writeFile(join(mailbox, `${name}.part`), mail.raw);
      await rename(join(mailbox, `${name}.part`), join(mailbox, `${name}.eml`));
    },
  });
  const server = await startLocal({
    dataDir,
    port: 0,
    build: true,
    feedIntervalMinutes: 0,
    allowLoopbackFeeds: true,
    adminPassword: E2E_ADMIN_PASSWORD,
    quiet: true,
    smtpUrl: smtp.url,
    // No scheduled digest: the tests send one when they mean to.
    newsletterIntervalDays: 0,
  });
  // The first build runs in the background after start; the pages must exist before any test.
  await server.rebuild.whenIdle();
  const home = await fetch(server.url);
  if (!home.ok) {
    await server.close();
    await smtp.close();
    throw new Error(
      `e2e setup: the site did not build (GET / answered ${home.status}); see the build log above.`,
    );
  }
  project.provide('baseUrl', server.url);
  project.provide('dynamoEndpoint', server.dynamoEndpoint);
  project.provide('adminPassword', E2E_ADMIN_PASSWORD);
  project.provide('dataDir', dataDir);
  const browser = await chromium.launchServer(chromiumLaunch());
  project.provide('browserWsEndpoint', browser.wsEndpoint());
  return async () => {
    // What the browser files cost the product: each content change they make is a build (most of them partial).
    console.log(`e2e: the product built the site ${server.rebuild.builds} times`);
    await browser.close();
    await server.close();
    await smtp.close();
    await rm(dataDir, { recursive: true, force: true });
  };
}
