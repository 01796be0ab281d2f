// Markdown's limits over real HTTP (product.md §9, §10.11): every write path refuses a body past them with a 400 on
// 'content' and stores nothing; the HTML is rendered once at the save and kept, so a read never renders it; an
// article stored past the limits before they were kept still answers its readers.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createArticle, createCategory, getArticle, listRevisions } from '../../data/index.ts';
import { articleKey } from '../../data/articles/item.ts';
import { DEPTH_MESSAGE } from '../../domain/markdown-limits.ts';
import { startTestApi, type TestApi } from '../../../tests/support/api.ts';

/** The probe's finds: 3,000 '>' overflowed marked's stack; '_a' to 99 KB took 23 s to render. */
const NESTED_QUOTES = `${'>'.repeat(3000)} Deeply quoted text that goes on for a while.`;
const EMPHASIS_RUN = '_a'.repeat(2_400);
const GOOD = '## Part one\n\nScreen readers *announce* headings, so this is easy to follow.';

let api: TestApi;
let cookie: string;
let categoryId: number;

function form(fields: Record<string, string>): FormData {
  const body = new FormData();
  const values = {
    title: 'Markdown within bounds',
    summary: 'A body the renderer can always handle.',
    content: GOOD,
    format: 'markdown',
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
const json = (path: string, body: unknown) =>
  api.send(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
    cookie,
  });
const manualCount = async () =>
  (await (await api.send('/api/articles?isManualEntry=true&limit=100', { cookie })).json()).length;

/** Writes attributes straight to an article's stored item, past the API (as a record stored before the limits). */
async function writeStored(id: number, attributes: Record<string, unknown>): Promise<void> {
  const names = Object.keys(attributes);
  await api.db.dynamo.UpdateItem({
    TableName: api.db.table,
    Key: articleKey(id),
    UpdateExpression: `SET ${names.map((_, i) => `#n${i} = :v${i}`).join(', ')}`,
    ExpressionAttributeNames: Object.fromEntries(names.map((n, i) => [`#n${i}`, n])),
    ExpressionAttributeValues: Object.fromEntries(names.map((n, i) => [`:v${i}`, attributes[n]])),
  });
}

async function expectContentRefused(res: Response, message: string | RegExp) {
  expect(res.status).toBe(400);
  const body = await res.json();
  expect(body.issues).toHaveLength(1);
  expect(body.issues[0].path).toBe('content');
  if (typeof message === 'string') expect(body.issues[0].message).toBe(message);
  else expect(body.issues[0].message).toMatch(message);
  expect(body.error).toBe(body.issues[0].message);
}

beforeAll(async () => {
  api = await startTestApi();
  cookie = await api.login();
  categoryId = (await createCategory(api.db, { name: 'Bounds' })).id;
});
afterAll(() => api.close());

describe('a create past the limits', () => {
  it.each([
    ['3,000 nested quotes', NESTED_QUOTES, DEPTH_MESSAGE],
    ['50,000 * around a letter', `${'*'.repeat(25_000)}a${'*'.repeat(25_000)}`, /at most 30,000/],
    ['an emphasis run', EMPHASIS_RUN, /at most 120 emphasis marks/],
  ])('answers 400 on content for %s and stores nothing', async (_name, content, message) => {
    const before = await manualCount();
    await expectContentRefused(await create({ content }), message);
    expect(await manualCount()).toBe(before);
  });

  it('takes the same text as plain text, which is not Markdown', async () => {
    const res = await create({ content: NESTED_QUOTES, format: 'plain' });
    expect(res.status).toBe(201);
    const read = await (await api.send(`/api/articles/${(await res.json()).id}`)).json();
    expect(read.contentHtml).toBeNull();
  });
});

describe('updates, autosaves and the preview past the limits', () => {
  it('refuses an update and an autosave, leaving the article as it was', async () => {
    const created = await (await create()).json();
    await expectContentRefused(
      await update(created.id, { content: NESTED_QUOTES, version: String(created.version) }),
      DEPTH_MESSAGE,
    );
    // An update that does not name the format keeps 'markdown', so its body is checked as Markdown.
    const noFormat = form({ content: EMPHASIS_RUN, version: String(created.version) });
    noFormat.delete('format');
    await expectContentRefused(
      await api.send(`/api/articles/${created.id}`, { method: 'PUT', body: noFormat, cookie }),
      /emphasis marks/,
    );
    const draft = await (await create({ status: 'draft' })).json();
    await expectContentRefused(
      await update(draft.id, {
        content: NESTED_QUOTES,
        status: 'draft',
        autosave: 'true',
        version: String(draft.version),
      }),
      DEPTH_MESSAGE,
    );
    expect(await getArticle(api.db, created.id)).toMatchObject({ version: created.version });
    expect((await getArticle(api.db, draft.id)).content).toBe(draft.content);
    expect(await listRevisions(api.db, created.id)).toEqual([]);
  });

  it('refuses the preview with the same issue', async () => {
    await expectContentRefused(
      await json('/api/articles/preview', { content: NESTED_QUOTES }),
      DEPTH_MESSAGE,
    );
    // '_a' to 99 KB took 23 s to render here.
    await expectContentRefused(
      await json('/api/articles/preview', { content: '_a'.repeat(49_500) }),
      /at most 30,000 characters/,
    );
    const ok = await json('/api/articles/preview', { content: GOOD });
    expect(ok.status).toBe(200);
    expect((await ok.json()).contentHtml).toContain('<h2>Part one</h2>');
  });

  it('refuses to restore a revision stored before the limits, and keeps the article', async () => {
    // Prepare: version 1 stored past the API with a body now refused, then a good save keeps it as a revision.
    const created = await (await create()).json();
    await writeStored(created.id, { content: NESTED_QUOTES });
    const saved = await (
      await update(created.id, { content: GOOD, version: String(created.version) })
    ).json();
    expect((await listRevisions(api.db, created.id)).map((r) => r.version)).toEqual([1]);

    // Act
    const res = await json(`/api/articles/${created.id}/revisions/1/restore`, {
      version: saved.version,
    });

    // Assess
    await expectContentRefused(res, DEPTH_MESSAGE);
    expect(await getArticle(api.db, created.id)).toMatchObject({
      version: saved.version,
      content: saved.content,
    });
  });
});

describe('the kept HTML', () => {
  it('is rendered at the save and read as kept: a read renders nothing', async () => {
    const created = await (await create()).json();
    expect(created).not.toHaveProperty('contentHtml');
    const read = await (await api.send(`/api/articles/${created.id}`)).json();
    expect(read.contentHtml).toContain('<h2>Part one</h2>');
    // What the store keeps is what readers get, so a body is never rendered per request.
    await writeStored(created.id, { contentHtml: '<p>kept at the save</p>' });
    const again = await (await api.send(`/api/articles/${created.id}?r=2`)).json();
    expect(again.contentHtml).toBe('<p>kept at the save</p>');
  });

  it('follows an update, and goes when the article becomes plain text', async () => {
    const created = await (await create()).json();
    const updated = await (
      await update(created.id, {
        content: '## Part two\n\nA second version with a [link](https://example.com/x).',
        version: String(created.version),
      })
    ).json();
    expect(updated).not.toHaveProperty('contentHtml');
    const read = await (await api.send(`/api/articles/${created.id}`)).json();
    expect(read.contentHtml).toContain('<h2>Part two</h2>');
    // The replaced version's revision keeps the words, not the HTML.
    const revision = await (
      await api.send(`/api/articles/${created.id}/revisions/1`, { cookie })
    ).json();
    expect(revision.content).toBe(created.content);
    expect(revision).not.toHaveProperty('contentHtml');
    await update(created.id, { format: 'plain', version: String(updated.version) });
    const plain = await (await api.send(`/api/articles/${created.id}?r=3`)).json();
    expect(plain).toMatchObject({ format: 'plain', contentHtml: null });
  });

  it('is rendered on read for an article stored before it was kept; one past the limits gives its text', async () => {
    // Written past the API and the content service: no kept HTML, as before the limits.
    const article = (content: string) =>
      createArticle(api.db, {
        title: 'Stored before the limits',
        summary: 'An article from before the HTML was kept.',
        content,
        author: null,
        categoryId,
        featured: false,
        tagIds: [],
        sourceName: 'A11y Tech News',
        sourceUrl: '',
        isManualEntry: true,
        format: 'markdown',
      });
    const old = await article(GOOD);
    const broken = await article(NESTED_QUOTES);
    // 40 KB of '_a' cost about 2 s of the event loop on every read.
    const slow = await article('_a'.repeat(20_000));

    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const oldRead = await api.send(`/api/articles/${old.id}`);
    const brokenRead = await api.send(`/api/articles/${broken.id}`);
    const slowRead = await api.send(`/api/articles/${slow.id}`);

    expect(oldRead.status).toBe(200);
    expect((await oldRead.json()).contentHtml).toContain('<h2>Part one</h2>');
    // It answered 500 to every reader: now the text, shown as plain paragraphs by the page.
    expect(brokenRead.status).toBe(200);
    expect(await brokenRead.json()).toMatchObject({ content: NESTED_QUOTES, contentHtml: null });
    expect(slowRead.status).toBe(200);
    expect((await slowRead.json()).contentHtml).toBeNull();
    // Each is reported with its id, so an editor can find and fix it.
    const ids = log.mock.calls.map((call) => call[1]);
    log.mockRestore();
    expect(ids).toEqual([broken.id, slow.id]);
  });
});
