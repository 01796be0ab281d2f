// Structured articles over real HTTP (product.md §10.11): the format flag and 'In short' on writes, contentHtml on reads,
// and the admin preview's POST /api/articles/preview.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCategory } from '../../data/index.ts';
import { searchArticles } from '../../data/index.ts';
import { startTestApi, type TestApi } from '../../../tests/support/api.ts';

const MARKDOWN =
  '## Getting started\n\nRead [the guide](https://example.com/guide).\n\n- one\n- two';

let api: TestApi;
let cookie: string;
let categoryId: number;

function form(fields: Record<string, string> = {}): FormData {
  const body = new FormData();
  const values = {
    title: 'Structured text for screen readers',
    summary: 'Headings help people navigate.',
    content: MARKDOWN,
    categoryId: String(categoryId),
    ...fields,
  };
  for (const [key, value] of Object.entries(values)) body.append(key, value);
  return body;
}
const create = (fields: Record<string, string> = {}) =>
  api.send('/api/articles', { method: 'POST', body: form(fields), cookie });
const update = (id: number, fields: Record<string, string>) =>
  api.send(`/api/articles/${id}`, { method: 'PUT', body: form(fields), cookie });
const preview = (body: unknown, withCookie = true) =>
  api.send('/api/articles/preview', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
    ...(withCookie ? { cookie } : {}),
  });

beforeAll(async () => {
  api = await startTestApi();
  cookie = await api.login();
  categoryId = (await createCategory(api.db, { name: 'Structure' })).id;
});
afterAll(() => api.close());

describe('format and In short on writes', () => {
  it('creates a Markdown article with In short; the public read gives its rendered body', async () => {
    const res = await create({
      format: 'markdown',
      inShort: 'Headings make long pages easy to use.',
    });
    const created = await res.json();
    expect(res.status).toBe(201);
    expect(created).toMatchObject({
      format: 'markdown',
      inShort: 'Headings make long pages easy to use.',
    });
    const read = await (await api.send(`/api/articles/${created.id}`)).json();
    // A multipart body sends line breaks as CRLF (the HTML form rule); Markdown reads both alike.
    expect(read.content.replace(/\r\n/g, '\n')).toBe(MARKDOWN);
    expect(read.contentHtml).toBe(
      '<h2>Getting started</h2>\n<p>Read <a href="https://example.com/guide">the guide</a>.</p>\n<ul>\n<li>one</li>\n<li>two</li>\n</ul>',
    );
  });

  it('keeps an article without a format plain (contentHtml null, no In short)', async () => {
    const created = await (await create()).json();
    expect(created).toMatchObject({ format: 'plain', inShort: null });
    const read = await (await api.send(`/api/articles/${created.id}`)).json();
    expect(read.contentHtml).toBeNull();
  });

  it('keeps format and In short when an update leaves them out, clears In short when blank, converts on request', async () => {
    const created = await (await create({ inShort: 'Short words.' })).json();
    const kept = await (await update(created.id, { version: String(created.version) })).json();
    expect(kept).toMatchObject({ format: 'plain', inShort: 'Short words.' });
    const converted = await (
      await update(created.id, { version: String(kept.version), format: 'markdown', inShort: '' })
    ).json();
    expect(converted).toMatchObject({ format: 'markdown', inShort: null });
  });

  it('answers 400 with a clear message for In short over 60 words and for an unknown format', async () => {
    const long = await create({ inShort: Array.from({ length: 61 }, () => 'word').join(' ') });
    expect(long.status).toBe(400);
    expect((await long.json()).issues).toContainEqual({
      path: 'inShort',
      message: 'In short must be at most 60 words',
    });
    const sixty = await create({ inShort: Array.from({ length: 60 }, () => 'word').join(' ') });
    expect(sixty.status).toBe(201);
    const format = await create({ format: 'html' });
    expect(format.status).toBe(400);
    expect((await format.json()).issues).toContainEqual({
      path: 'format',
      message: 'Format must be plain or markdown',
    });
  });

  it('indexes a Markdown article by its text: a link address is not searchable, its text is', async () => {
    const created = await (
      await create({
        format: 'markdown',
        title: 'Indexed by text only',
        content: '## Zebracrossing\n\nSee [the notes](https://qwertyhost.example/page) for more.',
      })
    ).json();
    const ids = async (q: string) => (await searchArticles(api.db, q, 10)).map((h) => h.id);
    expect(await ids('zebracrossing')).toContain(created.id);
    expect(await ids('qwertyhost')).not.toContain(created.id);
  });
});

describe('POST /api/articles/preview', () => {
  it('renders Markdown as the page shows it, sanitized, and is not cached', async () => {
    const res = await preview({
      content: '# Title\n\n<script>x</script>\n\n[x](javascript:alert(1))',
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await res.json()).toEqual({
      contentHtml: '<h2>Title</h2>\n<p>&lt;script&gt;x&lt;/script&gt;</p>\n<p>x</p>',
    });
  });

  it('is for editors only (401 without a session)', async () => {
    expect((await preview({ content: '## Hi' }, false)).status).toBe(401);
  });

  it('answers 400 without content and 415 for a body that is not JSON', async () => {
    expect((await preview({})).status).toBe(400);
    const text = await api.send('/api/articles/preview', {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: '## Hi',
      cookie,
    });
    expect(text.status).toBe(415);
  });
});
