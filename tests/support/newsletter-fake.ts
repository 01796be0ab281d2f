// Test double of the Newsletter engine for the route tests: canned answers, and a record of what the routes asked.
import type { DigestPreview, DigestStatus, NewsletterStats } from '../../functions/domain/index.ts';
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
  subject: 'A11y Tech News: 2 new articles',
  html: '<!doctype html><html lang="en"><h1>Digest</h1></html>',
  text: 'Digest',
  articleCount: 2,
  recipients: 3,
};

export type FakeNewsletter = Newsletter & {
  /** Every call as `method:argument`. */
  calls: string[];
  /** What startDigest answers next. */
  start: Awaited<ReturnType<Newsletter['startDigest']>>;
  /** Rows of confirmedSubscribers(). */
  confirmed: Array<{ email: string; confirmedAt: string }>;
};

export function fakeNewsletter(): FakeNewsletter {
  const calls: string[] = [];
  const fake: FakeNewsletter = {
    calls,
    start: { ok: true, id: DIGEST.id },
    confirmed: [],
    async subscribe(email) {
      calls.push(`subscribe:${email}`);
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
      return token === GOOD_TOKEN || token === USED_TOKEN
        ? { ok: true }
        : { ok: false, reason: 'invalid' };
    },
    async stats(): Promise<NewsletterStats> {
      return { pending: 2, confirmed: 3, lastDigest: DIGEST };
    },
    preview: async () => PREVIEW,
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
