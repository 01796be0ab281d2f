// The changes bench:rebuild makes through the API, and the pages each must reach before it counts as live.
import type { BuildReport } from '../pipeline/build-report.ts';

export interface Site {
  url: string;
  cookie: string;
  idle(): Promise<void>;
  lastBuild(): { outcome: BuildReport; seconds: number } | null;
}

export interface ChangeRow {
  name: string;
  seconds: number;
  kind: string;
  /** Pages the build rendered, and files it published and deleted. */
  pages: number | string;
  put: number | string;
  deleted: number | string;
  /** The build's own time, start to published. */
  buildSeconds: number | string;
}

type Check = () => Promise<boolean>;

const LIVE_TIMEOUT_MS = 300_000;

async function call(site: Site, method: string, path: string, body?: object) {
  const res = await fetch(`${site.url}${path}`, {
    method,
    headers: { origin: site.url, cookie: site.cookie, 'content-type': 'application/json' },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!res.ok) throw new Error(`${method} ${path} answered ${res.status}: ${await res.text()}`);
  return res.status === 204 ? null : ((await res.json()) as Record<string, unknown>);
}

async function page(site: Site, path: string): Promise<{ status: number; text: string }> {
  const res = await fetch(`${site.url}${path}`);
  return { status: res.status, text: await res.text() };
}

const shows =
  (site: Site, path: string, text: string): Check =>
  async () =>
    (await page(site, path)).text.includes(text);
const lacks =
  (site: Site, path: string, text: string): Check =>
  async () =>
    !(await page(site, path)).text.includes(text);

/** True when some sitemap file of the index lists the article (or, with `listed` false, none does). */
const inSitemap =
  (site: Site, id: number, listed = true): Check =>
  async () => {
    const index = (await page(site, '/sitemap-index.xml')).text;
    const files = [...index.matchAll(/<loc>[^<]*\/(sitemap-\d+\.xml)<\/loc>/g)].map((m) => m[1]!);
    for (const file of files)
      if ((await page(site, `/${file}`)).text.includes(`/article/${id}</loc>`)) return listed;
    return !listed;
  };

const articlePage =
  (site: Site, id: number, title: string): Check =>
  async () => {
    const { status, text } = await page(site, `/article/${id}`);
    return status === 200 && text.includes(title);
  };

/** Times from just before `write` until every check passes (polled in order), then reads what the build did. */
async function timeToLive(
  site: Site,
  name: string,
  write: () => Promise<Check[]>,
): Promise<ChangeRow> {
  await site.idle();
  const t0 = performance.now();
  const checks = await write();
  for (;;) {
    let pending = false;
    for (const check of checks)
      if (!(await check())) {
        pending = true;
        break;
      }
    if (!pending) break;
    if (performance.now() - t0 > LIVE_TIMEOUT_MS)
      throw new Error(`${name}: not live after 5 minutes`);
    await new Promise((r) => setTimeout(r, 100));
  }
  const seconds = (performance.now() - t0) / 1000;
  await site.idle();
  const last = site.lastBuild()?.outcome;
  return {
    name,
    seconds,
    kind: last?.kind ?? '?',
    pages: last?.pages ?? '?',
    put: last?.put ?? '?',
    deleted: last?.deleted ?? '?',
    buildSeconds: last ? (last.ms / 1000).toFixed(1) : '?',
  };
}

const stamp = () => String(Date.now()).slice(-6);
let created = 0;

export const CHANGES: { name: string; run(site: Site): Promise<ChangeRow> }[] = [
  {
    name: 'article edit',
    run: (site) =>
      timeToLive(site, 'article edit', async () => {
        const [newest] = (await call(site, 'GET', '/api/articles?limit=1')) as unknown as {
          id: number;
        }[];
        const a = (await call(site, 'GET', `/api/articles/${newest!.id}`))!;
        const title = `Edited for the rebuild bench ${stamp()}`;
        await call(site, 'PUT', `/api/articles/${newest!.id}`, {
          title,
          summary: a.summary,
          content: a.content,
          categoryId: a.categoryId,
          version: a.version,
        });
        return [
          articlePage(site, newest!.id, title),
          shows(site, '/', title),
          shows(site, '/rss.xml', title),
          inSitemap(site, newest!.id),
        ];
      }),
  },
  {
    name: 'new article',
    run: (site) =>
      timeToLive(site, 'new article', async () => {
        const title = `Written for the rebuild bench ${stamp()}`;
        const a = (await call(site, 'POST', '/api/articles', {
          title,
          summary: 'A summary for the rebuild bench.',
          content: 'Content for the rebuild bench, long enough for the fifty character minimum.',
          categoryId: 1,
        }))!;
        created = Number(a.id);
        return [
          articlePage(site, created, title),
          shows(site, '/', title),
          shows(site, '/rss.xml', title),
          inSitemap(site, created),
        ];
      }),
  },
  {
    name: 'article deletion',
    run: (site) =>
      timeToLive(site, 'article deletion', async () => {
        const id = created;
        await call(site, 'DELETE', `/api/articles/${id}`);
        return [
          async () => (await page(site, `/article/${id}`)).status === 404,
          lacks(site, '/', `/article/${id}"`),
          lacks(site, '/rss.xml', `/article/${id}<`),
          inSitemap(site, id, false),
        ];
      }),
  },
  {
    name: 'glossary change',
    run: (site) =>
      timeToLive(site, 'glossary change', async () => {
        const [term] = (await call(site, 'GET', '/api/glossary')) as unknown as Record<
          string,
          unknown
        >[];
        const definition = `Changed by the rebuild bench ${stamp()}.`;
        await call(site, 'PUT', `/api/glossary/${String(term!.id)}`, {
          term: term!.term,
          definition,
          category: term!.category,
          version: term!.version,
        });
        return [shows(site, '/glossary', definition)];
      }),
  },
  {
    name: 'event change',
    run: (site) =>
      timeToLive(site, 'event change', async () => {
        const title = `Rebuild bench meetup ${stamp()}`;
        await call(site, 'POST', '/api/events', {
          title,
          description: 'An event added by the rebuild bench.',
          eventDate: new Date(Date.now() + 30 * 86_400_000).toISOString(),
        });
        return [shows(site, '/events', title)];
      }),
  },
];
