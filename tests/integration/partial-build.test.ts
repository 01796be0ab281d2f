// A partial rebuild, and a full build in shards, serve byte for byte what a one-process full build of the same
// store gives (product.md §11.14, correctness); a change rewrites the feeds that list it and no others (§10.18).
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../functions/config.ts';
import {
  createArticle,
  createEvent,
  deleteArticle,
  getArticle,
  listArticles,
  listArticleTags,
  listCategories,
  listEvents,
  listGlossaryTerms,
  listTags,
  updateArticle,
  updateGlossaryTerm,
} from '../../functions/data/index.ts';
import type { BuildEnv } from '../../scripts/pipeline/astro-build.ts';
import { createSiteBuilder } from '../../scripts/local/site-build.ts';
import { openLocalStore, type LocalStore } from '../../scripts/local/store.ts';
import {
  FEED_FORMATS,
  feedPath,
  topicsOf,
  type FeedTopic,
} from '../../functions/domain/topic-feeds.ts';
import { readFeed } from '../support/public-feeds.ts';

/** A title stored past the API (product.md §11.10): markup, and characters XML 1.0 has no place for. */
const HOSTILE_TITLE = 'A new article for the partial build <script>alert(1)</script>';
const HOSTILE_CHARS = '\u0000\u0007\u007f\ud800\ufffe';

/** The built files (no leading slash) of the topics' feeds. */
const feedFiles = (topics: FeedTopic[]) =>
  topics.flatMap((t) => FEED_FORMATS.map((f) => feedPath(t, f).slice(1)));
/** Is this built file a feed? */
const isFeed = (rel: string) => rel === 'rss.xml' || /^feeds\/.+\.(xml|atom|json)$/.test(rel);

const PROJECT_DIR = resolve(import.meta.dirname, '../..');

/** Every file the published folder at `root` serves, with its bytes. */
async function servedTree(root: string): Promise<Map<string, Buffer>> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  const tree = new Map<string, Buffer>();
  for (const e of entries.filter((entry) => entry.isFile())) {
    const file = join(e.parentPath, e.name);
    tree.set(relative(root, file), await readFile(file));
  }
  return tree;
}

/** The files whose bytes differ between two trees, or that only one has. */
const changedFiles = (before: Map<string, Buffer>, after: Map<string, Buffer>) =>
  [...new Set([...before.keys(), ...after.keys()])].filter(
    (rel) => !before.get(rel)?.equals(after.get(rel) ?? Buffer.alloc(0)),
  );

/** The same paths, each with the same bytes (the differing paths are listed on failure). */
function expectSameFiles(actual: Map<string, Buffer>, expected: Map<string, Buffer>) {
  expect([...actual.keys()].sort()).toEqual([...expected.keys()].sort());
  const differing = [...expected].filter(([rel, bytes]) => !actual.get(rel)?.equals(bytes));
  expect(differing.map(([rel]) => rel)).toEqual([]);
}

describe('partial rebuild', () => {
  let dir: string;
  let store: LocalStore;
  let env: () => BuildEnv;
  /** The root of a one-process full build of the store as the first case leaves it. */
  let onePassBuild: string | undefined;

  /** A full build of the store as it is now, at siteRoot `name`, in `shards` processes; answers its root. */
  async function buildInFull(name: string, shards = '1'): Promise<string> {
    const builder = await createSiteBuilder({
      siteRoot: join(dir, name),
      projectDir: PROJECT_DIR,
      env: () => ({ ...env(), SITE_BUILD_SHARDS: shards }),
    });
    try {
      await builder.build();
      return builder.current()!;
    } finally {
      await builder.close();
    }
  }

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'partial-build-'));
    const config = loadConfig({});
    store = await openLocalStore({ dataDir: dir, config });
    env = () => ({
      DYNAMODB_ENDPOINT: store.endpoint,
      TABLE_NAME: config.TABLE_NAME,
      SITE_URL: 'http://localhost:4399',
    });
  });

  afterAll(async () => {
    await store.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('gives the same pages as a full build after an edit, a new article, a deletion, a status change each way, a glossary and an event change', async () => {
    // Prepare: the live site, then one change of each kind in the store.
    const live = await createSiteBuilder({
      siteRoot: join(dir, 'live'),
      projectDir: PROJECT_DIR,
      env,
    });
    await live.build();
    const db = store.db;
    const [newest, middle, oldest] = await listArticles(db, {
      sort: 'newest',
      limit: 3,
      offset: 0,
    });
    const [edited, removed, unlisted] = [newest!, oldest!, middle!];
    await updateArticle(db, edited.id, { title: 'Edited: a partial rebuild', featured: true });
    const source = await getArticle(db, removed.id);
    const added = await createArticle(db, {
      ...source,
      title: `${HOSTILE_TITLE}${HOSTILE_CHARS}`,
      slug: null,
      sourceUrl: 'https://example.org/partial-build-new',
      guid: null,
      tagIds: [],
      publishedAt: new Date().toISOString(),
    });

    // Act: a partial build published over the full one, more changes, a second partial build over the
    // first, and a full build of the same store elsewhere.
    // A scheduled article (no page) that goes live before the second build (product.md §10.12).
    const scheduled = await createArticle(db, {
      ...source,
      title: 'A scheduled article for the partial build',
      slug: null,
      sourceUrl: 'https://example.org/partial-build-scheduled',
      guid: null,
      tagIds: [],
      status: 'scheduled',
      publishedAt: new Date(Date.now() + 3600_000).toISOString(),
    });
    const before = await servedTree(live.current()!);
    const first = await live.build({
      full: false,
      articleIds: [edited.id, added.id, scheduled.id],
    });
    // The feeds the first partial build changed in the published site.
    const firstFeeds = changedFiles(before, await servedTree(live.current()!))
      .filter(isFeed)
      .sort();
    await updateArticle(db, scheduled.id, {
      status: 'published',
      publishedAt: new Date().toISOString(),
    });
    // An article no longer public: its page goes, as a take-down's will (the same data mechanism).
    await updateArticle(db, unlisted.id, { status: 'draft' });
    await updateArticle(db, added.id, { summary: 'Changed again after the first partial build.' });
    await deleteArticle(db, removed.id);
    const [term] = await listGlossaryTerms(db);
    await updateGlossaryTerm(db, term!.id, {
      ...term!,
      definition: 'Changed for the partial build.',
    });
    const [event] = await listEvents(db);
    await createEvent(db, { ...event!, title: 'An event added for the partial build' });
    const outcome = await live.build({
      full: false,
      articleIds: [added.id, removed.id, scheduled.id, unlisted.id],
    });
    onePassBuild = await buildInFull('full');
    await live.close();

    // Assess: the same files with the same bytes, and only a handful written.
    expect([first.kind, outcome.kind]).toEqual(['partial', 'partial']);
    const [patched, whole] = await Promise.all([
      servedTree(live.current()!),
      servedTree(onePassBuild),
    ]);
    expectSameFiles(patched, whole);
    expect(whole.has(`article/${removed.id}/index.html`)).toBe(false);
    expect(patched.has(`article/${unlisted.id}/index.html`)).toBe(false);
    expect(patched.get(`article/${scheduled.id}/index.html`)?.toString()).toContain(
      'A scheduled article for the partial build',
    );
    expect(patched.get(`article/${added.id}/index.html`)?.toString()).toContain(
      'Changed again after the first partial build.',
    );
    // The first partial build's edit stays published, not rebuilt.
    expect(patched.get(`article/${edited.id}/index.html`)?.toString()).toContain(
      'Edited: a partial rebuild',
    );
    expect(outcome.put + outcome.deleted).toBeLessThan(40);

    // product.md §10.18: the first change rewrote the site's feeds and those of the edited and the added
    // articles' categories and tags (the scheduled one is not public yet), and no other feed.
    const categories = topicsOf('category', await listCategories(db));
    const tags = topicsOf('tag', await listTags(db));
    const editedTags = new Set((await listArticleTags(db, edited.id)).map((t) => t.id));
    const changedCategories = new Set([edited.categoryId, added.categoryId]);
    expect(firstFeeds).toEqual(
      feedFiles([
        { kind: 'site' },
        ...categories.filter((c) => changedCategories.has(c.id)),
        ...tags.filter((t) => editedTags.has(t.id)),
      ]).sort(),
    );
    // Every feed is built, and each parses: RSS and Atom as XML 1.0 with rss-parser, JSON Feed 1.1 by its rules.
    const built = [...whole.keys()].filter(isFeed).sort();
    expect(built).toEqual(feedFiles([{ kind: 'site' }, ...categories, ...tags]).sort());
    for (const rel of built) {
      const feed = await readFeed(`/${rel}`, whole.get(rel)!.toString());
      expect(feed.items.length, rel).toBeLessThanOrEqual(50);
      expect(feed.items.map((i) => i.link)).not.toContain(
        `http://localhost:4399/article/${unlisted.id}`,
      );
    }
    // The hostile title reads as the text it is, without the characters XML cannot carry.
    const site = await readFeed('/feeds/all.json', whole.get('feeds/all.json')!.toString());
    expect(site.items.map((i) => i.title)).toContain(HOSTILE_TITLE);
  }, 180_000);

  it('gives the same pages from a full build in two shards as from one process', async () => {
    // The one-process reference is the first case's full build: the store has not changed since. Run alone,
    // this case builds its own.
    const reference = onePassBuild ?? (await buildInFull('one-process'));
    const shardedRoot = await buildInFull('shards-2', '2');
    const [single, sharded] = await Promise.all([servedTree(reference), servedTree(shardedRoot)]);
    expectSameFiles(sharded, single);
    // Both shards' article pages are there, and the sitemap names every one.
    const articles = await listArticles(store.db, { sort: 'newest', limit: 200, offset: 0 });
    const sitemap = [...sharded]
      .filter(([rel]) => /^sitemap-\d+\.xml$/.test(rel))
      .map(([, bytes]) => bytes.toString())
      .join('');
    for (const { id } of [articles[0]!, articles.at(-1)!]) {
      expect(sharded.has(`article/${id}/index.html`)).toBe(true);
      expect(sitemap).toContain(`/article/${id}</loc>`);
    }
  }, 180_000);
});
