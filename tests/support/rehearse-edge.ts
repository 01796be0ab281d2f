// The rehearsal edge's test helpers: the synthesized stack, an S3 origin over a folder, the API as Lambda, CloudFront.
import { createHash } from 'node:crypto';
import { request, type IncomingHttpHeaders } from 'node:http';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, extname, join } from 'node:path';
import { vi } from 'vitest';
import { hashPassword } from '../../functions/api/auth/password.ts';
import { MANIFEST_KEY } from '../../functions/publish/manifest.ts';
import { CACHE_CONTROL } from '../../functions/publish/plan.ts';
import { CloudFront } from '../../scripts/rehearse/edge/cloudfront.ts';
import { Stack } from '../../scripts/rehearse/template.ts';
export { synthesized } from '../../scripts/rehearse/synth.ts';
import type { Invoke, S3OriginGet } from '../../scripts/rehearse/types.ts';
import { createTestDb, type TestDb } from './data.ts';

export const REHEARSAL_PASSWORD = 'rehearsal password';

/** Each Secrets Manager secret's rehearsal value, named after the secret. */
export const secretValue = (arn: string) => `rehearsal-${arn.split(':').at(-1)}`;

export async function rehearsalStack(cdkOut: string): Promise<Stack> {
  return new Stack(cdkOut, {
    parameters: { AdminPasswordHash: await hashPassword(REHEARSAL_PASSWORD) },
    secretValue,
  });
}

const TYPES: Record<string, string> = {
  '.html': 'text/html',
  '.json': 'application/json',
  '.css': 'text/css',
  '.js': 'text/javascript',
  '.png': 'image/png',
  '.svg': 'image/svg+xml',
};

/**
 * An S3 origin over `root/BUCKET/KEY`: 200 with the type and Cache-Control the object was stored with
 * (`cacheControl` by key), else 403 AccessDenied as S3 answers OAC without ListBucket. Counts reads.
 */
export function folderOrigin(root: string, cacheControl: Record<string, string> = {}) {
  const reads: string[] = [];
  const get: S3OriginGet = async (bucket, key) => {
    reads.push(`${bucket}/${key}`);
    const body = await readFile(join(root, bucket, key)).catch(() => null);
    if (!body || key === '' || key.includes('..'))
      return {
        status: 403,
        headers: { 'content-type': 'application/xml' },
        body: Buffer.from(
          '<Error><Code>AccessDenied</Code><Message>Access Denied</Message></Error>',
        ),
      };
    return {
      status: 200,
      headers: {
        'content-type': TYPES[extname(key)] ?? 'application/octet-stream',
        etag: `"${createHash('md5').update(body).digest('hex')}"`,
        ...(cacheControl[key] ? { 'cache-control': cacheControl[key] } : {}),
      },
      body,
    };
  };
  return { get, reads };
}

/**
 * The API Lambda as the Lambda service would run it: functions/api/handler.ts loaded with the function's
 * environment from the template (secrets resolved), its table a dynalite one of the same name.
 */
export async function apiLambda(
  stack: Stack,
): Promise<{ invoke: Invoke; invoked: string[]; store: TestDb }> {
  const [id, fn] = stack.ofType('AWS::Lambda::Function').find(([, r]) => {
    const env = r.Properties?.Environment as { Variables?: Record<string, unknown> } | undefined;
    return env?.Variables?.ORIGIN_VERIFY_SECRET !== undefined;
  })!;
  const env = stack.resolve(
    (fn.Properties!.Environment as { Variables: Record<string, unknown> }).Variables,
  ) as Record<string, string>;
  const store = await createTestDb(env.TABLE_NAME);
  for (const [k, v] of Object.entries(env)) vi.stubEnv(k, v);
  vi.stubEnv('DYNAMODB_ENDPOINT', store.endpoint);
  vi.stubEnv('AWS_REGION', 'eu-west-1');
  // The handler reads its configuration when imported: a fresh copy, not one another test file loaded.
  vi.resetModules();
  const { handler } = await import('../../functions/api/handler.ts');
  const invoked: string[] = [];
  const invoke: Invoke = async (name, event) => {
    invoked.push(name);
    if (name !== stack.ref(id))
      return { ok: false, errorType: 'ResourceNotFoundException', errorMessage: name };
    try {
      return { ok: true, payload: await handler(event as Parameters<typeof handler>[0]) };
    } catch (err) {
      return { ok: false, errorType: 'Error', errorMessage: String(err) };
    }
  };
  return { invoke, invoked, store };
}

export interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
  text(): string;
}

/** One request by node:http, which (unlike fetch) sends the Host header given, as a viewer naming the site would. */
export function httpSend(
  url: string,
  init: { method?: string; headers?: Record<string, string>; body?: string | Buffer } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      { method: init.method ?? 'GET', headers: init.headers ?? {} },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const body = Buffer.concat(chunks);
          resolve({
            status: res.statusCode!,
            headers: res.headers,
            body,
            text: () => body.toString(),
          });
        });
      },
    );
    req.on('error', reject);
    req.end(init.body);
  });
}

/** The pages in the default behavior's bucket of loopbackCdn (the publisher's manifest and an asset among them). */
export const PAGES = {
  'index.html': '<h1>Home</h1>',
  'article/12/index.html': '<h1>Article 12</h1>',
  '404.html': '<h1>Not found</h1>',
  'fresh/index.html': '<h1>Fresh</h1>',
  [MANIFEST_KEY]: '{"files":{}}',
  '_astro/app.1234.js': 'console.log(1)',
};

export interface LoopbackCdn {
  cdn: CloudFront;
  origin: ReturnType<typeof folderOrigin>;
  /** The bucket behind a behavior, as the template names it. */
  bucketOf(behavior: string): string;
  /** Stops the distribution and removes the buckets' folder. */
  close(): Promise<void>;
}

/**
 * The distribution on loopback from `stack`, its S3 buckets a temporary folder holding PAGES and uploads/pic.png, its
 * clock `now`; `hold()` is awaited before each S3 answer (a pause, to let requests pile up behind one fetch).
 */
export async function loopbackCdn(
  stack: Stack,
  options: {
    now: () => number;
    customOrigins?: Record<string, string>;
    hold?: () => Promise<void> | undefined;
  },
): Promise<LoopbackCdn> {
  const root = await mkdtemp(join(tmpdir(), 'rehearsal-s3-'));
  const origin = folderOrigin(root, {
    'article/12/index.html': CACHE_CONTROL.revalidate,
    '_astro/app.1234.js': CACHE_CONTROL.immutable,
    'fresh/index.html': 'no-store',
  });
  const s3Get: S3OriginGet = async (bucket, key) => {
    await options.hold?.();
    return origin.get(bucket, key);
  };
  const cdn = new CloudFront(stack, {
    s3Get,
    customOrigins: options.customOrigins ?? {},
    now: options.now,
  });
  await cdn.start();
  const bucketOf = (behavior: string) => {
    const o = cdn.behaviors.find((b) => b.name === behavior)!.origin;
    if (o.kind !== 's3') throw new Error(`${behavior} is not an S3 behavior`);
    return o.bucket;
  };
  const put = async (bucket: string, key: string, body: string | Buffer) => {
    await mkdir(dirname(join(root, bucket, key)), { recursive: true });
    await writeFile(join(root, bucket, key), body);
  };
  for (const [key, body] of Object.entries(PAGES)) await put(bucketOf('default'), key, body);
  await put(bucketOf('/uploads/*'), 'uploads/pic.png', Buffer.from([137, 80, 78, 71]));
  return {
    cdn,
    origin,
    bucketOf,
    async close() {
      await cdn.close();
      await rm(root, { recursive: true, force: true });
    },
  };
}
