// `npm run build`: `astro build` into dist/ (or --outDir) from the store at DYNAMODB_ENDPOINT, or from the local store, started and seeded here when empty.
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { loadConfig, siteUrl } from '../functions/config.ts';
import { runAstroBuild } from './pipeline/astro-build.ts';
import { openLocalStore, seedMessage, type LocalStore } from './local/store.ts';

const PROJECT_DIR = resolve(fileURLToPath(new URL('..', import.meta.url)));
const { values } = parseArgs({ options: { outDir: { type: 'string', default: 'dist' } } });
const config = loadConfig();

/** A store given from outside (CI, a running `npm start`'s dynalite) is used as is; otherwise DATA_DIR/db. */
async function buildStore(): Promise<Pick<LocalStore, 'endpoint' | 'close'>> {
  if (config.DYNAMODB_ENDPOINT)
    return { endpoint: config.DYNAMODB_ENDPOINT, close: async () => {} };
  const store = await openLocalStore({ dataDir: config.DATA_DIR, config });
  const seeded = seedMessage(store);
  if (seeded) console.log(seeded);
  return store;
}

const store = await buildStore();
const t0 = performance.now();
try {
  await runAstroBuild(
    PROJECT_DIR,
    resolve(PROJECT_DIR, values.outDir),
    {
      DYNAMODB_ENDPOINT: store.endpoint,
      TABLE_NAME: config.TABLE_NAME,
      SITE_URL: siteUrl(config),
      AWS_REGION: config.AWS_REGION,
    },
    (line) => console.log(line),
  );
  console.log(
    `Site built in ${((performance.now() - t0) / 1000).toFixed(1)} s into ${values.outDir}`,
  );
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
  process.exitCode = 1;
} finally {
  await store.close();
}
