// What an S3 request asks, read from its path-style form: the bucket and key, the IAM actions it needs, and the
// body of an `aws-chunked` upload.

/** One IAM check an S3 request needs. */
export interface S3Authorization {
  action: string;
  resource: string;
}

/** The ARN of a bucket, or of an object in it. */
export const arnOf = (bucket: string, key?: string) =>
  key === undefined ? `arn:aws:s3:::${bucket}` : `arn:aws:s3:::${bucket}/${key}`;

/** Bucket and key from a path-style request path (the SDK uses path style for an IP endpoint). */
export function bucketAndKey(path: string): { bucket: string; key?: string } {
  const [, bucket = '', ...rest] = path.split('/');
  const key = rest.length ? rest.map(decodeURIComponent).join('/') : undefined;
  return key === undefined || key === '' ? { bucket } : { bucket, key };
}

/**
 * The IAM action of an S3 request (docs: "Actions, resources, and condition keys for Amazon S3"): HeadObject needs
 * GetObject, ListObjectsV2 ListBucket on the bucket, a copy GetObject on its source; DeleteObjects is checked per key
 * by the caller of this function. null: not emulated.
 */
export function s3Authorization(
  method: string,
  path: string,
  query: URLSearchParams,
  headers: Record<string, string | string[] | undefined>,
): S3Authorization[] | null {
  const { bucket, key } = bucketAndKey(path);
  if (!bucket) return method === 'GET' ? [{ action: 'ListAllMyBuckets', resource: '*' }] : null;
  if (key === undefined) {
    if (method === 'GET' && query.has('location'))
      return [{ action: 'GetBucketLocation', resource: arnOf(bucket) }];
    if (
      (method === 'GET' || method === 'HEAD') &&
      ![...query.keys()].some((k) => !LIST_PARAMS.has(k))
    )
      return [{ action: 'ListBucket', resource: arnOf(bucket) }];
    return null;
  }
  const object = arnOf(bucket, key);
  if (query.has('tagging') || query.has('acl') || query.has('versionId')) return null;
  if (method === 'GET' || method === 'HEAD') return [{ action: 'GetObject', resource: object }];
  if (method === 'DELETE')
    return [
      { action: query.has('uploadId') ? 'AbortMultipartUpload' : 'DeleteObject', resource: object },
    ];
  if (method === 'PUT' || method === 'POST') {
    const copy = headers['x-amz-copy-source'];
    const checks = [{ action: 'PutObject', resource: object }];
    if (typeof copy === 'string') {
      const source = decodeURIComponent(copy.replace(/^\//, '').split('?')[0]!);
      checks.push({ action: 'GetObject', resource: `arn:aws:s3:::${source}` });
    }
    return checks;
  }
  return null;
}

const LIST_PARAMS = new Set([
  'list-type',
  'prefix',
  'delimiter',
  'max-keys',
  'continuation-token',
  'start-after',
  'encoding-type',
  'fetch-owner',
  'marker',
]);

/** Decodes an `aws-chunked` body (the SDK's streaming upload with a trailing checksum): the data, without framing. */
export function decodeAwsChunked(body: Buffer): Buffer {
  const parts: Buffer[] = [];
  let at = 0;
  for (;;) {
    const eol = body.indexOf('\r\n', at);
    if (eol < 0) break;
    const size = parseInt(body.subarray(at, eol).toString('latin1').split(';')[0]!, 16);
    if (!Number.isFinite(size) || size === 0) break;
    parts.push(body.subarray(eol + 2, eol + 2 + size));
    at = eol + 2 + size + 2;
  }
  return Buffer.concat(parts);
}
