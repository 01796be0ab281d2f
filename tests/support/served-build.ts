// The published site the product serves, for tests that measure built files (JS budgets).
import { join } from 'node:path';
import { inject } from 'vitest';
import { publicDir } from '../../scripts/local/site-folder.ts';

/** The folder the publisher writes and the server reads (scripts/local/site-folder.ts): every page and script. */
export const servedFullBuild = (): string => publicDir(join(inject('dataDir'), 'site'));
