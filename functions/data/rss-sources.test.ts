// Runs against in-process dynalite: editing and deleting RSS sources, and the import progress item.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConflictError, NotFoundError } from './errors.ts';
import {
  finishImportProgress,
  IMPORT_STALE_MS,
  readImportProgress,
  recordImportProgress,
  startImportProgress,
} from './import-progress.ts';
import {
  createRssSource,
  deleteRssSource,
  listRssSources,
  saveFetchState,
  updateRssSource,
} from './rss-sources.ts';
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

const feed = (n: number) => ({
  name: `Feed ${n}`,
  url: `https://example.org/${n}.xml`,
  categoryId: 1,
});

describe('updateRssSource', () => {
  it('changes name and category and keeps the fetch state while the url stays', async () => {
    const s = await createRssSource(t.db, feed(1));
    await saveFetchState(t.db, s.id, { lastStatus: 'ok', etag: '"x"' });

    const updated = await updateRssSource(t.db, s.id, {
      ...feed(1),
      name: 'Renamed',
      categoryId: 2,
    });

    expect(updated).toMatchObject({
      id: s.id,
      name: 'Renamed',
      categoryId: 2,
      createdAt: s.createdAt,
    });
    expect(updated.fetch).toMatchObject({ lastStatus: 'ok', etag: '"x"' });
    expect(await storedSource(t.db, s.id)).toEqual(updated);
  });

  it('starts a fresh fetch state when the url changes', async () => {
    const s = await createRssSource(t.db, feed(2));
    await saveFetchState(t.db, s.id, { lastStatus: 'error', failureCount: 4, etag: '"y"' });

    const updated = await updateRssSource(t.db, s.id, feed(20));

    expect(updated.url).toBe('https://example.org/20.xml');
    expect(updated.fetch).toMatchObject({ lastStatus: null, failureCount: 0, etag: null });
  });

  it('refuses an unknown id and a url another source has', async () => {
    const a = await createRssSource(t.db, feed(3));
    await createRssSource(t.db, feed(4));

    await expect(updateRssSource(t.db, 999, feed(5))).rejects.toBeInstanceOf(NotFoundError);
    const taken = updateRssSource(t.db, a.id, feed(4));

    await expect(taken).rejects.toBeInstanceOf(ConflictError);
    expect((await storedSource(t.db, a.id)).url).toBe(feed(3).url);
  });

  it.each([
    ['its host in another case', 'https://EXAMPLE.org/9.xml'],
    ['a trailing slash', 'https://example.org/9.xml/'],
    ['http in place of https', 'http://example.org/9.xml'],
    ['a tracking parameter', 'https://example.org/9.xml?utm_source=x'],
  ])("refuses another source's url with %s, naming that source", async (_, url) => {
    // Prepare
    const a = await createRssSource(t.db, feed(8));
    await createRssSource(t.db, feed(9));
    // Act
    const taken = updateRssSource(t.db, a.id, { ...feed(8), url });
    // Assess
    await expect(taken).rejects.toThrow(
      "This feed is already added as 'Feed 9' (https://example.org/9.xml)",
    );
    expect((await storedSource(t.db, a.id)).url).toBe(feed(8).url);
  });

  it('lets a source take a case variant of its own url, stored as typed', async () => {
    // Prepare
    const s = await createRssSource(t.db, feed(10));
    // Act
    const updated = await updateRssSource(t.db, s.id, {
      ...feed(10),
      url: 'https://Example.ORG/10.xml/',
    });
    // Assess
    expect(updated.url).toBe('https://Example.ORG/10.xml/');
  });

  it('still renames one of two sources stored before URLs were compared normalised', async () => {
    // Prepare: the add path of old let both in.
    const a = await createRssSource(t.db, feed(11));
    await createRssSource(t.db, { ...feed(11), url: 'https://EXAMPLE.org/11.xml/' });
    // Act
    const renamed = await updateRssSource(t.db, a.id, { ...feed(11), name: 'Renamed' });
    // Assess
    expect(renamed).toMatchObject({ name: 'Renamed', url: feed(11).url });
  });
});

describe('deleteRssSource', () => {
  it('removes the source, frees its url, and answers NotFoundError for an unknown id', async () => {
    const s = await createRssSource(t.db, feed(6));

    await deleteRssSource(t.db, s.id);

    expect((await listRssSources(t.db)).map((x) => x.id)).not.toContain(s.id);
    await expect(deleteRssSource(t.db, s.id)).rejects.toBeInstanceOf(NotFoundError);
    const other = await createRssSource(t.db, feed(7));
    expect((await updateRssSource(t.db, other.id, feed(6))).url).toBe(feed(6).url);
  });
});

describe('import progress', () => {
  const at = (minutes: number) => new Date(Date.UTC(2026, 0, 1, 12, minutes));

  it('counts feeds of the current run and ends it; a stale run is not running', async () => {
    expect(await readImportProgress(t.db, at(0))).toMatchObject({
      running: false,
      startedAt: null,
    });
    await startImportProgress(t.db, 3, at(0));
    const run = at(0).toISOString();

    await recordImportProgress(t.db, run, { added: 2, failed: false, waiting: false }, at(1));
    await recordImportProgress(t.db, run, { added: 0, failed: true, waiting: false }, at(1));
    await recordImportProgress(t.db, run, { added: 0, failed: false, waiting: true }, at(1));
    // A late write of an earlier run changes nothing.
    await recordImportProgress(t.db, 'earlier', { added: 9, failed: true, waiting: true }, at(1));

    expect(await readImportProgress(t.db, at(2))).toEqual({
      running: true,
      done: 3,
      total: 3,
      added: 2,
      errors: 1,
      waiting: 1,
      startedAt: run,
      finishedAt: null,
    });
    const silent = new Date(at(1).getTime() + IMPORT_STALE_MS);
    expect((await readImportProgress(t.db, silent)).running).toBe(false);
    await finishImportProgress(t.db, run, at(3));
    expect(await readImportProgress(t.db, at(4))).toMatchObject({
      running: false,
      done: 3,
      finishedAt: at(3).toISOString(),
    });
    expect(await listRssSources(t.db)).not.toContainEqual(expect.objectContaining({ total: 3 }));
  });
});
