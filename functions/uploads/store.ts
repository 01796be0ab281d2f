// The upload storage port: a folder locally (folder.ts), S3 in the cloud (s3.ts); only entry points pick one.
export interface StoredUpload {
  bytes: Uint8Array;
  contentType: string;
}

export interface UploadStore {
  put(name: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** The stored file, or null when the name is unknown or not one we could have written. */
  get(name: string): Promise<StoredUpload | null>;
  /** Removes the file so its URL answers 404; a name that is already gone is not an error. */
  delete(name: string): Promise<void>;
}
