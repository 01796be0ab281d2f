// Property test over real HTTP: random params, queries and bodies at every route, with and without a session:
// never a 5xx, and a rejected request (4xx) leaves the store exactly as it was (issue "Foundation").
import { ScanCommand } from '@aws-sdk/lib-dynamodb';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createArticle, createCategory, createEvent, createGlossaryTerm, createTag } from '../data/index.ts';
import { startTestApi, type TestApi } from './testing.ts';

const RUNS = 30;
let api: TestApi;
let cookie: string;

/** Every stored item except login bookkeeping (a failed login is meant to count) and sessions. */
async function snapshot(): Promise<string> {
  const items: Record<string, unknown>[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const page = await api.db.doc.send(new ScanCommand({ TableName: api.db.table, ExclusiveStartKey: start }));
    items.push(...(page.Items ?? []));
    start = page.LastEvaluatedKey;
  } while (start);
  return JSON.stringify(
    items
      .filter((i) => !/^(THROTTLE|SESSION)#/.test(String(i.pk)))
      .map((i) => [`${String(i.pk)}|${String(i.sk)}`, i] as const)
      .sort(([a], [b]) => (a < b ? -1 : 1)),
  );
}

beforeAll(async () => {
  api = await startTestApi();
  cookie = await api.login();
  const category = await createCategory(api.db, { name: 'Vision' });
  const tag = await createTag(api.db, { name: 'Blind' });
  await createArticle(api.db, {
    title: 'A stored article', summary: 'Its summary text.', content: 'c'.repeat(80), author: null, categoryId: category.id,
    featured: false, tagIds: [tag.id], sourceName: 'Test', sourceUrl: 'https://example.org/a', isManualEntry: true,
  });
  await createGlossaryTerm(api.db, { term: 'ARIA', definition: 'Accessible Rich Internet Applications.', category: 'Standards' });
  await createEvent(api.db, {
    title: 'A meetup', description: 'A meetup about access.', eventDate: '2027-01-01T10:00:00.000Z', endDate: null, location: null,
    url: null, organizer: null, imageUrl: null, isVirtual: false, isRecurring: false, categoryId: null,
  });
});
afterAll(() => api.close());

// Values that break naive servers: huge numbers, arrays, objects, unicode, control characters, empties.
const nasty = fc.oneof(
  fc.constantFrom('', '0', '-1', '1', '2', '1e400', 'NaN', '99999999999999999999', 'true', '__proto__', '../..', '<svg/>', '%00'),
  fc.string({ maxLength: 30 }),
  fc.integer().map(String),
);
const jsonValue = fc.oneof(fc.jsonValue({ maxDepth: 2 }), nasty, fc.constant(Number.MAX_SAFE_INTEGER * 10));
const FIELDS = ['title', 'slug', 'summary', 'content', 'author', 'categoryId', 'featured', 'tagIds', 'image', 'term', 'definition', 'category',
  'description', 'eventDate', 'endDate', 'url', 'imageUrl', 'isVirtual', 'isRecurring', 'email', 'password', 'name', 'version', 'constructor'];
const fieldName = fc.oneof(fc.constantFrom(...FIELDS), fc.string({ maxLength: 10 }));
const fileBytes = fc.oneof(fc.uint8Array({ maxLength: 64 }), fc.constant(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])));

const body = fc.oneof(
  fc.dictionary(fieldName, jsonValue, { maxKeys: 8 }).map((o) => ({ type: 'application/json', data: JSON.stringify(o) as BodyInit })),
  fc.constantFrom('{"title":', '[]', 'null', '"x"', '{"email":1e999}').map((s) => ({ type: 'application/json', data: s as BodyInit })),
  fc.array(fc.tuple(fieldName, fc.oneof(nasty.map((v) => ({ v })), fileBytes.map((b) => ({ b })))), { maxLength: 8 }).map((entries) => {
    const form = new FormData();
    for (const [k, e] of entries) form.append(k, 'b' in e ? new File([e.b as Uint8Array<ArrayBuffer>], 'f.png', { type: 'image/png' }) : e.v);
    return { type: undefined, data: form as BodyInit };
  }),
  nasty.map((s) => ({ type: 'application/x-www-form-urlencoded', data: `title=${encodeURIComponent(s)}&tagIds=${encodeURIComponent(s)}` as BodyInit })),
  nasty.map((s) => ({ type: 'text/plain', data: s as BodyInit })),
  fc.constant({ type: undefined, data: undefined }),
);
const query = fc.dictionary(
  fc.oneof(fc.constantFrom('limit', 'offset', 'sort', 'isManualEntry', 'q', 'search'), fc.string({ maxLength: 5 })),
  fc.oneof(nasty, fc.constantFrom('newest', 'oldest', 'popular', 'true', 'false')),
  { maxKeys: 4 },
);
/** Nearly valid writes: a good body with one field replaced, so requests get past the first checks. */
const GOOD: Record<string, Record<string, string>> = {
  '/api/articles': { title: 'A valid title', summary: 'A valid summary.', content: 'v'.repeat(60), categoryId: '1', tagIds: '1', featured: 'false' },
  '/api/glossary': { term: 'Alt text', definition: 'Text that replaces an image.', category: 'Basics' },
  '/api/events': { title: 'A conference', description: 'Talks about access.', eventDate: '2027-05-01T09:00:00Z' },
};
const nearlyValid = (good: Record<string, string>, asJson: boolean) =>
  fc.tuple(fc.constantFrom(...Object.keys(good)), jsonValue, fc.option(fileBytes)).map(([key, value, file]) => {
    const fields: Record<string, unknown> = { ...good, [key]: value };
    if (asJson) return { type: 'application/json', data: JSON.stringify(fields) as BodyInit };
    const form = new FormData();
    for (const [k, v] of Object.entries(fields)) form.append(k, typeof v === 'string' ? v : JSON.stringify(v));
    if (file) form.append('image', new File([file as Uint8Array<ArrayBuffer>], 'i.png'));
    return { type: undefined, data: form as BodyInit };
  });

const id = fc.oneof(fc.constantFrom('1', '2', '999999'), nasty);

const ROUTES: [method: string, path: string][] = [
  ['GET', '/api/articles'], ['POST', '/api/articles'], ['GET', '/api/articles/search'], ['GET', '/api/articles/:id'],
  ['GET', '/api/articles/:id/tags'], ['POST', '/api/articles/:id/view'], ['PUT', '/api/articles/:id'],
  ['GET', '/api/categories'], ['GET', '/api/categories/:id/articles'], ['GET', '/api/disability-tags'], ['GET', '/api/disability-tags/:id/articles'],
  ['GET', '/api/glossary'], ['POST', '/api/glossary'], ['PUT', '/api/glossary/:id'], ['DELETE', '/api/glossary/:id'],
  ['GET', '/api/events'], ['POST', '/api/events'], ['PUT', '/api/events/:id'], ['DELETE', '/api/events/:id'],
  ['POST', '/api/subscribe'], ['POST', '/api/auth/login'], ['POST', '/api/auth/logout'], ['GET', '/api/auth/session'],
  ['GET', '/api/rss/sources'], ['POST', '/api/rss/sources'], ['POST', '/api/rss/update'], ['POST', '/api/rss/refresh'],
  ['POST', '/api/rss/force-refresh'], ['GET', '/api/rss/diagnostic'], ['POST', '/api/rss/update/category/:id'], ['GET', '/uploads/:id'],
];

function bodyFor(template: string) {
  const base = template.replace('/:id', '');
  const good = GOOD[base];
  return good ? fc.oneof(body, nearlyValid(good, false), nearlyValid(good, true)) : body;
}

const statuses = new Set<number>();

describe('random requests at every route', () => {
  it.each(ROUTES)('%s %s: never a 5xx; a rejected request changes nothing', async (method, template) => {
    await fc.assert(
      fc.asyncProperty(id, query, bodyFor(template), fc.boolean(), fc.boolean(), async (idValue, q, b, withSession, sameOrigin) => {
        // Prepare
        const path = template.replace(':id', encodeURIComponent(idValue));
        const search = new URLSearchParams(q).toString();
        const before = await snapshot();
        // A client address of its own, so random failed logins never throttle api.login() from 127.0.0.1.
        const headers: Record<string, string> = { origin: sameOrigin ? api.url : 'https://evil.example', 'x-forwarded-for': '192.0.2.1' };
        if (b.type) headers['content-type'] = b.type;
        if (withSession) headers.cookie = cookie;
        // Act
        const res = await fetch(`${api.url}${path}${search ? `?${search}` : ''}`, {
          method,
          headers,
          ...(method === 'GET' || b.data === undefined ? {} : { body: b.data }),
        });
        await res.arrayBuffer();
        // Assess
        statuses.add(res.status);
        expect(res.status, `${method} ${path}?${search}`).toBeLessThan(500);
        if (res.status >= 400) expect(await snapshot(), `${method} ${path} answered ${res.status}`).toBe(before);
        // A logout revokes the shared session: take a new one.
        if (template === '/api/auth/logout' && withSession) cookie = await api.login();
      }),
      { numRuns: RUNS },
    );
  });

  it('reached both accepted and rejected outcomes (the generators are not all rejected up front)', () => {
    const codes = [...statuses];
    expect(codes.some((s) => s >= 200 && s < 300)).toBe(true);
    for (const expected of [201, 204, 400, 401, 403, 404, 415]) expect(codes).toContain(expected);
  });
});
