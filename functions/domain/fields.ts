// Field helpers shared by the schemas: form values arrive as strings (multipart, query), JSON as values.
import * as z from 'zod/mini';
import { text } from './text.ts';

/** A boolean sent as JSON true/false or as the form strings 'true'/'false'. */
export const formBoolean = z.pipe(
  z.union([z.boolean(), z.enum(['true', 'false', 'on', ''])]),
  z.transform((v) => v === true || v === 'true' || v === 'on'),
);

/** A positive integer id, from a number or a base-10 string. */
export const idSchema = z.coerce
  .number({ error: 'Invalid input' })
  .check(
    z.int({ error: 'Invalid input' }),
    z.positive({ error: 'Invalid input' }),
    z.maximum(Number.MAX_SAFE_INTEGER),
  );

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

/** An id written in base-10 digits (a path parameter, a repeated form field), as a number; `message` when not. */
export const digitsId = (message: string) =>
  z.pipe(z.string().check(z.regex(/^\d{1,15}$/, message)), z.transform(Number));

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
 * The message of a text over its length limit, in the form and in the API's 400 alike. Spec §5 gives
 * only minimum lengths; without it zod's English default reached the form and the API said 'Invalid input'.
 */
export const tooLongMessage = (max: number) => `Must be at most ${max} characters`;

/** Required text from a form: trimmed, at least `min` characters (refused with `message`), at most `max`. */
export const requiredText = (min: number, message: string, max: number) =>
  text().check(z.trim(), z.minLength(min, message), z.maxLength(max, tooLongMessage(max)));

/** Optional text from a form: blank means absent. */
export const optionalText = (max: number) =>
  blankAsNull(text().check(z.trim(), z.maxLength(max, tooLongMessage(max))));

/** Optional http(s) URL from a form: blank means absent; spec §5 message. */
export const optionalUrl = z.pipe(blankAsNull(z.string().check(z.trim())), z.nullable(httpUrl()));

export function httpUrl(message = 'Please enter a valid URL') {
  return text().check(
    z.trim(),
    z.maxLength(2048, message),
    z.refine((v) => {
      try {
        const u = new URL(v);
        return u.protocol === 'http:' || u.protocol === 'https:';
      } catch {
        return false;
      }
    }, message),
  );
}
