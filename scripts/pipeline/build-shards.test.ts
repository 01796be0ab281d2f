// A full build in shards: who builds what, how the trees merge, and what a failed shard leaves behind.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { writeTree } from '../../tests/support/write-tree.ts';
import {
  buildInShards,
  mergeShard,
  SHARD_MIN_ARTICLES,
  shardCount,
  shardScopes,
} from './build-shards.ts';

const SITE = 'https://news.example';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'build-shards-'));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

describe('shardCount', () => {
  const GB = 2 ** 30;
  it('builds a small site in one process, a large one in one per core up to two', () => {
    expect(shardCount(SHARD_MIN_ARTICLES - 1, 0, { cores: 8, memory: 16 * GB })).toBe(1);
    expect(shardCount(SHARD_MIN_ARTICLES, 0, { cores: 1, memory: 16 * GB })).toBe(1);
    expect(shardCount(SHARD_MIN_ARTICLES, 0, { cores: 2, memory: 16 * GB })).toBe(2);
    expect(shardCount(100_000, 0, { cores: 16, memory: 64 * GB })).toBe(2);
  });

  it('builds in one process where two would not fit in memory', () => {
    expect(shardCount(100_000, 0, { cores: 2, memory: 3e9 })).toBe(1);
    expect(shardCount(100_000, 0, { cores: 2, memory: 4 * GB })).toBe(2);
  });

  it('takes a configured count, but never more shards than articles', () => {
    const machine = { cores: 1, memory: 1 * GB };
    expect(shardCount(69, 2, machine)).toBe(2);
    expect(shardCount(100_000, 1, machine)).toBe(1);
    expect(shardCount(1, 4, machine)).toBe(1);
    expect(shardCount(0, 4, machine)).toBe(1);
  });
});

describe('shardScopes', () => {
  it('splits the ids in runs, and the first shard names the others in its sitemap', () => {
    const scopes = shardScopes([9, 8, 7, 6, 5], 2, SITE);
    expect(scopes).toEqual([
      {
        kind: 'shard',
        articleIds: [9, 8, 7],
        sitemapPages: [`${SITE}/article/6/`, `${SITE}/article/5/`],
      },
      { kind: 'shard', articleIds: [6, 5], sitemapPages: [] },
    ]);
  });

  it('starts no shard without articles', () => {
    expect(shardScopes([5, 4, 3, 2, 1], 4, SITE).map((s) => s.articleIds)).toEqual([
      [5, 4],
      [3, 2],
      [1],
    ]);
    expect(shardScopes([], 2, SITE)).toEqual([{ kind: 'shard', articleIds: [], sitemapPages: [] }]);
  });

  it('gives every id to exactly one shard', () => {
    const ids = Array.from({ length: 1001 }, (_, i) => 1001 - i);
    const scopes = shardScopes(ids, 3, SITE);
    expect(scopes.flatMap((s) => s.articleIds)).toEqual(ids);
    expect(scopes[0]!.sitemapPages).toHaveLength(ids.length - scopes[0]!.articleIds.length);
  });
});

describe('mergeShard', () => {
  it("moves the shard's article pages in, and leaves out one deleted while it built", async () => {
    await writeTree(join(dir, 'one'), {
      '_astro/app.1.js': 'app',
      'index.html': 'home of one',
      'article/3/index.html': 'three',
    });
    await writeTree(join(dir, 'two'), {
      '_astro/app.1.js': 'app',
      'index.html': 'home of two',
      'article/2/index.html': 'two',
    });
    await mergeShard(
      join(dir, 'two'),
      { kind: 'shard', articleIds: [2, 1], sitemapPages: [] },
      join(dir, 'one'),
    );
    expect((await readdir(join(dir, 'one', 'article'))).sort()).toEqual(['2', '3']);
    expect(await readFile(join(dir, 'one', 'article', '2', 'index.html'), 'utf8')).toBe('two');
    expect(await readFile(join(dir, 'one', 'index.html'), 'utf8')).toBe('home of one');
  });

  it('refuses a shard built with other client assets', async () => {
    await writeTree(join(dir, 'one'), { '_astro/app.1.js': 'app', 'article/3/index.html': '3' });
    await writeTree(join(dir, 'two'), { '_astro/app.2.js': 'app', 'article/2/index.html': '2' });
    await expect(
      mergeShard(
        join(dir, 'two'),
        { kind: 'shard', articleIds: [2], sitemapPages: [] },
        join(dir, 'one'),
      ),
    ).rejects.toThrow(/other client assets/);
  });
});

/** A stand-in for build-pages.ts: writes its scope's article pages into <dir>, or fails for article 13. */
const FAKE_BUILD = `
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
const [, dir] = process.argv.slice(2);
const scope = JSON.parse(readFileSync(process.env.SITE_PARTIAL, 'utf8'));
if (scope.articleIds.includes(13)) { console.error('article 13 failed'); process.exit(3); }
mkdirSync(dir + '/_astro', { recursive: true });
writeFileSync(dir + '/_astro/app.js', 'app');
writeFileSync(dir + '/sitemap.txt', scope.sitemapPages.join('\\n'));
for (const id of scope.articleIds) {
  mkdirSync(dir + '/article/' + id, { recursive: true });
  writeFileSync(dir + '/article/' + id + '/index.html', 'page ' + id);
}
`;

describe('buildInShards', () => {
  let script: string;
  beforeEach(async () => {
    script = join(dir, 'fake-build.mjs');
    await writeTree(dir, { 'fake-build.mjs': FAKE_BUILD });
  });

  it('builds each share in its own process and merges them into one tree', async () => {
    const out = join(dir, 'site', 'build-1');
    await buildInShards(script, dir, out, shardScopes([6, 5, 4, 3], 2, SITE));
    expect((await readdir(join(out, 'article'))).sort()).toEqual(['3', '4', '5', '6']);
    expect(await readFile(join(out, 'article', '3', 'index.html'), 'utf8')).toBe('page 3');
    expect(await readFile(join(out, 'sitemap.txt'), 'utf8')).toBe(
      `${SITE}/article/4/\n${SITE}/article/3/`,
    );
    // No shard folder is left beside it.
    expect(await readdir(join(dir, 'site'))).toEqual(['build-1']);
  });

  it('fails when one shard fails, and leaves nothing behind', async () => {
    const out = join(dir, 'site', 'build-2');
    await mkdir(join(dir, 'site'));
    await expect(
      buildInShards(script, dir, out, shardScopes([14, 13, 12, 11], 2, SITE)),
    ).rejects.toThrow(/exit code 3/);
    expect(await readdir(join(dir, 'site'))).toEqual([]);
  });

  it('stops the shards when the build that started them is killed', async () => {
    // A build (parent.mjs) whose shards record their pids and would wait for ever.
    const module = join(import.meta.dirname, 'build-shards.ts');
    await writeTree(dir, {
      'waiting-shard.mjs': `
        import { writeFileSync } from 'node:fs';
        import { exitWithParent } from ${JSON.stringify(module)};
        exitWithParent();
        writeFileSync(process.argv[3] + '.pid', String(process.pid));
        setInterval(() => {}, 1000);
      `,
      'parent.mjs': `
        import { buildInShards, shardScopes } from ${JSON.stringify(module)};
        await buildInShards(${JSON.stringify(join(dir, 'waiting-shard.mjs'))}, '.', ${JSON.stringify(join(dir, 'out'))},
          shardScopes([2, 1], 2, 'https://news.example'));
      `,
    });
    const parent = spawn(process.execPath, [join(dir, 'parent.mjs')], { stdio: 'ignore' });
    const pidFiles = [join(dir, 'out.pid'), join(dir, 'out-shard-1.pid')];
    const pids = await waitFor(async () => {
      const read = await Promise.all(pidFiles.map((f) => readFile(f, 'utf8').catch(() => null)));
      return read.every((p) => p !== null) ? read.map(Number) : null;
    });

    parent.kill('SIGKILL');

    expect(await waitFor(() => (pids.some(alive) ? null : 'gone'))).toBe('gone');
  });
});

/** A process that still runs (a zombie, ended but not yet reaped, counts as gone). */
function alive(pid: number): boolean {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2)[0] !== 'Z';
  } catch {
    return false;
  }
}

/** Polls `check` until it answers a value, for up to 10 s. */
async function waitFor<T>(check: () => T | null | Promise<T | null>): Promise<T> {
  for (let i = 0; i < 200; i++) {
    const value = await check();
    if (value !== null) return value;
    await new Promise((ok) => setTimeout(ok, 50));
  }
  throw new Error('timed out');
}
