// Test helpers for the newsletter engine: a recording (or refusing) Mailer, a fake clock, stored subscribers and articles.
import {
  confirmSubscriber,
  createArticle,
  putPendingSubscriber,
  type Db,
} from '../../functions/data/index.ts';
import type { TopicChoice } from '../../functions/domain/index.ts';
import type { Mail, Mailer } from '../../functions/newsletter/mail/transport.ts';
import { createNewsletter, type NewsletterDeps } from '../../functions/newsletter/index.ts';
import { newArticle } from './data.ts';

export const SECRET = 'test-session-secret-of-some-length';
export const SITE = 'https://news.example.org';

export interface FakeMailer extends Mailer {
  sent: Mail[];
  /** Addresses refused: a number counts down the refusals left, true refuses for ever. */
  refuse: Map<string, number | true>;
  /** Runs before each accepted send (e.g. to simulate a crash mid-digest). */
  beforeSend?: (mail: Mail) => void | Promise<void>;
}

export function fakeMailer(): FakeMailer {
  const mailer: FakeMailer = {
    kind: 'fake',
    sent: [],
    refuse: new Map(),
    async send(mail) {
      const left = mailer.refuse.get(mail.to);
      if (left === true || (typeof left === 'number' && left > 0)) {
        if (typeof left === 'number') mailer.refuse.set(mail.to, left - 1);
        throw new Error(`550 mailbox ${mail.to} unavailable`);
      }
      await mailer.beforeSend?.(mail);
      mailer.sent.push(mail);
    },
    close() {},
  };
  return mailer;
}

/** A clock that only moves when told, or when the engine sleeps. */
export function fakeClock(start = Date.UTC(2025, 2, 1, 9)) {
  const clock = {
    t: start,
    now: () => clock.t,
    sleeps: [] as number[],
    sleep: (ms: number) => {
      clock.sleeps.push(ms);
      clock.t += ms;
      return Promise.resolve();
    },
    advance: (ms: number) => {
      clock.t += ms;
    },
  };
  return clock;
}

/** An engine on `db` with a fake mailer and clock; `overrides` replace any dependency. */
export function testNewsletter(db: Db, overrides: Partial<NewsletterDeps> = {}) {
  const mailer = fakeMailer();
  const clock = fakeClock();
  const log: string[] = [];
  const newsletter = createNewsletter({
    db,
    mailer,
    secret: SECRET,
    siteUrl: SITE,
    now: clock.now,
    sleep: clock.sleep,
    log: (line) => log.push(line),
    ...overrides,
  });
  return { newsletter, mailer, clock, log };
}

/** The token in a mail's List-Unsubscribe header. */
export function unsubscribeTokenOf(mail: Mail): string {
  const match = /token=([^>]+)>/.exec(mail.headers['List-Unsubscribe'] ?? '');
  if (!match?.[1]) throw new Error(`no unsubscribe token in mail to ${mail.to}`);
  return match[1];
}

/** The token of the topics link (product.md §10.19) in a confirmation or digest mail. */
export function preferencesTokenOf(mail: Mail): string {
  const match = /\/newsletter\/preferences\?token=([A-Za-z0-9_.-]+)/.exec(mail.text);
  if (!match?.[1]) throw new Error(`no topics link in mail to ${mail.to}`);
  return match[1];
}

/** The token of the confirm link in a confirmation mail. */
export function confirmTokenOf(mail: Mail): string {
  const match = /\/newsletter\/confirm\?token=([A-Za-z0-9_.-]+)/.exec(mail.text);
  if (!match?.[1]) throw new Error(`no confirm link in mail to ${mail.to}`);
  return match[1];
}

/** Stores addresses as confirmed at `now` (the data layer directly: no mails), with `topics` (all by default). */
export async function confirmedSubscribers(
  db: Db,
  now: number,
  emails: string[],
  topics: TopicChoice | ((email: string, i: number) => TopicChoice) = 'all',
): Promise<void> {
  for (const [i, email] of emails.entries()) {
    const nonce = `nonce-${email}`;
    const createdAt = new Date(now).toISOString();
    const chosen = typeof topics === 'function' ? topics(email, i) : topics;
    await putPendingSubscriber(
      db,
      { email, nonce, createdAt, expiresAt: now + 86_400_000, topics: chosen },
      now,
    );
    await confirmSubscriber(db, email, nonce, now);
  }
}

/** Stores an article published `daysAgo` before `now`, in the store `db()` answers at each call (a file's fresh one). */
export const publisher =
  (db: () => Db) =>
  (now: number, daysAgo: number, extra: Parameters<typeof newArticle>[0] = {}) =>
    createArticle(
      db(),
      newArticle({ publishedAt: new Date(now - daysAgo * 86_400_000).toISOString(), ...extra }),
    );
