// Body limits for /api: the image routes take up to 5 MB plus fields, OPML uploads 1 MB, every other write 256 KB; a refused body is drained so the client reads our 413.
// JSON bodies also nest at most MAX_JSON_DEPTH levels (400).
import type { Context, MiddlewareHandler, Next } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { ApiError } from '../errors.ts';
import { MAX_BODY_BYTES } from '../multipart.ts';
import { MAX_OPML_BYTES, OPML_TOO_LARGE } from '../../feeds/opml.ts';

/** JSON writes are small; only article and event bodies carry an image. */
const JSON_BODY_BYTES = 256 * 1024;

/** Article and event bodies sent as JSON (no image): content of 100,000 characters, each escaped. */
const IMAGE_ROUTE_JSON_BYTES = 1024 * 1024;
const IMAGE_ROUTE_JSON_TOO_LARGE = 'Payload too large (JSON at most 1 MB)';

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

/** The media types read as JSON (validation.ts): application/json and application/*+json. */
const JSON_MEDIA_TYPE = /^application\/([\w.-]+\+)?json$/i;

/** No API body nests deeper than a few levels; past this a body is refused before JSON.parse sees it. */
export const MAX_JSON_DEPTH = 32;
const JSON_TOO_DEEP = `JSON nested too deeply (at most ${MAX_JSON_DEPTH} levels)`;

/**
 * How deep `text`'s arrays and objects nest, counting only brackets outside strings; stops counting
 * past `limit`. A loop, not recursion: a body of millions of brackets costs one pass and no stack.
 */
export function jsonDepthExceeds(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    if (inString) {
      if (ch === 0x5c)
        i++; // backslash: the next character is escaped
      else if (ch === 0x22) inString = false;
    } else if (ch === 0x22) inString = true;
    else if (ch === 0x7b || ch === 0x5b) {
      if (++depth > limit) return true;
    } else if (ch === 0x7d || ch === 0x5d) depth--;
  }
  return false;
}

/** The body as text, or '' when it cannot be read as text (the route then answers its own 400). */
async function bodyText(c: Context): Promise<string> {
  try {
    return await c.req.text();
  } catch (error) {
    if (error instanceof ApiError) throw error; // the size limit's 413
    return '';
  }
}

/**
 * Refuses a JSON body nested deeper than MAX_JSON_DEPTH with 400, before any parser or validator
 * walks it. It reads the body as text within the size limit around it.
 */
async function limitJsonDepth(c: Context, next: Next): Promise<void> {
  const mediaType = (c.req.header('content-type') ?? '').split(';')[0]!.trim();
  if (!JSON_MEDIA_TYPE.test(mediaType)) return next();
  const text = await bodyText(c);
  if (jsonDepthExceeds(text, MAX_JSON_DEPTH)) throw new ApiError(400, JSON_TOO_DEEP);
  // The route groups are separate apps (lazy-routes.ts) that read the request afresh: hand them
  // the text read here, as bodyLimit hands on what it read.
  c.req.raw = new Request(c.req.raw, { body: text });
  await next();
}

export function limitBodies(): MiddlewareHandler {
  const large = bodyLimit({ maxSize: MAX_BODY_BYTES, onError: refuseBody(IMAGE_BODY_TOO_LARGE) });
  const small = bodyLimit({ maxSize: JSON_BODY_BYTES, onError: refuseBody(JSON_TOO_LARGE) });
  // OPML uploads (routes/rss-opml.ts): the 1 MB file plus room for the form's other fields.
  const opml = bodyLimit({
    maxSize: MAX_OPML_BYTES + 64 * 1024,
    onError: refuseBody(OPML_TOO_LARGE),
  });
  // An article or event sent as JSON carries no image: 1 MB holds the longest content, escaped (and the
  // article preview's, product.md §10.11).
  const imageRouteJson = bodyLimit({
    maxSize: IMAGE_ROUTE_JSON_BYTES,
    onError: refuseBody(IMAGE_ROUTE_JSON_TOO_LARGE),
  });
  const depth = (c: Context, next: Next) => () => limitJsonDepth(c, next);
  const isJson = (c: Context) =>
    JSON_MEDIA_TYPE.test((c.req.header('content-type') ?? '').split(';')[0]!.trim());
  return (c, next) =>
    /^\/api\/(articles|events)(\/\d+)?$|^\/api\/articles\/preview$/.test(c.req.path)
      ? isJson(c)
        ? imageRouteJson(c, depth(c, next))
        : large(c, next)
      : c.req.path.startsWith('/api/rss/opml/')
        ? opml(c, next)
        : small(c, depth(c, next));
}
