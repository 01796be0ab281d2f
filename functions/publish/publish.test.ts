// The publisher against an in-memory bucket and CDN: the order of its calls, and nothing uploaded that did not change.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MANIFEST_KEY } from './manifest.ts';
import { publish, type SitePort } from './publish.ts';

/** A bucket in a Map and a log of every call, in order. */
function fakePort() {
  const objects = new Map<string, { body: string; cacheControl: string; contentType: string }>();
  const calls: string[] = [];
  const port: SitePort = {
    read: async (key) => objects.get(key)?.body ?? null,
    list: async () => [...objects.keys()],
    put: async (key, body, meta) => {
      calls.push(`put ${key}`);
      objects.set(key, { body: Buffer.from(body).toString(), ...meta });
    },
    remove: async (keys) => {
      calls.push(`delete ${keys.join(' ')}`);
      for (const key of keys) objects.delete(key);
    },
    invalidate: async (paths) => void calls.push(`invalidate ${paths.join(' ')}`),
  };
  return { port, objects, calls };
}

let dir: string;
const write = async (files: Record<string, string>) => {
  for (const [key, text] of Object.entries(files)) {
    await mkdir(dirname(join(dir, key)), { recursive: true });
    await writeFile(join(dir, key), text);
  }
};

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'publish-'));
  await write({
    '_astro/app.abc.css': 'body{}',
    'index.html': '<h1>Home</h1>',
    'article/5/index.html': '<h1>Five</h1>',
    'article/6/index.html': '<h1>Six</h1>',
    'rss.xml': '<rss/>',
  });
});
afterEach(() => rm(dir, { recursive: true, force: true }));

describe('publish', () => {
  it('publishes everything the first time with the right headers, the manifest after the files', async () => {
    // Prepare
    const { port, objects, calls } = fakePort();
    // Act
    await publish(dir, port);
    // Assess: uploads run several at a time, so within a class (assets, then pages) any order is right
    expect(new Set(calls.slice(0, 2))).toEqual(new Set(['put _astro/app.abc.css', 'put rss.xml']));
    expect(new Set(calls.slice(2, 5))).toEqual(
      new Set(['put article/5/index.html', 'put article/6/index.html', 'put index.html']),
    );
    expect(calls.slice(5)).toEqual([`put ${MANIFEST_KEY}`, 'invalidate /*']);
    expect(objects.get('_astro/app.abc.css')).toMatchObject({
      cacheControl: 'public,max-age=31536000,immutable',
      contentType: 'text/css; charset=utf-8',
    });
    expect(objects.get('index.html')).toMatchObject({
      cacheControl: 'public,max-age=0,must-revalidate',
      contentType: 'text/html; charset=utf-8',
    });
    expect(objects.get('rss.xml')).toMatchObject({
      cacheControl: 'public,max-age=0,must-revalidate',
    });
  });

  it('then uploads only what changed: assets, pages, deletions, manifest, invalidation', async () => {
    // Prepare
    const { port, calls } = fakePort();
    await publish(dir, port);
    calls.length = 0;
    await rm(join(dir, '_astro/app.abc.css'));
    await rm(join(dir, 'article/6'), { recursive: true });
    await write({ '_astro/app.def.css': 'main{}', 'article/5/index.html': '<h1>Five, fixed</h1>' });
    // Act
    await publish(dir, port);
    // Assess: index.html and rss.xml kept their bytes and are not sent again
    expect(calls).toEqual([
      'put _astro/app.def.css',
      'put article/5/index.html',
      'delete article/6/index.html _astro/app.abc.css',
      `put ${MANIFEST_KEY}`,
      'invalidate /article/5 /article/5/ /article/5/index.html /article/6 /article/6/ /article/6/index.html',
    ]);
  });

  it('sends nothing at all when the build did not change', async () => {
    // Prepare
    const { port, calls } = fakePort();
    await publish(dir, port);
    calls.length = 0;
    // Act
    const plan = await publish(dir, port);
    // Assess
    expect(plan).toEqual({ put: [], delete: [], invalidate: [] });
    expect(calls).toEqual([]);
  });

  it('removes what an older deploy left in the bucket when there is no manifest yet', async () => {
    // Prepare
    const { port, objects, calls } = fakePort();
    objects.set('old/index.html', { body: 'x', cacheControl: '', contentType: 'text/html' });
    // Act
    await publish(dir, port);
    // Assess
    expect(calls.slice(-3)).toEqual([
      'delete old/index.html',
      `put ${MANIFEST_KEY}`,
      'invalidate /*',
    ]);
    expect(objects.has('old/index.html')).toBe(false);
  });
});
