// Article revisions through the write service on a real store (product.md §10.13): kept on every save, pruned past
// the limit, gone with the article, restored as a new save, and the images they name kept alive.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createCategory,
  createTag,
  getRevision,
  listRevisions,
  NotFoundError,
  VersionConflictError,
} from '../data/index.ts';
import { articleInputSchema } from '../domain/index.ts';
import { REVISION_LIMIT } from '../domain/revision.ts';
import { memoryUploads, PNG } from '../../tests/support/content.ts';
import { createTestDb, type TestDb } from '../../tests/support/data.ts';
import { createContentService } from './index.ts';

let db: TestDb;
let categoryId: number;
let tagId: number;
beforeAll(async () => {
  db = await createTestDb();
  categoryId = (await createCategory(db.db, { name: 'News' })).id;
  tagId = (await createTag(db.db, { name: 'Deaf' })).id;
});
afterAll(() => db.close());

function setup() {
  const uploads = memoryUploads();
  const content = createContentService({
    db: db.db,
    uploads: uploads.store,
    onContentChanged: () => {},
  });
  return { content, uploads };
}

const form = (extra: Record<string, unknown> = {}) =>
  articleInputSchema.parse({
    title: 'Captions on every stream',
    summary: 'Why live captions matter.',
    content:
      'Live captions let deaf viewers follow a stream as it happens, and more people use them.',
    categoryId: String(categoryId),
    tagIds: [String(tagId)],
    author: 'Grace',
    imageAlt: 'A caption bar under a video',
    ...extra,
  });

describe('revisions', () => {
  it('keeps the version a save replaces, with its editable fields and any field the record gained', async () => {
    // Prepare: a field no code here knows, added to the stored record as another feature would
    const { content } = setup();
    const { record } = await content.saveArticle({ form: form(), image: PNG });
    await db.db.dynamo.UpdateItem({
      TableName: db.db.table,
      Key: { pk: `ARTICLE#${record.id}`, sk: 'ARTICLE' },
      UpdateExpression: 'SET #f = :f',
      ExpressionAttributeNames: { '#f': 'format' },
      ExpressionAttributeValues: { ':f': 'markdown' },
    });
    // Act
    const saved = await content.saveArticle({
      id: record.id,
      form: form({ title: 'Captions on every live stream', tagIds: [], version: '1' }),
      image: null,
    });
    // Assess
    expect(saved.record.version).toBe(2);
    expect(await listRevisions(db.db, record.id)).toEqual([
      { version: 1, savedAt: record.updatedAt, title: 'Captions on every stream' },
    ]);
    const kept = await getRevision(db.db, record.id, 1);
    expect(kept).toMatchObject({
      version: 1,
      title: 'Captions on every stream',
      slug: record.slug,
      summary: record.summary,
      content: record.content,
      author: 'Grace',
      categoryId,
      featured: false,
      tagIds: [tagId],
      imageUrl: record.imageUrl,
      imageAlt: 'A caption bar under a video',
      format: 'markdown',
    });
    for (const internal of ['views', 'pk', 'sk', 'gsi1pk', 'gsi1sk', 'id', 'createdAt'])
      expect(kept, internal).not.toHaveProperty(internal);
  });

  it('keeps one revision for a run of autosaves: the version before the run, then the last autosave', async () => {
    // Prepare: a draft saved by hand (version 1)
    const { content } = setup();
    const draft = { status: 'draft' as const };
    const { record } = await content.saveArticle({ form: form(), image: null, status: draft });
    const save = (version: number, title: string, autosave: boolean) =>
      content.saveArticle({
        id: record.id,
        form: form({ title, version: String(version) }),
        image: null,
        status: { ...draft, autosave },
      });
    // Act: three autosaves (versions 2 to 4), then a save by hand (version 5)
    await save(1, 'Typed a little', true);
    await save(2, 'Typed a little more', true);
    await save(3, 'Typed the whole title', true);
    const byHand = await save(4, 'Captions on every live stream', false);
    // Assess: version 1 (before the run) and version 4 (the run's last) are kept; 2 and 3 are not
    expect(byHand.record.version).toBe(5);
    expect((await listRevisions(db.db, record.id)).map((r) => [r.version, r.title])).toEqual([
      [4, 'Typed the whole title'],
      [1, 'Captions on every stream'],
    ]);
    // A field of the store's own, never a field a restore brings back
    expect(await getRevision(db.db, record.id, 4)).not.toHaveProperty('autosaved');
  });

  it(`keeps ${REVISION_LIMIT}: the next save drops the oldest, and the image only it named`, async () => {
    // Prepare: version 1 has an image, version 2 dropped it, so only revision 1 names it
    const { content, uploads } = setup();
    const { record } = await content.saveArticle({ form: form(), image: PNG });
    await content.saveArticle({ id: record.id, form: form({ removeImage: 'true' }), image: null });
    for (let n = 2; n <= REVISION_LIMIT; n++)
      await content.saveArticle({ id: record.id, form: form({ title: `Take ${n}` }), image: null });
    const full = await listRevisions(db.db, record.id);
    const stored = uploads.urls();
    // Act
    await content.saveArticle({ id: record.id, form: form({ title: 'Last take' }), image: null });
    // Assess
    expect(full.map((r) => r.version)).toEqual(
      Array.from({ length: REVISION_LIMIT }, (_, i) => REVISION_LIMIT - i),
    );
    expect(stored).toEqual([record.imageUrl]);
    const after = await listRevisions(db.db, record.id);
    expect(after).toHaveLength(REVISION_LIMIT);
    expect(after[0]).toMatchObject({
      version: REVISION_LIMIT + 1,
      title: `Take ${REVISION_LIMIT}`,
    });
    expect(after.at(-1)?.version).toBe(2);
    await expect(getRevision(db.db, record.id, 1)).rejects.toBeInstanceOf(NotFoundError);
    expect(uploads.urls()).toEqual([]);
  });

  it('goes with its article, and so do the images its revisions named', async () => {
    // Prepare: two images, the first named only by a revision
    const { content, uploads } = setup();
    const { record } = await content.saveArticle({ form: form(), image: PNG });
    await content.saveArticle({ id: record.id, form: form(), image: PNG });
    expect(uploads.files.size).toBe(2);
    // Act
    await content.deleteArticle(record.id);
    // Assess
    expect(await listRevisions(db.db, record.id)).toEqual([]);
    await expect(getRevision(db.db, record.id, 1)).rejects.toBeInstanceOf(NotFoundError);
    expect(uploads.files.size).toBe(0);
  });

  it('restores a revision as a new save, with the image it names, itself kept as a revision', async () => {
    // Prepare: version 1 with image A, version 2 with image B and other text
    const { content, uploads } = setup();
    const first = (await content.saveArticle({ form: form(), image: PNG })).record;
    const second = (
      await content.saveArticle({
        id: first.id,
        form: form({ title: 'Captions, reconsidered', imageAlt: 'A new picture', tagIds: [] }),
        image: PNG,
      })
    ).record;
    // Act
    const { record } = await content.restoreRevision({ id: first.id, revision: 1, version: 2 });
    // Assess
    expect(record).toMatchObject({
      version: 3,
      title: first.title,
      imageUrl: first.imageUrl,
      imageAlt: 'A caption bar under a video',
    });
    expect((await listRevisions(db.db, first.id)).map((r) => [r.version, r.title])).toEqual([
      [2, 'Captions, reconsidered'],
      [1, first.title],
    ]);
    expect((await getRevision(db.db, first.id, 2)).imageUrl).toBe(second.imageUrl);
    // Both files stay: the article names A, revision 2 names B.
    expect(uploads.urls().sort()).toEqual([first.imageUrl, second.imageUrl].sort());
  });

  it("restores the words, not the status: a draft's revision leaves the published article published", async () => {
    // Prepare: version 1 a draft, version 2 the same article published with a new title
    const { content } = setup();
    const draft = (
      await content.saveArticle({ form: form(), image: null, status: { status: 'draft' } })
    ).record;
    await content.saveArticle({
      id: draft.id,
      form: form({ title: 'Captions, published', version: '1' }),
      image: null,
      status: { status: 'published' },
    });
    // Act
    const { record } = await content.restoreRevision({ id: draft.id, revision: 1, version: 2 });
    // Assess
    expect(record).toMatchObject({ version: 3, title: draft.title, status: 'published' });
  });

  it('refuses a stale version, an unknown revision and an unknown article, changing nothing', async () => {
    // Prepare
    const { content } = setup();
    const { record } = await content.saveArticle({ form: form(), image: null });
    await content.saveArticle({
      id: record.id,
      form: form({ title: 'Changed once' }),
      image: null,
    });
    // Act
    const refusal = (restore: Parameters<typeof content.restoreRevision>[0]) =>
      content.restoreRevision(restore).catch((err: unknown) => err);
    const stale = await refusal({ id: record.id, revision: 1, version: 1 });
    const unknownRevision = await refusal({ id: record.id, revision: 9, version: 2 });
    const unknownArticle = await refusal({ id: 999_999, revision: 1, version: 1 });
    // Assess
    expect(stale).toBeInstanceOf(VersionConflictError);
    expect(unknownRevision).toBeInstanceOf(NotFoundError);
    expect(unknownRevision).toMatchObject({ entity: 'revision' });
    expect(unknownArticle).toMatchObject({ entity: 'article' });
    expect(await listRevisions(db.db, record.id)).toHaveLength(1);
  });
});
