// The AWS port with stubbed SDK clients (no network): a missing manifest, deletions in batches of 1,000, the wildcard when CloudFront is busy.
import type { CloudFrontClient } from '@aws-sdk/client-cloudfront';
import { TooManyInvalidationsInProgress } from '@aws-sdk/client-cloudfront';
import type { S3Client } from '@aws-sdk/client-s3';
import { NoSuchKey } from '@aws-sdk/client-s3';
import { describe, expect, it } from 'vitest';
import { awsSitePort } from './aws.ts';

/** A client whose send answers from `answer` and records each command's input. */
function stubClient<T>(answer: (input: Record<string, unknown>) => unknown) {
  const inputs: Record<string, unknown>[] = [];
  const client = {
    send: async (command: { input: Record<string, unknown> }) => {
      inputs.push(command.input);
      return answer(command.input);
    },
  } as unknown as T;
  return { client, inputs };
}

describe('awsSitePort', () => {
  it('reads a missing manifest as null', async () => {
    // Prepare
    const s3 = stubClient<S3Client>(() => {
      throw new NoSuchKey({ message: 'gone', $metadata: {} });
    });
    // Act
    const text = await awsSitePort('site', 'DIST', s3.client).read('.publish-manifest.json');
    // Assess
    expect(text).toBeNull();
  });

  it('deletes in batches of at most 1,000 keys', async () => {
    // Prepare
    const s3 = stubClient<S3Client>(() => ({}));
    const keys = Array.from({ length: 2500 }, (_, i) => `article/${i}/index.html`);
    // Act
    await awsSitePort('site', 'DIST', s3.client).remove(keys);
    // Assess
    const sizes = s3.inputs.map((i) => (i.Delete as { Objects: unknown[] }).Objects.length);
    expect(sizes).toEqual([1000, 1000, 500]);
  });

  it('invalidates the wildcard when earlier file paths still fill CloudFront’s allowance', async () => {
    // Prepare
    const cloudFront = stubClient<CloudFrontClient>((input) => {
      const paths = (input.InvalidationBatch as { Paths: { Items: string[] } }).Paths.Items;
      if (paths[0] !== '/*')
        throw new TooManyInvalidationsInProgress({ message: 'busy', $metadata: {} });
      return {};
    });
    // Act
    await awsSitePort(
      'site',
      'DIST',
      stubClient<S3Client>(() => ({})).client,
      cloudFront.client,
    ).invalidate(['/', '/index.html']);
    // Assess
    expect(cloudFront.inputs.map((i) => (i.InvalidationBatch as { Paths: unknown }).Paths)).toEqual(
      [
        { Quantity: 2, Items: ['/', '/index.html'] },
        { Quantity: 1, Items: ['/*'] },
      ],
    );
  });
});
