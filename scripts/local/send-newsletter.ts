// `npm run newsletter:send`: resumes a digest a killed sender left unfinished, else sends the next one; prints one summary line.
import { resolve } from 'node:path';
import { loadConfig, siteUrl } from '../../functions/config.ts';
import { dbFromConfig, type Db } from '../../functions/data/index.ts';
import { createNewsletter } from '../../functions/newsletter/index.ts';
import { createMailer } from '../../functions/newsletter/mail/transport.ts';
import { digestSummary } from './newsletter-timer.ts';
import { outboxDir } from './newsletter.ts';
import { adminLoginMessage, loadAdminSecrets } from './secrets.ts';
import { openLocalStore } from './store.ts';

const config = loadConfig();
const dataDir = resolve(config.DATA_DIR);

/** DYNAMODB_ENDPOINT: a store another process serves; else the local store in DATA_DIR (not while `npm start` runs). */
async function openStore(): Promise<{ db: Db; close(): Promise<void> }> {
  if (!config.DYNAMODB_ENDPOINT) return openLocalStore({ dataDir, config, seed: false });
  const db = dbFromConfig(config);
  // The store client keeps no open handle: Node's agent unrefs its idle keep-alive sockets.
  return { db, close: async () => {} };
}

/** SESSION_SECRET, else the secret `npm start` keeps in DATA_DIR: the links must verify on the site. */
async function linkSecret(): Promise<string> {
  if (config.SESSION_SECRET) return config.SESSION_SECRET;
  const secrets = await loadAdminSecrets(dataDir, { password: config.ADMIN_PASSWORD });
  if (secrets.generatedPassword)
    for (const line of adminLoginMessage(secrets, dataDir)) console.log(line);
  return secrets.sessionSecret;
}

const store = await openStore();
const mailer = createMailer({
  from: config.MAIL_FROM,
  ...(config.SMTP_URL ? { smtpUrl: config.SMTP_URL } : { outboxDir: outboxDir(dataDir) }),
  log: (line) => console.log(line),
});
let exitCode = 0;
try {
  const newsletter = createNewsletter({
    db: store.db,
    mailer,
    secret: await linkSecret(),
    siteUrl: siteUrl(config),
    ratePerSecond: config.NEWSLETTER_RATE_PER_SECOND,
  });
  // This command is the one sender: a digest still marked 'sending' was left by a killed one.
  const resumed = await newsletter.resumeUnfinished({ takeOver: true });
  if (resumed) {
    console.log(`${digestSummary(resumed)}, resumed`);
  } else {
    const started = await newsletter.startDigest();
    if (started.ok) console.log(digestSummary(await newsletter.sendDigest(started.id)));
    else if (started.reason === 'empty')
      console.log('No new articles since the last digest: nothing sent.');
    else if (started.reason === 'no-subscribers')
      console.log(
        'No confirmed subscribers: nothing sent; the new articles wait for the next digest.',
      );
    else if (started.reason === 'no-readers')
      console.log(
        "No subscriber follows the new articles' topics: nothing sent; they wait for the next digest.",
      );
    else {
      console.error('A digest is already being sent by another process.');
      exitCode = 1;
    }
  }
} catch (err) {
  console.error('Sending the newsletter failed:', err);
  exitCode = 1;
} finally {
  mailer.close();
  await store.close();
}
process.exit(exitCode);
