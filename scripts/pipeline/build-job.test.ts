// The build job's scope hand-over and coalescing: each job builds what the store recorded when it started, and a
// change recorded while a job ran is published by the next job, not lost and not cleared unbuilt.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  readBuiltSource,
  readSiteChanges,
  recordBuiltSource,
  recordSiteChange,
} from '../../functions/data/index.ts';
import { MANIFEST_KEY } from '../../functions/publish/manifest.ts';
import type { SitePort } from '../../functions/publish/publish.ts';
import { createTestDb, type TestDb } from '../../tests/support/data.ts';
import { writeTree } from '../../tests/support/write-tree.ts';
import type { BuildEnv } from './astro-build.ts';
import { runBuildJob } from './build-job.ts';

/** A bucket in a Map. */
function memoryPort() {
  const objects = new Map<string, string>();
  const port: SitePort = {
    read: (key) => Promise.resolve(objects.get(key) ?? null),
    list: () => Promise.resolve([...objects.keys()]),
    put: (key, body) => {
      objects.set(key, Buffer.from(body).toString());
      return Promise.resolve();
    },
    remove: (keys) => {
      for (const key of keys) objects.delete(key);
      return Promise.resolve();
    },
    invalidate: () => Promise.resolve(),
  };
  return { port, objects };
}

/** The articles the store has, as pages; `during` runs while a build renders. */
let articles: number[];
let during: (() => Promise<void>) | undefined;
const rendered: { kind: string; articleIds: number[] }[] = [];
async function render(outDir: string, env: BuildEnv) {
  const scope = env.SITE_PARTIAL
    ? (JSON.parse(await readFile(env.SITE_PARTIAL, 'utf8')) as { articleIds: number[] })
    : null;
  const ids = (scope?.articleIds ?? articles).filter((id) => articles.includes(id));
  rendered.push({ kind: scope ? 'partial' : 'full', articleIds: scope?.articleIds ?? ids });
  await writeTree(outDir, {
    '_astro/app.abc.js': 'x',
    'index.html': `<h1>${articles.join(',')}</h1>`,
    ...Object.fromEntries(ids.map((id) => [`article/${id}/index.html`, `<h1>${id}</h1>`])),
  });
  await during?.();
}

let store: TestDb;
let work: string;
/** One job over `port`; `hook` as the rebuild hook starts it (only when a change is recorded). */
const job = (port: SitePort, hook = false) =>
  runBuildJob({
    db: store.db,
    source: 'deployed-code',
    projectDir: '.',
    port,
    env: { TABLE_NAME: 'test-table', SITE_URL: 'https://example.org' },
    code: 'c0de',
    workDir: work,
    render,
    onlyIfChanged: hook,
  });

beforeEach(async () => {
  store = await createTestDb();
  work = await mkdtemp(join(tmpdir(), 'build-job-'));
  articles = [1, 2, 3];
  during = undefined;
  rendered.length = 0;
});
afterEach(async () => {
  await store.close();
  await rm(work, { recursive: true, force: true });
});

describe('runBuildJob', () => {
  it('builds in full first, then only the articles the recorded changes name, and clears what it built', async () => {
    // Prepare
    const { port, objects } = memoryPort();
    // Act
    const first = await job(port);
    articles = [1, 2, 3, 4];
    await recordSiteChange(store.db, 'article 4 created', [4]);
    await recordSiteChange(store.db, 'article 2 edited', [2]);
    const second = await job(port);
    // Assess
    expect([first?.kind, second?.kind]).toEqual(['full', 'partial']);
    expect(rendered.at(-1)).toEqual({ kind: 'partial', articleIds: [4, 2] });
    expect(objects.get('article/4/index.html')).toBe('<h1>4</h1>');
    expect(objects.get('article/1/index.html')).toBe('<h1>1</h1>');
    expect(objects.get('index.html')).toBe('<h1>1,2,3,4</h1>');
    expect((await readSiteChanges(store.db)).keys).toEqual([]);
    expect(objects.has(MANIFEST_KEY)).toBe(true);
    // The deployed code it ran is recorded as the published site's (functions/rebuild/deployed.ts).
    expect(await readBuiltSource(store.db)).toBe('deployed-code');
  });

  it('leaves a change recorded while it ran to the next job, which publishes it', async () => {
    // Prepare: a published site, and a change that arrives while the next build renders
    const { port, objects } = memoryPort();
    await job(port);
    await recordSiteChange(store.db, 'article 3 edited', [3]);
    during = async () => {
      during = undefined;
      articles = [1, 2, 3, 5];
      await recordSiteChange(store.db, 'article 5 created', [5]);
    };
    // Act
    await job(port);
    const left = await readSiteChanges(store.db);
    const next = await job(port);
    // Assess: the first job built article 3 only and kept 5's record; the next built 5
    expect(rendered.slice(1).map((r) => r.articleIds)).toEqual([[3], [5]]);
    expect(left.articleIds).toEqual([5]);
    expect(next?.kind).toBe('partial');
    expect(objects.get('article/5/index.html')).toBe('<h1>5</h1>');
    expect((await readSiteChanges(store.db)).keys).toEqual([]);
  });

  it('builds in full for a change that may touch any page, and keeps the records of a failed build', async () => {
    const { port } = memoryPort();
    await job(port);
    await recordSiteChange(store.db, 'full rebuild requested by an editor');
    expect((await job(port))?.kind).toBe('full');
    await recordSiteChange(store.db, 'article 1 edited', [1]);
    during = () => Promise.reject(new Error('the store went away'));
    await recordBuiltSource(store.db, 'older-code');
    await expect(job(port)).rejects.toThrow('the store went away');
    expect((await readSiteChanges(store.db)).articleIds).toEqual([1]);
    expect(await readBuiltSource(store.db)).toBe('older-code');
  });

  it('builds nothing for the hook when every change is published already, and always for an operator', async () => {
    // Prepare: a published site, no change recorded since
    const { port } = memoryPort();
    await job(port);
    const renders = rendered.length;
    // Act
    const hooks = await job(port, true);
    const operators = await job(port);
    // Assess
    expect(hooks).toBeNull();
    expect(operators?.kind).toBe('partial');
    expect(rendered.length).toBe(renders + 1);
  });
});
