// Fetches one feed as hostile input: address checked at connect time, 10 s, 5 MiB, 3 redirects (product.md §11.3).
import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import { Agent, buildConnector, request } from 'undici';
import { type AddressPolicy, assertAllowedAddress } from './address.ts';
import { decodeFeed } from './encoding.ts';
import { FetchError, retryAfterMs } from './errors.ts';

/** The fetch limits of product.md §11.3. */
export const FETCH_LIMITS = {
  timeoutMs: 10_000,
  maxBytes: 5 * 1024 * 1024,
  maxRedirects: 3,
} as const;
export const DEFAULT_USER_AGENT =
  'A11yTechNews-FeedImporter/1.0 (+https://github.com/a11y-tech-news)';

export interface FetcherOptions extends AddressPolicy {
  userAgent?: string;
  timeoutMs?: number;
  maxBytes?: number;
  maxRedirects?: number;
}

export interface Validators {
  etag: string | null;
  lastModified: string | null;
}

export type FetchResult =
  { kind: 'not-modified' } | ({ kind: 'ok'; body: string; status: number } & Validators);

export interface Fetcher {
  fetch(url: string, validators?: Validators): Promise<FetchResult>;
  close(): Promise<void>;
}

/** Resolves the host, refuses any forbidden address, and connects to the checked IP itself (no re-resolution). */
function guardedConnector(policy: AddressPolicy, timeoutMs: number): buildConnector.connector {
  const base = buildConnector({ timeout: timeoutMs });
  return (options, callback) => {
    const host = options.hostname.replace(/^\[|\]$/g, '');
    const port = Number(options.port) || (options.protocol === 'https:' ? 443 : 80);
    const resolve = isIP(host)
      ? Promise.resolve([{ address: host }])
      : lookup(host, { all: true, verbatim: true });
    resolve
      .then((addresses) => {
        if (addresses.length === 0) throw new FetchError(`No address for ${host}`);
        for (const a of addresses) assertAllowedAddress(a.address, port, policy);
        const servername = isIP(host) ? undefined : host;
        base(
          { ...options, hostname: addresses[0]!.address, ...(servername ? { servername } : {}) },
          callback,
        );
      })
      .catch((err: unknown) => callback(err instanceof Error ? err : new Error(String(err)), null));
  };
}

function header(
  headers: Record<string, string | string[] | undefined>,
  name: string,
): string | null {
  const v = headers[name];
  return (Array.isArray(v) ? v[0] : v) ?? null;
}

/** Parses a feed URL or a redirect's Location; a malformed one is a FetchError, not a TypeError. */
function parseUrl(location: string, base: URL | undefined, message: string): URL {
  try {
    return new URL(location, base);
  } catch {
    throw new FetchError(message);
  }
}

/**
 * Only http(s), and no userinfo: undici would drop it silently, and a password in a URL ends up
 * in the source list and in diagnostics. The message leaves the URL out for the same reason.
 */
function assertFetchableUrl(url: URL, redirected: boolean): void {
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new FetchError(`Refused URL scheme ${url.protocol}`);
  if (url.username || url.password)
    throw new FetchError(
      redirected
        ? 'Refused a redirect to a URL with a user name or password'
        : 'Feed URLs may not contain a user name or password',
    );
}

export function createFetcher(opts: FetcherOptions): Fetcher {
  const timeoutMs = opts.timeoutMs ?? FETCH_LIMITS.timeoutMs;
  const maxBytes = opts.maxBytes ?? FETCH_LIMITS.maxBytes;
  const maxRedirects = opts.maxRedirects ?? FETCH_LIMITS.maxRedirects;
  const agent = new Agent({
    connect: guardedConnector(opts, timeoutMs),
    headersTimeout: timeoutMs,
    bodyTimeout: timeoutMs,
  });
  const userAgent = opts.userAgent ?? DEFAULT_USER_AGENT;

  async function readCapped(
    body: AsyncIterable<Uint8Array> & { destroy(): unknown },
  ): Promise<Uint8Array> {
    const chunks: Uint8Array[] = [];
    let size = 0;
    for await (const chunk of body) {
      size += chunk.byteLength;
      if (size > maxBytes) {
        body.destroy();
        throw new FetchError(`Feed larger than ${maxBytes} bytes`);
      }
      chunks.push(chunk);
    }
    return Buffer.concat(chunks, size);
  }

  async function fetchFeed(url: string, validators?: Validators): Promise<FetchResult> {
    const signal = AbortSignal.timeout(timeoutMs);
    let current = parseUrl(url, undefined, 'Invalid feed URL');
    for (let hop = 0; ; hop++) {
      assertFetchableUrl(current, hop > 0);
      const headers: Record<string, string> = {
        'user-agent': userAgent,
        accept:
          'application/rss+xml, application/atom+xml, application/rdf+xml, application/xml;q=0.9, text/xml;q=0.9, */*;q=0.5',
      };
      if (validators?.etag) headers['if-none-match'] = validators.etag;
      if (validators?.lastModified) headers['if-modified-since'] = validators.lastModified;
      const res = await request(current, {
        dispatcher: agent,
        method: 'GET',
        headers,
        signal,
      }).catch((err: unknown) => {
        throw FetchError.from(err, signal);
      });
      const location = header(res.headers, 'location');
      if (res.statusCode >= 300 && res.statusCode < 400 && res.statusCode !== 304 && location) {
        await res.body.dump().catch(() => undefined);
        if (hop >= maxRedirects)
          throw new FetchError(`Too many redirects (more than ${maxRedirects})`);
        current = parseUrl(location, current, 'Bad redirect location');
        continue;
      }
      if (res.statusCode === 304) {
        await res.body.dump().catch(() => undefined);
        return { kind: 'not-modified' };
      }
      if (res.statusCode !== 200) {
        await res.body.dump().catch(() => undefined);
        const wait =
          res.statusCode === 429 || res.statusCode === 503
            ? retryAfterMs(header(res.headers, 'retry-after'))
            : null;
        throw new FetchError(`HTTP ${res.statusCode}`, {
          status: res.statusCode,
          retryAfterMs: wait,
        });
      }
      const declared = Number(header(res.headers, 'content-length'));
      if (declared > maxBytes) {
        res.body.destroy();
        throw new FetchError(`Feed larger than ${maxBytes} bytes`);
      }
      const bytes = await readCapped(res.body).catch((err: unknown) => {
        throw err instanceof FetchError ? err : FetchError.from(err, signal);
      });
      const body = decodeFeed(bytes, header(res.headers, 'content-type'));
      return {
        kind: 'ok',
        status: 200,
        body,
        etag: header(res.headers, 'etag'),
        lastModified: header(res.headers, 'last-modified'),
      };
    }
  }

  return { fetch: fetchFeed, close: () => agent.close() };
}
