// What the content write service needs from its host, and the typed shapes it takes and answers.
import type { UploadStore } from '../uploads/store.ts';
import type { Db } from '../data/index.ts';

export interface ContentDeps {
  db: Db;
  /** Where uploaded images live (a folder locally, S3 in the cloud). */
  uploads: UploadStore;
  /** Rebuild hook: called once after every successful content write, and only by this service. */
  onContentChanged: (reason: string) => void;
}

/** An image whose size and type were already checked by magic bytes (the API's multipart reader). */
export interface CheckedImage {
  bytes: Uint8Array;
  contentType: string;
  /** The extension of the sniffed type, used for the stored name. */
  extension: string;
}

/** A saved record, and whether the save created it (a create) or changed an existing one. */
export interface Saved<T> {
  record: T;
  created: boolean;
}
