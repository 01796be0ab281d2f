// Field helpers shared by the schemas: form values arrive as strings (multipart, query), JSON as values.
import { z } from 'zod';
import { text } from './text.ts';

/** A boolean sent as JSON true/false or as the form strings 'true'/'false'. */
export const formBoolean = z
  .union([z.boolean(), z.enum(['true', 'false', 'on', ''])])
  .transform((v) => v === true || v === 'true' || v === 'on');

/** A positive integer id, from a number or a base-10 string. */
export const idSchema = z.coerce
  .number({ error: 'Invalid input' })
  .int({ error: 'Invalid input' })
  .positive({ error: 'Invalid input' })
  .max(Number.MAX_SAFE_INTEGER);

/**
 * Optimistic concurrency: the version the editor loaded, from a form string or a JSON number.
 * A blank field or null means absent, like every other optional form field, so the save is
 * not checked against a version rather than refused with a confusing range message.
 */
export const formVersion = z.preprocess(
  (v) => (v === null || (typeof v === 'string' && v.trim() === '') ? undefined : v),
  z.coerce.number().int().min(1).optional(),
);

/** A path parameter id such as /api/articles/:id. */
export const idParamSchema = z.object({
  id: z
    .string()
    .regex(/^\d{1,15}$/, 'Invalid id')
    .transform(Number),
});

/** An ISO 8601 date-time string. */
export const isoDateTime = z.iso.datetime({ offset: true, error: 'Invalid date' });

/** Optional text from a form: blank means absent. */
export const optionalText = (max: number) =>
  text()
    .trim()
    .max(max, `Must be at most ${max} characters`)
    .optional()
    .nullable()
    .transform((v) => (v ? v : null));

/** Optional http(s) URL from a form: blank means absent; spec §5 message. */
export const optionalUrl = z
  .string()
  .trim()
  .optional()
  .nullable()
  .transform((v) => (v ? v : null))
  .pipe(httpUrl().nullable());

export function httpUrl(message = 'Please enter a valid URL') {
  return text()
    .trim()
    .max(2048, message)
    .refine((v) => {
      try {
        const u = new URL(v);
        return u.protocol === 'http:' || u.protocol === 'https:';
      } catch {
        return false;
      }
    }, message);
}
