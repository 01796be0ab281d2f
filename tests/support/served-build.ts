// The full build under the site the product serves, for tests that measure built files (JS budgets).
import { realpathSync } from 'node:fs';
import { join } from 'node:path';
import { inject } from 'vitest';
import { readPatch } from '../../scripts/local/site-layers.ts';

/**
 * The served folder is a full build, or after a partial rebuild a patch holding only changed files over one
 * (scripts/local/site-layers.ts). A patch is only made when its client assets equal its base's, so the base
 * holds every page and script of the same code: the JS a page loads measures the same there.
 */
export function servedFullBuild(): string {
  const current = realpathSync(join(inject('dataDir'), 'site', 'current'));
  return readPatch(current)?.patch.base ?? current;
}
