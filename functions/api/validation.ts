// zod validation of params, query and JSON bodies with our 400 shape (product.md §5 rules from functions/domain).
import { zValidator } from '@hono/zod-validator';
import type { Context, ValidationTargets } from 'hono';
import type * as z from 'zod/mini';
import { ApiError, badRequest, InputError, issuesFromZod } from './errors.ts';
import { genericMessages } from './zod-messages.ts';

/** The media types Hono's JSON validator reads: application/json and application/*+json. */
const JSON_MEDIA_TYPE = /^application\/([\w.-]+\+)?json$/i;

/**
 * Refuses a body that is not JSON with 415. Hono's JSON validator silently reads such a body as
 * `{}`, which would report every field as missing although the client did send them.
 */
function requireJsonBody(c: Context): void {
  const mediaType = (c.req.header('content-type') ?? '').split(';')[0]!.trim();
  if (!JSON_MEDIA_TYPE.test(mediaType)) {
    throw new ApiError(415, 'Send the body as JSON (Content-Type: application/json)');
  }
}

/** A validator middleware whose failures answer `{ error, issues }` with status 400 (415 for a JSON target given another body type). */
export function validate<T extends z.ZodMiniType, Target extends keyof ValidationTargets>(
  target: Target,
  schema: T,
) {
  const validator = zValidator(
    target,
    schema,
    (result, c) => {
      if (!result.success) return badRequest(c, issuesFromZod(result.error));
    },
    {
      // The library types the result by a conditional on T, which a generic T cannot resolve.
      validationFunction: (s, value) =>
        s.safeParseAsync(value, { error: genericMessages }) as Promise<never>,
    },
  );
  if (target !== 'json') return validator;
  const jsonOnly: typeof validator = (c, next) => {
    requireJsonBody(c);
    return validator(c, next);
  };
  return jsonOnly;
}

/** Parses a value with a schema, throwing InputError (400) on failure; for bodies read by hand. */
export function parseInput<T extends z.ZodMiniType>(schema: T, value: unknown): z.output<T> {
  const result = schema.safeParse(value, { error: genericMessages });
  if (!result.success) throw new InputError(issuesFromZod(result.error));
  return result.data;
}
