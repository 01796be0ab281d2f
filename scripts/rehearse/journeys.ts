// The rehearsal's journeys (docs/rehearsal.md): a reader and an editor through the router, a scheduled import, the
// newsletter, and the faults; each one checks what a person would see, and times it.
import { createHash } from 'node:crypto';
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
import { MANIFEST_KEY, parseManifest } from '../../functions/publish/manifest.ts';
import type { Build } from './aws/codebuild.ts';
import type { Stage } from './stage.ts';
import { REHEARSAL_PASSWORD } from './stage.ts';
import { until, viewer, type Answer, type Viewer } from './viewer.ts';

export interface JourneyResult {
  name: string;
  ok: boolean;
  ms: number;
  /** What happened, in one line. */
  detail: string;
}

type Journey = (stage: Stage) => Promise<string>;

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

function check(condition: unknown, message: string): asserts condition {
  if (!condition) throw new Error(message);
}

function expectStatus(answer: Answer, status: number, what: string) {
  check(
    answer.status === status,
    `${what}: ${answer.status} (expected ${status}) ${answer.text.slice(0, 160)}`,
  );
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

async function signedInEditor(stage: Stage): Promise<Viewer> {
  const editor = viewer(stage);
  expectStatus(
    await editor.send('POST', '/api/auth/login', { password: REHEARSAL_PASSWORD }),
    200,
    'sign-in',
  );
  return editor;
}

/** The newest build the given initiator (a role, or the operator) started after `since`. */
function buildAfter(stage: Stage, since: number): Build | undefined {
  return stage.aws.builds.find((b) => b.startTime.getTime() >= since);
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
  for (const path of ['/rss.xml', '/sitemap-index.xml']) {
    const feed = await you.get(path);
    expectStatus(feed, 200, path);
    check(feed.text.startsWith('<?xml'), `${path} is not XML`);
  }
  for (const path of [`/${MANIFEST_KEY}`, `/${MANIFEST_KEY.replace('.', '%2E')}`])
    expectStatus(await you.get(path), 404, `the publisher manifest as ${path}`);
  // An upload as the API stores it (uploads/NAME in the uploads bucket), served by its own behavior.
  const uploads = stage.aws.s3.buckets.find((b) => b.logicalId.startsWith('Uploads'))!;
  await stage.aws.s3.put(uploads.name, 'uploads/rehearsal.png', PNG, 'image/png');
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
  const [category] = await listCategories(stage.db);
  const title = `Rehearsal: captions everywhere ${Date.now()}`;
  const form = new FormData();
  form.set('title', title);
  form.set('summary', 'A rehearsal article with an image, written through the router.');
  form.set('content', 'Captions help everyone.\n\nThis article checks the deployed wiring.');
  form.set('author', 'Rehearsal Editor');
  form.set('categoryId', String(category!.id));
  form.set('featured', 'false');
  form.set('image', new Blob([PNG], { type: 'image/png' }), 'captions.png');
  form.set('imageAlt', 'A single pixel');
  const site = stage.aws.s3.buckets.find((b) => b.logicalId.startsWith('SiteSiteBucket'))!;
  const sitePuts = () =>
    stage.aws.calls.filter(
      (c) => c.action === 'PutObject' && c.resource.startsWith(`arn:aws:s3:::${site.name}/`),
    ).length;
  const putsBefore = sitePuts();
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
  const uploads = stage.aws.s3.buckets.find((b) => b.logicalId.startsWith('Uploads'))!;
  const stored = await stage.aws.s3.list(uploads.name, 'uploads/');
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
  const puts = sitePuts() - putsBefore;
  const total = (await stage.aws.s3.list(site.name)).length;
  const invalidation = stage.aws.invalidations.at(-1);
  check(invalidation, 'no invalidation');
  check(
    invalidation.paths.includes(`/article/${article.id}`) ||
      invalidation.paths.includes(`/article/${article.id}/`),
    `the invalidation misses the article: ${invalidation.paths.join(' ')}`,
  );
  return `signed in, wrote article ${article.id} with its image; build ${done.buildNumber} put ${puts} of ${total} files, invalidated ${invalidation.paths.length} paths (${invalidation.paths.slice(0, 4).join(' ')}${invalidation.paths.length > 4 ? ' ...' : ''}); in the home feed's cached API answer after ${(inFeed / 1000).toFixed(1)} s, its page live through the router ${(live / 1000).toFixed(1)} s after the write`;
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
    return `the schedule rule fired, the import stored article ${stored.id}, build ${done.buildNumber} published its page (${((Date.now() - since) / 1000).toFixed(1)} s)`;
  } finally {
    await new Promise((resolve) => feed.close(resolve));
  }
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

/** The same public and editor calls on warm instances and then on a fresh process per invocation: the same answers. */
export const freshInstances: Journey = async (stage) => {
  const paths = [
    '/api/articles?limit=6&offset=0',
    '/api/categories',
    '/api/glossary',
    '/api/events',
  ];
  const answers = async () => {
    const editor = await signedInEditor(stage);
    const out: string[] = [];
    // Signed in, nothing comes from the CDN's cache: every answer is the Lambda's own.
    for (const path of paths) {
      const answer = await editor.get(path);
      out.push(`${answer.status} ${answer.text}`);
    }
    const session = await editor.get('/api/auth/session');
    out.push(`${session.status} ${session.text}`);
    return out;
  };
  const warm = await answers();
  stage.aws.setFresh(true);
  let fresh: string[];
  try {
    fresh = await answers();
  } finally {
    stage.aws.setFresh(false);
  }
  for (const [i, answer] of warm.entries())
    check(answer === fresh[i], `a fresh instance answered differently: ${fresh[i]?.slice(0, 120)}`);
  return `${warm.length} answers (sign-in included) the same on ${warm.length + 1} fresh Lambda processes as on warm ones`;
};

/** A build whose page phase dies publishes nothing: on-failure ABORT keeps post_build from running. */
export const failedBuild: Journey = async (stage) => {
  const site = stage.aws.s3.buckets.find((b) => b.logicalId.startsWith('SiteSiteBucket'))!;
  const writes = () =>
    stage.aws.calls.filter(
      (c) =>
        (c.action === 'PutObject' || c.action === 'DeleteObject') &&
        c.resource.startsWith(`arn:aws:s3:::${site.name}/`),
    ).length;
  const before = writes();
  const invalidationsBefore = stage.aws.invalidations.length;
  const build = stage.aws.startBuild(undefined, 'rehearsal');
  await until(
    'the build phase',
    async () => (build.currentPhase === 'BUILD' ? true : undefined),
    120_000,
    20,
  );
  stage.aws.killBuild(build.id);
  const done = await stage.aws.waitForBuild(build.id);
  check(done.buildStatus === 'FAILED', `the killed build ended ${done.buildStatus}`);
  check(
    !done.phases.some((p) => p.phaseType === 'POST_BUILD' && p.phaseStatus === 'SUCCEEDED'),
    'post_build ran after a failed build',
  );
  check(writes() === before, `a failed build wrote ${writes() - before} objects`);
  check(stage.aws.invalidations.length === invalidationsBefore, 'a failed build invalidated paths');
  return `build ${done.buildNumber} killed in its page phase: FAILED, post_build not run, 0 objects written, no invalidation`;
};

/** A publish killed after its first upload; the next build finishes it: every key the manifest lists is there, as listed. */
export const killedPublish: Journey = async (stage) => {
  const site = stage.aws.s3.buckets.find((b) => b.logicalId.startsWith('SiteSiteBucket'))!;
  const puts = () =>
    stage.aws.calls.filter(
      (c) => c.action === 'PutObject' && c.resource.startsWith(`arn:aws:s3:::${site.name}/`),
    ).length;
  // A content change: the build its change notice starts is killed after its first upload.
  const before = puts();
  const since = Date.now();
  const editor = await signedInEditor(stage);
  expectStatus(
    await editor.send('POST', '/api/glossary', {
      term: `Rehearsal term ${Date.now()}`,
      definition: 'A term added so that the next publish has pages to change.',
      category: 'General',
    }),
    201,
    'add a glossary term',
  );
  const build = await until('the build job to start', async () => buildAfter(stage, since), 30_000);
  await until('the first upload', async () => (puts() > before ? true : undefined), 180_000, 5);
  stage.aws.killBuild(build.id);
  const killed = await stage.aws.waitForBuild(build.id);
  const putByKilled = puts() - before;
  // The rebuild hook may start the next build itself; otherwise an editor's "Rebuild site" would.
  await stage.aws.settled();
  const after = stage.aws.builds.filter((b) => b.buildNumber > killed.buildNumber);
  const done = await stage.aws.waitForBuild(
    (after.at(-1) ?? stage.aws.startBuild(undefined, 'rehearsal')).id,
  );
  check(done.buildStatus === 'SUCCEEDED', `the next build ended ${done.buildStatus}`);
  const manifest = parseManifest(String((await stage.aws.s3.get(site.name, MANIFEST_KEY))?.body));
  check(manifest, 'no manifest after the next build');
  const wrong: string[] = [];
  for (const [key, entry] of manifest) {
    if (entry.retiredAt) continue;
    const object = await stage.aws.s3.get(site.name, key);
    const sha = object ? createHash('sha256').update(object.body).digest('hex') : 'missing';
    if (sha !== entry.sha256) wrong.push(key);
  }
  check(wrong.length === 0, `keys unlike the manifest: ${wrong.slice(0, 5).join(' ')}`);
  return `build ${killed.buildNumber} killed after ${putByKilled} upload(s) (${killed.buildStatus}); build ${done.buildNumber} completed the publish: all ${manifest.size} listed keys in the bucket byte for byte`;
};
