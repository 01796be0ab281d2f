// Image storage for content writes, kept in step with the records: a refused write leaves no new file, a replaced or dropped image is deleted.
import { randomUploadName, uploadNameOf } from '../uploads/names.ts';
import type { UploadStore } from '../uploads/store.ts';
import type { CheckedImage } from './types.ts';

/** Stores a checked image under a fresh random name and returns its public path. */
export async function storeImage(uploads: UploadStore, image: CheckedImage): Promise<string> {
  const name = randomUploadName(image.extension);
  await uploads.put(name, image.bytes, image.contentType);
  return `/uploads/${name}`;
}

/**
 * Deletes the file behind an image URL when it is one of ours (`/uploads/NAME`); any other URL,
 * such as an imported article's external image, is left alone. A failure is logged and swallowed:
 * it runs after a write that has already succeeded (or already failed for its own reason), and a
 * leftover file must never change the answer the admin gets.
 */
export async function discardImage(uploads: UploadStore, url: unknown): Promise<void> {
  const name = uploadNameOf(url);
  if (!name) return;
  try {
    await uploads.delete(name);
  } catch (err) {
    console.error('uploads: could not delete %s:', name, err);
  }
}

/**
 * Runs a record write that refers to an image stored by this same request (`storedUrl`, or
 * undefined when none was). If the write fails (a taken slug, a stale version, anything), the new
 * file is deleted before the error goes on, so a rejected request changes nothing.
 */
export async function writeWithStoredImage<T>(
  uploads: UploadStore,
  storedUrl: string | undefined,
  write: () => Promise<T>,
): Promise<T> {
  try {
    return await write();
  } catch (err) {
    await discardImage(uploads, storedUrl);
    throw err;
  }
}

/** After a successful write: deletes the previous image when the record no longer points at it. */
export async function discardReplacedImage(
  uploads: UploadStore,
  before: string | null,
  after: string | null,
): Promise<void> {
  if (before !== after) await discardImage(uploads, before);
}
