// The newsletter Lambda against dynalite and a real SMTP server: the schedule's tick sends a due digest, `{digestId}` sends that one.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createArticles, createCategory, type Db } from '../data/index.ts';
import { createTestDb, newArticle, type TestDb } from '../../tests/support/data.ts';
import type { DigestStatus } from '../domain/index.ts';
import {
  startSmtpCapture,
  type CapturedMail,
  type SmtpCapture,
} from '../../tests/support/smtp-capture.ts';
import type { NewsletterEvent } from './handler.ts';
import { confirmedSubscribers, testNewsletter } from '../../tests/support/newsletter.ts';

type Handler = (
  event?: NewsletterEvent,
  context?: { getRemainingTimeInMillis(): number },
) => Promise<DigestStatus | null>;

const SECRET = 'newsletter-lambda-secret-0123456789abcdef';
const READERS = ['ann@example.org', 'bob@example.org'];

let store: TestDb;
let db: Db;
let smtp: SmtpCapture;
let handler: Handler;
let categoryId: number;

/** An article published now, so the next digest has something new. */
const publish = (title: string) =>
  createArticles(db, [newArticle({ title, categoryId, publishedAt: new Date().toISOString() })]);
const mailsTo = (address: string) => smtp.mails.filter((m) => m.to.includes(address));
/** A header as it arrived, unfolded (mailparser turns List-* headers into objects). */
const headerLine = (mail: CapturedMail, key: string) =>
  mail.parsed.headerLines.find((h) => h.key === key)?.line.replace(/\r\n\s+/g, ' ');

beforeAll(async () => {
  store = await createTestDb();
  db = store.db;
  smtp = await startSmtpCapture();
  categoryId = (await createCategory(db, { name: 'News' })).id;
  await confirmedSubscribers(db, Date.now(), READERS);
  await publish('Screen reader release');
  vi.stubEnv('TABLE_NAME', db.table);
  vi.stubEnv('DYNAMODB_ENDPOINT', store.endpoint);
  vi.stubEnv('AWS_REGION', 'us-east-1');
  vi.stubEnv('SESSION_SECRET', SECRET);
  vi.stubEnv('SITE_URL', 'https://news.example.org');
  vi.stubEnv('MAIL_FROM', 'News <news@news.example.org>');
  vi.stubEnv('SMTP_URL', smtp.url);
  vi.stubEnv('NEWSLETTER_RATE_PER_SECOND', '1000');
  vi.stubEnv('NEWSLETTER_INTERVAL_DAYS', '7');
  vi.spyOn(console, 'log').mockImplementation(() => undefined);
  vi.resetModules();
  handler = (await import('./handler.ts')).handler;
}, 60_000);
afterAll(async () => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
  await smtp?.close();
  await store?.close();
});

describe('newsletter Lambda', () => {
  it("sends the first digest on the schedule's tick, to every confirmed reader once, with both unsubscribe headers", async () => {
    // Act
    const status = await handler({ schedule: 'weekly' } as NewsletterEvent);
    // Assess
    expect(status).toMatchObject({ status: 'sent', total: 2, sent: 2, failed: 0, articleCount: 1 });
    for (const reader of READERS) {
      const mails = mailsTo(reader);
      expect(mails).toHaveLength(1);
      expect(mails[0]!.parsed.from?.value).toEqual([
        { name: 'News', address: 'news@news.example.org' },
      ]);
      expect(headerLine(mails[0]!, 'list-unsubscribe')).toMatch(
        /^List-Unsubscribe:\s+<https:\/\/news\.example\.org\/api\/newsletter\/unsubscribe\?token=[\w.-]+>$/,
      );
      expect(headerLine(mails[0]!, 'list-unsubscribe-post')).toBe(
        'List-Unsubscribe-Post: List-Unsubscribe=One-Click',
      );
    }
  });

  it('sends nothing on a tick before the interval has passed', async () => {
    // Prepare
    await publish('Caption standard adopted');
    const before = smtp.mails.length;
    // Act
    const status = await handler({ schedule: 'weekly' } as NewsletterEvent);
    // Assess
    expect(status).toBeNull();
    expect(smtp.mails).toHaveLength(before);
  });

  it('sends the digest an editor started when invoked with its id', async () => {
    // Prepare: what POST /api/newsletter/send does before its async invoke
    const { newsletter } = testNewsletter(db, { secret: SECRET, now: Date.now });
    const started = await newsletter.startDigest();
    if (!started.ok) throw new Error(`not started: ${started.reason}`);
    const before = smtp.mails.length;
    // Act
    const status = await handler({ digestId: started.id });
    // Assess
    expect(status).toMatchObject({ id: started.id, status: 'sent', sent: 2, articleCount: 1 });
    expect(
      smtp.mails
        .slice(before)
        .flatMap((m) => m.to)
        .sort(),
    ).toEqual(READERS);
  });

  it('stops a minute short of the Lambda timeout, and the resume rule finishes the digest', async () => {
    // Prepare
    await publish('Voice control reaches a new platform');
    const { newsletter } = testNewsletter(db, { secret: SECRET, now: Date.now });
    const started = await newsletter.startDigest();
    if (!started.ok) throw new Error(`not started: ${started.reason}`);
    const before = smtp.mails.length;
    // Act: a run with one minute left may start no mail; then the 15-minute rule's tick.
    const stopped = await handler(
      { digestId: started.id },
      { getRemainingTimeInMillis: () => 60_000 },
    );
    const sentByStopped = smtp.mails.length - before;
    const resumed = await handler({ resume: true });
    // Assess
    expect(stopped).toMatchObject({ id: started.id, status: 'sending', sent: 0 });
    expect(sentByStopped).toBe(0);
    expect(resumed).toMatchObject({ id: started.id, status: 'sent', sent: 2 });
    expect(
      smtp.mails
        .slice(before)
        .flatMap((m) => m.to)
        .sort(),
    ).toEqual(READERS);
  });

  it("signs up the address the API's invoke names: a new one is mailed its link, a confirmed or invalid one nothing", async () => {
    // Prepare
    const before = smtp.mails.length;
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    // Act
    const results = [
      await handler({ subscribe: '  New.Reader@Example.org ' }),
      await handler({ subscribe: READERS[0] }),
      await handler({ subscribe: 'not an address' }),
      await handler({ subscribe: ['ann@example.org'] }),
    ];
    // Assess
    expect(results).toEqual([null, null, null, null]);
    const sent = smtp.mails.slice(before);
    expect(sent.flatMap((m) => m.to)).toEqual(['new.reader@example.org']);
    expect(sent[0]!.parsed.text).toMatch(/\/newsletter\/confirm\?token=[\w.-]+/);
    expect(console.error).toHaveBeenCalledTimes(2);
  });
});
