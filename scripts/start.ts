// `npm start`: the whole site and API on one local port, with demo content on first run.
import { loadConfig } from '../functions/config.ts';
import { startLocal } from './local/server.ts';

const config = loadConfig();
const t0 = performance.now();
const server = await startLocal({
  dataDir: config.DATA_DIR,
  port: config.PORT,
  feedIntervalMinutes: config.FEED_INTERVAL_MINUTES,
  allowLoopbackFeeds: config.FEEDS_ALLOW_LOOPBACK,
  newsletterIntervalDays: config.NEWSLETTER_INTERVAL_DAYS,
});
const url = server.url.replace('127.0.0.1', 'localhost');
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
if (server.siteBuilt()) {
  console.log(
    `\nA11y Tech News is running at ${url} (started in ${seconds(performance.now() - t0)})`,
  );
} else {
  // The URL works at once: page paths answer a "Building the site…" page (503) until the first build ends.
  console.log(
    `\nA11y Tech News is starting at ${url}: it shows "Building the site…" until the first build ends.`,
  );
}
console.log(`Data: ${config.DATA_DIR}`);
console.log(
  server.mail.kind === 'smtp'
    ? `Mail (newsletter confirmations and digests) goes to the SMTP server ${server.mail.where}`
    : `Mail (newsletter confirmations and digests) is written as .eml files to ${server.mail.where}`,
);
for (const line of server.adminLogin) console.log(line);
console.log(
  `Admin area: ${url}/admin/login  (the site is rebuilt in the background after content changes)\n`,
);
if (!server.siteBuilt())
  void server.whenSiteBuilt().then(() => {
    const seeded = server.seedMs > 0 ? `, of which seeding ${seconds(server.seedMs)}` : '';
    console.log(`Site ready in ${seconds(performance.now() - t0)}${seeded}: ${url}`);
  });

let stopping = false;
const shutdown = async (signal: string) => {
  if (stopping) return;
  stopping = true;
  console.log(`\n${signal}: shutting down...`);
  try {
    await server.close();
    process.exit(0);
  } catch (err) {
    console.error('Shutdown failed:', err);
    process.exit(1);
  }
};
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
