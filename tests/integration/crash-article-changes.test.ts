// Crash safety of article changes (product.md §11.13): the local product, in a process of its own, is killed with
// SIGKILL at a random moment while take-downs, restores, revision restores and publishing by schedule are under way,
// RUNS times. After each restart the store and every public surface must agree: no surface shows an article readers
// may not see (nonPublicShown), every list and tag list and search shows each public one, each article's tag links
// match its tags, nothing is left half-done, and every article whose visibility changed is recorded for the next
// build (every surface, feeds and digest included, each SURFACE_EVERY kills). The pages follow from those records:
// a build covers every recorded change (scripts/local/rebuild.test.ts) and a partial build equals a full one
// (tests/integration/partial-build.test.ts), so the product runs without builds here, which would take minutes.
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  createArticle,
  getArticle,
  readSiteChanges,
  updateArticle,
  type Db,
} from '../../functions/data/index.ts';
import { TRANSACTION_RECORD } from '../../functions/data/local/transactions.ts';
import { isPublic } from '../../functions/domain/article-status.ts';
import { close, kill, post, startProduct, type Running } from '../support/crash-product.ts';
import { nonPublicShown, storedArticles } from '../support/public-surfaces.ts';

/** Kills, each after one burst of changes. */
const RUNS = 50;
const PASSWORD = 'crash-article-changes';

/** Every public surface is checked after each this many kills; the lists, tag lists and search after each one. */
const SURFACE_EVERY = 25;

const dirs: string[] = [];
let running: Running | null = null;
afterAll(async () => {
  running?.child.kill('SIGKILL');
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
});

const start = (dataDir: string) => startProduct(dataDir, PASSWORD);

/** Every id a public list answers, paging by 100. */
async function listIds(run: Running, path: string): Promise<number[]> {
  const ids: number[] = [];
  for (let offset = 0; ; offset += 100) {
    const sep = path.includes('?') ? '&' : '?';
    const page = (await (
      await fetch(`${run.url}${path}${sep}limit=100&offset=${offset}`)
    ).json()) as {
      id: number;
    }[];
    ids.push(...page.map((a) => a.id));
    if (page.length < 100) return ids.sort((a, b) => a - b);
  }
}

const sorted = (ids: Iterable<number>) => [...ids].sort((a, b) => a - b);

/** Items left in a partition (the records of unfinished steps). */
async function partition(db: Db, pk: string): Promise<number> {
  const { Items = [] } = await db.dynamo.Query({
    TableName: db.table,
    KeyConditionExpression: 'pk = :p',
    ExpressionAttributeValues: { ':p': pk },
    ConsistentRead: true,
  });
  return Items.length;
}

/** Every check of one restart; answers what disagrees (empty when store and surfaces agree). */
async function disagreements(
  run: Running,
  dataDir: string,
  initiallyPublic: Set<number>,
  touched: Set<number>,
  everySurface: boolean,
): Promise<string[]> {
  const problems: string[] = [];
  const articles = await storedArticles(run.db);
  const visible = articles.filter(isPublic);
  // Every surface (feeds, the build's reads, the digest…) takes seconds: each SURFACE_EVERY kills, and the last.
  const exposed = everySurface ? await nonPublicShown(run.db) : {};
  if (Object.keys(exposed).length > 0)
    problems.push(`not public, yet shown: ${JSON.stringify(exposed)}`);
  const latest = await listIds(run, '/api/articles');
  if (JSON.stringify(latest) !== JSON.stringify(sorted(visible.map((a) => a.id))))
    problems.push(`the latest list differs from the public articles: ${JSON.stringify(latest)}`);
  const tags = new Set(articles.flatMap((a) => a.tagIds));
  for (const tag of tags) {
    const listed = await listIds(run, `/api/disability-tags/${tag}/articles`);
    const expected = sorted(visible.filter((a) => a.tagIds.includes(tag)).map((a) => a.id));
    if (JSON.stringify(listed) !== JSON.stringify(expected))
      problems.push(`tag ${tag} lists ${JSON.stringify(listed)}, not ${JSON.stringify(expected)}`);
  }
  for (const a of articles.filter((x) => touched.has(x.id))) {
    const found = (await (
      await fetch(`${run.url}/api/articles/search?q=${encodeURIComponent(a.title)}&limit=100`)
    ).json()) as { id: number }[];
    if (found.some((f) => f.id === a.id) !== isPublic(a))
      problems.push(`search for article ${a.id} (${isPublic(a) ? 'public' : 'hidden'}) disagrees`);
    const { Items = [] } = await run.db.dynamo.Query({
      TableName: run.db.table,
      KeyConditionExpression: 'pk = :p AND begins_with(sk, :t)',
      ExpressionAttributeValues: { ':p': `ARTICLE#${a.id}`, ':t': 'TAG#' },
      ConsistentRead: true,
    });
    const linked = sorted(Items.map((i) => Number(i.tagId)));
    if (JSON.stringify(linked) !== JSON.stringify(sorted(a.tagIds)))
      problems.push(
        `article ${a.id} is linked to tags ${JSON.stringify(linked)}, not ${JSON.stringify(a.tagIds)}`,
      );
  }
  const changes = await readSiteChanges(run.db);
  for (const a of articles)
    if (
      isPublic(a) !== initiallyPublic.has(a.id) &&
      !changes.full &&
      !changes.articleIds.includes(a.id)
    )
      problems.push(`article ${a.id} changed visibility with no site change recorded`);
  for (const pk of ['LINKS#PENDING', 'SEARCH#PENDING'])
    if ((await partition(run.db, pk)) > 0) problems.push(`${pk} left after the start`);
  if (existsSync(join(dataDir, 'db', TRANSACTION_RECORD)))
    problems.push('a transaction record left');
  return problems;
}

/** Waits for the product's publish timer (every second) to publish a scheduled article that is due. */
async function waitUntilPublished(db: Db, id: number): Promise<void> {
  for (let tries = 0; (await getArticle(db, id)).status !== 'published'; tries++) {
    if (tries > 50) throw new Error(`article ${id} was not published by its schedule`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

const pick = <T>(list: T[], n: number) => [...list].sort(() => Math.random() - 0.5).slice(0, n);

describe('article changes killed with SIGKILL', () => {
  it(
    `leave the store, every public surface and the record of unbuilt pages in agreement, over ${RUNS} kills`,
    { timeout: 900_000 },
    async () => {
      // Prepare: the demo store, built once, then three manual articles with revisions on different tags
      const dataDir = await mkdtemp(join(tmpdir(), 'crash-article-changes-'));
      dirs.push(dataDir);
      running = await start(dataDir);
      const first = await storedArticles(running.db);
      const tagIds = sorted(new Set(first.flatMap((a) => a.tagIds)));
      const manual = first.filter((a) => a.isManualEntry && isPublic(a)).slice(0, 3);
      for (const a of manual)
        for (const tags of [pick(tagIds, 1), pick(tagIds, 3), []])
          await updateArticle(running.db, a.id, { tagIds: tags });
      const initiallyPublic = new Set(
        (await storedArticles(running.db)).filter(isPublic).map((a) => a.id),
      );
      const category = first[0]!.categoryId;
      // How many of each change the bursts held, and how many scheduled articles went live before their kill.
      const kinds = { takeDown: 0, restore: 0, revision: 0, scheduled: 0, publishedBeforeKill: 0 };

      for (let run = 1; run <= RUNS; run++) {
        // Act: one burst of each kind of change, the product killed at a random moment in it
        const db = running.db;
        const articles = await storedArticles(db);
        const imported = articles.filter((a) => !a.isManualEntry);
        const down = pick(
          imported.filter((a) => a.takenDownAt === null && a.status === 'published'),
          2,
        );
        const up = pick(
          imported.filter((a) => a.takenDownAt !== null),
          2,
        );
        const restoring = pick(
          articles.filter((a) => manual.some((m) => m.id === a.id)),
          1,
        )[0]!;
        // A random wait first: the product's publish check (every second) then falls anywhere in the burst.
        await new Promise((r) => setTimeout(r, Math.random() * 800));
        const due = await createArticle(db, {
          title: `Scheduled before kill ${run}`,
          summary: 'Goes live by its schedule around the kill.',
          content: 'Body text long enough to pass every rule that the domain sets for content.',
          author: null,
          categoryId: category,
          featured: false,
          tagIds: pick(tagIds, 2),
          sourceName: 'A11y Tech News',
          sourceUrl: '',
          isManualEntry: true,
          status: 'scheduled',
          // Due now: the product's next publish check (every second) publishes it, before or after the kill.
          publishedAt: new Date().toISOString(),
        });
        const touched = new Set([...down, ...up, restoring].map((a) => a.id).concat(due.id));
        const burst = [
          ...down.map((a) =>
            post(running!, `/api/articles/${a.id}/take-down`, { reason: `Run ${run}` }),
          ),
          ...up.map((a) => post(running!, `/api/articles/${a.id}/restore`)),
          // One of the revisions still kept (the newest 50, product.md §10.13).
          post(
            running,
            `/api/articles/${restoring.id}/revisions/${restoring.version - 1 - Math.floor(Math.random() * Math.min(restoring.version - 1, 49))}/restore`,
            { version: restoring.version },
          ),
        ];
        kinds.takeDown += down.length;
        kinds.restore += up.length;
        kinds.revision += 1;
        kinds.scheduled += 1;
        await new Promise((r) => setTimeout(r, Math.random() * 1200));
        if ((await getArticle(db, due.id)).status === 'published') kinds.publishedBeforeKill += 1;
        await kill(running);
        await Promise.all(burst);
        running = await start(dataDir);
        // The restarted product publishes the scheduled article if the kill came first: wait for it, so the
        // checks read one state.
        await waitUntilPublished(running.db, due.id);
        // Assess
        expect(
          await disagreements(
            running,
            dataDir,
            initiallyPublic,
            touched,
            run % SURFACE_EVERY === 0 || run === RUNS,
          ),
          `after kill ${run}`,
        ).toEqual([]);
      }
      console.log(`crash runs: ${RUNS} kills over ${JSON.stringify(kinds)}`);
      expect(kinds.publishedBeforeKill).toBeGreaterThan(0);
      expect(kinds.publishedBeforeKill).toBeLessThan(RUNS);

      await close(running);
      running = null;
    },
  );
});
