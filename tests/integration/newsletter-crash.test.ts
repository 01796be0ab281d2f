// Crash safety of the digest: `npm run newsletter:send` killed with SIGKILL mid-digest, then run again,
// delivers to every subscriber at most once through a real SMTP server (product.md §11.8).
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createArticles, latestDigest } from '../../functions/data/index.ts';
import { createTestDb, newArticle, type TestDb } from '../support/data.ts';
import { confirmedSubscribers } from '../support/newsletter.ts';
import { startSmtpCapture, type SmtpCapture } from '../support/smtp-capture.ts';

const SUBSCRIBERS = Array.from({ length: 30 }, (_, i) => `reader${i}@example.org`);
/** The sender is killed while the SMTP server holds this many messages and has not answered the last. */
const KILL_AT = 10;

let store: TestDb;
let smtp: SmtpCapture;
let dataDir: string;
let sender: ChildProcess | undefined;

function runSender(): { child: ChildProcess; exited: Promise<number | null> } {
  const child = spawn(process.execPath, ['scripts/local/send-newsletter.ts'], {
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      DYNAMODB_ENDPOINT: store.endpoint,
      TABLE_NAME: store.db.table,
      SMTP_URL: smtp.url,
      SESSION_SECRET: 'crash-test-session-secret-0123456789',
      SITE_URL: 'http://news.test',
      NEWSLETTER_RATE_PER_SECOND: '50',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (output += d.toString()));
  const exited = new Promise<number | null>((resolve) =>
    child.on('exit', (code) => {
      if (code !== 0 && code !== null) console.error(output);
      resolve(code);
    }),
  );
  return { child, exited };
}

beforeAll(async () => {
  store = await createTestDb();
  dataDir = await mkdtemp(join(tmpdir(), 'newsletter-crash-'));
  await confirmedSubscribers(store.db, Date.now() - 60_000, SUBSCRIBERS);
  await createArticles(store.db, [newArticle(), newArticle({ featured: true })]);
  smtp = await startSmtpCapture({
    // Kill before the server answers: the sender cannot know whether this mail went out.
    onMail: () => {
      if (smtp.mails.length === KILL_AT) sender?.kill('SIGKILL');
    },
  });
});

afterAll(async () => {
  sender?.kill('SIGKILL');
  await smtp.close();
  await store.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe('a digest sender killed mid-send', () => {
  it('resumes on the next run and mails nobody a second copy', async () => {
    // Prepare: the first run is killed at the KILL_AT-th message.
    const first = runSender();
    sender = first.child;
    const firstExit = await first.exited;
    const beforeResume = smtp.mails.length;

    // Act: run it again.
    const second = runSender();
    sender = second.child;
    const secondExit = await second.exited;

    // Assess
    expect(firstExit).toBeNull(); // killed, not finished
    expect(beforeResume).toBe(KILL_AT);
    expect(secondExit).toBe(0);
    const perAddress = new Map<string, number>();
    for (const mail of smtp.mails)
      for (const to of mail.to) perAddress.set(to, (perAddress.get(to) ?? 0) + 1);
    expect([...perAddress.values()].every((n) => n === 1)).toBe(true);
    expect([...perAddress.keys()].sort()).toEqual([...SUBSCRIBERS].sort());
    const digest = await latestDigest(store.db);
    // The mail cut off by the kill did arrive, but the sender could not know: it is counted failed, not re-sent.
    expect(digest).toMatchObject({ status: 'sent', total: 30, sent: 29, failed: 1 });
    // Two senders each start a Node process that loads the AWS SDK: 30 s was not enough on a machine at load 8.
  }, 120_000);
});
