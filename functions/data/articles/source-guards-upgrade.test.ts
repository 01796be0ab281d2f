// Runs against in-process dynalite: a store guarded by older code gets the current URL guard of each imported article,
// so another form of a link it holds is still found (product.md §10.16).
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestDb, newArticle, type TestDb } from '../../../tests/support/data.ts';
import { guardAsOlderCode } from '../../../tests/support/data-older-guards.ts';
import { createDb, type Db } from '../db.ts';
import { articleKey } from './item.ts';
import { createArticle } from './articles.ts';
import { upgradeSourceGuards } from './source-guards-upgrade.ts';
import { findArticleIdsBySource } from './sources.ts';

let t: TestDb;
/** Another handle on the same store, as a new process opens it (the upgrade runs once per handle). */
const reopen = (): Db => createDb({ table: t.db.table, region: 'us-east-1', endpoint: t.endpoint });
const found = (sourceUrl: string) => findArticleIdsBySource(t.db, [{ sourceUrl }]);

beforeEach(async () => {
  t = await createTestDb();
});
afterEach(() => t.close());

describe('upgradeSourceGuards', () => {
  it('guards an article of an older store by its link’s current form, once', async () => {
    // Prepare
    const a = await createArticle(t.db, newArticle({ sourceUrl: 'https://news.example.org/a/' }));
    await guardAsOlderCode(t.db, a);
    const variant = 'http://news.example.org/a?ref=rss';
    expect(await found(variant)).toEqual([null]);
    // Act
    const written = await upgradeSourceGuards(reopen());
    // Assess
    expect(written).toBe(1);
    expect(await found(variant)).toEqual([a.id]);
    expect(await found(a.sourceUrl)).toEqual([a.id]);
    expect(await upgradeSourceGuards(reopen())).toBe(0);
  });

  it('leaves the guard to one of two old articles that turn out to be one story', async () => {
    // Prepare: two links older code told apart, one key now
    const a = await createArticle(t.db, newArticle({ sourceUrl: 'https://news.example.org/b/' }));
    const b = await createArticle(t.db, newArticle({ sourceUrl: 'https://news.example.org/c' }));
    await t.db.dynamo.UpdateItem({
      TableName: t.db.table,
      Key: articleKey(b.id),
      UpdateExpression: 'SET sourceUrl = :u',
      ExpressionAttributeValues: { ':u': 'http://news.example.org/b' },
    });
    await guardAsOlderCode(t.db, a);
    await guardAsOlderCode(t.db, { id: b.id, sourceUrl: 'http://news.example.org/b' });
    // Act
    const written = await upgradeSourceGuards(reopen());
    // Assess: one guard written, held by one of them
    expect(written).toBe(1);
    const [owner] = await found('https://news.example.org/b?utm_source=x');
    expect([a.id, b.id]).toContain(owner);
  });

  it('writes nothing on a store this code wrote', async () => {
    // Prepare
    await createArticle(t.db, newArticle({ sourceUrl: 'https://news.example.org/d/?ref=rss' }));
    // Act
    const written = await upgradeSourceGuards(t.db);
    // Assess
    expect(written).toBe(0);
  });
});
