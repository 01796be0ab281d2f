// zod validation of params, query and JSON bodies with our 400 shape (spec §5 rules from functions/domain).
import { zValidator } from '@hono/zod-validator';
import type { ValidationTargets } from 'hono';
import type { z } from 'zod';
import { badRequest, InputError, issuesFromZod } from './errors.ts';

/** A validator middleware whose failures answer `{ error, issues }` with status 400. */
export function validate<T extends z.ZodType, Target extends keyof ValidationTargets>(
  target: Target,
  schema: T,
) {
  return zValidator(target, schema, (result, c) => {
    if (!result.success) return badRequest(c, issuesFromZod(result.error));
  });
}

/** Parses a value with a schema, throwing InputError (400) on failure; for bodies read by hand. */
export function parseInput<T extends z.ZodType>(schema: T, value: unknown): z.output<T> {
  const result = schema.safeParse(value);
  if (!result.success) throw new InputError(issuesFromZod(result.error));
  return result.data;
}
