// The rehearsal's journeys (docs/rehearsal.md): a reader and an editor through the router, a scheduled import, a
// scheduled article, the newsletter, and the faults; each one checks what a person would see, and times it.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  HEADER_CSP,
  PERMISSIONS_POLICY,
  UPLOADS_CSP,
  X_FRAME_OPTIONS,
} from '../../functions/api/middleware/security-policy.ts';
import {
  createRssSource,
  deleteRssSource,
  listCategories,
  listRssSources,
} from '../../functions/data/index.ts';
import { feedContentType } from '../../functions/domain/topic-feeds.ts';
import { MANIFEST_KEY } from '../../functions/publish/manifest.ts';
import { phaseTimes } from './aws/codebuild.ts';
import { buildAfter, REHEARSAL_PASSWORD, type Journey, type Stage } from './stage.ts';
import { check, expectStatus, signedInEditor, until, viewer, type Answer } from './viewer.ts';

export interface JourneyResult {
  name: string;
  ok: boolean;
  ms: number;
  /** What happened, in one line. */
  detail: string;
}

/** A page published by a build reaches the router within this; a build here takes 15 to 40 s. */
const BUILD_WAIT_MS = 180_000;

/** One journey, timed; a failed check ends it and is its line. */
export async function run(name: string, journey: Journey, stage: Stage): Promise<JourneyResult> {
  const started = performance.now();
  try {
    const detail = await journey(stage);
    return { name, ok: true, ms: Math.round(performance.now() - started), detail };
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error);
    return { name, ok: false, ms: Math.round(performance.now() - started), detail };
  }
}

/** The headers the response headers policy gives every page (product.md §11.9). */
function checkPageHeaders(answer: Answer, path: string) {
  const want: Record<string, string> = {
    'content-security-policy': HEADER_CSP,
    'x-content-type-options': 'nosniff',
    'x-frame-options': X_FRAME_OPTIONS,
    'referrer-policy': 'strict-origin-when-cross-origin',
    'permissions-policy': PERMISSIONS_POLICY,
  };
  for (const [name, value] of Object.entries(want))
    check(
      answer.headers.get(name) === value,
      `${path}: ${name} is ${answer.headers.get(name)}, not ${value}`,
    );
  check(
    /max-age=\d+/.test(answer.headers.get('strict-transport-security') ?? ''),
    `${path}: no HSTS`,
  );
}

/** Waits for `path` through the router to answer 200 with `text` in it; the cache may hold an older copy a while. */
async function pageShows(stage: Stage, path: string, text: string): Promise<void> {
  const reader = viewer(stage);
  await until(
    `${path} to show "${text}"`,
    async () => {
      const answer = await reader.get(path);
      return answer.status === 200 && answer.text.includes(text) ? true : undefined;
    },
    BUILD_WAIT_MS,
    250,
  );
}

/** A 1x1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** An article's form fields as the editor sends them, in the store's first category. */
async function articleForm(stage: Stage, title: string): Promise<FormData> {
  const [category] = await listCategories(stage.db);
  const form = new FormData();
  form.set('title', title);
  form.set('summary', 'A rehearsal article, written through the router.');
  form.set('content', 'Captions help everyone.\n\nThis article checks the deployed wiring.');
  form.set('author', 'Rehearsal Editor');
  form.set('categoryId', String(category!.id));
  form.set('featured', 'false');
  return form;
}

export const reader: Journey = async (stage) => {
  const you = viewer(stage);
  const latest = await you.get('/api/articles?limit=6');
  expectStatus(latest, 200, '/api/articles?limit=6');
  const articles = latest.json<{ id: number; title: string }[]>();
  check(articles.length === 6, `/api/articles?limit=6 gave ${articles.length} articles`);
  const article = articles[0]!;
  const pages = ['/', `/article/${article.id}`, '/glossary', '/events'];
  for (const path of pages) {
    const page = await you.get(path);
    expectStatus(page, 200, path);
    check(page.headers.get('content-type')?.startsWith('text/html'), `${path}: not HTML`);
    checkPageHeaders(page, path);
  }
  const articlePage = await you.get(`/article/${article.id}`);
  check(
    articlePage.text.includes(article.title.replaceAll('&', '&amp;').slice(0, 30)),
    `/article/${article.id} does not show its title`,
  );
  for (const path of ['/rss.xml', '/sitemap-index.xml', '/feeds/all.atom']) {
    const feed = await you.get(path);
    expectStatus(feed, 200, path);
    check(feed.text.startsWith('<?xml'), `${path} is not XML`);
  }
  // product.md §10.18: each feed reaches readers in its format's own type, as the publisher put it.
  const mediaType = (type: string | null | undefined) => type?.split(';')[0]?.trim();
  for (const path of ['/rss.xml', '/feeds/all.atom', '/feeds/all.json']) {
    const type = (await you.get(path)).headers.get('content-type');
    check(mediaType(type) === mediaType(feedContentType(path)), `${path} is served as ${type}`);
  }
  for (const path of [`/${MANIFEST_KEY}`, `/${MANIFEST_KEY.replace('.', '%2E')}`])
    expectStatus(await you.get(path), 404, `the publisher manifest as ${path}`);
  // An upload as the API stores it (uploads/NAME in the uploads bucket), served by its own behavior.
  await stage.aws.s3.put(stage.uploadsBucket, 'uploads/rehearsal.png', PNG, 'image/png');
  const image = await you.get('/uploads/rehearsal.png');
  expectStatus(image, 200, '/uploads/rehearsal.png');
  check(
    image.headers.get('content-security-policy') === UPLOADS_CSP,
    `upload CSP is ${image.headers.get('content-security-policy')}`,
  );
  return `${pages.length} pages, the feed, the sitemap, 6 articles from the API and an upload, every header as set`;
};

export const editor: Journey = async (stage) => {
  // Straight to API Gateway, without CloudFront's secret header: refused.
  const direct = await stage.api.request({
    method: 'POST',
    url: '/api/auth/login',
    headers: new Map([
      ['host', [stage.api.domain]],
      ['content-type', ['application/json']],
      ['origin', [stage.siteOrigin]],
    ]),
    body: Buffer.from(JSON.stringify({ password: REHEARSAL_PASSWORD })),
    sourceIp: '127.0.0.1',
  });
  check(direct.status === 403, `sign-in straight to API Gateway answered ${direct.status}`);
  const editor = await signedInEditor(stage);
  const title = `Rehearsal: captions everywhere ${Date.now()}`;
  const form = await articleForm(stage, title);
  form.set('image', new Blob([PNG], { type: 'image/png' }), 'captions.png');
  form.set('imageAlt', 'A single pixel');
  const putsBefore = stage.siteWrites('PutObject');
  // A reader has the home feed's API answer in the edge's cache before the write.
  const homeFeed = '/api/articles?limit=6&offset=0&sort=newest';
  await viewer(stage).get(homeFeed);
  check(
    (await viewer(stage).get(homeFeed)).headers.get('x-cache')?.startsWith('Hit'),
    'the home feed is not cached at the edge',
  );
  const since = Date.now();
  const created = await editor.send('POST', '/api/articles', form);
  expectStatus(created, 201, 'create article');
  const article = created.json<{ id: number; imageUrl: string | null }>();
  check(article.imageUrl, 'the article has no image');
  // The home feed's API answer, shared at the edge for s-maxage (product.md §11.15), shows it within about 10 s.
  const inFeed = await until(
    'the article in the cached home feed',
    async () => {
      const feed = await viewer(stage).get(homeFeed);
      return feed.json<{ id: number }[]>().some((a) => a.id === article.id)
        ? Date.now() - since
        : undefined;
    },
    30_000,
    200,
  );
  const stored = await stage.aws.s3.list(stage.uploadsBucket, 'uploads/');
  check(
    stored.some((key) => article.imageUrl!.endsWith(key.slice('uploads/'.length))),
    'the image is not in the uploads bucket',
  );
  const image = await viewer(stage).get(new URL(article.imageUrl, stage.cdn.url).pathname);
  expectStatus(image, 200, 'the image through the router');
  // The API's change notice invokes the rebuild Lambda, which starts the build job.
  const build = await until('the build job to start', async () => buildAfter(stage, since), 30_000);
  const done = await stage.aws.waitForBuild(build.id);
  check(done.buildStatus === 'SUCCEEDED', `build ${done.buildStatus}: see ${done.logFile}`);
  await pageShows(stage, `/article/${article.id}`, title.replaceAll('&', '&amp;'));
  const live = Date.now() - since;
  const puts = stage.siteWrites('PutObject') - putsBefore;
  const total = (await stage.aws.s3.list(stage.siteBucket)).length;
  const invalidation = stage.aws.invalidations.at(-1);
  check(invalidation, 'no invalidation');
  check(
    invalidation.paths.includes(`/article/${article.id}`) ||
      invalidation.paths.includes(`/article/${article.id}/`),
    `the invalidation misses the article: ${invalidation.paths.join(' ')}`,
  );
  return `signed in, wrote article ${article.id} with its image; build ${done.buildNumber} (${phaseTimes(done)}) put ${puts} of ${total} files, invalidated ${invalidation.paths.length} paths (${invalidation.paths.slice(0, 4).join(' ')}${invalidation.paths.length > 4 ? ' ...' : ''}); in the home feed's cached API answer after ${(inFeed / 1000).toFixed(1)} s, its page live through the router ${(live / 1000).toFixed(1)} s after the write`;
};

export const scheduledImport: Journey = async (stage) => {
  const title = `Rehearsal feed item ${Date.now()}`;
  const feed = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'application/rss+xml' });
    res.end(
      `<?xml version="1.0"?><rss version="2.0"><channel><title>Rehearsal feed</title><link>https://example.org/</link><description>Rehearsal</description><item><title>${title}</title><link>https://example.org/rehearsal/${Date.now()}</link><guid>${title}</guid><pubDate>${new Date().toUTCString()}</pubDate><description>An item the scheduled import brings in.</description></item></channel></rss>`,
    );
  });
  await new Promise<void>((resolve) => feed.listen(0, '127.0.0.1', resolve));
  try {
    // The demo's sources point at the internet, which the rehearsal cannot reach: only the rehearsal's feed stays.
    for (const source of await listRssSources(stage.db)) await deleteRssSource(stage.db, source.id);
    const [category] = await listCategories(stage.db);
    await createRssSource(stage.db, {
      name: 'Rehearsal feed',
      url: `http://127.0.0.1:${(feed.address() as AddressInfo).port}/feed.xml`,
      categoryId: category!.id,
    });
    const since = Date.now();
    const rule = stage.aws.rules.find((r) => r.logicalId.startsWith('FeedsSchedule'));
    check(rule, 'no import rule in the template');
    stage.aws.fire(rule.logicalId);
    const stored = await until(
      'the imported item in the API',
      async () => {
        const answer = await viewer(stage).get(
          `/api/articles/search?${new URLSearchParams({ q: title, limit: '5' })}`,
        );
        if (answer.status !== 200) return undefined;
        const found = answer.json<{ id: number; title: string }[]>();
        return Array.isArray(found) ? found.find((a) => a.title === title) : undefined;
      },
      60_000,
      250,
    );
    const build = await until(
      'the build job to start',
      async () => buildAfter(stage, since),
      60_000,
    );
    const done = await stage.aws.waitForBuild(build.id);
    check(done.buildStatus === 'SUCCEEDED', `build ${done.buildStatus}: see ${done.logFile}`);
    await pageShows(stage, `/article/${stored.id}`, title);
    return `the schedule rule fired, the import stored article ${stored.id}, build ${done.buildNumber} (${phaseTimes(done)}) published its page (${((Date.now() - since) / 1000).toFixed(1)} s)`;
  } finally {
    await new Promise((resolve) => feed.close(resolve));
  }
};

export const scheduledPublish: Journey = async (stage) => {
  const editor = await signedInEditor(stage);
  const title = `Rehearsal: scheduled for later ${Date.now()}`;
  const form = await articleForm(stage, title);
  // A few seconds ahead: the API refuses a time that has passed (product.md §10.12).
  const at = new Date(Date.now() + 3_000);
  form.set('status', 'scheduled');
  form.set('scheduledFor', at.toISOString());
  const created = await editor.send('POST', '/api/articles', form);
  expectStatus(created, 201, 'schedule an article');
  const { id } = created.json<{ id: number }>();
  expectStatus(await viewer(stage).get(`/api/articles/${id}`), 404, 'the scheduled article');
  const rule = stage.aws.rules.find((r) => r.logicalId.startsWith('SchedulingSchedule'));
  check(rule, 'no scheduled publishing rule in the template');
  // The rule fires every minute in AWS; here it fires once the time has passed, as its next tick would.
  await new Promise((r) => setTimeout(r, Math.max(0, at.getTime() - Date.now()) + 100));
  const since = Date.now();
  stage.aws.fire(rule.logicalId);
  await until(
    'the article public in the API',
    async () =>
      (await viewer(stage).get(`/api/articles/${id}`)).status === 200 ? true : undefined,
    30_000,
    250,
  );
  const build = await until('the build job to start', async () => buildAfter(stage, since), 60_000);
  const done = await stage.aws.waitForBuild(build.id);
  check(done.buildStatus === 'SUCCEEDED', `build ${done.buildStatus}: see ${done.logFile}`);
  await pageShows(stage, `/article/${id}`, title);
  const article = (await viewer(stage).get(`/api/articles/${id}`)).json<{ publishedAt: string }>();
  check(article.publishedAt === at.toISOString(), `publishedAt is ${article.publishedAt}`);
  return `article ${id} scheduled, 404 to readers until the publishing rule fired; the rule's Lambda published it and invoked the rebuild hook, build ${done.buildNumber} (${phaseTimes(done)}) published its page (${((Date.now() - since) / 1000).toFixed(1)} s after the rule)`;
};

export const newsletter: Journey = async (stage) => {
  const address = `reader-${Date.now()}@example.org`;
  const you = viewer(stage);
  expectStatus(await you.send('POST', '/api/subscribe', { email: address }), 200, 'subscribe');
  const confirmation = await until(
    'the confirmation mail',
    async () => stage.aws.outbox.find((m) => m.to.includes(address)),
    30_000,
  );
  const token = /newsletter\/confirm\?token=([\w.-]+)/.exec(
    confirmation.text ?? confirmation.raw ?? '',
  )?.[1];
  check(token, 'no confirmation link in the mail');
  expectStatus(await you.send('POST', '/api/newsletter/confirm', { token }), 200, 'confirm');
  const editor = await signedInEditor(stage);
  const sent = await editor.send('POST', '/api/newsletter/send');
  expectStatus(sent, 202, 'send the digest');
  const digest = await until(
    'the digest mail',
    async () => stage.aws.outbox.find((m) => m.to.includes(address) && m !== confirmation),
    60_000,
  );
  const unsubscribe = digest.headers['list-unsubscribe'];
  const oneClick = digest.headers['list-unsubscribe-post'];
  check(
    typeof unsubscribe === 'string' && /newsletter\/unsubscribe\?token=/.test(unsubscribe),
    `List-Unsubscribe: ${String(unsubscribe)}`,
  );
  check(oneClick === 'List-Unsubscribe=One-Click', `List-Unsubscribe-Post: ${String(oneClick)}`);
  const sesCalls = stage.aws.calls.filter((c) => c.service === 'ses');
  return `subscribed, confirmation through SES, confirmed, digest sent with both List-Unsubscribe headers; ${sesCalls.length} SES calls, by ${[...new Set(sesCalls.map((c) => c.caller))].join(', ')}`;
};
