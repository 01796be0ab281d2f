// The rehearsal's scheduled journeys and the newsletter (docs/rehearsal.md): an EventBridge rule fires the import or
// the publishing of a scheduled article, and the build job publishes its page; a reader signs up and gets the digest.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  createRssSource,
  deleteRssSource,
  listCategories,
  listRssSources,
} from '../../functions/data/index.ts';
import { phaseTimes } from './aws/codebuild.ts';
import { articleForm, pageShows } from './journeys.ts';
import { builtPages } from './published.ts';
import { buildAfter, type Journey } from './stage.ts';
import { check, expectStatus, signedInEditor, until, viewer } from './viewer.ts';

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
    const build = await until('the build job to start', () => buildAfter(stage, since), 60_000);
    const done = await stage.aws.waitForBuild(build.id);
    check(done.buildStatus === 'SUCCEEDED', `build ${done.buildStatus}: see ${done.logFile}`);
    await pageShows(stage, `/article/${stored.id}`, title);
    const live = Date.now() - since;
    return {
      detail: `the schedule rule fired, the import stored article ${stored.id}, build ${done.buildNumber} (${phaseTimes(done)}) published its page (${(live / 1000).toFixed(1)} s)`,
      liveMs: { import: live },
      builds: await builtPages([done]),
    };
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
  const build = await until('the build job to start', () => buildAfter(stage, since), 60_000);
  const done = await stage.aws.waitForBuild(build.id);
  check(done.buildStatus === 'SUCCEEDED', `build ${done.buildStatus}: see ${done.logFile}`);
  await pageShows(stage, `/article/${id}`, title);
  const live = Date.now() - since;
  const article = (await viewer(stage).get(`/api/articles/${id}`)).json<{ publishedAt: string }>();
  check(article.publishedAt === at.toISOString(), `publishedAt is ${article.publishedAt}`);
  return {
    detail: `article ${id} scheduled, 404 to readers until the publishing rule fired; the rule's Lambda published it and invoked the rebuild hook, build ${done.buildNumber} (${phaseTimes(done)}) published its page (${(live / 1000).toFixed(1)} s after the rule)`,
    liveMs: { publish: live },
    builds: await builtPages([done]),
  };
};

export const newsletter: Journey = async (stage) => {
  const address = `reader-${Date.now()}@example.org`;
  const you = viewer(stage);
  expectStatus(await you.send('POST', '/api/subscribe', { email: address }), 200, 'subscribe');
  const confirmation = await until(
    'the confirmation mail',
    () => stage.aws.outbox.find((m) => m.to.includes(address)),
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
    () => stage.aws.outbox.find((m) => m.to.includes(address) && m !== confirmation),
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
