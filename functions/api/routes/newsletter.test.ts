// The newsletter routes over real HTTP with a fake engine: public links, the RFC 8058 one-click POST, and the admin calls.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { NEWSLETTER_LINK_MESSAGES, UNSUBSCRIBE_LINK_MESSAGES } from '../../domain/index.ts';
import type { TestApi } from '../../../tests/support/api.ts';
import {
  DIGEST,
  EXPIRED_TOKEN,
  GOOD_TOKEN,
  PREVIEW,
  USED_TOKEN,
  type FakeNewsletter,
} from '../../../tests/support/newsletter-fake.ts';
import {
  resetFakeNewsletterApi,
  startFakeNewsletterApi,
} from '../../../tests/support/newsletter-routes.ts';

let api: TestApi;
let fake: FakeNewsletter;
let cookie: string;
beforeAll(async () => {
  ({ api, fake } = await startFakeNewsletterApi());
  cookie = await api.login();
});
afterAll(() => api.close());
beforeEach(() => resetFakeNewsletterApi({ api, fake }));

const json = { 'content-type': 'application/json' };
/** The mail provider's one-click POST: a form body and no Origin (not a browser). */
const oneClick = (query: string, headers: Record<string, string> = {}) =>
  fetch(`${api.url}/api/newsletter/unsubscribe${query}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    body: 'List-Unsubscribe=One-Click',
  });

describe('POST /api/newsletter/confirm', () => {
  it('confirms a good token and names the address', async () => {
    // Act
    const res = await api.send('/api/newsletter/confirm', {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ token: GOOD_TOKEN }),
    });
    // Assess
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ confirmed: true, email: 'reader@example.org' });
    expect(fake.calls).toEqual([`confirm:${GOOD_TOKEN}`]);
  });

  it.each([
    [USED_TOKEN, 'used'],
    [EXPIRED_TOKEN, 'expired'],
    ['tampered.token', 'invalid'],
  ] as const)('refuses %s with 400, its message and reason %s', async (token, reason) => {
    // Act
    const res = await api.send('/api/newsletter/confirm', {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ token }),
    });
    // Assess
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: NEWSLETTER_LINK_MESSAGES[reason], reason });
  });

  it('confirms nothing on a GET, a body without token, or a form body', async () => {
    // Act
    const get = await api.send(`/api/newsletter/confirm?token=${GOOD_TOKEN}`);
    const empty = await api.send('/api/newsletter/confirm', {
      method: 'POST',
      headers: json,
      body: '{}',
    });
    const form = await api.send('/api/newsletter/confirm', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: `token=${GOOD_TOKEN}`,
    });
    // Assess
    expect([get.status, empty.status, form.status]).toEqual([404, 400, 415]);
    expect(fake.calls).toEqual([]);
  });
});

describe('POST /api/newsletter/unsubscribe (RFC 8058 one-click)', () => {
  it('unsubscribes from a form POST without Origin, and from a foreign one (the token is the authority)', async () => {
    // Act
    const bare = await oneClick(`?token=${GOOD_TOKEN}`);
    const foreign = await oneClick(`?token=${GOOD_TOKEN}`, { origin: 'https://mail.example' });
    // Assess
    expect(bare.status).toBe(200);
    expect(await bare.json()).toEqual({ unsubscribed: true });
    expect(foreign.status).toBe(200);
    expect(fake.calls).toEqual([`unsubscribe:${GOOD_TOKEN}`, `unsubscribe:${GOOD_TOKEN}`]);
  });

  it('answers a used or an expired link with 400 and its own message (product.md §8)', async () => {
    // Act
    const used = await oneClick(`?token=${USED_TOKEN}`);
    const expired = await oneClick(`?token=${EXPIRED_TOKEN}`);
    // Assess
    expect([used.status, await used.json()]).toEqual([
      400,
      { error: UNSUBSCRIBE_LINK_MESSAGES.used, reason: 'used' },
    ]);
    expect([expired.status, await expired.json()]).toEqual([
      400,
      { error: UNSUBSCRIBE_LINK_MESSAGES.expired, reason: 'expired' },
    ]);
  });

  it("answers the page's empty JSON POST the same way", async () => {
    // Act
    const res = await api.send(`/api/newsletter/unsubscribe?token=${GOOD_TOKEN}`, {
      method: 'POST',
      headers: json,
      body: '{}',
    });
    // Assess
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ unsubscribed: true });
  });

  it('refuses a bad or missing token with 400 and the invalid-link message', async () => {
    // Act
    const bad = await oneClick('?token=forged.token');
    const missing = await oneClick('');
    // Assess
    const expected = { error: NEWSLETTER_LINK_MESSAGES.invalid, reason: 'invalid' };
    expect([bad.status, await bad.json()]).toEqual([400, expected]);
    expect([missing.status, await missing.json()]).toEqual([400, expected]);
    expect(fake.calls).toEqual(['unsubscribe:forged.token']);
  });

  it('exempts only that path from the CSRF checks', async () => {
    // Act: the same Origin-less form POST to the confirm route
    const res = await fetch(`${api.url}/api/newsletter/confirm`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: `token=${GOOD_TOKEN}`,
    });
    // Assess
    expect(res.status).toBe(403);
    expect(fake.calls).toEqual([]);
  });
});

describe('GET /api/newsletter/unsubscribe', () => {
  it('sends the reader to the page with 303 and unsubscribes nobody', async () => {
    // Act
    const res = await fetch(`${api.url}/api/newsletter/unsubscribe?token=${GOOD_TOKEN}`, {
      redirect: 'manual',
    });
    // Assess
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(`/newsletter/unsubscribe?token=${GOOD_TOKEN}`);
    expect(fake.calls).toEqual([]);
  });
});

describe('admin newsletter routes', () => {
  const adminGets = ['', '/preview', '/status', '/subscribers.csv'];

  it.each(adminGets)('GET /api/newsletter%s answers 401 without a session', async (path) => {
    // Act
    const res = await api.send(`/api/newsletter${path}`);
    // Assess
    expect(res.status).toBe(401);
  });

  it('refuses POST /send without a session and starts nothing', async () => {
    // Act
    const res = await api.send('/api/newsletter/send', { method: 'POST' });
    // Assess
    expect(res.status).toBe(401);
    expect(fake.calls).toEqual([]);
  });

  it('answers the stats, the preview and the latest digest, never cached', async () => {
    // Act
    const [stats, preview, status] = await Promise.all(
      ['', '/preview', '/status'].map((p) => api.send(`/api/newsletter${p}`, { cookie })),
    );
    // Assess
    expect(await stats!.json()).toEqual(await fake.stats());
    expect(await preview!.json()).toEqual({ preview: PREVIEW });
    expect(await status!.json()).toEqual({ digest: DIGEST });
    for (const res of [stats, preview, status])
      expect(res!.headers.get('cache-control')).toBe('no-store');
  });

  it('POST /send starts the digest, hands its id to sendDigest and answers 202', async () => {
    // Act
    const res = await api.send('/api/newsletter/send', { method: 'POST', cookie });
    // Assess
    expect(res.status).toBe(202);
    expect(await res.json()).toEqual({ id: DIGEST.id });
    expect(api.digestsStarted).toEqual([DIGEST.id]);
  });

  it.each([
    ['sending', 409, 'A digest is already being sent.'],
    ['empty', 422, 'There are no new articles since the last digest.'],
    ['no-subscribers', 422, 'There are no confirmed subscribers to send to.'],
  ] as const)('POST /send when %s answers %i and sends nothing', async (reason, status, error) => {
    // Prepare
    fake.start = { ok: false, reason };
    // Act
    const res = await api.send('/api/newsletter/send', { method: 'POST', cookie });
    // Assess
    expect(res.status).toBe(status);
    expect(await res.json()).toEqual({ error });
    expect(api.digestsStarted).toEqual([]);
  });

  it('exports confirmed subscribers as a CSV attachment, safe in a spreadsheet', async () => {
    // Prepare
    fake.confirmed = [
      { email: 'reader@example.org', confirmedAt: '2026-01-02T03:04:05.000Z', topics: 'all' },
      {
        email: '=cmd|"/c calc"!a@example.org',
        confirmedAt: '2026-01-03T00:00:00.000Z',
        topics: { categories: [1], tags: [2] },
      },
    ];
    // Act
    const res = await api.send('/api/newsletter/subscribers.csv', { cookie });
    // Assess
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="subscribers.csv"');
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await res.text()).toBe(
      'address,confirmed,topics\r\n' +
        'reader@example.org,2026-01-02,all\r\n' +
        `"'=cmd|""/c calc""!a@example.org",2026-01-03,Screen readers; Blind\r\n`,
    );
  });

  it('previews one topic choice, and refuses an unknown or malformed one with 400', async () => {
    // Act
    const one = await api.send('/api/newsletter/preview?categories=1&tags=', { cookie });
    const unknown = await api.send('/api/newsletter/preview?categories=1,7&tags=9', { cookie });
    const malformed = await api.send('/api/newsletter/preview?categories=x', { cookie });
    // Assess
    expect(one.status).toBe(200);
    expect(fake.calls).toEqual(['preview:{"categories":[1],"tags":[]}']);
    expect(unknown.status).toBe(400);
    expect(await unknown.json()).toMatchObject({
      error: 'Unknown category: 7; Unknown tag: 9',
    });
    expect(malformed.status).toBe(400);
  });
});
