// Body limits for /api: the image routes take up to 5 MB plus fields, OPML uploads 1 MB, every other write 256 KB; a refused body is drained so the client reads our 413.
import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { ApiError } from '../errors.ts';
import { MAX_BODY_BYTES } from '../multipart.ts';
import { MAX_OPML_BYTES, OPML_TOO_LARGE } from '../../feeds/opml.ts';

/** JSON writes are small; only article and event bodies carry an image. */
const JSON_BODY_BYTES = 256 * 1024;

/** Past this many bytes an oversized body is not read to its end: the connection is dropped instead. */
const MAX_DRAIN_BYTES = 16 * 1024 * 1024;

/** Reads and discards what is left of a refused body, so the client receives our 413 instead of a reset connection. */
async function drain(body: ReadableStream<Uint8Array> | null): Promise<void> {
  if (!body || body.locked) return;
  const reader = body.getReader();
  let read = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      read += value.byteLength;
      if (read > MAX_DRAIN_BYTES) return void (await reader.cancel());
    }
  } catch {
    // The client went away: nothing left to answer.
  }
}

/** The 413 text names the limit the request broke: the small JSON one, or the image routes' larger one. */
const JSON_TOO_LARGE = 'Payload too large (at most 256 KB)';
const IMAGE_BODY_TOO_LARGE = 'Payload too large (images at most 5 MB)';

/** bodyLimit's onError: drain what is left, then refuse with `message`. */
function refuseBody(message: string) {
  return async (c: Context): Promise<never> => {
    await drain(c.req.raw.body);
    throw new ApiError(413, message);
  };
}

export function limitBodies(): MiddlewareHandler {
  const large = bodyLimit({ maxSize: MAX_BODY_BYTES, onError: refuseBody(IMAGE_BODY_TOO_LARGE) });
  const small = bodyLimit({ maxSize: JSON_BODY_BYTES, onError: refuseBody(JSON_TOO_LARGE) });
  // OPML uploads (routes/rss-opml.ts): the 1 MB file plus room for the form's other fields.
  const opml = bodyLimit({
    maxSize: MAX_OPML_BYTES + 64 * 1024,
    onError: refuseBody(OPML_TOO_LARGE),
  });
  return (c, next) =>
    /^\/api\/(articles|events)(\/\d+)?$/.test(c.req.path)
      ? large(c, next)
      : c.req.path.startsWith('/api/rss/opml/')
        ? opml(c, next)
        : small(c, next);
}
