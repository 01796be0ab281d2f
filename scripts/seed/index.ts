// Demo content for an empty store, written through the data layer's named functions.
import type { Db } from '../../functions/data/db.ts';
import {
  createArticles,
  createCategory,
  createEvent,
  createGlossaryTerm,
  createRssSource,
  createTag,
  listCategories,
  recordSearchIndexVersion,
  recordSourceGuardsVersion,
  recordTagLinksVersion,
} from '../../functions/data/index.ts';
import { savedBodyHtml } from '../../functions/lib/article-html.ts';
import { NEWSROOM, type SeedArticle } from './article-types.ts';
import { ASSISTIVE_AND_MOBILE } from './articles-at.ts';
import { IMPORTED_ARTICLES } from './articles-imported.ts';
import { IMPORTED_ARTICLES_2 } from './articles-imported-2.ts';
import { MANUAL_ARTICLES } from './articles-manual.ts';
import { GAMING_RESEARCH_WORK } from './articles-more.ts';
import { WEB_AND_POLICY } from './articles-web.ts';
import { digests } from './digests.ts';
import { EVENTS } from './events.ts';
import { GLOSSARY } from './glossary.ts';
import { SOURCES } from './sources.ts';
import { CATEGORIES, TAGS } from './taxonomy.ts';

const DAY_MS = 86_400_000;

/** Every demo article, oldest first, so ids rise with the publication date. */
export function seedArticles(): SeedArticle[] {
  const base = [
    ...ASSISTIVE_AND_MOBILE,
    ...WEB_AND_POLICY,
    ...GAMING_RESEARCH_WORK,
    ...IMPORTED_ARTICLES,
    ...IMPORTED_ARTICLES_2,
    ...MANUAL_ARTICLES,
  ];
  return [...base, ...digests(base, GLOSSARY)].sort((a, b) => b.daysAgo - a.daysAgo);
}

export interface SeedResult {
  seeded: boolean;
  counts: {
    categories: number;
    tags: number;
    articles: number;
    glossary: number;
    events: number;
    sources: number;
  };
}

function lookup(ids: Map<string, number>, name: string): number {
  const id = ids.get(name);
  if (id === undefined) throw new Error(`seed: unknown name ${name}`);
  return id;
}

/** Seeds only a store with no categories; the store's own contents are never touched otherwise. */
export async function seedIfEmpty(db: Db, now: Date = new Date()): Promise<SeedResult> {
  const empty = { categories: 0, tags: 0, articles: 0, glossary: 0, events: 0, sources: 0 };
  if ((await listCategories(db)).length > 0) return { seeded: false, counts: empty };

  // Sequential so that ids are 1..n in list order (the RSS form defaults to category 1).
  const categoryIds = new Map<string, number>();
  for (const name of CATEGORIES) categoryIds.set(name, (await createCategory(db, { name })).id);
  const tagIds = new Map<string, number>();
  for (const t of TAGS)
    tagIds.set(
      t.name,
      (await createTag(db, { name: t.name, description: t.description, keywords: [...t.keywords] }))
        .id,
    );

  const articles = seedArticles();
  const at = (days: number, hourUtc = 9) => {
    const d = new Date(now.getTime() + days * DAY_MS);
    d.setUTCHours(hourUtc, 0, 0, 0);
    return d;
  };

  // One bulk call: sequential writes keep ids in date order, and the search index is written in one pass.
  const writeArticles = async () => {
    const results = await createArticles(
      db,
      articles.map((a) => ({
        title: a.title,
        summary: a.summary,
        content: a.paragraphs.join('\n\n'),
        // Kept with the article as a save keeps it (product.md §10.11), so no read renders the demo's Markdown.
        contentHtml: savedBodyHtml({
          format: a.format ?? 'plain',
          content: a.paragraphs.join('\n\n'),
        }),
        author: a.author ?? null,
        categoryId: lookup(categoryIds, a.category),
        featured: a.featured ?? false,
        tagIds: a.tags.map((t) => lookup(tagIds, t)),
        imageUrl: null,
        sourceName: a.source?.name ?? NEWSROOM,
        sourceUrl: a.source?.url ?? '',
        isManualEntry: !a.source,
        format: a.format ?? 'plain',
        inShort: a.inShort ?? null,
        publishedAt: new Date(
          Math.min(now.getTime(), at(-a.daysAgo, 7 + (a.title.length % 10)).getTime()),
        ).toISOString(),
      })),
      // Nothing else writes the store while it is seeded: the search postings go in batches.
      { index: 'alone' },
    );
    const failed = results.find((r) => r instanceof Error);
    if (failed) throw failed;
    // Indexed and linked by this code: the store is in the current formats and never needs the upgrades.
    await recordSearchIndexVersion(db);
    await recordTagLinksVersion(db);
    await recordSourceGuardsVersion(db);
  };

  const writeGlossary = async () => {
    for (const g of GLOSSARY) await createGlossaryTerm(db, g);
  };
  const writeEvents = async () => {
    for (const e of EVENTS) {
      const start = at(e.inDays, e.hourUtc);
      await createEvent(db, {
        title: e.title,
        description: e.description,
        eventDate: start.toISOString(),
        endDate: e.durationDays
          ? new Date(start.getTime() + e.durationDays * DAY_MS).toISOString()
          : null,
        location: e.location,
        organizer: e.organizer,
        url: e.url,
        imageUrl: null,
        isVirtual: e.isVirtual,
        isRecurring: e.isRecurring,
        categoryId: e.category === null ? null : lookup(categoryIds, e.category),
      });
    }
  };
  const writeSources = async () => {
    for (const s of SOURCES)
      await createRssSource(db, {
        name: s.name,
        url: s.url,
        categoryId: lookup(categoryIds, s.category),
      });
  };
  // Articles stay sequential (ids follow dates); the other kinds have their own counters and go alongside.
  await Promise.all([writeArticles(), writeGlossary(), writeEvents(), writeSources()]);

  return {
    seeded: true,
    counts: {
      categories: CATEGORIES.length,
      tags: TAGS.length,
      articles: articles.length,
      glossary: GLOSSARY.length,
      events: EVENTS.length,
      sources: SOURCES.length,
    },
  };
}
