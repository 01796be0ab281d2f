// `npm run bench:schedule`: how long a scheduled article takes to go live locally (product.md §10.12), RUNS times.
// Starts the product on the demo store (built once), schedules an article RUNS times a few seconds ahead through
// the API, and times from its scheduled time until the API answers it and until its prebuilt page is served.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { startLocal } from '../local/server.ts';
import { PUBLISH_CHECK_SECONDS } from '../local/publish-timer.ts';
import { signIn } from './sign-in.ts';
import { median } from './stats.ts';

const PASSWORD = 'bench-schedule-password';
const { values: args } = parseArgs({
  options: {
    runs: { type: 'string', default: '5' },
    /** How far ahead each article is scheduled (the API refuses a time that has passed). */
    'ahead-seconds': { type: 'string', default: '5' },
  },
});

/** Polls `ready` every 100 ms until it holds; answers when (epoch ms). */
async function whenTrue(ready: () => Promise<boolean>, timeoutMs = 180_000): Promise<number> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await ready()) return Date.now();
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`not live after ${timeoutMs / 1000} s`);
}

const dataDir = await mkdtemp(join(tmpdir(), 'bench-schedule-'));
const product = await startLocal({
  dataDir,
  port: 0,
  feedIntervalMinutes: 0,
  newsletterIntervalDays: 0,
  adminPassword: PASSWORD,
  quiet: true,
});
try {
  await product.whenSiteBuilt();
  await product.rebuild.whenIdle();
  await product.rebuild.whenWarm();
  const cookie = await signIn(product.url, PASSWORD);
  const rows: { api: number; page: number }[] = [];
  for (let run = 1; run <= Number(args.runs); run++) {
    const at = new Date(Date.now() + Number(args['ahead-seconds']) * 1000);
    const form = new FormData();
    form.set('title', `Scheduled bench article ${run} ${Date.now()}`);
    form.set('summary', 'An article the schedule bench publishes.');
    form.set('content', 'Scheduled for a few seconds ahead, then timed until readers can see it.');
    form.set('categoryId', '1');
    form.set('status', 'scheduled');
    form.set('scheduledFor', at.toISOString());
    const res = await fetch(`${product.url}/api/articles`, {
      method: 'POST',
      headers: { origin: product.url, cookie },
      body: form,
    });
    if (res.status !== 201) throw new Error(`schedule answered ${res.status}: ${await res.text()}`);
    const { id } = (await res.json()) as { id: number };
    const api = await whenTrue(
      async () => (await fetch(`${product.url}/api/articles/${id}`)).status === 200,
    );
    const page = await whenTrue(
      async () => (await fetch(`${product.url}/article/${id}`)).status === 200,
    );
    rows.push({ api: (api - at.getTime()) / 1000, page: (page - at.getTime()) / 1000 });
    console.log(
      `run ${run}: in the API ${rows.at(-1)!.api.toFixed(1)} s, page live ${rows.at(-1)!.page.toFixed(1)} s after its scheduled time`,
    );
    // The next article is scheduled once this one's rebuild has ended, so runs do not share a build.
    await product.rebuild.whenIdle();
  }
  const pages = rows.map((r) => r.page);
  console.log(
    `publish check every ${PUBLISH_CHECK_SECONDS} s; page live after ${pages.map((s) => s.toFixed(1)).join(', ')} s (median ${median(pages).toFixed(1)} s, max ${Math.max(...pages).toFixed(1)} s; goal ≤ 60 s)`,
  );
} finally {
  await product.close();
  await rm(dataDir, { recursive: true, force: true });
}
