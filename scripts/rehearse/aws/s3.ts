// S3 in the rehearsal: s3rver (docs/decisions.md) with the template's buckets, behind the endpoint's IAM check, and
// the origin read CloudFront's origin access control makes (the bucket policy's cloudfront.amazonaws.com grant).
import { createRequire } from 'node:module';
import XMLBuilder from 'fast-xml-builder';
import { XMLParser } from 'fast-xml-parser';
import { ACCOUNT, type Stack } from '../template.ts';
import type { OriginResponse, S3OriginGet } from '../types.ts';
import type { AwsRequest, AwsResponse, Endpoint } from './endpoint.ts';
import type { Iam } from './iam.ts';
import { arnOf, bucketAndKey, decodeAwsChunked, s3Authorization } from './s3-requests.ts';

interface S3rverInstance {
  run(): Promise<{ port: number }>;
  close(): Promise<void>;
}
type S3rverClass = new (options: Record<string, unknown>) => S3rverInstance;
const S3rver = createRequire(import.meta.url)('@20minutes/s3rver') as S3rverClass;

const xml = new XMLParser({
  ignoreAttributes: true,
  isArray: (name) => name === 'Object' || name === 'Contents',
});
const xmlOut = new XMLBuilder({});

export interface S3Object {
  key: string;
  body: Buffer;
  contentType: string;
  cacheControl?: string;
}

export interface S3Emulator {
  /** s3rver's own address (operator access: no IAM, not recorded). */
  url: string;
  buckets: { logicalId: string; name: string }[];
  /** CloudFront's read through origin access control: the bucket policy decides, 403 for a missing key. */
  originGet: S3OriginGet;
  list: (bucket: string, prefix?: string) => Promise<string[]>;
  get: (bucket: string, key: string) => Promise<S3Object | null>;
  put: (
    bucket: string,
    key: string,
    body: Buffer | string,
    contentType?: string,
    cacheControl?: string,
  ) => Promise<void>;
  stop(): Promise<void>;
}

const objectUrl = (base: string, bucket: string, key: string) =>
  `${base}/${bucket}/${key.split('/').map(encodeURIComponent).join('/')}`;

async function toAnswer(res: Response): Promise<AwsResponse> {
  const headers: Record<string, string> = {};
  res.headers.forEach((v, k) => {
    if (!['connection', 'transfer-encoding', 'content-length', 'keep-alive', 'date'].includes(k))
      headers[k] = v;
  });
  return { status: res.status, headers, body: Buffer.from(await res.arrayBuffer()) };
}

/** Starts s3rver with the template's buckets and registers the `s3` service on the endpoint. */
export async function startS3(
  stack: Stack,
  endpoint: Endpoint,
  iam: Iam,
  directory: string,
): Promise<S3Emulator> {
  const buckets = stack
    .ofType('AWS::S3::Bucket')
    .map(([id]) => ({ logicalId: id, name: stack.ref(id) }));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: buckets.map((b) => ({ name: b.name })),
  });
  const { port } = await server.run();
  const url = `http://127.0.0.1:${port}`;

  const forward = async (request: AwsRequest, body: Buffer): Promise<AwsResponse> => {
    const headers: Record<string, string> = {};
    for (const [k, v] of Object.entries(request.headers)) {
      if (
        [
          'host',
          'authorization',
          'connection',
          'content-length',
          'transfer-encoding',
          'x-amz-security-token',
          'expect',
        ].includes(k)
      )
        continue;
      if (k === 'content-encoding') {
        const rest = String(v)
          .split(',')
          .map((s) => s.trim())
          .filter((s) => s && s !== 'aws-chunked');
        if (rest.length) headers[k] = rest.join(',');
        continue;
      }
      if (
        k === 'x-amz-content-sha256' ||
        k === 'x-amz-decoded-content-length' ||
        k === 'x-amz-trailer'
      )
        continue;
      headers[k] = String(v);
    }
    const query = request.query.toString();
    const res = await fetch(`${url}${request.path}${query ? `?${query}` : ''}`, {
      method: request.method,
      headers,
      ...(request.method === 'GET' || request.method === 'HEAD'
        ? {}
        : { body: new Uint8Array(body) }),
      redirect: 'manual',
    });
    return toAnswer(res);
  };

  const deleteObjects = async (request: AwsRequest): Promise<AwsResponse> => {
    const { bucket } = bucketAndKey(request.path);
    const parsed = xml.parse(request.body.toString('utf8')) as {
      Delete?: { Object?: { Key: string | number }[]; Quiet?: boolean | string };
    };
    const keys = (parsed.Delete?.Object ?? []).map((o) => String(o.Key));
    const quiet = String(parsed.Delete?.Quiet) === 'true';
    const allowed = keys.filter(
      (key) => endpoint.authorize(request.caller, 's3:DeleteObject', arnOf(bucket, key)) === null,
    );
    const denied = keys.filter((k) => !allowed.includes(k));
    if (allowed.length) {
      const body = Buffer.from(
        xmlOut.build({ Delete: { Object: allowed.map((Key) => ({ Key })), Quiet: true } }),
      );
      const answer = await forward(request, body);
      if (answer.status !== 200) return answer;
    }
    const result = {
      DeleteResult: {
        ...(quiet ? {} : { Deleted: allowed.map((Key) => ({ Key })) }),
        Error: denied.map((Key) => ({ Key, Code: 'AccessDenied', Message: 'Access Denied' })),
      },
    };
    return {
      status: 200,
      headers: { 'content-type': 'application/xml' },
      body: `<?xml version="1.0" encoding="UTF-8"?>${xmlOut.build(result)}`,
    };
  };

  endpoint.handle('s3', async (request: AwsRequest) => {
    const chunked =
      String(request.headers['content-encoding'] ?? '').includes('aws-chunked') ||
      String(request.headers['x-amz-content-sha256'] ?? '').startsWith('STREAMING-');
    const body = chunked ? decodeAwsChunked(request.body) : request.body;
    if (request.method === 'POST' && request.query.has('delete')) return deleteObjects(request);
    const checks = s3Authorization(request.method, request.path, request.query, request.headers);
    if (!checks)
      return endpoint.notEmulated(
        request,
        `S3 ${request.method} ${request.path}?${request.query.toString()}`,
      );
    for (const c of checks) {
      const denied = endpoint.authorize(request.caller, `s3:${c.action}`, c.resource);
      if (denied) return denied;
    }
    const answer = await forward(request, body);
    // Without s3:ListBucket on the bucket S3 answers a missing key 403, not 404 (it will not tell what exists).
    if (answer.status === 404 && checks[0]?.action === 'GetObject') {
      const { bucket } = bucketAndKey(request.path);
      const { allowed } = iam.evaluate({
        caller: request.caller,
        action: 's3:ListBucket',
        resource: arnOf(bucket),
      });
      if (!allowed) return endpointAccessDenied();
    }
    return answer;
  });

  const endpointAccessDenied = (): AwsResponse => ({
    status: 403,
    headers: { 'content-type': 'application/xml' },
    body: '<?xml version="1.0" encoding="UTF-8"?><Error><Code>AccessDenied</Code><Message>Access Denied</Message></Error>',
  });

  const distributions = stack.ofType('AWS::CloudFront::Distribution').map(([id]) => stack.ref(id));
  const originGet: S3OriginGet = async (bucket, key): Promise<OriginResponse> => {
    const resource = arnOf(bucket, key);
    const allowed = iam.authorize({
      caller: 'cloudfront.amazonaws.com',
      action: 's3:GetObject',
      resource,
      context: {
        'AWS:SourceArn': `arn:aws:cloudfront::${ACCOUNT}:distribution/${distributions[0] ?? ''}`,
      },
    });
    const denied = endpointAccessDenied();
    const refuse = (): OriginResponse => ({
      status: 403,
      headers: denied.headers!,
      body: Buffer.from(denied.body as string),
    });
    if (!allowed) return refuse();
    const res = await fetch(objectUrl(url, bucket, key));
    if (res.status === 404) return refuse();
    const answer = await toAnswer(res);
    return { status: answer.status, headers: answer.headers ?? {}, body: answer.body as Buffer };
  };

  return {
    url,
    buckets,
    originGet,
    async list(bucket, prefix = '') {
      const keys: string[] = [];
      let token: string | undefined;
      do {
        const q = new URLSearchParams({
          'list-type': '2',
          prefix,
          ...(token ? { 'continuation-token': token } : {}),
        });
        const page = xml.parse(await (await fetch(`${url}/${bucket}?${q.toString()}`)).text()) as {
          ListBucketResult: {
            Contents?: { Key: string | number }[];
            NextContinuationToken?: string;
          };
        };
        keys.push(...(page.ListBucketResult.Contents ?? []).map((c) => String(c.Key)));
        token = page.ListBucketResult.NextContinuationToken;
      } while (token);
      return keys;
    },
    async get(bucket, key) {
      const res = await fetch(objectUrl(url, bucket, key));
      if (res.status === 404) return null;
      if (!res.ok) throw new Error(`s3 get ${bucket}/${key}: ${res.status}`);
      const cacheControl = res.headers.get('cache-control');
      return {
        key,
        body: Buffer.from(await res.arrayBuffer()),
        contentType: res.headers.get('content-type') ?? '',
        ...(cacheControl ? { cacheControl } : {}),
      };
    },
    async put(bucket, key, body, contentType = 'application/octet-stream', cacheControl) {
      const res = await fetch(objectUrl(url, bucket, key), {
        method: 'PUT',
        body: typeof body === 'string' ? body : new Uint8Array(body),
        headers: {
          'content-type': contentType,
          ...(cacheControl ? { 'cache-control': cacheControl } : {}),
        },
      });
      if (!res.ok) throw new Error(`s3 put ${bucket}/${key}: ${res.status} ${await res.text()}`);
    },
    stop: () => server.close(),
  };
}
