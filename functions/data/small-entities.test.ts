// Runs against in-process dynalite: categories, tags, RSS sources, subscribers and counters.
import * as z from 'zod/mini';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rssSourceSchema } from '../domain/index.ts';
import { createCategory, getCategory, listCategories } from './categories.ts';
import { nextId } from './counters.ts';
import { NotFoundError } from './errors.ts';
import { createRssSource, listRssSources, saveFetchState } from './rss-sources.ts';
import {
  confirmSubscriber,
  deleteSubscriber,
  getSubscriber,
  putPendingSubscriber,
} from './subscribers.ts';
import { createTag, getTag, listTags } from './tags.ts';
import { createTestDb, type TestDb } from '../../tests/support/data.ts';
import type { Db } from './db.ts';

/** A source as stored, read through the list the admin area shows. */
const storedSource = async (db: Db, id: number) =>
  (await listRssSources(db)).find((s) => s.id === id)!;

let t: TestDb;
beforeAll(async () => {
  t = await createTestDb();
});
afterAll(() => t.close());

describe('counters', () => {
  it('never hands out the same id twice, even in parallel', async () => {
    const ids = await Promise.all(Array.from({ length: 20 }, () => nextId(t.db, 'parallel')));
    expect(new Set(ids).size).toBe(20);
    expect(Math.min(...ids)).toBe(1);
  });
});

describe('categories and tags', () => {
  it('creates and lists categories by id', async () => {
    const a = await createCategory(t.db, { name: 'Web' });
    const b = await createCategory(t.db, { name: 'Mobile' });
    expect(await listCategories(t.db)).toEqual([a, b]);
    expect(await getCategory(t.db, b.id)).toEqual({ id: b.id, name: 'Mobile' });
    await expect(getCategory(t.db, 999)).rejects.toBeInstanceOf(NotFoundError);
  });

  it('creates and lists tags with their keywords', async () => {
    const tag = await createTag(t.db, {
      name: 'Hearing',
      description: 'Deaf and hard of hearing',
      keywords: ['caption'],
    });
    expect(await listTags(t.db)).toEqual([tag]);
    expect(await getTag(t.db, tag.id)).toEqual({
      id: tag.id,
      name: 'Hearing',
      description: 'Deaf and hard of hearing',
      keywords: ['caption'],
    });
    await expect(getTag(t.db, 999)).rejects.toBeInstanceOf(NotFoundError);
  });
});

describe('rss sources', () => {
  it('starts with an empty fetch state and merges partial saves', async () => {
    const s = await createRssSource(t.db, {
      name: 'A11y blog',
      url: 'https://blog.example.org/feed',
      categoryId: 1,
    });
    expect(s.fetch).toMatchObject({ lastStatus: null, failureCount: 0, etag: null });
    await saveFetchState(t.db, s.id, { lastStatus: 'ok', etag: '"abc"', itemsSeen: 10 });
    await saveFetchState(t.db, s.id, { itemsAdded: 3 });
    const read = await storedSource(t.db, s.id);
    expect(z.strictObject(rssSourceSchema.shape).parse(read)).toEqual(read);
    expect(read.fetch).toMatchObject({
      lastStatus: 'ok',
      etag: '"abc"',
      itemsSeen: 10,
      itemsAdded: 3,
      bodyHash: null,
    });
    expect(await listRssSources(t.db)).toEqual([read]);
  });

  it('answers NotFoundError for an unknown source and creates nothing', async () => {
    await expect(saveFetchState(t.db, 999, { lastStatus: 'error' })).rejects.toBeInstanceOf(
      NotFoundError,
    );
    expect((await listRssSources(t.db)).map((s) => s.id)).not.toContain(999);
  });
});

describe('subscribers', () => {
  const DAY = 86_400_000;
  const pending = (email: string, now: number) => ({
    email,
    nonce: `nonce-${email}`,
    createdAt: new Date(now).toISOString(),
    expiresAt: now + 7 * DAY,
  });

  it('keeps one live subscription per address: a second pending put is refused', async () => {
    // Prepare
    const now = Date.UTC(2025, 0, 1);
    // Act
    const first = await putPendingSubscriber(t.db, pending('reader@example.org', now), now);
    const again = await putPendingSubscriber(t.db, pending('reader@example.org', now), now);
    const other = await putPendingSubscriber(t.db, pending('other@example.org', now), now);
    // Assess
    expect([first, again, other]).toEqual([true, false, true]);
    expect(await getSubscriber(t.db, 'reader@example.org', now)).toMatchObject({
      status: 'pending',
      nonce: 'nonce-reader@example.org',
    });
  });

  it('forgets a pending address after its expiry, on read, and lets a new subscription replace it', async () => {
    // Prepare
    const then = Date.UTC(2025, 0, 1);
    await putPendingSubscriber(t.db, pending('late@example.org', then), then);
    const later = then + 7 * DAY;
    // Act
    const read = await getSubscriber(t.db, 'late@example.org', later);
    const replaced = await putPendingSubscriber(
      t.db,
      { ...pending('late@example.org', later), nonce: 'nonce-second' },
      later,
    );
    // Assess
    expect(read).toBeNull();
    expect(replaced).toBe(true);
    expect((await getSubscriber(t.db, 'late@example.org', later))?.nonce).toBe('nonce-second');
  });

  it('confirms only the subscription with the same nonce; again later, keeping the first time', async () => {
    // Prepare
    const now = Date.UTC(2025, 0, 1);
    await putPendingSubscriber(t.db, pending('sure@example.org', now), now);
    // Act
    const wrong = await confirmSubscriber(t.db, 'sure@example.org', 'nonce-other', now);
    const right = await confirmSubscriber(t.db, 'sure@example.org', 'nonce-sure@example.org', now);
    const twice = await confirmSubscriber(
      t.db,
      'sure@example.org',
      'nonce-sure@example.org',
      now + 30 * DAY,
    );
    const wrongLater = await confirmSubscriber(t.db, 'sure@example.org', 'nonce-other', now);
    // Assess
    expect([wrong, right, twice, wrongLater]).toEqual([false, true, true, false]);
    const read = await getSubscriber(t.db, 'sure@example.org', now + 365 * DAY);
    expect(read).toMatchObject({ status: 'confirmed', confirmedAt: new Date(now).toISOString() });
    expect(read?.expiresAt).toBeUndefined();
  });

  it('deletes an address only with its current nonce', async () => {
    // Prepare
    const now = Date.UTC(2025, 0, 1);
    await putPendingSubscriber(t.db, pending('gone@example.org', now), now);
    // Act
    const stale = await deleteSubscriber(t.db, 'gone@example.org', 'nonce-earlier');
    const current = await deleteSubscriber(t.db, 'gone@example.org', 'nonce-gone@example.org');
    const again = await deleteSubscriber(t.db, 'gone@example.org', 'nonce-gone@example.org');
    // Assess
    expect([stale, current, again]).toEqual([false, true, false]);
    expect(await getSubscriber(t.db, 'gone@example.org', now)).toBeNull();
  });
});
