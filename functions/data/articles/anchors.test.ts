// Deep feed pages read from anchors (anchors.ts) against in-process dynalite: the same pages as a read
// from the top, fewer keys read, and every write that moves an article in the date order forgets them.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Db } from '../db.ts';
import { createTestDb, newArticle, type TestDb } from '../../../tests/support/data.ts';
import { ANCHOR_STEP, ANCHOR_TTL_MS, anchorFor, forgetAnchors, keepAnchors } from './anchors.ts';
import { createArticle } from './articles.ts';
import { createArticles } from './bulk.ts';
import { deleteArticle } from './delete.ts';
import { listArticles } from './lists.ts';
import { updateArticle } from './update.ts';

const COUNT = 2 * ANCHOR_STEP + 50;
const LIMIT = 6;
let t: TestDb;
/** Article ids, oldest first (one minute apart). */
let ids: number[];

const minute = (m: number) => new Date(Date.UTC(2025, 0, 1, 0, m)).toISOString();

beforeAll(async () => {
  t = await createTestDb();
  const made = await createArticles(
    t.db,
    Array.from({ length: COUNT }, (_, m) => newArticle({ publishedAt: minute(m) })),
  );
  ids = made.map((a) => {
    if (a instanceof Error) throw a;
    return a.id;
  });
});
afterAll(() => t.close());
afterEach(() => {
  vi.restoreAllMocks();
  forgetAnchors(t.db);
});

const page = async (offset: number, sort: 'newest' | 'oldest' = 'newest') =>
  (await listArticles(t.db, { sort, limit: LIMIT, offset })).map((a) => a.id);

/** The Limit of each key Query the store is sent while `run` runs. */
async function queryLimits(run: () => Promise<unknown>): Promise<number[]> {
  const limits: number[] = [];
  vi.restoreAllMocks();
  const query = t.db.dynamo.Query;
  vi.spyOn(t.db.dynamo, 'Query').mockImplementation((input) => {
    limits.push(Number(input.Limit));
    return query(input);
  });
  await run();
  return limits;
}

describe('feed pages from anchors', () => {
  it('gives every page a read from the top gives, newest and oldest first', async () => {
    const newest = [...ids].reverse();
    for (let offset = 0; offset < COUNT; offset += 7)
      expect(await page(offset)).toEqual(newest.slice(offset, offset + LIMIT));
    for (let offset = COUNT - 1; offset >= 0; offset -= 11)
      expect(await page(offset, 'oldest')).toEqual(ids.slice(offset, offset + LIMIT));
  });

  it('reads keys from the nearest anchor once a deeper read has noted it', async () => {
    const offset = 2 * ANCHOR_STEP + 30;
    const first = await queryLimits(() => page(offset));
    const second = await queryLimits(() => page(offset));
    expect(first).toEqual([offset + LIMIT]);
    expect(second).toEqual([30 + LIMIT]);
    expect(await page(offset)).toEqual([...ids].reverse().slice(offset, offset + LIMIT));
  });

  it('forgets the anchors on a new article, an update of its date and a deletion', async () => {
    const offset = ANCHOR_STEP + 10;
    await page(offset);
    const fresh = await createArticle(t.db, newArticle({ publishedAt: minute(COUNT + 5) }));
    let order = [fresh.id, ...[...ids].reverse()];
    expect(await page(offset)).toEqual(order.slice(offset, offset + LIMIT));

    const moved = ids[3]!;
    await updateArticle(t.db, moved, { publishedAt: minute(COUNT + 10) });
    order = [moved, ...order.filter((id) => id !== moved)];
    expect(await page(offset)).toEqual(order.slice(offset, offset + LIMIT));

    await deleteArticle(t.db, fresh.id);
    await deleteArticle(t.db, moved);
    order = order.filter((id) => id !== fresh.id && id !== moved);
    expect(await page(offset)).toEqual(order.slice(offset, offset + LIMIT));
    ids = ids.filter((id) => id !== moved);
  });
});

describe('anchor bookkeeping', () => {
  const db = {} as Db;
  const keys = Array.from({ length: 2 * ANCHOR_STEP + 1 }, (_, i) => `k${i}`);

  it('notes the key before every ANCHOR_STEP-th position and answers the nearest one', () => {
    keepAnchors(db, 'newest', anchorFor(db, 'newest', 0, 0), keys, 0);
    expect(anchorFor(db, 'newest', ANCHOR_STEP - 1, 1)).toMatchObject({ position: 0 });
    expect(anchorFor(db, 'newest', ANCHOR_STEP + 5, 1)).toMatchObject({
      position: ANCHOR_STEP,
      after: `k${ANCHOR_STEP - 1}`,
    });
    expect(anchorFor(db, 'newest', 9 * ANCHOR_STEP, 1)).toMatchObject({
      position: 2 * ANCHOR_STEP,
      after: `k${2 * ANCHOR_STEP - 1}`,
    });
    expect(anchorFor(db, 'oldest', ANCHOR_STEP + 5, 1)).toMatchObject({ position: 0 });
  });

  it('drops anchors ANCHOR_TTL_MS after they were first noted', () => {
    keepAnchors(db, 'newest', anchorFor(db, 'newest', 0, 0), keys, 0);
    expect(anchorFor(db, 'newest', ANCHOR_STEP, ANCHOR_TTL_MS - 1).position).toBe(ANCHOR_STEP);
    expect(anchorFor(db, 'newest', ANCHOR_STEP, ANCHOR_TTL_MS).position).toBe(0);
  });

  it('stores nothing from a read that began before a write', () => {
    forgetAnchors(db);
    const start = anchorFor(db, 'newest', 0, 0);
    forgetAnchors(db);
    keepAnchors(db, 'newest', start, keys, 0);
    expect(anchorFor(db, 'newest', ANCHOR_STEP, 1).position).toBe(0);
  });
});
