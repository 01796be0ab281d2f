// Debian's chromium for the browser tests and the Lighthouse benchmark: where it is, and how it must start here.

import { existsSync } from 'node:fs';

/**
 * Chromium as this project runs it: headless as root without a sandbox, and no background connections (this
 * machine's closed network refuses them, many at a time).
 */
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** CHROMIUM_PATH, else Debian's /usr/bin/chromium; a clear error when neither exists. */
export function chromiumPath(env: Record<string, string | undefined> = process.env): string {
  const path = env.CHROMIUM_PATH || '/usr/bin/chromium';
  if (!existsSync(path)) {
    throw new Error(
      `No Chromium at ${path}. Install Debian's package (apt-get install -y chromium) or set CHROMIUM_PATH to a Chromium binary. Browsers are never downloaded.`,
    );
  }
  return path;
}

/** playwright-core's launch options for that Chromium (a test's own browser, or the e2e run's shared one). */
export const chromiumLaunch = () => ({
  executablePath: chromiumPath(),
  args: CHROMIUM_FLAGS,
  headless: true,
});
