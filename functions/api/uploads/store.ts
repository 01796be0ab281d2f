// The upload storage port: a folder locally, S3 in the cloud; names are random and chosen by the API.

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

export { isUploadName, isUploadPath, randomUploadName, uploadNameOf } from './names.ts';

export { createFolderUploadStore } from './folder.ts';
export { createS3UploadStore } from './s3.ts';
