// The local server's public GET cache (product.md §11.12) is live, and never serves a stale answer after a
// write through the API or a change notice: articles list, one article, search, glossary, events.
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createArticle, createCategory, createGlossaryTerm } from '../../functions/data/index.ts';
import { newArticle } from '../support/data.ts';
import { startLocal, type LocalServer } from '../../scripts/local/server.ts';

const PASSWORD = 'response-cache-password';
let server: LocalServer;
let dataDir: string;
let cookie: string;
let categoryId: number;

/** A public request: no session cookie, as a reader's browser sends it. */
const read = async <T>(path: string): Promise<T> => {
  const res = await fetch(server.url + path);
  expect(res.status).toBe(200);
  return (await res.json()) as T;
};
/** An editor's write (session cookie, same origin). */
const write = (method: string, path: string, body: FormData | object) =>
  fetch(server.url + path, {
    method,
    headers: {
      origin: server.url,
      cookie,
      ...(body instanceof FormData ? {} : { 'content-type': 'application/json' }),
    },
    body: body instanceof FormData ? body : JSON.stringify(body),
  });
const form = (fields: Record<string, string>) => {
  const f = new FormData();
  for (const [k, v] of Object.entries(fields)) f.append(k, v);
  return f;
};
const articleForm = (title: string, extra: Record<string, string> = {}) =>
  form({
    title,
    summary: 'What changed this year.',
    content: 'Body text long enough to pass every rule that the domain sets for content.',
    author: 'Ada',
    categoryId: String(categoryId),
    featured: 'false',
    ...extra,
  });
const titles = (list: { title: string }[]) => list.map((a) => a.title);
const terms = (list: { term: string }[]) => list.map((t) => t.term);

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'response-cache-'));
  server = await startLocal({
    dataDir,
    port: 0,
    seed: false,
    build: false,
    feedIntervalMinutes: 0,
    newsletterIntervalDays: 0,
    adminPassword: PASSWORD,
    quiet: true,
  });
  const login = await fetch(`${server.url}/api/auth/login`, {
    method: 'POST',
    headers: { origin: server.url, 'content-type': 'application/json' },
    body: JSON.stringify({ password: PASSWORD }),
  });
  cookie = login.headers.get('set-cookie')?.split(';')[0] ?? '';
  categoryId = (await createCategory(server.db, { name: 'Screen Readers' })).id;
});

afterAll(async () => {
  await server?.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe('the local public GET cache', () => {
  it('is live: a store change that bypasses the API and its notice is not seen until a change notice', async () => {
    // Prepare: a cached list, then a term written behind the server's back.
    await read('/api/glossary');
    await createGlossaryTerm(server.db, {
      term: 'Unannounced',
      definition: 'Written straight to the store.',
      category: 'Standards',
    });
    const cached = await read<{ term: string }[]>('/api/glossary');

    // Act: the notice imports and content writes send.
    server.rebuild.markStale('import added 1');

    // Assess
    expect(terms(cached)).not.toContain('Unannounced');
    expect(terms(await read('/api/glossary'))).toContain('Unannounced');
  });

  it('stays warm across refused writes: an anonymous or unknown-path write changes nothing', async () => {
    // Prepare: a cached list, then a term written behind the server's back (only a drop shows it).
    await read('/api/glossary');
    await createGlossaryTerm(server.db, {
      term: 'Unseen while warm',
      definition: 'Written straight to the store.',
      category: 'Standards',
    });

    // Act: writes that end in 401, 404 and 400.
    const anonymous = { origin: server.url, 'content-type': 'application/json' };
    const refused = [
      await fetch(`${server.url}/api/glossary`, { method: 'POST', headers: anonymous, body: '{}' }),
      await fetch(`${server.url}/api/nowhere`, { method: 'POST', headers: anonymous, body: '{}' }),
      await write('POST', '/api/glossary', {}),
    ];

    // Assess
    expect(refused.map((r) => r.status)).toEqual([401, 404, 400]);
    expect(terms(await read('/api/glossary'))).not.toContain('Unseen while warm');
    server.rebuild.markStale('test: drop the cache');
    expect(terms(await read('/api/glossary'))).toContain('Unseen while warm');
  });

  it('stays warm across anonymous writes that succeed: logout, sign-up, confirm, topics save, unsubscribe', async () => {
    // Prepare: a confirmed subscriber's mailed links, a cached list, then a term written behind the
    // server's back (only a drop shows it).
    const anonymous = (path: string, body: object) =>
      fetch(server.url + path, {
        method: 'POST',
        headers: { origin: server.url, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    expect((await anonymous('/api/subscribe', { email: 'prober@example.org' })).status).toBe(200);
    await server.newsletter.settled();
    const outbox = join(dataDir, 'outbox');
    const [file] = await readdir(outbox);
    const mailed = (await simpleParser(await readFile(join(outbox, file ?? '')))).text ?? '';
    const tokenOf = (page: string) => new RegExp(`${page}\\?token=([\\w.-]+)`).exec(mailed)?.[1];
    const [confirm, unsubscribe, preferences] = ['confirm', 'unsubscribe', 'preferences'].map(
      tokenOf,
    );
    expect((await anonymous('/api/newsletter/confirm', { token: confirm })).status).toBe(200);
    await read('/api/glossary');
    await createGlossaryTerm(server.db, {
      term: 'Unseen after anonymous writes',
      definition: 'Written straight to the store.',
      category: 'Standards',
    });

    // Act: what anyone may send, each answered 2xx at least once.
    const oneClick = `/api/newsletter/unsubscribe?token=${unsubscribe}`;
    const answers = [
      await anonymous('/api/auth/logout', {}),
      await anonymous('/api/subscribe', { email: 'prober@example.org' }),
      await anonymous('/api/newsletter/preferences', { token: preferences, topics: 'all' }),
      await anonymous(oneClick, {}),
      await anonymous(oneClick, {}),
      await anonymous('/api/newsletter/confirm', { token: confirm }),
    ];

    // Assess
    expect(answers.slice(0, 4).map((r) => r.status)).toEqual([204, 200, 200, 200]);
    expect(terms(await read('/api/glossary'))).not.toContain('Unseen after anonymous writes');
    server.rebuild.markStale('test: drop the cache');
    expect(terms(await read('/api/glossary'))).toContain('Unseen after anonymous writes');
  });

  it('shows a new, an edited and a deleted article at once in the list, the article and search', async () => {
    // Prepare: warm the list and a search.
    await createArticle(server.db, newArticle({ categoryId, title: 'Older braille news' }));
    await read('/api/articles?limit=6');
    expect(await read('/api/articles/search?q=magnifier')).toEqual([]);

    // Act + Assess: create
    const created = await write('POST', '/api/articles', articleForm('Screen magnifier review'));
    expect(created.status).toBe(201);
    const article = (await created.json()) as { id: number; version: number };
    expect(titles(await read('/api/articles?limit=6'))).toContain('Screen magnifier review');
    expect(titles(await read('/api/articles/search?q=magnifier'))).toEqual([
      'Screen magnifier review',
    ]);

    // update
    await read(`/api/articles/${article.id}`);
    const edit = articleForm('Screen magnifier review, revised', {
      version: String(article.version),
    });
    expect((await write('PUT', `/api/articles/${article.id}`, edit)).status).toBe(200);
    expect((await read<{ title: string }>(`/api/articles/${article.id}`)).title).toBe(
      'Screen magnifier review, revised',
    );
    expect(titles(await read('/api/articles?limit=6'))).toContain(
      'Screen magnifier review, revised',
    );
    expect(titles(await read('/api/articles/search?q=revised'))).toHaveLength(1);

    // delete
    expect((await write('DELETE', `/api/articles/${article.id}`, {})).status).toBe(204);
    expect(titles(await read('/api/articles?limit=6'))).toEqual(['Older braille news']);
    expect(await read('/api/articles/search?q=magnifier')).toEqual([]);
  });

  it('shows glossary writes at once', async () => {
    await read('/api/glossary');
    const term = {
      term: 'Braille display',
      definition: 'A tactile output device.',
      category: 'AT',
    };
    const created = await write('POST', '/api/glossary', term);
    const saved = (await created.json()) as { id: number; version: number };
    expect(terms(await read('/api/glossary'))).toContain('Braille display');

    await write('PUT', `/api/glossary/${saved.id}`, {
      ...term,
      term: 'Refreshable braille',
      version: saved.version,
    });
    expect(terms(await read('/api/glossary'))).toContain('Refreshable braille');

    await write('DELETE', `/api/glossary/${saved.id}`, {});
    expect(terms(await read('/api/glossary'))).not.toContain('Refreshable braille');
  });

  it('shows event writes at once', async () => {
    await read('/api/events');
    const event = {
      title: 'CSUN Assistive Technology Conference',
      description: 'The yearly conference on assistive technology.',
      eventDate: '2099-03-08T09:00:00.000Z',
      isVirtual: 'false',
      isRecurring: 'true',
    };
    const created = await write('POST', '/api/events', form(event));
    expect(created.status).toBe(201);
    const saved = (await created.json()) as { id: number; version: number };
    expect(titles(await read('/api/events'))).toContain(event.title);

    const renamed = form({ ...event, title: 'CSUN 2099', version: String(saved.version) });
    expect((await write('PUT', `/api/events/${saved.id}`, renamed)).status).toBe(200);
    expect(titles(await read('/api/events'))).toEqual(['CSUN 2099']);

    await write('DELETE', `/api/events/${saved.id}`, {});
    expect(await read('/api/events')).toEqual([]);
  });
});
