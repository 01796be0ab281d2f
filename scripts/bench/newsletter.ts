// Benchmark (product.md §11.8): one digest to N loopback-SMTP subscribers by `npm run newsletter:send` in a child
// process (wall time, mails/s, peak RSS), then a second digest whose sender is killed with SIGKILL part
// way and run again (resume time, copies per address). Prints a table. `--topics` (product.md §10.19) instead
// gives the subscribers mixed topic choices and prints one digest's time, renders and mails.
import { spawn } from 'node:child_process';
import { readFile, mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  createArticles,
  createCategory,
  createDb,
  createTag,
  ensureTable,
  startDynalite,
} from '../../functions/data/index.ts';
import type { TopicChoice } from '../../functions/domain/index.ts';
import { newArticle } from '../../tests/support/data.ts';
import { confirmedSubscribers } from '../../tests/support/newsletter.ts';
import { startSmtpCapture } from '../../tests/support/smtp-capture.ts';

const arg = (name: string, fallback: number) =>
  Number(process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback);
/** `--subscribers=N`; the benchmark's figure is 1,000. */
const SUBSCRIBERS = arg('subscribers', 1000);
/** `--rate=N` mails per second; the product's default is 10, which makes 1,000 mails take 100 s by design. */
const RATE = arg('rate', 200);
/** `--topics`: mixed topic choices, one digest (product.md §10.19). */
const TOPICS = process.argv.includes('--topics');
/** The second run is killed once the SMTP server holds this many of its mails (40 %). */
const KILL_POINT = Math.max(1, Math.round(SUBSCRIBERS * 0.4));

const dynalite = await startDynalite();
const db = createDb({
  table: 'bench-newsletter',
  region: 'us-east-1',
  endpoint: dynalite.endpoint,
});
await ensureTable(db);
const dataDir = await mkdtemp(join(tmpdir(), 'bench-newsletter-'));
const emails = Array.from({ length: SUBSCRIBERS }, (_, i) => `reader${i}@example.org`);

/**
 * `--topics`: 4 categories (the last with nothing new) and 3 tags; a fifth of the subscribers keep all topics, the
 * rest hold one of 12 choices, one of which (the quiet category alone) has nothing new and gets no mail.
 */
async function topicWorld(): Promise<(email: string, i: number) => TopicChoice> {
  const categories = [];
  for (const name of ['Screen readers', 'Hardware', 'Standards', 'Quiet'])
    categories.push((await createCategory(db, { name })).id);
  const tags = [];
  for (const name of ['Blind', 'Deaf', 'Motor']) tags.push((await createTag(db, { name })).id);
  const [c1, c2, c3, quiet] = categories as [number, number, number, number];
  const [t1, t2, t3] = tags as [number, number, number];
  await createArticles(
    db,
    Array.from({ length: 10 }, (_, i) =>
      newArticle({
        featured: i < 2,
        categoryId: [c1, c2, c3][i % 3]!,
        tagIds: [[t1], [t2], [], [t3]][i % 4]!,
      }),
    ),
  );
  const choices: TopicChoice[] = [
    { categories: [c1], tags: [] },
    { categories: [c2], tags: [] },
    { categories: [c3], tags: [] },
    { categories: [quiet], tags: [] },
    { categories: [], tags: [t1] },
    { categories: [], tags: [t2] },
    { categories: [], tags: [t3] },
    { categories: [c1, c2], tags: [] },
    { categories: [c1], tags: [t2] },
    { categories: [c2], tags: [t1, t3] },
    { categories: [quiet], tags: [t3] },
    { categories: [c3], tags: [t1, t2, t3] },
  ];
  return (_email, i) => (i % 5 === 0 ? 'all' : choices[i % choices.length]!);
}
const topicOf = TOPICS ? await topicWorld() : undefined;

const seedStart = performance.now();
await confirmedSubscribers(db, Date.now() - 60_000, emails, topicOf);
const seedMs = performance.now() - seedStart;

let killAt = Infinity;
let current: ReturnType<typeof spawn> | undefined;
const smtp = await startSmtpCapture({
  onMail: () => {
    if (smtp.mails.length === killAt) current?.kill('SIGKILL');
  },
});

/** Runs the sender once; resolves with its exit code, wall time and peak resident memory (VmHWM). */
async function runSender() {
  const started = performance.now();
  const child = spawn(process.execPath, ['scripts/local/send-newsletter.ts'], {
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      DYNAMODB_ENDPOINT: dynalite.endpoint,
      TABLE_NAME: db.table,
      SMTP_URL: smtp.url,
      SESSION_SECRET: 'bench-newsletter-session-secret-0123456789',
      SITE_URL: 'http://news.test',
      NEWSLETTER_RATE_PER_SECOND: String(RATE),
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  current = child;
  let peakKb = 0;
  const sample = setInterval(() => {
    readFile(`/proc/${child.pid}/status`, 'utf8')
      .then((s) => (peakKb = Math.max(peakKb, Number(/VmHWM:\s+(\d+)/.exec(s)?.[1] ?? 0))))
      .catch(() => undefined);
  }, 50);
  let out = '';
  child.stdout?.on('data', (d: Buffer) => (out += d.toString()));
  const code = await new Promise<number | null>((ok) => child.on('exit', ok));
  clearInterval(sample);
  return {
    code,
    ms: performance.now() - started,
    peakMb: peakKb / 1024,
    out,
    summary: out.trim().split('\n').at(-1) ?? '',
  };
}

const copies = () => {
  const per = new Map<string, number>();
  for (const m of smtp.mails) for (const to of m.to) per.set(to, (per.get(to) ?? 0) + 1);
  return per;
};

/** `--topics`: one digest to the mixed choices; prints its time, renders and mails. */
async function topicRun(): Promise<void> {
  const run = await runSender();
  const renders = /(\d+) mails rendered/.exec(run.out)?.[1] ?? '?';
  const per = copies();
  console.log(
    `\nTopic digest, ${SUBSCRIBERS} subscribers with mixed topics (a fifth all, the rest 12 choices), rate limit ${RATE}/s, loopback SMTP`,
  );
  console.log(
    `(seeding: ${(seedMs / 1000).toFixed(1)} s; load average ${loadavg()[0]?.toFixed(2)})\n`,
  );
  console.log(
    '| wall time | renders | mails at the SMTP server | subscribers without a mail | sender peak RSS | result |',
  );
  console.log('|---|---|---|---|---|---|');
  console.log(
    `| ${(run.ms / 1000).toFixed(1)} s | ${renders} | ${smtp.mails.length} | ${emails.filter((e) => !per.has(e)).length} | ${run.peakMb.toFixed(0)} MB | ${run.summary} |`,
  );
}

try {
  if (TOPICS) {
    await topicRun();
  } else {
    // Run 1: a whole digest.
    await createArticles(
      db,
      Array.from({ length: 10 }, (_, i) => newArticle({ featured: i < 2 })),
    );
    const whole = await runSender();
    const wholeMails = smtp.mails.length;

    // Run 2: a new digest, killed part way, then resumed.
    await new Promise((ok) => setTimeout(ok, 1100)); // the next digest's cut-off is after the first's
    await createArticles(db, [newArticle(), newArticle()]);
    smtp.mails.length = 0;
    killAt = KILL_POINT;
    const killed = await runSender();
    const atKill = smtp.mails.length;
    killAt = Infinity;
    const resumed = await runSender();
    const per = copies();
    const duplicates = [...per.values()].filter((n) => n > 1).length;
    const missing = emails.filter((e) => !per.has(e)).length;

    const mb = (n: number) => `${n.toFixed(0)} MB`;
    const s = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
    console.log(
      `\nNewsletter digest, ${SUBSCRIBERS} subscribers, rate limit ${RATE}/s, loopback SMTP`,
    );
    console.log(
      `(seeding ${SUBSCRIBERS} confirmed subscribers: ${s(seedMs)}; load average ${loadavg()[0]?.toFixed(2)})\n`,
    );
    console.log(
      '| run | wall time | mails at the SMTP server | mails/s | sender peak RSS | result |',
    );
    console.log('|---|---|---|---|---|---|');
    console.log(
      `| whole digest | ${s(whole.ms)} | ${wholeMails} | ${(wholeMails / (whole.ms / 1000)).toFixed(0)} | ${mb(whole.peakMb)} | ${whole.summary} |`,
    );
    console.log(
      `| killed at ${KILL_POINT} | ${s(killed.ms)} | ${atKill} | - | ${mb(killed.peakMb)} | exit ${killed.code ?? 'SIGKILL'} |`,
    );
    console.log(
      `| resumed | ${s(resumed.ms)} | ${smtp.mails.length - atKill} | ${((smtp.mails.length - atKill) / (resumed.ms / 1000)).toFixed(0)} | ${mb(resumed.peakMb)} | ${resumed.summary} |`,
    );
    console.log(
      `\nAfter the kill and resume: ${duplicates} addresses got a second copy, ${missing} got none (the one cut off mid-send is counted failed, never re-sent).`,
    );
  }
} finally {
  await smtp.close();
  await dynalite.close();
  await rm(dataDir, { recursive: true, force: true });
}
