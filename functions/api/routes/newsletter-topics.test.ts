// The topics link's routes over real HTTP with a fake engine (product.md §10.19): the choices, reading and saving one.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PREFERENCES_LINK_MESSAGES } from '../../domain/index.ts';
import type { TestApi } from '../../../tests/support/api.ts';
import {
  EXPIRED_TOKEN,
  GOOD_TOKEN,
  USED_TOKEN,
  type FakeNewsletter,
} from '../../../tests/support/newsletter-fake.ts';
import {
  resetFakeNewsletterApi,
  startFakeNewsletterApi,
} from '../../../tests/support/newsletter-routes.ts';

let api: TestApi;
let fake: FakeNewsletter;
beforeAll(async () => {
  ({ api, fake } = await startFakeNewsletterApi());
});
afterAll(() => api.close());
beforeEach(() => resetFakeNewsletterApi({ api, fake }));

const json = { 'content-type': 'application/json' };

describe('the topics link (product.md §10.19)', () => {
  const save = (token: string, topics: unknown) =>
    api.send('/api/newsletter/preferences', {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ token, topics }),
    });

  it('lists the topics to choose from, publicly', async () => {
    // Act
    const res = await api.send('/api/newsletter/topics');
    // Assess
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      categories: [{ id: 1, name: 'Screen readers' }],
      tags: [{ id: 2, name: 'Blind' }],
    });
  });

  it('reads the address and topics of a good link, never cached, and refuses a bad one', async () => {
    // Act
    const good = await api.send(`/api/newsletter/preferences?token=${GOOD_TOKEN}`);
    const expired = await api.send(`/api/newsletter/preferences?token=${EXPIRED_TOKEN}`);
    const missing = await api.send('/api/newsletter/preferences');
    // Assess
    expect(good.status).toBe(200);
    expect(good.headers.get('cache-control')).toBe('no-store');
    expect(await good.json()).toEqual({ email: 'reader@example.org', topics: 'all' });
    expect(expired.status).toBe(400);
    expect(await expired.json()).toEqual({
      error: PREFERENCES_LINK_MESSAGES.expired,
      reason: 'expired',
    });
    expect(missing.status).toBe(400);
  });

  it('saves a choice of known topics, and says why a stale or tampered link changed nothing', async () => {
    // Act
    const saved = await save(GOOD_TOKEN, { categories: [1], tags: [] });
    const stale = await save(USED_TOKEN, 'all');
    const tampered = await save('tampered.token', 'all');
    // Assess
    expect(saved.status).toBe(200);
    expect(await saved.json()).toEqual({
      email: 'reader@example.org',
      topics: { categories: [1], tags: [] },
    });
    expect(stale.status).toBe(400);
    expect(await stale.json()).toEqual({ error: PREFERENCES_LINK_MESSAGES.used, reason: 'used' });
    expect(await tampered.json()).toEqual({
      error: PREFERENCES_LINK_MESSAGES.invalid,
      reason: 'invalid',
    });
  });

  it('refuses unknown topics and an empty choice with 400 before the engine is asked', async () => {
    // Act
    const unknown = await save(GOOD_TOKEN, { categories: [1, 5], tags: [] });
    const empty = await save(GOOD_TOKEN, { categories: [], tags: [] });
    const odd = await save(GOOD_TOKEN, 'some');
    // Assess
    expect(unknown.status).toBe(400);
    expect(await unknown.json()).toEqual({
      error: 'Unknown category: 5',
      issues: [{ path: 'topics', message: 'Unknown category: 5' }],
    });
    expect(empty.status).toBe(400);
    expect(await empty.json()).toMatchObject({ error: 'Choose at least one topic' });
    expect(odd.status).toBe(400);
    expect(fake.calls).toEqual([]);
  });
});
