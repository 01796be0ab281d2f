// The import Lambda handler against dynalite and a loopback feed server: full, per-category and forced imports, the rebuild invoke.
import { InvokeCommand, LambdaClient } from '@aws-sdk/client-lambda';
import {
  afterAll,
  beforeAll,
  beforeEach,
  describe,
  expect,
  it,
  vi,
  type MockInstance,
} from 'vitest';
import type { RefreshStats } from '../domain/index.ts';
import {
  createCategory,
  createRssSource,
  listArticles,
  listRssSources,
  type Db,
} from '../data/index.ts';
import { createTestDb, type TestDb } from '../../tests/support/data.ts';
import type { ImportEvent } from '../feeds/remote.ts';
import { rss2 } from '../../tests/support/feeds-fixtures.ts';
import { startFeedServer, type FeedServer } from '../../tests/support/feeds-server.ts';

type Handler = (event?: ImportEvent) => Promise<RefreshStats>;

let store: TestDb;
let db: Db;
let server: FeedServer;
let handler: Handler;
/** Every Lambda call the module makes; the SDK never reaches AWS. */
let send: MockInstance<(command: InvokeCommand) => Promise<unknown>>;
let news: number;
let events: number;

/** A feed route with one item, whose title is also the article title. */
function oneItemFeed(path: string, title: string) {
  server.route(path, (_q, r) => {
    r.writeHead(200, { 'content-type': 'application/rss+xml' });
    r.end(rss2(title, [{ title, link: `https://example.org${path}`, guid: path }]));
  });
}
async function addSource(path: string, title: string, categoryId: number) {
  oneItemFeed(path, title);
  return createRssSource(db, { name: title, url: `${server.url}${path}`, categoryId });
}
const titles = async () =>
  (await listArticles(db, { sort: 'newest', limit: 100, offset: 0 })).map((a) => a.title).sort();

/** Loads the handler module afresh: it reads its configuration when imported. */
async function loadHandler(): Promise<Handler> {
  vi.resetModules();
  return (await import('./handler.ts')).handler;
}

beforeAll(async () => {
  store = await createTestDb();
  db = store.db;
  server = await startFeedServer();
  news = (await createCategory(db, { name: 'News' })).id;
  events = (await createCategory(db, { name: 'Events' })).id;
  await addSource('/news-1', 'Screen reader release', news);
  await addSource('/news-2', 'Caption standard adopted', news);
  await addSource('/events-1', 'Accessibility conference', events);
  vi.stubEnv('TABLE_NAME', db.table);
  vi.stubEnv('AWS_REGION', 'us-east-1');
  vi.stubEnv('DYNAMODB_ENDPOINT', store.endpoint);
  vi.stubEnv('FEEDS_ALLOW_LOOPBACK', '1');
  vi.stubEnv('REBUILD_FUNCTION_NAME', undefined);
  send = vi.spyOn(LambdaClient.prototype, 'send');
  handler = await loadHandler();
});
beforeEach(() => {
  // A call the test did not expect fails here instead of reaching AWS.
  send.mockReset().mockRejectedValue(new Error('unexpected Lambda call'));
  vi.spyOn(console, 'log').mockImplementation(() => undefined);
});
afterAll(async () => {
  vi.restoreAllMocks();
  vi.unstubAllEnvs();
  await server?.close();
  await store?.close();
});

describe('import Lambda handler', () => {
  it('imports every source for an empty event, answers the stats it logs, invokes no rebuild when unnamed', async () => {
    // Act
    const stats = await handler({});
    // Assess
    expect(stats).toEqual({ added: 3, skipped: 0, errors: 0, waiting: 0 });
    expect(await titles()).toEqual([
      'Accessibility conference',
      'Caption standard adopted',
      'Screen reader release',
    ]);
    expect((await listRssSources(db)).map((s) => s.fetch.itemsAdded)).toEqual([1, 1, 1]);
    expect(console.log).toHaveBeenCalledWith(JSON.stringify({ import: stats }));
    // Articles were added, but with REBUILD_FUNCTION_NAME unset the invoker sends nothing.
    expect(send).not.toHaveBeenCalled();
  });

  it("imports only the given category's sources", async () => {
    // Prepare
    await addSource('/news-3', 'Braille display review', news);
    await addSource('/events-2', 'Sign language meetup', events);
    // Act
    const stats = await handler({ categoryId: events });
    // Assess
    expect(stats).toEqual({ added: 1, skipped: 0, errors: 0, waiting: 0 });
    expect(await titles()).toContain('Sign language meetup');
    expect(await titles()).not.toContain('Braille display review');
    expect(server.hits.get('/news-3')).toBeUndefined();
    expect(server.hits.get('/news-1')).toBe(1);
    expect(server.hits.get('/events-1')).toBe(2);
    expect(send).not.toHaveBeenCalled();
  });

  it('re-reads unchanged sources on force and adds no duplicates', async () => {
    // Prepare: a plain import first takes the new News source and matches the others' body hashes
    expect(await handler({})).toEqual({ added: 1, skipped: 0, errors: 0, waiting: 0 });
    const before = await titles();
    const hits = server.hits.get('/news-1')!;
    // Act
    const forced = await handler({ force: true });
    // Assess: every one of the five items is parsed again and skipped as already stored
    expect(forced).toEqual({ added: 0, skipped: 5, errors: 0, waiting: 0 });
    expect(server.hits.get('/news-1')).toBe(hits + 1);
    expect(await titles()).toEqual(before);
    expect(before).toHaveLength(5);
  });
});

describe('import Lambda handler with REBUILD_FUNCTION_NAME set', () => {
  let withRebuild: Handler;
  beforeAll(async () => {
    vi.stubEnv('REBUILD_FUNCTION_NAME', 'site-rebuild');
    withRebuild = await loadHandler();
  });

  it('invokes the rebuild function once per import that added articles, and waits for the call', async () => {
    // Prepare: the invoke is accepted only when the test says so
    let accept = () => undefined as void;
    send.mockImplementation(() => new Promise((resolve) => (accept = () => resolve({}))));
    await addSource('/news-4', 'Voice control update', news);
    // Act
    let done = false;
    const running = withRebuild({}).then((stats) => ((done = true), stats));
    await vi.waitFor(() => expect(send).toHaveBeenCalledTimes(1), { timeout: 15_000 });
    await new Promise((resolve) => setImmediate(resolve)); // lets every pending microtask run
    // Assess: the handler does not return before the invoke is accepted (Lambda freezes after it)
    expect(done).toBe(false);
    accept();
    expect(await running).toEqual({ added: 1, skipped: 0, errors: 0, waiting: 0 });
    const command = send.mock.calls[0]![0];
    expect(command).toBeInstanceOf(InvokeCommand);
    expect(command.input).toMatchObject({ FunctionName: 'site-rebuild', InvocationType: 'Event' });
    const payload = JSON.parse(new TextDecoder().decode(command.input.Payload as Uint8Array));
    expect(payload).toMatchObject({ reason: 'import added 1' });
  });

  it('does not invoke it when an import adds nothing', async () => {
    expect(await withRebuild({})).toEqual({ added: 0, skipped: 0, errors: 0, waiting: 0 });
    expect(send).not.toHaveBeenCalled();
  });
});
