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

export function fakeNewsletter(): FakeNewsletter {
  const calls: string[] = [];
  const fake: FakeNewsletter = {
    calls,
    start: { ok: true, id: DIGEST.id },
    confirmed: [],
    async subscribe(email, topics) {
      calls.push(topics ? `subscribe:${email}:${JSON.stringify(topics)}` : `subscribe:${email}`);
    },
    topicOptions: async () => TOPICS,
    async preferences(token) {
      calls.push(`preferences:${token}`);
      if (token === GOOD_TOKEN) return { ok: true, email: 'reader@example.org', topics: 'all' };
      return { ok: false, reason: token === EXPIRED_TOKEN ? 'expired' : 'invalid' };
    },
    async setPreferences(token, topics) {
      calls.push(`setPreferences:${token}:${JSON.stringify(topics)}`);
      if (token === GOOD_TOKEN) return { ok: true, email: 'reader@example.org', topics };
      if (token === USED_TOKEN) return { ok: false, reason: 'used' };
      return { ok: false, reason: token === EXPIRED_TOKEN ? 'expired' : 'invalid' };
    },
    async settled() {},
    async confirm(token) {
      calls.push(`confirm:${token}`);
      if (token === GOOD_TOKEN) return { ok: true, email: 'reader@example.org' };
      if (token === USED_TOKEN) return { ok: false, reason: 'used' };
      if (token === EXPIRED_TOKEN) return { ok: false, reason: 'expired' };
      return { ok: false, reason: 'invalid' };
    },
    async unsubscribe(token) {
      calls.push(`unsubscribe:${token}`);
      if (token === GOOD_TOKEN) return { ok: true };
      if (token === USED_TOKEN) return { ok: false, reason: 'used' };
      return { ok: false, reason: token === EXPIRED_TOKEN ? 'expired' : 'invalid' };
    },
    async stats(): Promise<NewsletterStats> {
      return {
        pending: 2,
        confirmed: 3,
        lastDigest: DIGEST,
        topics: {
          all: 2,
          categories: [{ ...TOPICS.categories[0]!, followers: 3 }],
          tags: [{ ...TOPICS.tags[0]!, followers: 2 }],
        },
      };
    },
    async preview(topics) {
      if (topics && topics !== 'all') calls.push(`preview:${JSON.stringify(topics)}`);
      return PREVIEW;
    },
    async startDigest() {
      calls.push('startDigest');
      return fake.start;
    },
    async sendDigest(id) {
      calls.push(`sendDigest:${id}`);
      return DIGEST;
    },
    resumeUnfinished: async () => null,
    runIfDue: async () => null,
    latest: async () => DIGEST,
    async *confirmedSubscribers() {
      yield* fake.confirmed;
    },
  };
  return fake;
}
