// Every GET route of the app, anonymously and with an admin session: only the intended public answers may sit in a shared cache (product.md §11.15).
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFolderUploadStore } from '../uploads/folder.ts';
import { randomUploadName } from '../uploads/names.ts';
import { routesOf } from './lazy-routes.ts';
import { keepsSharedCachesOff, PUBLIC_CACHE, PUBLIC_CACHE_SECONDS } from '../policy/caching.ts';
import { ANCHOR_TTL_MS } from '../data/articles/anchors.ts';
import { seedOneOfEach } from '../../tests/support/data.ts';
import { startTestApi, type TestApi } from '../../tests/support/api.ts';

/** The GET routes whose anonymous 200 answers a shared cache may keep: what every reader sees alike. */
const PUBLIC_ROUTES = new Set([
  '/api/articles',
  '/api/articles/:id',
  '/api/articles/:id/tags',
  '/api/categories',
  '/api/categories/:id/articles',
  '/api/disability-tags',
  '/api/disability-tags/:id/articles',
  '/api/glossary',
  '/api/glossary/:id',
  '/api/events',
  '/api/events/:id',
]);

/**
 * Uploaded images: the same bytes for everyone under a name never reused, so cached for a year
 * whoever asks. In AWS CloudFront serves them from S3 (/uploads/*); the API never sees the request.
 */
const UPLOADS_ROUTE = '/uploads/:name';
const UPLOADS_CACHE = 'public, max-age=31536000, immutable';

/**
 * Queries giving a route another answer, and whether it is shared like the route's own: another
 * order (yes); the admin variant, the searches (no, search is `no-store`); a refused one (400, no).
 */
const QUERIES: Record<string, { query: string; shared: boolean }[]> = {
  '/api/articles': [
    { query: '?sort=popular&limit=5', shared: true },
    { query: '?isManualEntry=true', shared: false },
    { query: '?limit=abc', shared: false },
  ],
  '/api/articles/search': [{ query: '?q=captions', shared: false }],
  '/api/glossary': [{ query: '?search=caption', shared: false }],
  '/api/events': [{ query: '?search=caption', shared: false }],
};
const MISSING_ID = 999_999;

let api: TestApi;
let cookie: string;
/** The id of one stored record per route group (`/api/<group>/:id`). */
const ids: Record<string, number | string> = {};

beforeAll(async () => {
  api = await startTestApi();
  cookie = await api.login();
  const seeded = await seedOneOfEach(api.db);
  const upload = randomUploadName('png');
  await createFolderUploadStore(join(api.dataDir, 'uploads')).put(
    upload,
    new Uint8Array([137, 80, 78, 71]),
    'image/png',
  );
  Object.assign(ids, {
    articles: seeded.article,
    categories: seeded.category,
    'disability-tags': seeded.tag,
    glossary: seeded.term,
    events: seeded.event,
    uploads: upload,
  });
});
afterAll(() => api.close());

/** The concrete path for a route pattern: each param is the group's stored id, or a missing one. */
function pathOf(route: string, missing: boolean): string {
  const group = route.split('/').find((part) => part && part !== 'api')!;
  return route.replace(/:\w+(\{[^}]*\})?/g, () => {
    const id = ids[group];
    if (id === undefined) throw new Error(`No stored record for ${route}: add one in beforeAll`);
    return String(missing ? MISSING_ID : id);
  });
}

interface Answer {
  route: string;
  path: string;
  withSession: boolean;
  status: number;
  cacheControl: string | null;
  /** Meant for a shared cache: a public route's (or shared query's) 200 to a request without a session. */
  shared: boolean;
}

/** Every GET route, each with its queries and (for a route with params) a missing id, asked both ways. */
async function askEveryRoute(): Promise<Answer[]> {
  const routes = [
    ...new Set((await routesOf(api.app)).filter((r) => r.method === 'GET').map((r) => r.path)),
  ];
  const answers: Answer[] = [];
  for (const route of routes) {
    const isPublic = PUBLIC_ROUTES.has(route);
    const paths = [
      { path: pathOf(route, false), shared: isPublic },
      ...(QUERIES[route] ?? []).map((q) => ({
        path: route + q.query,
        shared: isPublic && q.shared,
      })),
      ...(route.includes(':') ? [{ path: pathOf(route, true), shared: false }] : []),
    ];
    for (const { path, shared } of paths)
      for (const withSession of [false, true]) {
        // A redirect's own answer is checked, not the page it points to.
        const res = await api.send(path, {
          redirect: 'manual',
          ...(withSession ? { cookie } : {}),
        });
        await res.arrayBuffer();
        answers.push({
          route,
          path,
          withSession,
          status: res.status,
          cacheControl: res.headers.get('cache-control'),
          shared: shared && !withSession && res.status === 200,
        });
      }
  }
  return answers;
}

let answers: Answer[];
beforeAll(async () => {
  answers = await askEveryRoute();
});

/** "GET path (session): status cache-control", so a failure names the answer. */
const show = (a: Answer) =>
  `GET ${a.path}${a.withSession ? ' (session)' : ''}: ${a.status} ${a.cacheControl}`;

describe('Cache-Control of every GET route', () => {
  it('walks the routes of every group, the lazily loaded ones included', () => {
    const routes = new Set(answers.map((a) => a.route));
    for (const route of [...PUBLIC_ROUTES, UPLOADS_ROUTE, '/api/auth/session', '/api/rss/sources'])
      expect(routes).toContain(route);
  });

  it('marks the anonymous 200 answers of the public routes cacheable by a shared cache', () => {
    const shared = answers.filter((a) => a.shared);
    // Every public route answered 200 at least once (its stored record was found).
    expect(new Set(shared.map((a) => a.route))).toEqual(PUBLIC_ROUTES);
    expect(shared.filter((a) => a.cacheControl !== PUBLIC_CACHE).map(show)).toEqual([]);
  });

  it('keeps every other /api answer out of shared caches: admin, session, search, errors', () => {
    const leaks = answers.filter(
      (a) => a.route.startsWith('/api/') && !a.shared && !keepsSharedCachesOff(a.cacheControl),
    );
    expect(leaks.map(show)).toEqual([]);
  });

  it('never lets an answer to a request with the session cookie into a shared cache', () => {
    const withSession = answers.filter((a) => a.withSession && a.route.startsWith('/api/'));
    expect(withSession.length).toBeGreaterThan(0);
    expect(withSession.filter((a) => !keepsSharedCachesOff(a.cacheControl)).map(show)).toEqual([]);
  });

  it('never marks an error answer public', () => {
    const errors = answers.filter((a) => a.status >= 400);
    // The walk met errors: missing ids, a refused query, admin routes asked anonymously.
    expect(errors.map((a) => a.status)).toEqual(expect.arrayContaining([400, 401, 404]));
    expect(errors.filter((a) => a.cacheControl?.includes('public')).map(show)).toEqual([]);
  });

  it('keeps the admin variant and the searches of public routes private', () => {
    const variants = answers.filter((a) => /isManualEntry|search/.test(a.path));
    expect(variants.length).toBeGreaterThan(0);
    expect(variants.filter((a) => !keepsSharedCachesOff(a.cacheControl)).map(show)).toEqual([]);
  });

  it('keeps feed page anchors no longer than a shared cache keeps the page', () => {
    expect(ANCHOR_TTL_MS).toBe(PUBLIC_CACHE_SECONDS * 1000);
  });

  it('caches an uploaded image a year, the same bytes for everyone', () => {
    const found = answers.filter((a) => a.route === UPLOADS_ROUTE && a.status === 200);
    expect(found.map((a) => a.withSession)).toEqual([false, true]);
    expect(found.map((a) => a.cacheControl)).toEqual([UPLOADS_CACHE, UPLOADS_CACHE]);
  });
});
