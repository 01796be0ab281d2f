// A restore racing the prune of its revision (product.md §10.13): under either order the article never names a
// deleted image. The two orders are forced by running the prune at the restore's commit, or before the restore.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCategory, getArticle, NotFoundError, pruneRevisions } from '../data/index.ts';
import { articleInputSchema } from '../domain/index.ts';
import { memoryUploads, PNG } from '../../tests/support/content.ts';
import { createTestDb, type TestDb } from '../../tests/support/data.ts';
import { createContentService } from './index.ts';

let db: TestDb;
let categoryId: number;
beforeAll(async () => {
  db = await createTestDb();
  categoryId = (await createCategory(db.db, { name: 'News' })).id;
});
afterAll(() => db.close());

const form = (extra: Record<string, unknown> = {}) =>
  articleInputSchema.parse({
    title: 'Captions on every stream',
    summary: 'Why live captions matter.',
    content:
      'Live captions let deaf viewers follow a stream as it happens, and more people use them.',
    categoryId: String(categoryId),
    imageAlt: 'A caption bar under a video',
    ...extra,
  });

/** An article whose revision 1 alone names the first image: v1 with image A, v2 with image B, v3. */
async function articleWithOldImage() {
  const uploads = memoryUploads();
  const content = createContentService({
    db: db.db,
    uploads: uploads.store,
    onContentChanged: () => {},
  });
  const { record } = await content.saveArticle({ form: form(), image: PNG });
  const first = record.imageUrl!;
  await content.saveArticle({ id: record.id, form: form({ version: '1' }), image: PNG });
  const third = await content.saveArticle({
    id: record.id,
    form: form({ title: 'Captions on every live stream', version: '2' }),
    image: null,
  });
  return { content, uploads, id: record.id, first, version: third.record.version };
}

/** Prunes down to the newest revision and deletes the images it answers, as a save's prune does. */
async function pruneToNewest(id: number, uploads: ReturnType<typeof memoryUploads>) {
  for (const url of await pruneRevisions(db.db, id, 1))
    uploads.files.delete(url.replace('/uploads/', ''));
}

describe('a restore racing the prune of its revision', () => {
  it('is refused when the prune deletes the revision and its image before the restore commits', async () => {
    // Prepare: the prune runs once the restore has read the revision, just before its transaction
    const { content, uploads, id, first, version } = await articleWithOldImage();
    const send = db.db.dynamo.TransactWriteItems;
    let pruned = false;
    db.db.dynamo.TransactWriteItems = async (input) => {
      if (!pruned) {
        pruned = true;
        await pruneToNewest(id, uploads);
      }
      return send(input);
    };
    try {
      // Act
      const restore = content.restoreRevision({ id, revision: 1, version });
      // Assess: refused as a revision no longer kept; the article names an image that exists
      await expect(restore).rejects.toBeInstanceOf(NotFoundError);
    } finally {
      db.db.dynamo.TransactWriteItems = send;
    }
    expect(pruned).toBe(true);
    const article = await getArticle(db.db, id);
    expect(article.version).toBe(version);
    expect(uploads.urls()).not.toContain(first);
    expect(uploads.urls()).toContain(article.imageUrl);
  });

  it('keeps the image when the restore commits first and the prune comes after', async () => {
    // Prepare
    const { content, uploads, id, first, version } = await articleWithOldImage();
    // Act
    const restored = await content.restoreRevision({ id, revision: 1, version });
    await pruneToNewest(id, uploads);
    // Assess: the restored article names the first image, which the prune left alone
    expect(restored.record.imageUrl).toBe(first);
    expect((await getArticle(db.db, id)).imageUrl).toBe(first);
    expect(uploads.urls()).toContain(first);
  });
});
