// The feed admin API files' fixture: the real app with a session, a loopback feed server and a FeedService, a
// category, and the calls the files send (JSON, a source added, an OPML upload, the source list).
import { afterAll, beforeAll } from 'vitest';
import { createCategory } from '../../functions/data/index.ts';
import { createFeedService } from '../../functions/feeds/importer.ts';
import { lateFeedService } from './feeds-late-service.ts';
import { startFeedServer, type FeedServer } from './feeds-server.ts';
import { startTestApi, type TestApi } from './api.ts';

export interface RssAdmin {
  api: TestApi;
  server: FeedServer;
  cookie: string;
  categoryId: number;
}

/** Registers the fixture's hooks in the calling file; `get()` answers it once they have run. */
export function rssAdminFixture() {
  const late = lateFeedService();
  let fixture: RssAdmin | undefined;
  let close: () => Promise<void> = () => Promise.resolve();
  beforeAll(async () => {
    const api = await startTestApi({ feeds: late.feeds });
    const server = await startFeedServer();
    const real = createFeedService({ db: api.db, allowLoopback: true, onArticlesAdded: () => {} });
    late.use(real);
    close = () => real.close();
    const categoryId = (await createCategory(api.db, { name: 'Assistive Technology' })).id;
    fixture = { api, server, categoryId, cookie: await api.login() };
  });
  afterAll(async () => {
    await close();
    await fixture?.server.close();
    await fixture?.api.close();
  });
  const get = (): RssAdmin => {
    if (!fixture) throw new Error('the feed admin fixture is used before its beforeAll ran');
    return fixture;
  };
  const json = (method: string, body: unknown) => ({
    method,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
    cookie: get().cookie,
  });
  const add = async (name: string, path: string) =>
    (await (
      await get().api.send(
        '/api/rss/sources',
        json('POST', { name, url: `${get().server.url}${path}`, categoryId: get().categoryId }),
      )
    ).json()) as { id: number; url: string };
  const upload = (path: string, file: string, fields: Record<string, string> = {}) => {
    const form = new FormData();
    form.set('file', new File([file], 'feeds.opml', { type: 'text/x-opml' }));
    for (const [k, v] of Object.entries(fields)) form.set(k, v);
    return get().api.send(`/api/rss/opml/${path}`, {
      method: 'POST',
      body: form,
      cookie: get().cookie,
    });
  };
  const sources = async () =>
    (await (
      await get().api.send('/api/rss/sources', { cookie: get().cookie, cache: 'no-store' })
    ).json()) as {
      name: string;
      url: string;
      categoryId: number;
    }[];
  return { late, get, json, add, upload, sources };
}
