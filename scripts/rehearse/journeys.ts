// The rehearsal's journeys (docs/rehearsal.md): a reader and an editor through the router (the scheduled ones and the
// newsletter: scheduled-journeys.ts; the faults: faults.ts); each one checks what a person would see, and times it.
import {
  HEADER_CSP,
  PERMISSIONS_POLICY,
  UPLOADS_CSP,
  X_FRAME_OPTIONS,
} from '../../functions/policy/security.ts';
import { listCategories } from '../../functions/data/index.ts';
import { feedContentType } from '../../functions/domain/topic-feeds.ts';
import { MANIFEST_KEY, parsePublished } from '../../functions/publish/manifest.ts';
import { phaseTimes } from './aws/codebuild.ts';
import { builtPages, type BuiltPages, type LiveMs } from './published.ts';
import { buildAfter, REHEARSAL_PASSWORD, type Journey, type Stage } from './stage.ts';
import { check, expectStatus, signedInEditor, until, viewer, type Answer } from './viewer.ts';

export interface JourneyResult {
  name: string;
  ok: boolean;
  ms: number;
  /** What happened, in one line. */
  detail: string;
  /** A journey that changes content: per change, ms from the write sent until the router served it. */
  liveMs?: LiveMs;
  /** A journey that waits for builds: what each build that published its change reported. */
  builds?: BuiltPages[];
}

/** A page published by a build reaches the router within this, well past a build's time here (docs/rehearsal.md). */
const BUILD_WAIT_MS = 180_000;

/** One journey, timed; a failed check ends it and is its line. */
export async function run(name: string, journey: Journey, stage: Stage): Promise<JourneyResult> {
  const started = performance.now();
  try {
    const outcome = await journey(stage);
    const measured = typeof outcome === 'string' ? { detail: outcome } : outcome;
    return { name, ok: true, ms: Math.round(performance.now() - started), ...measured };
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
export async function pageShows(stage: Stage, path: string, text: string): Promise<void> {
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
export async function articleForm(stage: Stage, title: string): Promise<FormData> {
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
  const build = await until('the build job to start', () => buildAfter(stage, since), 30_000);
  const done = await stage.aws.waitForBuild(build.id);
  check(done.buildStatus === 'SUCCEEDED', `build ${done.buildStatus}: see ${done.logFile}`);
  await pageShows(stage, `/article/${article.id}`, title.replaceAll('&', '&amp;'));
  const live = Date.now() - since;
  const puts = stage.siteWrites('PutObject') - putsBefore;
  // The published files, as the manifest names them (a listing of 100,000 keys would take longer than the build).
  const manifest = await stage.aws.s3.get(stage.siteBucket, MANIFEST_KEY);
  const total = parsePublished(String(manifest?.body))?.files.size ?? 0;
  const invalidation = stage.aws.invalidations.at(-1);
  check(invalidation, 'no invalidation');
  check(
    invalidation.paths.includes(`/article/${article.id}`) ||
      invalidation.paths.includes(`/article/${article.id}/`),
    `the invalidation misses the article: ${invalidation.paths.join(' ')}`,
  );
  return {
    detail: `signed in, wrote article ${article.id} with its image; build ${done.buildNumber} (${phaseTimes(done)}) put ${puts} of ${total} files, invalidated ${invalidation.paths.length} paths (${invalidation.paths.slice(0, 4).join(' ')}${invalidation.paths.length > 4 ? ' ...' : ''}); in the home feed's cached API answer after ${(inFeed / 1000).toFixed(1)} s, its page live through the router ${(live / 1000).toFixed(1)} s after the write`,
    liveMs: { create: live },
    builds: await builtPages([done]),
  };
};
