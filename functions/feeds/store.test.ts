// Runs against in-process dynalite: the add-feed path of the data store refuses a feed already listed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCategory, listRssSources } from '../data/index.ts';
import { createTestDb, type TestDb } from '../../tests/support/data.ts';
import { dataStore, type FeedStore } from './store.ts';

let t: TestDb;
let store: FeedStore;
let categoryId: number;
beforeAll(async () => {
  t = await createTestDb();
  store = dataStore(t.db);
  categoryId = (await createCategory(t.db, { name: 'Assistive Technology' })).id;
  await store.addSource({ name: 'WebAIM Blog', url: 'https://webaim.org/blog/feed', categoryId });
});
afterAll(() => t.close());

describe('dataStore addSource', () => {
  it.each([
    ['the same url', 'https://webaim.org/blog/feed'],
    ['its host in another case', 'https://WEBAIM.org/blog/feed'],
    ['a trailing slash', 'https://webaim.org/blog/feed/'],
    ['both', 'https://WEBAIM.org/blog/feed/'],
    ['http in place of https', 'http://webaim.org/blog/feed'],
    ['tracking parameters', 'https://webaim.org/blog/feed?ref=home&utm_medium=rss'],
  ])('refuses a feed already listed, given %s, naming the source that holds it', async (_, url) => {
    // Act
    const added = store.addSource({ name: 'WebAIM again', url, categoryId });
    // Assess
    await expect(added).rejects.toThrow(
      "This feed is already added as 'WebAIM Blog' (https://webaim.org/blog/feed)",
    );
    expect((await listRssSources(t.db)).map((s) => s.url)).toEqual([
      'https://webaim.org/blog/feed',
    ]);
  });

  it('adds another address, storing the url as typed', async () => {
    // Act
    const added = await store.addSource({
      name: 'WebAIM news',
      url: 'https://WebAIM.org/news/feed/',
      categoryId,
    });
    // Assess
    expect(added.url).toBe('https://WebAIM.org/news/feed/');
    expect((await listRssSources(t.db)).map((s) => s.url)).toContain(
      'https://WebAIM.org/news/feed/',
    );
  });
});
