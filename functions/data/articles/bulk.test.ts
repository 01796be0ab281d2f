// The bulk create (importer) writes each unit of articles and their tag links as one transaction (product.md §11.13):
// a unit whose write fails leaves no article, no link and no guard behind, so the same items import later.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb, newArticle, type TestDb } from '../../../tests/support/data.ts';
import { createCategory } from '../categories.ts';
import { createTag } from '../tags.ts';
import { searchArticleIds } from '../search/search.ts';
import { createArticles, indexPending } from './bulk.ts';

let t: TestDb;
beforeAll(async () => {
  t = await createTestDb();
});
afterAll(() => t.close());

const items = async (prefix: string) => {
  const { Items = [] } = await t.db.dynamo.Scan({
    TableName: t.db.table,
    FilterExpression: 'begins_with(pk, :p)',
    ExpressionAttributeValues: { ':p': prefix },
  });
  return Items;
};

describe('createArticles', () => {
  it('leaves nothing of a unit whose transaction fails, and imports the same items afterwards', async () => {
    // Prepare: two articles with a tag each, and a store that refuses the first transaction
    const categoryId = (await createCategory(t.db, { name: 'News' })).id;
    const tagId = (await createTag(t.db, { name: 'Deaf' })).id;
    const inputs = [1, 2].map(() => newArticle({ categoryId, tagIds: [tagId] }));
    const send = t.db.dynamo.TransactWriteItems;
    t.db.dynamo.TransactWriteItems = async () => {
      t.db.dynamo.TransactWriteItems = send;
      throw new Error('the store is unavailable');
    };
    // Act
    const failed = await createArticles(t.db, inputs, { index: 'deferred' });
    // Assess: both refused, no article item, no tag link, no guard held
    expect(failed.every((r) => r instanceof Error)).toBe(true);
    expect((await items('ARTICLE#')).filter((i) => i.sk === 'ARTICLE')).toEqual([]);
    expect(await items('TAG#')).toEqual([]);
    expect(await items('UNIQUE#')).toEqual([]);
    // Act: the same items again
    const imported = await createArticles(t.db, inputs, { index: 'deferred' });
    // Assess
    expect(imported.map((r) => (r instanceof Error ? r.message : r.title))).toEqual(
      inputs.map((i) => i.title),
    );
    expect((await items(`TAG#${tagId}`)).length).toBe(4);
  });

  it('indexes the ids an older store left in its pending set, then deletes the set', async () => {
    // Prepare: an article written but not indexed, named only by the older code's SEARCH#PENDING / IDS set
    const categoryId = (await createCategory(t.db, { name: 'Policy' })).id;
    const [article] = await createArticles(
      t.db,
      [newArticle({ categoryId, title: 'Quokka ramps' })],
      {
        index: 'deferred',
      },
    );
    const id = (article as { id: number }).id;
    await t.db.dynamo.DeleteItem({
      TableName: t.db.table,
      Key: { pk: 'SEARCH#PENDING', sk: `ARTICLE#${String(id).padStart(12, '0')}` },
    });
    await t.db.dynamo.PutItem({
      TableName: t.db.table,
      Item: { pk: 'SEARCH#PENDING', sk: 'IDS', ids: new Set([id]) },
    });
    // Act
    await indexPending(t.db);
    // Assess
    expect(await searchArticleIds(t.db, 'quokka', 10)).toEqual([id]);
    expect(await items('SEARCH#PENDING')).toEqual([]);
  });
});
