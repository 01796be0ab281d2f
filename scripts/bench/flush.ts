// Flush benchmark (product.md §11.12): the list API's throughput with and without anonymous POSTs that answer 2xx
// or a refusal (a logout without a session, a used unsubscribe link, a topics save with one's own link), 10 a second.
// No request may empty the response cache, so the list keeps its pace: the goal is at least 0.9 of it with the POSTs
// (the medians of the rounds), and the cache stores about as many answers with them as without (one per s-maxage).
// The local host runs in this process (demo seed, no site build, no timers), on loopback; autocannon drives the list.
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';
import { outboxDir } from '../local/newsletter.ts';
import { startLocal, type LocalServer } from '../local/server.ts';
import { autocannon } from './autocannon.ts';

const flag = (name: string) =>
  process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
/** `--duration=N` seconds a run. */
const DURATION = Number(flag('duration') ?? 10);
/** `--rounds=N`: each round runs the list without, then with the POSTs, so both see the same machine. */
const ROUNDS = Number(flag('rounds') ?? 3);
/** `--posts-per-second=N`: the anonymous POSTs sent during a run with them. */
const POSTS_PER_SECOND = Number(flag('posts-per-second') ?? 10);
const CONNECTIONS = 50;
const LIST = '/api/articles?limit=6';
/** product.md §11.12's goal for this bench: the list keeps at least this share of its pace. */
const GOAL = 0.9;

/** An anonymous JSON POST from the site's own page, as a browser (or a script posing as one) sends it. */
const post = (server: LocalServer, path: string, body: object) =>
  fetch(server.url + path, {
    method: 'POST',
    headers: { origin: server.url, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

/** A confirmed subscriber's mailed links: signs `email` up, reads its mail from the outbox and confirms it. */
async function subscriber(server: LocalServer, dataDir: string, email: string) {
  await post(server, '/api/subscribe', { email });
  await server.newsletter.settled();
  const outbox = outboxDir(dataDir);
  for (const file of await readdir(outbox)) {
    const mail = await simpleParser(await readFile(join(outbox, file)));
    const to = [mail.to ?? []].flat().map((address) => address.text);
    if (!to.includes(email)) continue;
    const tokenOf = (page: string) =>
      new RegExp(`/newsletter/${page}\\?token=([\\w.-]+)`).exec(mail.text ?? '')?.[1] ?? '';
    const links = {
      confirm: tokenOf('confirm'),
      unsubscribe: tokenOf('unsubscribe'),
      preferences: tokenOf('preferences'),
    };
    const confirmed = await post(server, '/api/newsletter/confirm', { token: links.confirm });
    if (!confirmed.ok) throw new Error(`could not confirm ${email}: ${confirmed.status}`);
    return links;
  }
  throw new Error(`no mail to ${email} in ${outbox}`);
}

const dataDir = await mkdtemp(join(tmpdir(), 'bench-flush-'));
const server = await startLocal({
  dataDir,
  port: 0,
  seed: true,
  build: false,
  feedIntervalMinutes: 0,
  newsletterIntervalDays: 0,
  publishCheckSeconds: 0,
  adminPassword: 'bench-flush-password',
  quiet: true,
});
try {
  // Prepare: one address that unsubscribed (its link is used), one that keeps its topics link.
  const leaver = await subscriber(server, dataDir, 'leaver@example.org');
  const stayer = await subscriber(server, dataDir, 'stayer@example.org');
  const usedLink = `/api/newsletter/unsubscribe?token=${leaver.unsubscribe}`;
  if (!(await post(server, usedLink, {})).ok) throw new Error('the first unsubscribe failed');
  const kinds = [
    { name: 'logout without a session', send: () => post(server, '/api/auth/logout', {}) },
    { name: 'used unsubscribe link', send: () => post(server, usedLink, {}) },
    {
      name: 'topics save, own link',
      send: () =>
        post(server, '/api/newsletter/preferences', { token: stayer.preferences, topics: 'all' }),
    },
  ];

  /** Sends the POSTs, POSTS_PER_SECOND of them in turn, until `stop`; answers their statuses by kind. */
  const postWhile = async (stop: PromiseLike<unknown>) => {
    const statuses = new Map<string, Map<number | string, number>>(
      kinds.map((k) => [k.name, new Map()]),
    );
    const inFlight: Promise<void>[] = [];
    const count = (name: string, answer: number | string) => {
      const counts = statuses.get(name)!;
      counts.set(answer, (counts.get(answer) ?? 0) + 1);
    };
    const start = performance.now();
    // Each tick sends what is due by the clock, so a busy event loop delays POSTs but never drops them.
    const timer = setInterval(() => {
      const due = Math.floor(((performance.now() - start) / 1000) * POSTS_PER_SECOND);
      while (inFlight.length < due) {
        const kind = kinds[inFlight.length % kinds.length]!;
        inFlight.push(
          kind.send().then(
            async (res) => (await res.arrayBuffer(), count(kind.name, res.status)),
            () => count(kind.name, 'network error'),
          ),
        );
      }
    }, 1000 / POSTS_PER_SECOND);
    try {
      await stop;
    } finally {
      clearInterval(timer);
    }
    await Promise.all(inFlight);
    return { sent: inFlight.length, statuses };
  };

  /** One autocannon run, with the answers the response cache stored meanwhile (each one a list read from the store). */
  const run = async () => {
    const stored = server.responseCacheStats.stores;
    const result = await autocannon({
      url: server.url + LIST,
      connections: CONNECTIONS,
      duration: DURATION,
    });
    return { ...result, stores: server.responseCacheStats.stores - stored };
  };
  const median = (values: number[]) => values.sort((a, b) => a - b)[values.length >> 1] ?? 0;
  await autocannon({ url: server.url + LIST, connections: CONNECTIONS, duration: 2 }); // warm-up
  const rows: string[] = [];
  const rates = { without: [] as number[], with: [] as number[] };
  const posted = new Map<string, Map<number | string, number>>();
  let sent = 0;
  for (let round = 1; round <= ROUNDS; round++) {
    const quiet = await run();
    const busy = run();
    const posts = await postWhile(busy);
    const loud = await busy;
    sent += posts.sent;
    for (const [name, counts] of posts.statuses) {
      const all = posted.get(name) ?? new Map<number | string, number>();
      for (const [status, n] of counts) all.set(status, (all.get(status) ?? 0) + n);
      posted.set(name, all);
    }
    for (const [label, r] of [
      ['without POSTs', quiet],
      [`with ${POSTS_PER_SECOND} POSTs a second`, loud],
    ] as const) {
      const errors = r.errors + r.timeouts;
      rows.push(
        `| ${label} (round ${round}) | ${r.requests.average.toFixed(0)} | ${r.latency.p50} ms | ${r.latency.p99} ms | ${r.stores} | ${errors} | ${r.non2xx} |`,
      );
    }
    rates.without.push(quiet.requests.average);
    rates.with.push(loud.requests.average);
  }

  const ratio = median(rates.with) / median(rates.without);
  console.log(
    `\nGET ${LIST}, ${CONNECTIONS} connections, ${DURATION} s a run, ${ROUNDS} rounds, in process (load average ${loadavg()[0]?.toFixed(2)})\n`,
  );
  console.log(
    '| run | req/s | p50 | p99 | cache stores | errors | non-2xx |\n|---|---|---|---|---|---|---|',
  );
  for (const row of rows) console.log(row);
  console.log(`\n| anonymous POST (${sent} sent) | answers |\n|---|---|`);
  for (const [name, counts] of posted)
    console.log(
      `| ${name} | ${[...counts].map(([status, n]) => `${n} × ${status}`).join(', ') || 'none'} |`,
    );
  console.log(
    `\nWith POSTs / without, medians: ${median(rates.with).toFixed(0)} / ${median(rates.without).toFixed(0)} req/s = ${ratio.toFixed(2)} (goal ≥ ${GOAL}): ${ratio >= GOAL ? 'met' : 'MISSED'}.`,
  );
} finally {
  await server.close();
  await rm(dataDir, { recursive: true, force: true });
}
