import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { chromiumPath, testChromiumPath } from './chromium.ts';

const dir = mkdtempSync(join(tmpdir(), 'chromium-path-'));
const browser = join(dir, 'chromium');
const shell = join(dir, 'chromium-headless-shell');
writeFileSync(browser, '');
writeFileSync(shell, '');
const missing = join(dir, 'none');

describe('the Chromium the project starts', () => {
  it('takes CHROMIUM_PATH, and names the package when there is no browser', () => {
    expect(chromiumPath({ CHROMIUM_PATH: browser })).toBe(browser);
    expect(() => chromiumPath({ CHROMIUM_PATH: missing })).toThrow(/apt-get install -y chromium/);
  });

  it('drives the tests with the headless shell when it is there, else with the browser', () => {
    expect(testChromiumPath({ CHROMIUM_PATH: browser, CHROMIUM_SHELL_PATH: shell })).toBe(shell);
    expect(() =>
      testChromiumPath({ CHROMIUM_PATH: browser, CHROMIUM_SHELL_PATH: missing }),
    ).toThrow(/CHROMIUM_SHELL_PATH/);
  });
});
