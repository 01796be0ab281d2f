// Hostile text through every write route (product.md §11.10): each refuses it with a 400 naming the field and
// stores nothing; unusual but valid text (decomposed letters, emoji, right-to-left) is stored NFC.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../support/api.ts';
import { createCategory } from '../../functions/data/index.ts';
import { DISALLOWED_TEXT_MESSAGE } from '../../functions/domain/index.ts';
import { createFeedService } from '../../functions/feeds/importer.ts';
import { lateFeedService } from '../support/feeds-late-service.ts';

/** NUL, BEL (C0), NEL (C1), a lone surrogate, a noncharacter, a right-to-left override and an isolate. */
const HOSTILE: [string, string][] = [
  ['NUL', '\u0000'],
  ['U+0007', '\u0007'],
  ['U+0085', '\u0085'],
  ['a lone surrogate', '\ud800'],
  ['U+FFFE', '\ufffe'],
  ['the right-to-left override U+202E', '\u202e'],
  ['the right-to-left isolate U+2067', '\u2067'],
];

let api: TestApi;
let cookie: string;
let closeFeeds: () => Promise<void>;
let categoryId: number;
/** One stored record per entity, the target of the PUTs; they must be unchanged afterwards. */
const targets: Record<string, { id: number; body: unknown }> = {};

type Body = Record<string, string | number>;
interface Route {
  name: string;
  path: string;
  valid: () => Body;
  /** The free-text fields the hostile characters go into, one per character in turn. */
  fields: string[];
  /** Sent as multipart (the admin forms) unless `json`. */
  json?: boolean;
}

const ROUTES: Route[] = [
  {
    name: 'articles',
    path: '/api/articles',
    valid: () => ({
      title: 'A valid title',
      summary: 'A summary of the article.',
      content: 'Content long enough for the minimum of fifty characters, easily.',
      categoryId,
    }),
    fields: ['title', 'summary', 'content', 'author', 'imageAlt'],
  },
  {
    name: 'events',
    path: '/api/events',
    valid: () => ({
      title: 'A meetup',
      description: 'A meetup about braille displays.',
      eventDate: '2027-01-10T10:00:00.000Z',
    }),
    fields: ['title', 'description', 'location', 'organizer', 'url'],
  },
  {
    name: 'glossary',
    path: '/api/glossary',
    valid: () => ({
      term: 'ARIA',
      definition: 'Accessible Rich Internet Applications.',
      category: 'Standards',
    }),
    fields: ['term', 'definition', 'category'],
    json: true,
  },
  {
    name: 'rss',
    path: '/api/rss/sources',
    valid: () => ({ name: 'A feed', url: 'https://example.org/feed.xml', categoryId }),
    fields: ['name', 'url'],
    json: true,
  },
];

/**
 * Sends `body` as JSON or multipart. A lone surrogate cannot travel in a UTF-8 multipart body (the
 * browser's encoder already makes it U+FFFD), so it goes as JSON, which article and event writes accept too.
 */
function write(route: Route, method: string, path: string, body: Body) {
  const asJson = route.json || Object.values(body).some((v) => /[\ud800-\udfff]/.test(String(v)));
  if (asJson)
    return api.send(path, {
      method,
      cookie,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  const form = new FormData();
  for (const [k, v] of Object.entries(body)) form.set(k, String(v));
  return api.send(path, { method, cookie, body: form });
}

const read = async (route: Route, id: number): Promise<Record<string, unknown>> => {
  const listPath = route.name === 'rss' ? route.path : `${route.path}/${id}`;
  const found: unknown = await (await api.send(listPath, { cookie })).json();
  return Array.isArray(found)
    ? (found as { id: number }[]).find((r) => r.id === id)!
    : (found as Record<string, unknown>);
};
const count = async (route: Route): Promise<number> => {
  const list =
    route.name === 'articles' ? `${route.path}?isManualEntry=true&limit=100` : route.path;
  return ((await (await api.send(list, { cookie })).json()) as unknown[]).length;
};

beforeAll(async () => {
  const late = lateFeedService();
  api = await startTestApi({ feeds: late.feeds });
  const feeds = createFeedService({
    db: api.db,
    allowLoopback: false,
    onArticlesAdded: () => undefined,
  });
  late.use(feeds);
  closeFeeds = () => feeds.close();
  categoryId = (await createCategory(api.db, { name: 'News' })).id;
  cookie = await api.login();
  for (const route of ROUTES) {
    const res = await write(route, 'POST', route.path, route.valid());
    expect(res.status, route.name).toBe(201);
    const record = (await res.json()) as { id: number };
    targets[route.name] = { id: record.id, body: await read(route, record.id) };
  }
});
afterAll(async () => {
  await closeFeeds();
  await api.close();
});

describe('hostile text', () => {
  it.each(ROUTES.map((r) => [r.name, r] as const))(
    'is refused by POST and PUT %s with a 400 naming the field, and nothing is stored',
    async (_name, route) => {
      // Prepare
      const before = { count: await count(route), changes: api.contentChanges.length };
      const { id } = targets[route.name]!;
      for (const [i, [label, ch]] of HOSTILE.entries()) {
        const field = route.fields[i % route.fields.length]!;
        const body = { ...route.valid(), [field]: `https://example.org/x${ch}y` };
        if (!/url/i.test(field)) body[field] = `Hostile ${ch} text long enough for any minimum`;
        for (const [method, path] of [
          ['POST', route.path],
          ['PUT', `${route.path}/${id}`],
        ] as const) {
          // Act
          const res = await write(route, method, path, body);
          // Assess
          expect(res.status, `${method} ${route.name} ${field} ${label}`).toBe(400);
          const answer = (await res.json()) as { issues: { path: string; message: string }[] };
          expect(answer.issues, `${method} ${route.name} ${label}`).toContainEqual({
            path: field,
            message: DISALLOWED_TEXT_MESSAGE,
          });
        }
      }
      // Assess: nothing stored, nothing changed, no rebuild asked for
      expect(await count(route)).toBe(before.count);
      expect(await read(route, id)).toEqual(targets[route.name]!.body);
      expect(api.contentChanges.length).toBe(before.changes);
    },
  );
});

describe('unusual but valid text', () => {
  /** A decomposed é, an emoji and right-to-left text; stored as their NFC form. */
  const UNUSUAL = 'Cafe\u0301 😀 قارئ الشاشة';
  const NFC = 'Caf\u00e9 😀 قارئ الشاشة';

  it.each(ROUTES.map((r) => [r.name, r] as const))('is stored NFC by %s', async (_name, route) => {
    // Prepare
    const field = route.fields[0]!;
    const body = { ...route.valid(), [field]: `${UNUSUAL} ${route.name} item` };
    if (route.name === 'rss') body.url = 'https://example.org/other-feed.xml';
    // Act
    const res = await write(route, 'POST', route.path, body);
    // Assess
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: number };
    expect((await read(route, id))[field]).toBe(`${NFC} ${route.name} item`);
  });
});
