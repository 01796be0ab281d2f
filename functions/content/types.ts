// What the content write service needs from its host, and the typed shapes it takes and answers.
import type { UploadStore } from '../uploads/store.ts';
import type { Db } from '../data/index.ts';

export interface ContentDeps {
  db: Db;
  /** Where uploaded images live (a folder locally, S3 in the cloud). */
  uploads: UploadStore;
  /** Rebuild hook: called once after every successful content write, and only by this service. */
  onContentChanged: (reason: string, scope?: ChangeScope) => void;
}

/**
 * The prebuilt pages a change touches besides the listing pages (home, feed, sitemap, glossary, events), which
 * every rebuild renders: the article pages by id. No scope means the change may touch any page (a full build).
 */
export interface ChangeScope {
  articleIds: number[];
}

/** The scope of a glossary or event change: the listing pages only. */
export const NO_ARTICLES: ChangeScope = Object.freeze({ articleIds: [] as number[] });

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
