// Upload names: chosen by the API (random hex + sniffed extension), so anything else is refused before I/O.
import { randomBytes } from 'node:crypto';

const UPLOAD_NAME = /^[a-f0-9]{32}\.(png|jpg|gif|webp|avif)$/;

export function isUploadName(name: string): boolean {
  return UPLOAD_NAME.test(name);
}

/** A fresh unguessable name with the extension of the sniffed type. */
export function randomUploadName(extension: string): string {
  return `${randomBytes(16).toString('hex')}.${extension}`;
}

/** True for `/uploads/NAME` with a name we could have written (an image already stored). */
export function isUploadPath(value: unknown): value is string {
  return (
    typeof value === 'string' &&
    value.startsWith('/uploads/') &&
    isUploadName(value.slice('/uploads/'.length))
  );
}

/** The upload name behind an image URL when it is one of ours, else null (an external image is never ours). */
export function uploadNameOf(url: unknown): string | null {
  return isUploadPath(url) ? url.slice('/uploads/'.length) : null;
}
