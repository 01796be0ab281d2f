// Unit tests of both upload stores: the folder on disk and S3 through a stand-in client.
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { GetObjectCommand } from '@aws-sdk/client-s3';
import {
  DeleteObjectCommand,
  NoSuchKey,
  PutObjectCommand,
  type S3Client,
} from '@aws-sdk/client-s3';
import { afterEach, describe, expect, it } from 'vitest';
import { createFolderUploadStore } from './folder.ts';
import { isUploadPath, randomUploadName, uploadNameOf } from './names.ts';
import { createS3UploadStore } from './s3.ts';

const bytes = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]);
const dirs: string[] = [];
afterEach(async () => {
  await Promise.all(dirs.splice(0).map((d) => rm(d, { recursive: true, force: true })));
});

describe('upload names', () => {
  it('are 32 random hex characters plus the extension, and only those are accepted as paths', () => {
    const a = randomUploadName('png');
    expect(a).toMatch(/^[a-f0-9]{32}\.png$/);
    expect(randomUploadName('png')).not.toBe(a);
    expect(isUploadPath(`/uploads/${a}`)).toBe(true);
    for (const bad of ['/uploads/../x.png', `/uploads/${a}.svg`, `uploads/${a}`, 42])
      expect(isUploadPath(bad)).toBe(false);
  });

  it('name only our own /uploads/ paths, never an external image URL', () => {
    const a = randomUploadName('jpg');
    expect(uploadNameOf(`/uploads/${a}`)).toBe(a);
    for (const other of [`https://example.org/uploads/${a}`, `/uploads/../${a}`, null, undefined])
      expect(uploadNameOf(other)).toBeNull();
  });
});

describe('createFolderUploadStore', () => {
  it('round-trips bytes and content type, answers null for unknown or foreign names', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'uploads-'));
    dirs.push(dir);
    const store = createFolderUploadStore(join(dir, 'nested'));
    const name = randomUploadName('png');
    await store.put(name, bytes, 'image/png');
    expect(await store.get(name)).toEqual({ bytes, contentType: 'image/png' });
    expect(await store.get(randomUploadName('png'))).toBeNull();
    expect(await store.get('../../etc/passwd')).toBeNull();
    await expect(store.put('evil.svg', bytes, 'image/svg+xml')).rejects.toThrow();
    expect((await readdir(join(dir, 'nested'))).filter((f) => f.startsWith('.'))).toEqual([]);
  });

  it('deletes the file and its type sidecar, leaves the others, and shrugs at a missing name', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'uploads-'));
    dirs.push(dir);
    const store = createFolderUploadStore(dir);
    const [gone, kept] = [randomUploadName('png'), randomUploadName('png')];
    await store.put(gone, bytes, 'image/png');
    await store.put(kept, bytes, 'image/png');
    await store.delete(gone);
    expect(await store.get(gone)).toBeNull();
    expect((await readdir(dir)).sort()).toEqual([kept, `${kept}.type`]);
    await expect(store.delete(gone)).resolves.toBeUndefined();
    await expect(store.delete('../outside.png')).rejects.toThrow(/Refusing upload name/);
  });
});

describe('createS3UploadStore', () => {
  function fakeS3() {
    const objects = new Map<
      string,
      { Body: Uint8Array; ContentType?: string; CacheControl?: string }
    >();
    const deletes: { Bucket?: string; Key?: string }[] = [];
    const client = {
      send: async (command: PutObjectCommand | GetObjectCommand | DeleteObjectCommand) => {
        if (command instanceof DeleteObjectCommand) {
          // Like S3: deleting a key that does not exist succeeds.
          deletes.push({ Bucket: command.input.Bucket, Key: command.input.Key });
          objects.delete(String(command.input.Key));
          return {};
        }
        if (command instanceof PutObjectCommand) {
          const { Key, Body, ContentType, CacheControl } = command.input;
          objects.set(String(Key), { Body: Body as Uint8Array, ContentType, CacheControl });
          return {};
        }
        const found = objects.get(String(command.input.Key));
        if (!found) throw new NoSuchKey({ message: 'missing', $metadata: {} });
        return {
          ContentType: found.ContentType,
          Body: { transformToByteArray: async () => found.Body },
        };
      },
    };
    return { objects, deletes, client: client as unknown as S3Client };
  }

  it('writes under uploads/NAME with the type and a long cache, and reads it back', async () => {
    const { objects, client } = fakeS3();
    const store = createS3UploadStore('bucket', client);
    const name = randomUploadName('webp');
    await store.put(name, bytes, 'image/webp');
    expect(objects.get(`uploads/${name}`)).toMatchObject({
      ContentType: 'image/webp',
      CacheControl: expect.stringContaining('immutable'),
    });
    expect(await store.get(name)).toEqual({ bytes, contentType: 'image/webp' });
  });

  it('answers null for a missing object or a foreign name', async () => {
    const store = createS3UploadStore('bucket', fakeS3().client);
    expect(await store.get(randomUploadName('gif'))).toBeNull();
    expect(await store.get('index.html')).toBeNull();
  });

  it('deletes uploads/NAME with DeleteObject, also when the object is already gone', async () => {
    const { objects, deletes, client } = fakeS3();
    const store = createS3UploadStore('bucket', client);
    const name = randomUploadName('png');
    await store.put(name, bytes, 'image/png');
    await store.delete(name);
    await store.delete(name);
    expect(objects.size).toBe(0);
    expect(await store.get(name)).toBeNull();
    expect(deletes).toEqual([
      { Bucket: 'bucket', Key: `uploads/${name}` },
      { Bucket: 'bucket', Key: `uploads/${name}` },
    ]);
    await expect(store.delete('index.html')).rejects.toThrow(/Refusing upload name/);
    expect(deletes).toHaveLength(2);
  });
});
