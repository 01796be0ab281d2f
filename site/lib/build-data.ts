// Build-time data (server only): one memoised store handle and the lists the prebuilt pages need.
import { join } from 'node:path';
import { loadConfig } from '../../functions/config.ts';
import type { Db } from '../../functions/data/db.ts';
import {
  createDb,
  ensureTable,
  listArticles,
  listArticlesByTag,
  listCategories,
  listEvents,
  listGlossaryTerms,
  listTags,
  startDynalite,
} from '../../functions/data/index.ts';
import {
  articleSchema,
  categorySchema,
  eventSchema,
  glossaryTermSchema,
  type Article,
  type ArticleTag,
  type Category,
  type Event,
  type GlossaryTerm,
} from '../../functions/domain/index.ts';
import { seedIfEmpty } from '../../scripts/seed/index.ts';

/** Page size when walking every article: each page re-reads the keys before its offset, so keep pages large. */
const WALK_PAGE = 1000;

let handle: Promise<Db> | undefined;
let closeStore: (() => Promise<void>) | undefined;

/** The build's store: the running one (DYNAMODB_ENDPOINT, set by the local runtime's build) or a dynalite on DATA_DIR/db, seeded when empty, so a bare `npm run build` works. */
export function getBuildDb(): Promise<Db> {
  handle ??= openDb();
  return handle;
}

async function openDb(): Promise<Db> {
  const config = loadConfig();
  const options = { table: config.TABLE_NAME, region: config.AWS_REGION };
  if (config.DYNAMODB_ENDPOINT) return createDb({ ...options, endpoint: config.DYNAMODB_ENDPOINT });
  const store = await startDynalite({ dataDir: join(config.DATA_DIR, 'db') });
  closeStore = () => store.close();
  // astro's CLI exits the process after the build; closing early releases leveldb's lock cleanly.
  process.once('beforeExit', () => void closeBuildDb());
  const db = createDb({ ...options, endpoint: store.endpoint });
  await ensureTable(db);
  await seedIfEmpty(db);
  return db;
}

/** Closes a store this module started (no-op for an external endpoint). */
export async function closeBuildDb(): Promise<void> {
  const close = closeStore;
  closeStore = undefined;
  handle = undefined;
  if (close) await close();
}

let articlesMemo: Promise<Article[]> | undefined;

/** Every article, newest first, validated against the domain schema (for getStaticPaths, the feed, the sitemap). */
export function getAllArticles(): Promise<Article[]> {
  articlesMemo ??= (async () => {
    const db = await getBuildDb();
    const all: Article[] = [];
    for (let offset = 0; ; offset += WALK_PAGE) {
      const page = await listArticles(db, { sort: 'newest', limit: WALK_PAGE, offset });
      all.push(...page.map((a) => articleSchema.parse(a)));
      if (page.length < WALK_PAGE) return all;
    }
  })();
  return articlesMemo;
}

/** The newest `n` articles (the RSS feed, home). */
export async function getLatestArticles(n: number): Promise<Article[]> {
  const db = await getBuildDb();
  return (await listArticles(db, { sort: 'newest', limit: n, offset: 0 })).map((a) =>
    articleSchema.parse(a),
  );
}

export async function getCategories(): Promise<Category[]> {
  return (await listCategories(await getBuildDb())).map((c) => categorySchema.parse(c));
}

/** Disability tags in their public shape {id, name, description}. */
export async function getTags(): Promise<ArticleTag[]> {
  return (await listTags(await getBuildDb())).map(({ id, name, description }) => ({
    id,
    name,
    description,
  }));
}

let tagsByArticleMemo: Promise<Map<number, ArticleTag[]>> | undefined;

/** Every article's tags, read tag by tag (a handful of queries instead of one per article). */
export function getTagsByArticle(): Promise<Map<number, ArticleTag[]>> {
  tagsByArticleMemo ??= (async () => {
    const db = await getBuildDb();
    const map = new Map<number, ArticleTag[]>();
    for (const tag of await getTags()) {
      for (let offset = 0; ; offset += WALK_PAGE) {
        const page = await listArticlesByTag(db, tag.id, { limit: WALK_PAGE, offset });
        for (const a of page) map.set(a.id, [...(map.get(a.id) ?? []), tag]);
        if (page.length < WALK_PAGE) break;
      }
    }
    for (const list of map.values()) list.sort((x, y) => x.id - y.id);
    return map;
  })();
  return tagsByArticleMemo;
}

export async function getGlossary(): Promise<GlossaryTerm[]> {
  return (await listGlossaryTerms(await getBuildDb())).map((g) => glossaryTermSchema.parse(g));
}

export async function getEvents(): Promise<Event[]> {
  return (await listEvents(await getBuildDb())).map((e) => eventSchema.parse(e));
}
