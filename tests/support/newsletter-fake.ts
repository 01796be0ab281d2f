// Test double of the Newsletter engine for the route tests: canned answers, and a record of what the routes asked.
import type {
  DigestPreview,
  DigestStatus,
  NewsletterStats,
  TopicChoice,
  TopicOptions,
} from '../../functions/domain/index.ts';
import type { Newsletter } from '../../functions/newsletter/index.ts';

export const GOOD_TOKEN = 'good.token';
export const USED_TOKEN = 'used.token';
export const EXPIRED_TOKEN = 'expired.token';

export const DIGEST: DigestStatus = {
  id: '2026-01-05T10-00-00Z',
  status: 'sending',
  total: 3,
  sent: 1,
  failed: 0,
  articleCount: 2,
  createdAt: '2026-01-05T10:00:00.000Z',
};

export const PREVIEW: DigestPreview = {
  mail: {
    subject: 'A11y Tech News: 2 new articles',
    html: '<!doctype html><html lang="en"><h1>Digest</h1></html>',
    text: 'Digest',
  },
  articleCount: 2,
  recipients: 3,
  confirmed: 3,
};

/** What topicOptions() answers: the topics the routes check a choice against. */
export const TOPICS: TopicOptions = {
  categories: [{ id: 1, name: 'Screen readers' }],
  tags: [{ id: 2, name: 'Blind' }],
};

export type FakeNewsletter = Newsletter & {
  /** Every call as `method:argument`. */
  calls: string[];
  /** What startDigest answers next. */
  start: Awaited<ReturnType<Newsletter['startDigest']>>;
  /** Rows of confirmedSubscribers(). */
  confirmed: Array<{ email: string; confirmedAt: string; topics: TopicChoice }>;
};

/** Why a token other than GOOD_TOKEN is refused: USED_TOKEN was used, EXPIRED_TOKEN expired, any other is invalid. */
const tokenRefusal = (token: string) =>
  token === USED_TOKEN ? 'used' : token === EXPIRED_TOKEN ? 'expired' : 'invalid';

/** The rows one at a time, as the store's paged read hands them over. */
function asyncRows<T>(rows: readonly T[]): AsyncIterable<T> {
  return {
    [Symbol.asyncIterator]: () => {
      const each = rows[Symbol.iterator]();
      return { next: () => Promise.resolve(each.next()) };
    },
  };
}

export function fakeNewsletter(): FakeNewsletter {
  const calls: string[] = [];
  const fake: FakeNewsletter = {
    calls,
    start: { ok: true, id: DIGEST.id },
    confirmed: [],
    subscribe(email, topics) {
      calls.push(topics ? `subscribe:${email}:${JSON.stringify(topics)}` : `subscribe:${email}`);
      return Promise.resolve();
    },
    topicOptions: () => Promise.resolve(TOPICS),
    preferences(token) {
      calls.push(`preferences:${token}`);
      return Promise.resolve(
        token === GOOD_TOKEN
          ? { ok: true, email: 'reader@example.org', topics: 'all' }
          : { ok: false, reason: token === EXPIRED_TOKEN ? 'expired' : 'invalid' },
      );
    },
    setPreferences(token, topics) {
      calls.push(`setPreferences:${token}:${JSON.stringify(topics)}`);
      if (token === GOOD_TOKEN)
        return Promise.resolve({ ok: true, email: 'reader@example.org', topics });
      return Promise.resolve({ ok: false, reason: tokenRefusal(token) });
    },
    async settled() {},
    confirm(token) {
      calls.push(`confirm:${token}`);
      if (token === GOOD_TOKEN) return Promise.resolve({ ok: true, email: 'reader@example.org' });
      return Promise.resolve({ ok: false, reason: tokenRefusal(token) });
    },
    unsubscribe(token) {
      calls.push(`unsubscribe:${token}`);
      if (token === GOOD_TOKEN) return Promise.resolve({ ok: true });
      return Promise.resolve({ ok: false, reason: tokenRefusal(token) });
    },
    stats: () =>
      Promise.resolve<NewsletterStats>({
        pending: 2,
        confirmed: 3,
        lastDigest: DIGEST,
        topics: {
          all: 2,
          categories: [{ ...TOPICS.categories[0]!, followers: 3 }],
          tags: [{ ...TOPICS.tags[0]!, followers: 2 }],
        },
      }),
    preview(topics) {
      if (topics && topics !== 'all') calls.push(`preview:${JSON.stringify(topics)}`);
      return Promise.resolve(PREVIEW);
    },
    startDigest() {
      calls.push('startDigest');
      return Promise.resolve(fake.start);
    },
    sendDigest(id) {
      calls.push(`sendDigest:${id}`);
      return Promise.resolve(DIGEST);
    },
    resumeUnfinished: () => Promise.resolve(null),
    runIfDue: () => Promise.resolve(null),
    latest: () => Promise.resolve(DIGEST),
    confirmedSubscribers: () => asyncRows(fake.confirmed),
  };
  return fake;
}
