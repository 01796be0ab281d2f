// Reads a write's body as fields plus an optional image: multipart (product.md §7), urlencoded or JSON.
import type { Context } from 'hono';
import { ApiError, InputError } from './errors.ts';
import { sniffImage, type SniffedImage } from '../uploads/sniff.ts';

/** Upload limit: 5 MB per image (product.md §9). */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
/** Whole-body limit for writes: the image plus generous room for the text fields. */
export const MAX_BODY_BYTES = MAX_IMAGE_BYTES + 512 * 1024;

export interface FormBody {
  fields: Record<string, unknown>;
  file: File | null;
}

export interface UploadedImage extends SniffedImage {
  bytes: Uint8Array;
}

const mediaType = (c: Context) =>
  (c.req.header('content-type') ?? '').split(';')[0]!.trim().toLowerCase();

/** Fields (a null-prototype record, so `__proto__` is just a key) keep repeated keys as arrays; `name[]` is folded into `name`; the `image` part is set apart. */
export async function readFormBody(c: Context, fileField = 'image'): Promise<FormBody> {
  const type = mediaType(c);
  let fields: Record<string, unknown>;
  if (type === 'multipart/form-data' || type === 'application/x-www-form-urlencoded') {
    try {
      fields = Object.assign(
        Object.create(null) as Record<string, unknown>,
        await c.req.parseBody({ all: true }),
      );
    } catch {
      throw new InputError([{ path: '', message: 'Malformed form data' }]);
    }
  } else if (type === 'application/json' || type.endsWith('+json')) {
    const json: unknown = await c.req.json().catch(() => {
      throw new InputError([{ path: '', message: 'Malformed JSON in request body' }]);
    });
    if (typeof json !== 'object' || json === null || Array.isArray(json)) {
      throw new InputError([{ path: '', message: 'Expected a JSON object' }]);
    }
    fields = Object.assign(Object.create(null) as Record<string, unknown>, json);
  } else {
    throw new ApiError(415, 'Unsupported content type: send multipart/form-data or JSON');
  }
  for (const key of Object.keys(fields)) {
    if (!key.endsWith('[]')) continue;
    const base = key.slice(0, -2);
    fields[base] = [fields[base] ?? [], fields[key]].flat();
    delete fields[key];
  }
  const raw = fields[fileField];
  delete fields[fileField];
  return { fields, file: toFile(raw, fileField) };
}

/** A browser sends an empty, nameless part when no file was chosen: that means "no image". */
function toFile(raw: unknown, field: string): File | null {
  if (raw === undefined || raw === null || raw === '') return null;
  if (raw instanceof File) return raw.size === 0 && raw.name === '' ? null : raw;
  throw new InputError([{ path: field, message: 'Image must be a single file' }]);
}

/** Checks the image before anything is written: size (413), then type by magic bytes (415). */
export async function checkImage(file: File | null): Promise<UploadedImage | null> {
  if (!file) return null;
  if (file.size > MAX_IMAGE_BYTES) throw new ApiError(413, 'Image too large: at most 5 MB');
  const bytes = new Uint8Array(await file.arrayBuffer());
  const sniffed = sniffImage(bytes);
  if (!sniffed) throw new ApiError(415, 'Unsupported image type: use PNG, JPEG, WebP, GIF or AVIF');
  return { bytes, ...sniffed };
}
