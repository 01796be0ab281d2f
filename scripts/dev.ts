// `npm run dev`: the API and dynalite as in `npm start`, with `astro dev` for the site proxying /api and /uploads to it.
import { spawn } from 'node:child_process';
import { loadConfig, siteUrl } from '../functions/config.ts';
import { startLocal } from './local/server.ts';

const config = loadConfig();
const api = await startLocal({
  dataDir: config.DATA_DIR,
  port: 0,
  build: false,
  feedIntervalMinutes: config.FEED_INTERVAL_MINUTES,
});
for (const line of api.adminLogin) console.log(line);
console.log(`API on ${api.url}; the site (astro dev) on http://localhost:${config.PORT}`);

// The dev config adds Vite's server.proxy from DEV_API_PROXY; build-time code reads the same store.
const astro = spawn(
  process.execPath,
  [
    'node_modules/astro/bin/astro.mjs',
    'dev',
    '--config',
    'scripts/local/astro-dev.config.mjs',
    '--port',
    String(config.PORT),
    '--host',
    '127.0.0.1',
  ],
  {
    stdio: 'inherit',
    env: {
      ...process.env,
      ASTRO_TELEMETRY_DISABLED: '1',
      DEV_API_PROXY: api.url,
      DYNAMODB_ENDPOINT: api.dynamoEndpoint,
      TABLE_NAME: config.TABLE_NAME,
      SITE_URL: siteUrl(config),
    },
  },
);

let stopping = false;
const shutdown = async () => {
  if (stopping) return;
  stopping = true;
  astro.kill('SIGTERM');
  await api.close();
  process.exit(0);
};
astro.on('exit', () => void shutdown());
process.on('SIGINT', () => void shutdown());
process.on('SIGTERM', () => void shutdown());
