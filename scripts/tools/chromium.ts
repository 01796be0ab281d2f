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

type Env = Record<string, string | undefined>;

/** CHROMIUM_PATH, else Debian's /usr/bin/chromium; a clear error when neither exists. */
export function chromiumPath(env: Env = process.env): string {
  const path = env.CHROMIUM_PATH || '/usr/bin/chromium';
  if (!existsSync(path)) {
    throw new Error(
      `No Chromium at ${path}. Install Debian's package (apt-get install -y chromium) or set CHROMIUM_PATH to a Chromium binary. Browsers are never downloaded.`,
    );
  }
  return path;
}

/**
 * The browser the tests drive: Debian's headless shell (package chromium-headless-shell, or the binary named by
 * CHROMIUM_SHELL_PATH) when it is installed, else the full browser. The shell is the same Blink and V8 without the
 * browser's own layers; the browser files alone ran faster on it (docs/benchmarks.md). Lighthouse keeps
 * the full browser, as its scores are defined on it.
 */
export function testChromiumPath(env: Env = process.env): string {
  const named = env.CHROMIUM_SHELL_PATH;
  if (named && !existsSync(named))
    throw new Error(`No Chromium headless shell at CHROMIUM_SHELL_PATH=${named}.`);
  const shell = named || '/usr/bin/chromium-headless-shell';
  return existsSync(shell) ? shell : chromiumPath(env);
}

/** playwright-core's launch options for the tests' Chromium (a test's own browser, or the e2e run's shared one). */
export const chromiumLaunch = () => ({
  executablePath: testChromiumPath(),
  args: CHROMIUM_FLAGS,
  headless: true,
});
