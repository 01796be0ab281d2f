// The hostile-feed fetcher against the loopback feed server.
import { createServer, type IncomingHttpHeaders, type RequestListener } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFeedServer, type FeedServer } from '../../../tests/support/feeds-server.ts';
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

/**
 * A loopback server of this file's own with one handler, and a fetcher allowed to reach only its
 * port; both are closed after `use`. Every request's headers are recorded in `seen`.
 */
async function withServer<T>(
  handler: RequestListener,
  use: (url: string, fetcher: Fetcher, seen: IncomingHttpHeaders[]) => Promise<T>,
): Promise<T> {
  const seen: IncomingHttpHeaders[] = [];
  const http = createServer((req, res) => (seen.push(req.headers), handler(req, res)));
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  const { port } = http.address() as AddressInfo;
  const own = createFetcher({ allowLoopback: true, loopbackPorts: [port], timeoutMs: 2000 });
  try {
    return await use(`http://127.0.0.1:${port}/feed`, own, seen);
  } finally {
    await own.close();
    http.closeAllConnections();
    await new Promise<void>((resolve) => http.close(() => resolve()));
  }
}

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

  it('refuses a malformed redirect Location with a readable FetchError', async () => {
    const err = await failure(
      fetcher.fetch(`${server.url}/redirect?to=${encodeURIComponent('http://[oops/feed')}`),
    );
    expect(err).toMatchObject({ name: 'FetchError', message: 'Bad redirect location' });
  });

  it('refuses a redirect whose Location carries a user name and password, without following it', async () => {
    const target = `http://user:secret@127.0.0.1:${server.port}/creds-target`;
    const err = await failure(
      fetcher.fetch(`${server.url}/redirect?to=${encodeURIComponent(target)}`),
    );
    expect(err).toMatchObject({
      name: 'FetchError',
      message: 'Refused a redirect to a URL with a user name or password',
    });
    expect(server.hits.get('/creds-target')).toBeUndefined();
  });

  it('refuses a feed URL with a user name or password before any request', async () => {
    const err = await failure(fetcher.fetch(`http://user:secret@127.0.0.1:${server.port}/creds`));
    expect(err?.message).toBe('Feed URLs may not contain a user name or password');
    expect(err?.message).not.toContain('secret');
    expect(server.hits.get('/creds')).toBeUndefined();
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

  it('cuts a 50 MB body off at the 5 MiB cap and stops reading', async () => {
    // The server streams 50 MB with back-pressure; if the fetcher kept reading, it would finish.
    let finished = false;
    const huge: RequestListener = (_req, res) => {
      res.writeHead(200, { 'content-type': 'application/rss+xml' });
      const chunk = Buffer.alloc(64 * 1024, 'a');
      let sent = 0;
      const pump = () => {
        while (sent < 50 * 1024 * 1024) {
          sent += chunk.length;
          if (!res.write(chunk)) return void res.once('drain', pump);
        }
        res.end();
      };
      res.on('finish', () => (finished = true));
      res.on('error', () => undefined);
      pump();
    };
    const err = await withServer(huge, (url, own) => failure(own.fetch(url)));
    expect(err?.message).toBe(`Feed larger than ${5 * 1024 * 1024} bytes`);
    expect(finished).toBe(false);
  });

  it('gives up on a server that never finishes', async () => {
    // Without the 500 ms limit the server would hold the request until the test itself timed out.
    const err = await failure(fetcher.fetch(`${server.url}/hang`));
    expect(err?.message).toBe('Timed out');
  });
});

describe('fetcher conditional requests', () => {
  const stamp = 'Sat, 31 Oct 2026 08:00:00 GMT';
  /** Answers 304 only to the exact stored Last-Modified, else the feed with its Last-Modified. */
  const lastModifiedFeed: RequestListener = (req, res) => {
    if (req.headers['if-modified-since'] === stamp) return void res.writeHead(304).end();
    res.writeHead(200, { 'content-type': 'application/rss+xml', 'last-modified': stamp });
    res.end('<rss/>');
  };

  it('returns the Last-Modified, sends it back as If-Modified-Since and reads the 304', async () => {
    await withServer(lastModifiedFeed, async (url, own, seen) => {
      const first = await own.fetch(url);
      expect(first).toMatchObject({ kind: 'ok', lastModified: stamp, etag: null });
      const second = await own.fetch(url, { etag: null, lastModified: stamp });
      expect(seen[1]?.['if-modified-since']).toBe(stamp);
      expect(seen[1]?.['if-none-match']).toBeUndefined();
      expect(second).toEqual({ kind: 'not-modified' });
    });
  });

  it('sends no validator headers when none are stored (a force refresh)', async () => {
    await withServer(lastModifiedFeed, async (url, own, seen) => {
      expect(await own.fetch(url)).toMatchObject({ kind: 'ok', body: '<rss/>' });
      expect(await own.fetch(url, { etag: null, lastModified: null })).toMatchObject({
        kind: 'ok',
      });
      expect(seen).toHaveLength(2);
      for (const headers of seen) {
        expect(headers['if-none-match']).toBeUndefined();
        expect(headers['if-modified-since']).toBeUndefined();
      }
    });
  });
});

describe('fetcher character encoding', () => {
  const latin1Feed = Buffer.concat([
    Buffer.from('<?xml version="1.0" encoding="iso-8859-1"?>\n<rss><title>caf'),
    Buffer.from([0xe9]),
    Buffer.from('</title></rss>'),
  ]);
  const serve =
    (body: Buffer, contentType: string): RequestListener =>
    (_req, res) =>
      void res.writeHead(200, { 'content-type': contentType }).end(body);

  it('decodes a Latin-1 feed served as text/xml by its XML prolog', async () => {
    await withServer(serve(latin1Feed, 'text/xml'), async (url, own) => {
      const result = await own.fetch(url);
      expect(result).toMatchObject({ kind: 'ok' });
      expect(result.kind === 'ok' && result.body).toContain('<title>café</title>');
    });
  });

  it.each([
    ['UTF-16LE', Buffer.from([0xff, 0xfe]), 'utf16le'],
    ['UTF-16BE', Buffer.from([0xfe, 0xff]), 'utf16be'],
  ] as const)('decodes a %s body by its byte order mark', async (_name, bom, encoding) => {
    const text = '<?xml version="1.0" encoding="utf-16"?><rss><title>naïve ☃</title></rss>';
    const le = Buffer.from(text, 'utf16le');
    const bytes = encoding === 'utf16le' ? le : Buffer.from(le).swap16();
    await withServer(
      serve(Buffer.concat([bom, bytes]), 'application/rss+xml'),
      async (url, own) => {
        expect(await own.fetch(url)).toMatchObject({ kind: 'ok', body: text });
      },
    );
  });
});
