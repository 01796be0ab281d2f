// Cloud upload store: objects in the uploads bucket under uploads/NAME, with the sniffed content type.
import {
  DeleteObjectCommand,
  GetObjectCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { isUploadName } from './names.ts';
import type { StoredUpload, UploadStore } from './store.ts';

export function createS3UploadStore(
  bucket: string,
  client: S3Client = new S3Client({}),
): UploadStore {
  const key = (name: string) => `uploads/${name}`;
  return {
    async put(name, bytes, contentType) {
      if (!isUploadName(name)) throw new Error(`Refusing upload name ${name}`);
      await client.send(
        new PutObjectCommand({
          Bucket: bucket,
          Key: key(name),
          Body: bytes,
          ContentType: contentType,
          CacheControl: 'public, max-age=31536000, immutable',
        }),
      );
    },
    async get(name): Promise<StoredUpload | null> {
      if (!isUploadName(name)) return null;
      try {
        const out = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key(name) }));
        if (!out.Body) return null;
        return {
          bytes: await out.Body.transformToByteArray(),
          contentType: out.ContentType ?? 'application/octet-stream',
        };
      } catch (err) {
        if (err instanceof NoSuchKey || (err as { name?: string }).name === 'NoSuchKey')
          return null;
        throw err;
      }
    },
    async delete(name) {
      if (!isUploadName(name)) throw new Error(`Refusing upload name ${name}`);
      // S3 answers 204 for a key that does not exist, so a missing file needs no special case.
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key(name) }));
    },
  };
}
