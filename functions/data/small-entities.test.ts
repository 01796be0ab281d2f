// Runs against in-process dynalite: categories, tags, RSS sources, subscribers and counters.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rssSourceSchema } from '../domain/index.ts';
import { createCategory, getCategory, listCategories } from './categories.ts';
import { nextId } from './counters.ts';
import { NotFoundError } from './errors.ts';
import { createRssSource, getRssSource, listRssSources, saveFetchState } from './rss-sources.ts';
import { subscribe } from './subscribers.ts';
import { createTag, getTag, listTags } from './tags.ts';
import { createTestDb, type TestDb } from './testing.ts';

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
    const read = await getRssSource(t.db, s.id);
    expect(rssSourceSchema.strict().parse(read)).toEqual(read);
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
    await expect(getRssSource(t.db, 999)).rejects.toBeInstanceOf(NotFoundError);
  });
});

describe('subscribe', () => {
  it('is idempotent on the normalised email', async () => {
    expect(await subscribe(t.db, '  Reader@Example.org ')).toEqual({ created: true });
    expect(await subscribe(t.db, 'reader@example.org')).toEqual({ created: false });
    expect(await subscribe(t.db, 'other@example.org')).toEqual({ created: true });
  });
});
