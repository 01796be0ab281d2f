// A store linked before the combined filters existed gets each tag's list within a category once (product.md §4.1).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb, newArticle, type TestDb } from '../../../tests/support/data.ts';
import { createTag } from '../tags.ts';
import { createArticle } from './articles.ts';
import { listArticlesByTag } from './lists.ts';
import { tagListKey } from './tags.ts';
import { upgradeTagLinks } from './tag-links-upgrade.ts';

let t: TestDb;
let tag: number;
const ids: number[] = [];
const page = { limit: 10, offset: 0 };
const listed = async (categoryId: number) =>
  (await listArticlesByTag(t.db, tag, { ...page, categoryId })).map((a) => a.id);

beforeAll(async () => {
  t = await createTestDb();
  tag = (await createTag(t.db, { name: 'Blind', description: null, keywords: [] })).id;
  for (const [i, categoryId] of [1, 2, 1].entries())
    ids.push(
      (
        await createArticle(
          t.db,
          newArticle({
            categoryId,
            tagIds: [tag],
            title: `Screen reader news ${i}`,
            publishedAt: `2026-03-0${i + 1}T00:00:00.000Z`,
          }),
        )
      ).id,
    );
  // As older code left the store: no list within a category, and no format recorded.
  for (const categoryId of [1, 2]) {
    const { Items = [] } = await t.db.dynamo.Query({
      TableName: t.db.table,
      KeyConditionExpression: 'pk = :p',
      ExpressionAttributeValues: { ':p': tagListKey(tag, categoryId) },
    });
    for (const { pk, sk } of Items)
      await t.db.dynamo.DeleteItem({ TableName: t.db.table, Key: { pk, sk } });
  }
  await t.db.dynamo.DeleteItem({
    TableName: t.db.table,
    Key: { pk: 'TAGLINKS#META', sk: 'VERSION' },
  });
});
afterAll(() => t.close());

describe('upgradeTagLinks', () => {
  it('links every public article to its tag and category list, newest first, then records the format', async () => {
    expect(await listed(1)).toEqual([]);
    expect(await upgradeTagLinks(t.db)).toBe(3);
    expect(await listed(1)).toEqual([ids[2], ids[0]]);
    expect(await listed(2)).toEqual([ids[1]]);
    expect(await upgradeTagLinks(t.db)).toBe(0);
  });
});
