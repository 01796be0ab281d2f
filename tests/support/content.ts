// Test helpers for the content write service: an in-memory upload store and a checked image.
import type { CheckedImage } from '../../functions/content/index.ts';
import type { UploadStore } from '../../functions/uploads/store.ts';

/** An in-memory upload store that remembers what is stored. */
export function memoryUploads() {
  const files = new Map<string, Uint8Array>();
  const store: UploadStore = {
    put: (name, bytes) => {
      files.set(name, bytes);
      return Promise.resolve();
    },
    get: (name) =>
      Promise.resolve(files.has(name) ? { bytes: files.get(name)!, contentType: 'x' } : null),
    delete: (name) => {
      files.delete(name);
      return Promise.resolve();
    },
  };
  /** The public paths of the files stored, as records name them. */
  const urls = () => [...files.keys()].map((name) => `/uploads/${name}`);
  return { store, files, urls };
}

/** A PNG as the API's multipart reader hands it over, its type already sniffed. */
export const PNG: CheckedImage = {
  bytes: new Uint8Array([0x89, 0x50]),
  contentType: 'image/png',
  extension: 'png',
};
