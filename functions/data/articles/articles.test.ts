// Runs against in-process dynalite: article create, read, uniqueness guards, versions and views.
import * as z from 'zod/mini';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { articleSchema } from '../../domain/index.ts';
import { ConflictError, NotFoundError, VersionConflictError } from '../errors.ts';
import { guardKey } from '../guards.ts';
import { createTestDb, newArticle, type TestDb } from '../../../tests/support/data.ts';
import { createArticle, getArticle, getArticles, recordArticleView } from './articles.ts';
import { createArticles } from './bulk.ts';
import { findArticleIdsBySource } from './sources.ts';
import { updateArticle } from './update.ts';

let t: TestDb;
beforeAll(async () => {
  t = await createTestDb();
});
afterAll(() => t.close());

describe('createArticle / getArticle', () => {
  it('stores an article that reads back as exactly the domain Article', async () => {
    const created = await createArticle(
      t.db,
      newArticle({ title: 'Voice control arrives', publishedAt: '2025-03-01T10:00:00+02:00' }),
    );
    const read = await getArticle(t.db, created.id);
    expect(z.strictObject(articleSchema.shape).parse(read)).toEqual(created);
    expect(read).toMatchObject({
      slug: 'voice-control-arrives',
      version: 1,
      views: 0,
      publishedAt: '2025-03-01T08:00:00.000Z',
    });
  });

  it('gives rising integer ids from the counter', async () => {
    const a = await createArticle(t.db, newArticle());
    const b = await createArticle(t.db, newArticle());
    expect(b.id).toBe(a.id + 1);
  });

  it('answers NotFoundError for an unknown id', async () => {
    await expect(getArticle(t.db, 999_999)).rejects.toBeInstanceOf(NotFoundError);
  });

  it('reads several by id in the order asked, skipping missing ones', async () => {
    const a = await createArticle(t.db, newArticle());
    const b = await createArticle(t.db, newArticle());
    expect((await getArticles(t.db, [b.id, 999_998, a.id])).map((x) => x.id)).toEqual([b.id, a.id]);
  });
});

describe('uniqueness', () => {
  it('suffixes an automatic slug taken by another article', async () => {
    const a = await createArticle(t.db, newArticle({ title: 'Same headline here' }));
    const b = await createArticle(t.db, newArticle({ title: 'Same headline here' }));
    const c = await createArticle(t.db, newArticle({ title: 'Same headline here' }));
    expect([a.slug, b.slug, c.slug]).toEqual([
      'same-headline-here',
      'same-headline-here-2',
      'same-headline-here-3',
    ]);
  });

  it('refuses an explicit slug that is taken, and leaves no article behind', async () => {
    await createArticle(t.db, newArticle({ slug: 'taken-slug' }));
    const url = 'https://news.example.org/refused-slug';
    await expect(
      createArticle(t.db, newArticle({ slug: 'taken-slug', sourceUrl: url })),
    ).rejects.toMatchObject({ field: 'slug' });
    // Its URL guard was released: the same URL can be used now.
    await expect(createArticle(t.db, newArticle({ sourceUrl: url }))).resolves.toMatchObject({
      sourceUrl: url,
    });
  });

  it('reserves no id for a create refused over a taken slug', async () => {
    const held = await createArticle(t.db, newArticle({ slug: 'kept-slug' }));
    await expect(createArticle(t.db, newArticle({ slug: 'kept-slug' }))).rejects.toMatchObject({
      field: 'slug',
    });
    const next = await createArticle(t.db, newArticle());
    expect(next.id).toBe(held.id + 1);
  });

  it('refuses a second imported article with the same canonical source URL', async () => {
    await createArticle(
      t.db,
      newArticle({ sourceUrl: 'https://News.example.org/story?id=7&utm_source=x#top' }),
    );
    const again = createArticle(
      t.db,
      newArticle({ sourceUrl: 'https://news.example.org/story?id=7' }),
    );
    await expect(again).rejects.toBeInstanceOf(ConflictError);
    await expect(again).rejects.toMatchObject({ field: 'sourceUrl' });
  });

  it('refuses a second imported article with the same guid', async () => {
    await createArticle(t.db, newArticle({ guid: 'tag:example.org,2025:1' }));
    await expect(
      createArticle(t.db, newArticle({ guid: 'tag:example.org,2025:1' })),
    ).rejects.toMatchObject({ field: 'guid' });
  });

  it('lets manual entries share a source URL', async () => {
    const a = await createArticle(
      t.db,
      newArticle({ isManualEntry: true, sourceUrl: 'https://site.example/' }),
    );
    const b = await createArticle(
      t.db,
      newArticle({ isManualEntry: true, sourceUrl: 'https://site.example/' }),
    );
    expect(b.id).toBeGreaterThan(a.id);
  });

  it('takes over an old guard whose article was never written (crash between writes)', async () => {
    const url = 'https://news.example.org/crashed';
    const { sourceHash } = await import('./sources.ts');
    await t.db.dynamo.PutItem({
      TableName: t.db.table,
      Item: { ...guardKey('URL', sourceHash(url)), ownerId: 888_888, claimedAt: 0 },
    });
    await expect(createArticle(t.db, newArticle({ sourceUrl: url }))).resolves.toMatchObject({
      sourceUrl: url,
    });
  });

  it('does not take over a fresh guard whose article may still be on its way', async () => {
    const url = 'https://news.example.org/in-flight';
    const { sourceHash } = await import('./sources.ts');
    await t.db.dynamo.PutItem({
      TableName: t.db.table,
      Item: { ...guardKey('URL', sourceHash(url)), ownerId: 888_887, claimedAt: Date.now() },
    });
    await expect(createArticle(t.db, newArticle({ sourceUrl: url }))).rejects.toMatchObject({
      field: 'sourceUrl',
    });
  });

  it('finds existing ids by source URL or guid for the importer', async () => {
    const a = await createArticle(
      t.db,
      newArticle({ sourceUrl: 'https://feeds.example.org/a', guid: 'guid-a' }),
    );
    const found = await findArticleIdsBySource(t.db, [
      { sourceUrl: 'https://feeds.example.org/a#comments', guid: null },
      { sourceUrl: 'https://feeds.example.org/new', guid: 'guid-a' },
      { sourceUrl: 'https://feeds.example.org/new', guid: 'guid-new' },
    ]);
    expect(found).toEqual([a.id, a.id, null]);
  });
});

describe('createArticles', () => {
  it('creates a batch and reports each conflict in place', async () => {
    const results = await createArticles(t.db, [
      newArticle({ sourceUrl: 'https://bulk.example.org/1' }),
      newArticle({ sourceUrl: 'https://bulk.example.org/1' }),
    ]);
    expect(results[0]).toMatchObject({ sourceUrl: 'https://bulk.example.org/1' });
    expect(results[1]).toBeInstanceOf(ConflictError);
  });

  it('writes each item with its tag links, and claims its guards', async () => {
    const results = await createArticles(t.db, [
      newArticle({ sourceUrl: 'https://bulk.example.org/tags', guid: 'bulk-tags', tagIds: [7, 8] }),
      newArticle({ sourceUrl: 'https://bulk.example.org/other', guid: 'bulk-tags' }),
    ]);
    const [a] = results;
    if (!a || a instanceof Error) throw new Error('not created');
    expect(results[1]).toMatchObject({ field: 'guid' });
    expect(await getArticle(t.db, a.id)).toEqual(a);
    const { Items = [] } = await t.db.dynamo.Query({
      TableName: t.db.table,
      KeyConditionExpression: 'pk = :p AND begins_with(sk, :t)',
      ExpressionAttributeValues: { ':p': `ARTICLE#${a.id}`, ':t': 'TAG#' },
    });
    expect(Items.map((i) => Number(i.tagId))).toEqual([7, 8]);
    expect(
      await findArticleIdsBySource(t.db, [
        { sourceUrl: 'https://bulk.example.org/tags' },
        { sourceUrl: 'https://bulk.example.org/other' },
      ]),
    ).toEqual([a.id, null]);
  });
});

describe('updateArticle', () => {
  it('changes fields, bumps the version and keeps the views counted meanwhile', async () => {
    const a = await createArticle(t.db, newArticle());
    await recordArticleView(t.db, a.id);
    const updated = await updateArticle(
      t.db,
      a.id,
      { title: 'A brand new title', featured: true },
      1,
    );
    expect(updated).toMatchObject({
      title: 'A brand new title',
      featured: true,
      version: 2,
      views: 1,
      slug: a.slug,
    });
    expect(await getArticle(t.db, a.id)).toEqual(updated);
  });

  it('answers VersionConflictError with the current version for a stale expectedVersion', async () => {
    const a = await createArticle(t.db, newArticle());
    await updateArticle(t.db, a.id, { title: 'First edit here' });
    const stale = updateArticle(t.db, a.id, { title: 'Second edit here' }, 1);
    await expect(stale).rejects.toBeInstanceOf(VersionConflictError);
    await expect(stale).rejects.toMatchObject({ currentVersion: 2 });
    expect((await getArticle(t.db, a.id)).title).toBe('First edit here');
  });

  it('answers NotFoundError for an unknown id', async () => {
    await expect(updateArticle(t.db, 999_997, { title: 'Nobody home' })).rejects.toBeInstanceOf(
      NotFoundError,
    );
  });

  it('moves the slug guard: the old slug becomes free, a taken one is refused', async () => {
    const a = await createArticle(t.db, newArticle({ slug: 'old-slug' }));
    await createArticle(t.db, newArticle({ slug: 'other-slug' }));
    await expect(updateArticle(t.db, a.id, { slug: 'other-slug' })).rejects.toMatchObject({
      field: 'slug',
    });
    await updateArticle(t.db, a.id, { slug: 'new-slug' });
    await expect(createArticle(t.db, newArticle({ slug: 'old-slug' }))).resolves.toMatchObject({
      slug: 'old-slug',
    });
    await expect(createArticle(t.db, newArticle({ slug: 'new-slug' }))).rejects.toMatchObject({
      field: 'slug',
    });
  });
});

describe('recordArticleView', () => {
  it('counts views atomically', async () => {
    const a = await createArticle(t.db, newArticle());
    await Promise.all([1, 2, 3].map(() => recordArticleView(t.db, a.id)));
    expect((await getArticle(t.db, a.id)).views).toBe(3);
  });

  it('answers NotFoundError for an unknown id and creates nothing', async () => {
    await expect(recordArticleView(t.db, 999_996)).rejects.toBeInstanceOf(NotFoundError);
    await expect(getArticle(t.db, 999_996)).rejects.toBeInstanceOf(NotFoundError);
  });
});
