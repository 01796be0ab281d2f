// The local product as the crash tests run it, in a process of their own to kill: startLocal on DATA_DIR, without
// site builds, publishing scheduled articles every second. It prints one line of JSON once it serves: its URL and its
// store's endpoint. A line "close" on stdin stops it cleanly; the tests stop it with SIGKILL otherwise.
import { createInterface } from 'node:readline';
import { startLocal } from '../../scripts/local/server.ts';

const server = await startLocal({
  dataDir: process.env.DATA_DIR ?? '',
  port: 0,
  build: false,
  feedIntervalMinutes: 0,
  newsletterIntervalDays: 0,
  publishCheckSeconds: 1,
  adminPassword: process.env.ADMIN_PASSWORD ?? '',
  quiet: true,
});
process.stdout.write(`${JSON.stringify({ url: server.url, dynamo: server.dynamoEndpoint })}\n`);
createInterface({ input: process.stdin }).on('line', (line) => {
  if (line.trim() === 'close') void server.close().then(() => process.exit(0));
});
