// Field helpers shared by the schemas: form values arrive as strings (multipart, query), JSON as values.
import * as z from 'zod/mini';
import { text } from './text.ts';

/** A boolean sent as JSON true/false or as the form strings 'true'/'false'. */
export const formBoolean = z.pipe(
  z.union([z.boolean(), z.enum(['true', 'false', 'on', ''])]),
  z.transform((v) => v === true || v === 'true' || v === 'on'),
);

/** An id as text: canonical decimal, no sign, no leading zero, at most 15 digits (a safe integer). */
const CANONICAL_ID = /^[1-9]\d{0,14}$/;

/**
 * A positive integer id from a JSON integer or its canonical decimal string (a form field). Nothing
 * else names a record: not '0x2', '02', ' 2', [2] or true, which a number coercion would all accept
 * (and '02' would name record 2). Refused with `message`.
 */
export const formId = (message: string) =>
  z.pipe(
    z.unknown(),
    z.transform((v, ctx) => {
      const n =
        typeof v === 'number' ? v : typeof v === 'string' && CANONICAL_ID.test(v) ? Number(v) : NaN;
      if (Number.isSafeInteger(n) && n >= 1) return n;
      ctx.issues.push({ code: 'custom', message, input: v });
      return z.NEVER;
    }),
  );

/** A positive integer id, from a JSON integer or a canonical decimal string. */
export const idSchema = formId('Invalid input');

/**
 * Optimistic concurrency: the version the editor loaded, from a form string or a JSON number.
 * A blank field or null means absent, like every other optional form field, so the save is
 * not checked against a version rather than refused with a confusing range message.
 */
export const formVersion = z.pipe(
  z.transform((v: unknown): unknown =>
    v === null || (typeof v === 'string' && v.trim() === '') ? undefined : v,
  ),
  z.optional(z.coerce.number().check(z.int(), z.minimum(1))),
);

/**
 * An id written in canonical decimal (a path parameter, a repeated form field), as a number; `message`
 * when not. '00078' is refused rather than read as 78: one record, one spelling of its address.
 */
export const digitsId = (message: string) =>
  z.pipe(z.string().check(z.regex(CANONICAL_ID, message)), z.transform(Number));

/** A path parameter id such as /api/articles/:id. */
export const idParamSchema = z.object({ id: digitsId('Invalid id') });

/** An ISO 8601 date-time string. */
export const isoDateTime = z.iso.datetime({ offset: true, error: 'Invalid date' });

/** Blank means absent: '' (or a value left out) becomes null. */
export const blankAsNull = <T extends z.ZodMiniType<string>>(schema: T) =>
  z.pipe(
    z.nullable(z.optional(schema)),
    z.transform((v: z.output<T> | null | undefined) => (v ? v : null)),
  );

/**
 * The message of a text over its length limit, in the form and in the API's 400 alike. product.md §5 gives
 * only minimum lengths; without it zod's English default reached the form and the API said 'Invalid input'.
 */
export const tooLongMessage = (max: number) => `Must be at most ${max} characters`;

/** Required text from a form: trimmed, at least `min` characters (refused with `message`), at most `max`. */
export const requiredText = (min: number, message: string, max: number) =>
  text().check(z.trim(), z.minLength(min, message), z.maxLength(max, tooLongMessage(max)));

/** Optional text from a form: blank means absent. */
export const optionalText = (max: number) =>
  blankAsNull(text().check(z.trim(), z.maxLength(max, tooLongMessage(max))));

/**
 * True when a URL carries a user name or password. A fetcher would drop them silently, and the
 * password would then show wherever the URL is listed (sources, diagnostics, event pages).
 */
export function hasUserinfo(value: string): boolean {
  try {
    const url = new URL(value);
    return url.username !== '' || url.password !== '';
  } catch {
    return false;
  }
}

/** The refusal of a URL with a user name or password, for every URL field but the feed's own wording. */
export const USERINFO_MESSAGE = 'URLs may not contain a user name or password';

/** Optional http(s) URL from a form: blank means absent; product.md §5 message; no user name or password. */
export const optionalUrl = z.pipe(
  blankAsNull(z.string().check(z.trim())),
  z.nullable(httpUrl().check(z.refine((v) => !hasUserinfo(v), USERINFO_MESSAGE))),
);

/**
 * The scheme and the `//` that starts the host, as written: the WHATWG parser would also read
 * `http:host`, `http:/host` and `http:\\host` (backslashes count as slashes in http URLs), which
 * no one types on purpose and other parsers read differently.
 */
const WELL_FORMED_HTTP = /^https?:\/\/[^/\\?#]/i;

/** An http(s) URL: parsed by the WHATWG URL parser, written with `//` after the scheme, no backslash. */
export function httpUrl(message = 'Please enter a valid URL') {
  return text().check(
    z.trim(),
    z.maxLength(2048, message),
    z.refine((v) => {
      if (!WELL_FORMED_HTTP.test(v) || v.includes('\\')) return false;
      try {
        const u = new URL(v);
        return u.protocol === 'http:' || u.protocol === 'https:';
      } catch {
        return false;
      }
    }, message),
  );
}
