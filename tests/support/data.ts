// The data layer's test helpers: a fresh in-memory table, and builders for valid inputs with overrides.
import type { NewArticle } from '../../functions/data/articles/item.ts';
import { createArticle } from '../../functions/data/articles/articles.ts';
import { createCategory } from '../../functions/data/categories.ts';
import { createEvent } from '../../functions/data/events.ts';
import { createGlossaryTerm } from '../../functions/data/glossary.ts';
import { createTag } from '../../functions/data/tags.ts';
import { createDb, type Db, type Dynamo } from '../../functions/data/db.ts';
import type { EventFields } from '../../functions/data/events.ts';
import { startDynalite } from '../../functions/data/local/dynalite.ts';
import { BUCKET_SIZE, descending } from '../../functions/data/search/bits.ts';
import { bucketOf, fieldBits, FIELDS } from '../../functions/data/search/postings.ts';
import { ensureTable } from '../../functions/data/table.ts';

export interface TestDb {
  db: Db;
  endpoint: string;
  close(): Promise<void>;
}

/** A fresh in-memory dynalite on a random port with the table ready. */
export async function createTestDb(table = 'test-table'): Promise<TestDb> {
  const store = await startDynalite();
  const db = createDb({ table, region: 'us-east-1', endpoint: store.endpoint });
  await ensureTable(db);
  return {
    db,
    endpoint: store.endpoint,
    async close() {
      await store.close();
    },
  };
}

/** Counts the requests sent to the store from now on, by operation (GetItem, Query, …). */
export function countRequests(db: Db): Map<keyof Dynamo, number> {
  const counts = new Map<keyof Dynamo, number>();
  const ops = db.dynamo as unknown as Record<keyof Dynamo, (input: unknown) => Promise<unknown>>;
  for (const name of Object.keys(ops) as (keyof Dynamo)[]) {
    const send = ops[name];
    ops[name] = (input) => {
      counts.set(name, (counts.get(name) ?? 0) + 1);
      return send(input);
    };
  }
  return counts;
}

let n = 0;

/** A valid NewArticle with a unique title and source URL, overridden by `overrides`. */
export function newArticle(overrides: Partial<NewArticle> = {}): NewArticle {
  n += 1;
  return {
    title: `Test article number ${n}`,
    summary: 'A short summary of the article.',
    content: 'Body text long enough to pass every rule that the domain sets for content.',
    author: 'Ada',
    categoryId: 1,
    featured: false,
    tagIds: [],
    sourceName: 'Example News',
    sourceUrl: `https://news.example.org/items/${n}`,
    isManualEntry: false,
    ...overrides,
  };
}

/** A valid event on `eventDate`, nothing optional set unless `extra` says so. */
export const newEvent = (
  title: string,
  eventDate: string,
  extra: Partial<EventFields> = {},
): EventFields => ({
  title,
  description: 'A gathering about accessible technology.',
  eventDate,
  endDate: null,
  location: null,
  url: null,
  organizer: null,
  imageUrl: null,
  isVirtual: false,
  isRecurring: false,
  categoryId: null,
  ...extra,
});

/** One stored record of each public kind (a category, a tag, an article in both, a glossary term, an event): their ids. */
export async function seedOneOfEach(db: Db) {
  const category = await createCategory(db, { name: 'Hearing' });
  const tag = await createTag(db, { name: 'Deaf', description: 'Deaf', keywords: ['deaf'] });
  const article = await createArticle(
    db,
    newArticle({ title: 'Live captions compared', categoryId: category.id, tagIds: [tag.id] }),
  );
  const term = await createGlossaryTerm(db, {
    term: 'Captions',
    definition: 'Text of the spoken words, in time with them.',
    category: 'Media',
  });
  const event = await createEvent(db, newEvent('Caption camp', '2030-05-01'));
  return {
    category: category.id,
    tag: tag.id,
    article: article.id,
    term: term.id,
    event: event.id,
  };
}

/** A search posting item's ids per field, ascending; fields without ids are left out. */
export function postingIds(item: Record<string, unknown>): Record<string, number[]> {
  const bits = fieldBits(item);
  const base = bucketOf(item) * BUCKET_SIZE;
  const ids: Record<string, number[]> = {};
  for (const f of FIELDS) {
    const found = descending(bits[f]).map((n) => base + n);
    if (found.length > 0) ids[f] = found.reverse();
  }
  return ids;
}
