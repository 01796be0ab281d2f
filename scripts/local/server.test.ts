// startLocal over real HTTP: seeded content, records surviving a restart, a freed port, the building page, the site build swap and newsletter mail.
import { readdir, readFile, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { createArticles, createGlossaryTerm } from '../../functions/data/index.ts';
import { newArticle } from '../../tests/support/data.ts';
import { startSmtpCapture, type SmtpCapture } from '../../tests/support/smtp-capture.ts';
import { startLocal, type LocalServer } from './server.ts';

const PASSWORD = 'local-test-password';
const dirs: string[] = [];
const servers: LocalServer[] = [];

async function tempDir() {
  const dir = await mkdtemp(join(tmpdir(), 'a11y-local-'));
  dirs.push(dir);
  return dir;
}
/** A local server on a free port with no timers; `password: null` leaves the admin password for it to generate. */
async function start(
  dataDir: string,
  {
    build = false,
    smtpUrl,
    password = PASSWORD,
  }: { build?: boolean; smtpUrl?: string; password?: string | null } = {},
) {
  const server = await startLocal({
    dataDir,
    port: 0,
    build,
    feedIntervalMinutes: 0,
    newsletterIntervalDays: 0,
    quiet: true,
    ...(password === null ? {} : { adminPassword: password }),
    ...(smtpUrl ? { smtpUrl } : {}),
  });
  servers.push(server);
  return server;
}
const getJson = async <T>(url: string) => (await (await fetch(url)).json()) as T;
const postJson = (url: string, body: unknown) =>
  fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
const canListen = (port: number) =>
  new Promise<boolean>((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });

afterEach(async () => {
  for (const s of servers.splice(0)) await s.close();
  for (const d of dirs.splice(0)) await rm(d, { recursive: true, force: true });
});

/**
 * A start and stop of a real local server (store, seed, timers): about 3 s alone, but past 30 s on a machine shared
 * with the other test processes (a CI run), so these take longer than the default.
 */
const START_TIMEOUT_MS = 120_000;

describe('startLocal (build: false)', () => {
  it(
    'serves the seeded content over HTTP',
    async () => {
      // Prepare
      const server = await start(await tempDir());
      // Act
      const articles = await getJson<unknown[]>(`${server.url}/api/articles?limit=100`);
      const glossary = await getJson<unknown[]>(`${server.url}/api/glossary`);
      const sources = await fetch(`${server.url}/api/rss`);
      // Assess
      expect(articles.length).toBeGreaterThanOrEqual(40);
      expect(glossary.length).toBeGreaterThanOrEqual(20);
      expect(sources.status).toBe(401); // RSS actions are admin-only (product.md §10.1)
    },
    START_TIMEOUT_MS,
  );

  it(
    'keeps every record across a restart, indexes what an interrupted import left, and close frees the port',
    async () => {
      // Prepare
      const dataDir = await tempDir();
      const first = await start(dataDir);
      const term = await createGlossaryTerm(first.db, {
        term: 'Restart test term',
        definition: 'Written before the restart.',
        category: 'Testing',
      });
      // An import cut off after storing an article, before its index pass.
      await createArticles(first.db, [newArticle({ title: 'Wallaby interrupted import' })], {
        index: 'deferred',
      });
      const searchWallaby = (url: string) =>
        getJson<{ title: string }[]>(`${url}/api/articles/search?q=wallaby`);
      const unindexed = await searchWallaby(first.url);
      const before = await getJson<{ id: number }[]>(`${first.url}/api/articles?limit=100`);
      // Act
      await first.close();
      const portFree = await canListen(first.port);
      const second = await start(dataDir);
      const after = await getJson<{ id: number }[]>(`${second.url}/api/articles?limit=100`);
      const kept = await fetch(`${second.url}/api/glossary/${term.id}`);
      // Assess
      expect(unindexed).toEqual([]);
      expect((await searchWallaby(second.url)).map((h) => h.title)).toEqual([
        'Wallaby interrupted import',
      ]);
      expect(portFree).toBe(true);
      expect(after.map((a) => a.id)).toEqual(before.map((a) => a.id));
      expect(kept.status).toBe(200);
      expect(((await kept.json()) as { term: string }).term).toBe('Restart test term');
    },
    START_TIMEOUT_MS,
  );

  it(
    'generates an admin password once and keeps only its hash',
    async () => {
      // Prepare
      const dataDir = await tempDir();
      const first = await start(dataDir, { password: null });
      const generated = first.adminPassword;
      await first.close();
      // Act
      const second = await start(dataDir, { password: null });
      const stored = await readFile(join(dataDir, 'admin.json'), 'utf8');
      const login = await postJson(`${second.url}/api/auth/login`, { password: generated });
      // Assess
      expect(generated).toMatch(/^[\w-]{12,}$/);
      expect(second.adminPassword).toBeUndefined();
      expect(stored).not.toContain(generated ?? '');
      expect(second.adminLogin.join(' ')).toMatch(/first start/);
      expect(login.status).toBe(200);
    },
    START_TIMEOUT_MS,
  );
});

describe('startLocal newsletter mail', () => {
  const subscribe = (server: LocalServer, email: string) =>
    postJson(`${server.url}/api/subscribe`, { email });
  let smtp: SmtpCapture | undefined;
  afterEach(async () => {
    // The server first: its pooled SMTP connection would hold the capture server's close open.
    for (const s of servers.splice(0)) await s.close();
    await smtp?.close();
    smtp = undefined;
  });

  it(
    'writes the confirmation mail to DATA_DIR/outbox without a mail server, with a link to the served port',
    async () => {
      // Prepare
      const dataDir = await tempDir();
      const server = await start(dataDir);
      // Act
      const res = await subscribe(server, 'reader@example.org');
      await server.newsletter.settled(); // the mail is written off the answer's path
      const files = await readdir(join(dataDir, 'outbox'));
      const eml = await simpleParser(await readFile(join(dataDir, 'outbox', files[0] ?? '')));
      // Assess
      expect(res.status).toBe(200);
      expect(server.mail).toEqual({ kind: 'outbox', where: join(dataDir, 'outbox') });
      expect(files).toHaveLength(1);
      expect(eml.to).toMatchObject({ text: 'reader@example.org' });
      expect(eml.text).toContain(`http://localhost:${server.port}/newsletter/confirm?token=`);
    },
    START_TIMEOUT_MS,
  );

  it(
    'sends through the SMTP server it is given, and the mailed link confirms the address',
    async () => {
      // Prepare
      smtp = await startSmtpCapture();
      const server = await start(await tempDir(), { smtpUrl: smtp.url });
      await subscribe(server, 'smtp-reader@example.org');
      const mail = await smtp.waitFor('smtp-reader@example.org');
      const token = /confirm\?token=([\w.-]+)/.exec(mail.parsed.text ?? '')?.[1];
      // Act
      const confirmed = await postJson(`${server.url}/api/newsletter/confirm`, { token });
      // Assess
      expect(server.mail).toEqual({ kind: 'smtp', where: new URL(smtp.url).host });
      expect(await confirmed.json()).toEqual({ confirmed: true, email: 'smtp-reader@example.org' });
      expect(await server.newsletter.stats()).toMatchObject({ pending: 0, confirmed: 1 });
    },
    START_TIMEOUT_MS,
  );
});

describe('startLocal (build: true)', () => {
  /** A data folder whose site a closed server built, kept for the case after the one that built it. */
  let builtDataDir: string | undefined;
  afterAll(async () => {
    if (builtDataDir) await rm(builtDataDir, { recursive: true, force: true });
  });

  /** A data folder with a built site and no server running on it. */
  async function dataDirWithSite(): Promise<string> {
    const dataDir = await tempDir();
    const server = await start(dataDir, { build: true });
    await server.rebuild.whenIdle();
    await server.close();
    return dataDir;
  }

  it(
    'answers the building page at / and the API at /api before the first build ends',
    async () => {
      // Prepare: the first build waits out the scheduler's quiet period, so nothing is built yet.
      const server = await start(await tempDir(), { build: true });
      // Act
      const home = await fetch(server.url);
      const api = await fetch(`${server.url}/api/articles?limit=1`);
      // Assess
      expect(server.siteBuilt()).toBe(false);
      expect(home.status).toBe(503);
      expect(home.headers.get('retry-after')).toBe('5');
      expect(await home.text()).toContain('<h1>Building the site…</h1>');
      expect(api.status).toBe(200);
    },
    START_TIMEOUT_MS,
  );

  it('serves the built site and publishes a new build over it after a content change', async () => {
    // Prepare
    const dataDir = await tempDir();
    const server = await start(dataDir, { build: true });
    await server.rebuild.whenIdle();
    const glossary = join(dataDir, 'site', 'public', 'glossary', 'index.html');
    const glossaryBefore = await readFile(glossary, 'utf8');
    const home = await fetch(server.url);
    // Act
    await createGlossaryTerm(server.db, {
      term: 'Rebuild trigger',
      definition: 'A change that marks the site stale.',
      category: 'Testing',
    });
    server.rebuild.markStale('test change');
    await server.rebuild.whenIdle();
    const glossaryAfter = await readFile(glossary, 'utf8');
    const homeAfter = await fetch(server.url);
    // Assess
    expect(home.status).toBe(200);
    expect(home.headers.get('content-type')).toMatch(/text\/html/);
    // Canonical links name the port actually served (PORT=0 here), not a default.
    expect(await home.text()).toContain(
      `<link rel="canonical" href="http://localhost:${server.port}`,
    );
    expect(server.rebuild.builds).toBe(2);
    expect(glossaryBefore).not.toContain('Rebuild trigger');
    expect(glossaryAfter).toContain('Rebuild trigger');
    expect(homeAfter.status).toBe(200);
    // The next case starts over this site, which saves it a build of its own.
    await server.close();
    builtDataDir = dirs.splice(dirs.indexOf(dataDir), 1)[0];
  }, 300_000);

  it('over a site other code built, builds in full before it readies the warm worker', async () => {
    // Prepare: a site (the previous case's, or one built here when this case runs alone), whose manifest then
    // names other code (as after an upgrade).
    const dataDir = builtDataDir ?? (await dataDirWithSite());
    const manifest = join(dataDir, 'site', 'manifest.json');
    const published = JSON.parse(await readFile(manifest, 'utf8')) as { build: { code: string } };
    const code = published.build.code;
    await writeFile(
      manifest,
      JSON.stringify({ ...published, build: { ...published.build, code: 'other code' } }),
    );
    // Act
    const second = await start(dataDir, { build: true });
    await second.rebuild.whenWarm();
    // Assess: the start's full build is done by then, so a first change is not held behind it.
    expect(second.rebuild.builds).toBe(1);
    expect(second.rebuild.status()).toMatchObject({ pending: false, running: false });
    expect(second.rebuild.lastBuild()?.outcome).toMatchObject({
      kind: 'full',
      reason: 'the code changed since the published build',
    });
    const rebuilt = JSON.parse(await readFile(manifest, 'utf8')) as { build: { code: string } };
    expect(rebuilt.build.code).toBe(code);
  }, 300_000);
});
