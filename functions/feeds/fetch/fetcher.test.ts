// The hostile-feed fetcher against the loopback feed server.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFeedServer, type FeedServer } from '../testing/server.ts';
import type { FetchError } from './errors.ts';
import { createFetcher, type Fetcher } from './fetcher.ts';

let server: FeedServer;
let other: FeedServer;
let fetcher: Fetcher;

beforeAll(async () => {
  server = await startFeedServer();
  other = await startFeedServer();
  fetcher = createFetcher({ allowLoopback: true, loopbackPorts: [server.port], timeoutMs: 500 });
});
afterAll(async () => {
  await fetcher.close();
  await Promise.all([server.close(), other.close()]);
});

const failure = (p: Promise<unknown>) =>
  p.then(
    () => null,
    (e: unknown) => e as FetchError,
  );

describe('fetcher', () => {
  it('fetches a feed with a User-Agent that names the product', async () => {
    // Prepare
    let agent = '';
    server.route(
      '/ua',
      (req, res) => ((agent = req.headers['user-agent'] ?? ''), res.end('<rss/>')),
    );
    // Act
    const result = await fetcher.fetch(`${server.url}/ua`);
    // Assess
    expect(result).toMatchObject({ kind: 'ok', body: '<rss/>' });
    expect(agent).toMatch(/A11yTechNews/);
  });

  it('refuses 127.0.0.1 without the loopback setting and sends nothing', async () => {
    const strict = createFetcher({ allowLoopback: false });
    const err = await failure(strict.fetch(`${server.url}/strict-probe`));
    await strict.close();
    expect(err?.message).toBe('Refused address 127.0.0.1 (loopback)');
    expect(server.hits.get('/strict-probe')).toBeUndefined();
  });

  it.each([
    ['http://169.254.169.254/latest/meta-data/', 'Refused address 169.254.169.254 (link-local)'],
    ['http://10.0.0.1/feed', 'Refused address 10.0.0.1 (private)'],
    [
      'http://[::ffff:127.0.0.1]/feed',
      'Refused address ::ffff:7f00:1 (loopback via IPv4-mapped 127.0.0.1)',
    ],
    ['http://[64:ff9b::a00:1]/feed', 'Refused address 64:ff9b::a00:1 (private via NAT64 10.0.0.1)'],
    [
      'http://[2002:a9fe:a9fe::1]/latest/meta-data/',
      'Refused address 2002:a9fe:a9fe::1 (link-local via 6to4 169.254.169.254)',
    ],
    ['http://[fec0::1]/feed', 'Refused address fec0::1 (site-local)'],
    ['http://[fd00::1]/feed', 'Refused address fd00::1 (unique-local)'],
    ['http://0.0.0.0/feed', 'Refused address 0.0.0.0 (unspecified)'],
  ])('refuses a redirect to %s before connecting', async (target, message) => {
    const err = await failure(
      fetcher.fetch(`${server.url}/redirect?to=${encodeURIComponent(target)}`),
    );
    // Refused by the guard (this message), not by a connect timeout ('Timed out').
    expect(err?.message).toBe(message);
  });

  it('refuses a redirect to another loopback port when only the first is allowed, with no request made there', async () => {
    const err = await failure(
      fetcher.fetch(`${server.url}/redirect?to=${encodeURIComponent(`${other.url}/rss`)}`),
    );
    expect(err?.message).toBe('Refused address 127.0.0.1 (loopback)');
    expect(other.hits.size).toBe(0);
  });

  it('follows at most 3 redirects', async () => {
    const hop = (to: string) => `/redirect?to=${encodeURIComponent(to)}`;
    expect(await fetcher.fetch(`${server.url}${hop(hop(hop('/rss')))}`)).toMatchObject({
      kind: 'ok',
    });
    const err = await failure(fetcher.fetch(`${server.url}${hop(hop(hop(hop('/rss'))))}`));
    expect(err?.message).toBe('Too many redirects (more than 3)');
  });

  it('refuses non-http schemes in redirects', async () => {
    const err = await failure(
      fetcher.fetch(`${server.url}/redirect?to=${encodeURIComponent('file:///etc/passwd')}`),
    );
    expect(err?.message).toBe('Refused URL scheme file:');
  });

  it('sends the stored ETag and reads a 304', async () => {
    const first = await fetcher.fetch(`${server.url}/etag`);
    expect(first).toMatchObject({ kind: 'ok', etag: '"v1"' });
    const second = await fetcher.fetch(`${server.url}/etag`, { etag: '"v1"', lastModified: null });
    expect(second).toEqual({ kind: 'not-modified' });
  });

  it('reports 429 and 503 with their Retry-After', async () => {
    const tooMany = await failure(fetcher.fetch(`${server.url}/429`));
    expect(tooMany).toMatchObject({ message: 'HTTP 429', status: 429, retryAfterMs: 120_000 });
    const busy = await failure(fetcher.fetch(`${server.url}/503`));
    expect(busy).toMatchObject({ message: 'HTTP 503', status: 503, retryAfterMs: 30_000 });
  });

  it('cuts a 20 MB body off at the cap', async () => {
    const capped = createFetcher({ allowLoopback: true, timeoutMs: 5000 });
    const before = process.memoryUsage().rss;
    const err = await failure(capped.fetch(`${server.url}/huge`));
    await capped.close();
    expect(err?.message).toBe(`Feed larger than ${5 * 1024 * 1024} bytes`);
    expect(process.memoryUsage().rss - before).toBeLessThan(15 * 1024 * 1024);
  });

  it('gives up on a server that never finishes', async () => {
    const started = Date.now();
    const err = await failure(fetcher.fetch(`${server.url}/hang`));
    expect(err?.message).toBe('Timed out');
    // The 500 ms limit, with room for a loaded machine; without it the server would hold the request forever.
    expect(Date.now() - started).toBeLessThan(5000);
  });
});
