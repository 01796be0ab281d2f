// A take-down and a restore of one article fired together (product.md §10.16, §11.13): whichever order their saves
// and search updates run in, the search index ends as the stored article says, and public search with it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createArticle,
  createCategory,
  getArticle,
  searchArticleIds,
  searchArticles,
  writeTakeDown,
} from '../data/index.ts';
import { isPublic } from '../domain/article-status.ts';
import { createTestDb, newArticle, type TestDb } from '../../tests/support/data.ts';
import { memoryUploads } from '../../tests/support/content.ts';
import { createContentService } from './index.ts';

let t: TestDb;
beforeAll(async () => {
  t = await createTestDb();
});
afterAll(() => t.close());

/** Settles a change that the other may have made pointless (already taken down, not taken down, a newer version). */
const settle = (change: Promise<unknown>) => change.catch(() => null);

describe('a take-down and a restore fired together', () => {
  it('leave the search index and public search agreeing with the article, over 30 rounds', async () => {
    // Prepare: an imported article, taken down, with a word only it holds
    const content = createContentService({
      db: t.db,
      uploads: memoryUploads().store,
      onContentChanged: () => {},
    });
    const categoryId = (await createCategory(t.db, { name: 'News' })).id;
    const article = await createArticle(
      t.db,
      newArticle({ categoryId, title: 'Quillwort captions for every lecture' }),
    );
    await writeTakeDown(t.db, article.id, 'Retracted');
    const disagree: string[] = [];
    for (let round = 1; round <= 30; round++) {
      // Act: the restore, and a take-down that runs whole between the restore's commit and its search update (every
      // other round), or beside it
      const send = t.db.dynamo.TransactWriteItems;
      let takeDown: Promise<unknown> = Promise.resolve();
      if (round % 2 === 1)
        t.db.dynamo.TransactWriteItems = async (input) => {
          t.db.dynamo.TransactWriteItems = send;
          const out = await send(input);
          await settle(content.takeDownArticle(article.id, `Round ${round}`));
          return out;
        };
      else takeDown = settle(content.takeDownArticle(article.id, `Round ${round}`));
      await settle(content.restoreArticle(article.id));
      await takeDown;
      t.db.dynamo.TransactWriteItems = send;
      // Assess
      const stored = await getArticle(t.db, article.id);
      const indexed = (await searchArticleIds(t.db, 'quillwort', 10)).includes(article.id);
      const found = (await searchArticles(t.db, 'quillwort', 10)).some((a) => a.id === article.id);
      if (indexed !== isPublic(stored) || found !== isPublic(stored))
        disagree.push(
          `round ${round}: public ${isPublic(stored)}, indexed ${indexed}, found ${found}`,
        );
      if (isPublic(stored)) await settle(content.takeDownArticle(article.id, 'Reset'));
    }
    expect(disagree).toEqual([]);
  });
});
