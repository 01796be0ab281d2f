// The publisher's port on AWS: the site bucket through S3, invalidations through CloudFront.
import {
  CloudFrontClient,
  CreateInvalidationCommand,
  TooManyInvalidationsInProgress,
} from '@aws-sdk/client-cloudfront';
import {
  DeleteObjectsCommand,
  GetObjectCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
  paginateListObjectsV2,
} from '@aws-sdk/client-s3';
import { randomUUID } from 'node:crypto';
import { WILDCARD } from './plan.ts';
import type { SitePort } from './publish.ts';

/** DeleteObjects takes at most 1,000 keys a call. */
const DELETE_BATCH = 1000;

export function awsSitePort(
  bucket: string,
  distributionId: string,
  s3 = new S3Client({}),
  cloudFront = new CloudFrontClient({}),
): SitePort {
  const createInvalidation = (paths: string[]) =>
    cloudFront.send(
      new CreateInvalidationCommand({
        DistributionId: distributionId,
        InvalidationBatch: {
          CallerReference: randomUUID(),
          Paths: { Quantity: paths.length, Items: paths },
        },
      }),
    );
  return {
    async read(key) {
      try {
        const res = await s3.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
        return (await res.Body?.transformToString()) ?? null;
      } catch (err) {
        if (err instanceof NoSuchKey) return null;
        throw err;
      }
    },
    async list() {
      const keys: string[] = [];
      for await (const page of paginateListObjectsV2({ client: s3 }, { Bucket: bucket })) {
        for (const object of page.Contents ?? []) if (object.Key) keys.push(object.Key);
      }
      return keys;
    },
    async put(key, body, meta) {
      await s3.send(
        new PutObjectCommand({
          Bucket: bucket,
          Key: key,
          Body: body,
          CacheControl: meta.cacheControl,
          ContentType: meta.contentType,
        }),
      );
    },
    async remove(keys) {
      for (let i = 0; i < keys.length; i += DELETE_BATCH) {
        const batch = keys.slice(i, i + DELETE_BATCH);
        const res = await s3.send(
          new DeleteObjectsCommand({
            Bucket: bucket,
            Delete: { Objects: batch.map((Key) => ({ Key })), Quiet: true },
          }),
        );
        if (res.Errors?.length) {
          throw new Error(
            `S3 refused to delete ${res.Errors.length} keys, e.g. ${res.Errors[0]?.Key}: ${res.Errors[0]?.Message}`,
          );
        }
      }
    },
    async invalidate(paths) {
      try {
        await createInvalidation(paths);
      } catch (err) {
        // Earlier publishes' file paths still in progress count against the same 3,000: the wildcard
        // has its own allowance.
        if (!(err instanceof TooManyInvalidationsInProgress) || paths[0] === WILDCARD) throw err;
        await createInvalidation([WILDCARD]);
      }
    },
  };
}
