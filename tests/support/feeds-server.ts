// A loopback feed server for tests and the benchmark: fixtures, 304s, 429, malformed, huge, hanging, redirects.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { atom, generatedItems, rdf, rss2, SHARED_STORY } from './feeds-fixtures.ts';

export interface FeedServer {
  url: string;
  port: number;
  /** Requests received per path (without query). */
  hits: Map<string, number>;
  /** Replaces or adds a fixed route. */
  route(path: string, handler: (req: IncomingMessage, res: ServerResponse) => void): void;
  /** Benchmark switch: when false the generator ignores If-None-Match and answers 200 with the same body. */
  setConditional(on: boolean): void;
  close(): Promise<void>;
}

const xml = (res: ServerResponse, body: string, headers: Record<string, string> = {}) => {
  res.writeHead(200, { 'content-type': 'application/rss+xml; charset=utf-8', ...headers });
  res.end(body);
};

export async function startFeedServer(): Promise<FeedServer> {
  const hits = new Map<string, number>();
  let conditional = true;
  const routes = new Map<string, (req: IncomingMessage, res: ServerResponse) => void>();
  const cache = new Map<string, string>();

  routes.set('/rss', (_q, r) =>
    xml(
      r,
      rss2('RSS fixture', [
        {
          title: 'RSS story about captions',
          link: 'https://rss.example.org/a',
          guid: 'rss-a',
          html: '<p>Deaf viewers get captions.</p>',
          date: 'Sat, 01 Nov 2026 08:00:00 GMT',
          author: 'Ann',
          image: 'https://rss.example.org/a.jpg',
        },
      ]),
    ),
  );
  routes.set('/atom', (_q, r) =>
    xml(
      r,
      atom('Atom fixture', [
        {
          title: 'Atom story on wheelchair access',
          link: 'https://atom.example.org/b',
          guid: 'urn:atom:b',
          html: '<p>Wheelchair users.</p>',
        },
      ]),
    ),
  );
  routes.set('/rdf', (_q, r) =>
    xml(
      r,
      rdf('RDF fixture', [
        {
          title: 'RDF story on dyslexia fonts',
          link: 'https://rdf.example.org/c',
          html: 'Dyslexia support.',
          date: '2026-11-02T08:00:00Z',
        },
      ]),
    ),
  );
  routes.set('/no-guid', (_q, r) =>
    xml(
      r,
      rss2('No guid', [
        { title: 'Item without a guid', link: 'https://noguid.example.org/d', html: 'Text.' },
        { title: 'Second item without guid', link: 'https://noguid.example.org/e', html: 'Text.' },
      ]),
    ),
  );
  routes.set('/shared-a', (_q, r) => xml(r, rss2('Shared A', [SHARED_STORY])));
  routes.set('/shared-b', (_q, r) =>
    xml(
      r,
      rss2('Shared B', [
        {
          ...SHARED_STORY,
          link: 'https://news.example.org/screen-reader-update?utm_content=b',
          guid: undefined,
        },
      ]),
    ),
  );
  routes.set('/etag', (req, r) => {
    if (req.headers['if-none-match'] === '"v1"') return void r.writeHead(304).end();
    xml(
      r,
      rss2('ETag feed', [
        { title: 'Conditional story', link: 'https://etag.example.org/f', guid: 'etag-f' },
      ]),
      { etag: '"v1"' },
    );
  });
  routes.set('/429', (_q, r) => void r.writeHead(429, { 'retry-after': '120' }).end('slow down'));
  routes.set('/503', (_q, r) => void r.writeHead(503, { 'retry-after': '30' }).end('busy'));
  routes.set('/malformed', (_q, r) =>
    xml(r, '<?xml version="1.0"?><rss><channel><title>Broken</title><item><title>Unclosed'),
  );
  routes.set('/huge', (_q, r) => {
    r.writeHead(200, { 'content-type': 'application/rss+xml' });
    const chunk = Buffer.alloc(64 * 1024, 'a');
    let sent = 0;
    const pump = () => {
      while (sent < 20 * 1024 * 1024) {
        sent += chunk.length;
        if (!r.write(chunk)) return void r.once('drain', pump);
      }
      r.end();
    };
    r.on('error', () => undefined);
    pump();
  });
  routes.set('/hang', (_q, r) => {
    r.writeHead(200, { 'content-type': 'application/rss+xml' });
    r.write('<?xml version="1.0"?><rss><channel>');
  });

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    hits.set(url.pathname, (hits.get(url.pathname) ?? 0) + 1);
    if (url.pathname === '/redirect') {
      const to = url.searchParams.get('to') ?? '/rss';
      return void res.writeHead(302, { location: to }).end();
    }
    const gen = /^\/gen\/(\d+)$/.exec(url.pathname);
    if (gen) {
      const feed = Number(gen[1]);
      const n = Number(url.searchParams.get('items') ?? 50);
      const key = `${feed}:${n}`;
      const body = cache.get(key) ?? rss2(`Generated ${feed}`, generatedItems(feed, n));
      cache.set(key, body);
      const etag = `"g${feed}-${n}"`;
      if (conditional && req.headers['if-none-match'] === etag)
        return void res.writeHead(304).end();
      return xml(res, body, { etag });
    }
    const handler = routes.get(url.pathname);
    if (!handler) return void res.writeHead(404).end('not found');
    handler(req, res);
  });
  server.keepAliveTimeout = 30_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    hits,
    route: (path, handler) => void routes.set(path, handler),
    setConditional: (on) => void (conditional = on),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
