// Integration tests over real HTTP: the status of an article (product.md §10.12) through POST/PUT /api/articles, the
// reader's 404 for a draft or a scheduled article, the admin list's status filter, and scheduled publishing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publishDueArticles } from '../../content/index.ts';
import { createCategory, createTag } from '../../data/index.ts';
import { SCHEDULE_IN_PAST, SCHEDULE_TOO_FAR, type Article } from '../../domain/index.ts';
import { startTestApi, type TestApi } from '../../../tests/support/api.ts';

let api: TestApi;
let cookie: string;
let categoryId: number;
let tagId: number;

const minutesFromNow = (m: number) => new Date(Date.now() + m * 60_000).toISOString();

function form(fields: Record<string, string> = {}): FormData {
  const body = new FormData();
  const values = {
    title: `Switch access ${Math.random()}`,
    summary: 'Scanning, step by step.',
    content: 'Switch users scan through choices with one or two buttons; this is how it works.',
    categoryId: String(categoryId),
    tagIds: String(tagId),
    ...fields,
  };
  for (const [key, value] of Object.entries(values)) body.append(key, value);
  return body;
}
const create = (fields: Record<string, string> = {}) =>
  api.send('/api/articles', { method: 'POST', body: form(fields), cookie });
const update = (a: Article, fields: Record<string, string> = {}) =>
  api.send(`/api/articles/${a.id}`, {
    method: 'PUT',
    body: form({ title: a.title, version: String(a.version), ...fields }),
    cookie,
  });
const created = async (fields: Record<string, string> = {}) => {
  const res = await create(fields);
  expect(res.status).toBe(201);
  return (await res.json()) as Article;
};
/** What a reader (no cookie) gets for the article's own routes. */
const readerStatuses = async (id: number) => [
  (await api.send(`/api/articles/${id}`)).status,
  (await api.send(`/api/articles/${id}/tags`)).status,
  (await api.send(`/api/articles/${id}/view`, { method: 'POST' })).status,
];
const feedIds = async () =>
  ((await (await api.send('/api/articles?limit=100')).json()) as Article[]).map((a) => a.id);

beforeAll(async () => {
  api = await startTestApi();
  cookie = await api.login();
  categoryId = (await createCategory(api.db, { name: 'Switch access' })).id;
  tagId = (await createTag(api.db, { name: 'Motor' })).id;
});
afterAll(() => api.close());

describe('POST /api/articles with a status', () => {
  it("publishes at once without one ('Create Article' is unchanged)", async () => {
    const article = await created();
    expect(article.status).toBe('published');
    expect(await readerStatuses(article.id)).toEqual([200, 200, 204]);
    expect(api.contentChanges).toContain(`article ${article.id} created`);
  });

  it('keeps a draft: 404 to readers, readable by the admin, off the feed, no rebuild', async () => {
    // Act
    const draft = await created({ status: 'draft' });
    // Assess
    expect(draft.status).toBe('draft');
    expect(await readerStatuses(draft.id)).toEqual([404, 404, 404]);
    const asAdmin = await api.send(`/api/articles/${draft.id}`, { cookie });
    expect(asAdmin.status).toBe(200);
    expect(asAdmin.headers.get('cache-control')).toBe('private, no-store');
    expect(
      (await (await api.send(`/api/articles/${draft.id}/tags`, { cookie })).json()).length,
    ).toBe(1);
    expect(await feedIds()).not.toContain(draft.id);
    expect(api.contentChanges).not.toContain(`article ${draft.id} created`);
  });

  it('schedules with a future time, which becomes its publishedAt', async () => {
    const at = minutesFromNow(30);
    const scheduled = await created({ status: 'scheduled', scheduledFor: at });
    expect(scheduled).toMatchObject({ status: 'scheduled', publishedAt: at });
    expect(await readerStatuses(scheduled.id)).toEqual([404, 404, 404]);
  });

  it('schedules up to two years ahead, and answers 400 at the field past that (product.md §10.12)', async () => {
    // Prepare
    const day = 24 * 60;
    const twoYears = 2 * 365 * day; // two calendar years are 730 or 731 days
    const before = await feedIds();
    // Act
    const within = await create({
      status: 'scheduled',
      scheduledFor: minutesFromNow(twoYears - day),
    });
    const refused = await Promise.all(
      [minutesFromNow(twoYears + 2 * day), '9999-12-31T23:59:00.000Z'].map((at) =>
        create({ status: 'scheduled', scheduledFor: at }),
      ),
    );
    // Assess
    expect(within.status).toBe(201);
    for (const res of refused) {
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({
        error: SCHEDULE_TOO_FAR,
        issues: [{ path: 'scheduledFor', message: SCHEDULE_TOO_FAR }],
      });
    }
    expect(await feedIds()).toEqual(before);
  });

  it.each([
    [{ status: 'scheduled', scheduledFor: minutesFromNow(-1) }, SCHEDULE_IN_PAST],
    [{ status: 'scheduled' }, 'Scheduling needs both status "scheduled" and a scheduled time'],
    [{ scheduledFor: minutesFromNow(5) }, 'Scheduling needs both status "scheduled"'],
    [{ status: 'scheduled', scheduledFor: 'tomorrow at ten' }, 'Scheduled time must be a date'],
    [{ status: 'hidden' }, 'Status must be draft, scheduled or published'],
    [{ status: 'draft', autosave: 'yes' }, 'autosave must be true or false'],
  ])('answers 400 to %o', async (fields, message) => {
    const before = await feedIds();
    const res = await create(fields);
    expect(res.status).toBe(400);
    expect((await res.json()).error).toContain(message);
    expect(await feedIds()).toEqual(before);
  });
});

describe('PUT /api/articles/:id with a status', () => {
  it('saves a draft as a draft, then publishes it with publishedAt now', async () => {
    // Prepare
    const draft = await created({ status: 'draft' });
    // Act
    const kept = (await (
      await update(draft, { content: `${'Edited text. '.repeat(5)}` })
    ).json()) as Article;
    const start = Date.now();
    const res = await update(kept, { status: 'published' });
    // Assess
    expect(kept.status).toBe('draft');
    expect(res.status).toBe(200);
    const live = (await res.json()) as Article;
    expect(live.status).toBe('published');
    expect(new Date(live.publishedAt).getTime()).toBeGreaterThanOrEqual(start - 1000);
    expect(await readerStatuses(live.id)).toEqual([200, 200, 204]);
    expect(await feedIds()).toContain(live.id);
    expect(api.contentChanges).toContain(`article ${live.id} updated`);
  });

  it('changes a schedule, cancels it back to draft, and answers 409 to a stale version as any save', async () => {
    // Prepare
    const scheduled = await created({ status: 'scheduled', scheduledFor: minutesFromNow(10) });
    // Act
    const moved = (await (
      await update(scheduled, { status: 'scheduled', scheduledFor: minutesFromNow(20) })
    ).json()) as Article;
    const kept = (await (await update(moved, { summary: 'Still scheduled.' })).json()) as Article;
    const stale = await update(scheduled, { status: 'draft' });
    const cancelled = (await (await update(kept, { status: 'draft' })).json()) as Article;
    // Assess
    expect(new Date(moved.publishedAt).getTime()).toBeGreaterThan(
      new Date(scheduled.publishedAt).getTime(),
    );
    expect(kept).toMatchObject({ status: 'scheduled', publishedAt: moved.publishedAt });
    expect(stale.status).toBe(409);
    expect(cancelled.status).toBe('draft');
    expect(await readerStatuses(cancelled.id)).toEqual([404, 404, 404]);
  });

  it('refuses to take a published article back to draft or to schedule it (400)', async () => {
    const live = await created();
    const asks: Record<string, string>[] = [
      { status: 'draft' },
      { status: 'scheduled', scheduledFor: minutesFromNow(5) },
    ];
    for (const fields of asks) {
      const res = await update(live, fields);
      expect(res.status).toBe(400);
      expect((await res.json()).error).toMatch(/A published article cannot become/);
    }
    expect(await readerStatuses(live.id)).toEqual([200, 200, 204]);
  });
});

describe('GET /api/articles?isManualEntry=true&status=', () => {
  it('filters the admin list by status, 401 without a session, 400 for an unknown status', async () => {
    await created({ status: 'draft' });
    const list = async (status: string) =>
      (
        (await (
          await api.send(`/api/articles?isManualEntry=true&status=${status}&limit=100`, { cookie })
        ).json()) as Article[]
      ).map((a) => a.status);
    expect(new Set(await list('draft'))).toEqual(new Set(['draft']));
    expect(new Set(await list('scheduled'))).toEqual(new Set(['scheduled']));
    expect(new Set(await list('published'))).toEqual(new Set(['published']));
    expect((await api.send('/api/articles?isManualEntry=true&status=draft')).status).toBe(401);
    expect(
      (await api.send('/api/articles?isManualEntry=true&status=gone', { cookie })).status,
    ).toBe(400);
    expect((await list('draft')).length).toBeGreaterThan(0);
  });
});

describe('publishDueArticles', () => {
  it('publishes what is due, keeps its scheduled time, and names it in one change notice', async () => {
    // Prepare
    const soon = await created({ status: 'scheduled', scheduledFor: minutesFromNow(1) });
    const later = await created({ status: 'scheduled', scheduledFor: minutesFromNow(90) });
    const notices: [string, number[] | undefined][] = [];
    const deps = {
      db: api.db,
      onContentChanged: (reason: string, scope?: { articleIds: number[] }) =>
        notices.push([reason, scope?.articleIds]),
    };
    // Act
    const none = await publishDueArticles(deps, new Date());
    const due = await publishDueArticles(deps, new Date(Date.now() + 2 * 60_000));
    // Assess
    expect(none).toEqual([]);
    expect(due).toContain(soon.id);
    expect(due).not.toContain(later.id);
    expect(notices).toEqual([[`scheduled ${due.length} published`, due]]);
    const live = (await (await api.send(`/api/articles/${soon.id}`)).json()) as Article;
    expect(live).toMatchObject({ status: 'published', publishedAt: soon.publishedAt });
    expect(await readerStatuses(later.id)).toEqual([404, 404, 404]);
  });
});
