// Unit tests of content images: rollback of a new file on a failed write, and deletion of replaced images.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { randomUploadName } from '../uploads/names.ts';
import type { UploadStore } from '../uploads/store.ts';
import { discardImage, discardReplacedImage, writeWithStoredImage } from './images.ts';

/** A store that records deletes and can be told to fail them. */
function recordingStore(failDeletes = false) {
  const deleted: string[] = [];
  const store: UploadStore = {
    put: async () => {},
    get: async () => null,
    delete: async (name) => {
      if (failDeletes) throw new Error('bucket unreachable');
      deleted.push(name);
    },
  };
  return { store, deleted };
}

afterEach(() => vi.restoreAllMocks());

describe('discardImage', () => {
  it('deletes one of our /uploads/ files and never an external or empty image URL', async () => {
    const { store, deleted } = recordingStore();
    const name = randomUploadName('png');
    await discardImage(store, `/uploads/${name}`);
    await discardImage(store, `https://example.org/uploads/${name}`);
    await discardImage(store, null);
    await discardImage(store, undefined);
    expect(deleted).toEqual([name]);
  });

  it('logs a failed delete instead of throwing it', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const name = randomUploadName('png');
    await expect(
      discardImage(recordingStore(true).store, `/uploads/${name}`),
    ).resolves.toBeUndefined();
    expect(log).toHaveBeenCalledWith(
      'uploads: could not delete %s:',
      name,
      expect.objectContaining({ message: 'bucket unreachable' }),
    );
  });
});

describe('writeWithStoredImage', () => {
  it('answers what the write answers and keeps the new file', async () => {
    const { store, deleted } = recordingStore();
    const url = `/uploads/${randomUploadName('png')}`;
    expect(await writeWithStoredImage(store, url, async () => 'saved')).toBe('saved');
    expect(deleted).toEqual([]);
  });

  it('deletes the new file when the write fails, then rethrows the write error', async () => {
    const { store, deleted } = recordingStore();
    const name = randomUploadName('png');
    const conflict = new Error('slug is already in use');
    await expect(
      writeWithStoredImage(store, `/uploads/${name}`, async () => Promise.reject(conflict)),
    ).rejects.toBe(conflict);
    expect(deleted).toEqual([name]);
  });

  it('rethrows the write error, not the cleanup error, when the delete fails too', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const conflict = new Error('version conflict');
    await expect(
      writeWithStoredImage(
        recordingStore(true).store,
        `/uploads/${randomUploadName('png')}`,
        async () => Promise.reject(conflict),
      ),
    ).rejects.toBe(conflict);
  });

  it('deletes nothing on failure when the request stored no image', async () => {
    const { store, deleted } = recordingStore();
    await expect(
      writeWithStoredImage(store, undefined, async () => Promise.reject(new Error('no'))),
    ).rejects.toThrow('no');
    expect(deleted).toEqual([]);
  });
});

describe('discardReplacedImage', () => {
  it('deletes the old file only when the record no longer points at it', async () => {
    const { store, deleted } = recordingStore();
    const [old, next] = [
      `/uploads/${randomUploadName('png')}`,
      `/uploads/${randomUploadName('gif')}`,
    ];
    await discardReplacedImage(store, old, old);
    await discardReplacedImage(store, null, next);
    expect(deleted).toEqual([]);
    await discardReplacedImage(store, old, next);
    await discardReplacedImage(store, next, null);
    expect(deleted).toEqual([old.slice(9), next.slice(9)]);
  });
});
