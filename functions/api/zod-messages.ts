// The product.md §8 generic validation messages ('Required', 'Invalid input', 'Invalid email') for API input.
import type * as z from 'zod/mini';

/** True for an issue about a value that is not there: a missing field or a blank required string. */
function isMissing(issue: z.core.$ZodRawIssue): boolean {
  if (issue.code === 'invalid_type') return issue.input === undefined;
  return (
    issue.code === 'too_small' &&
    issue.origin === 'string' &&
    typeof issue.input === 'string' &&
    issue.input.trim() === ''
  );
}

/**
 * The per-parse error map of every API validation. Zod ranks a schema's own message (product.md §5,
 * e.g. 'Title must be at least 5 characters') above a per-parse map, so this only replaces zod's
 * default texts such as 'Invalid input: expected string, received undefined', which would
 * otherwise reach the admin's toasts. It is passed per parse rather than installed with
 * z.config so that other zod users in the same process (the start-up configuration check)
 * keep their detailed messages.
 */
export const genericMessages: z.core.$ZodErrorMap = (issue) => {
  if (isMissing(issue)) return 'Required';
  if (issue.code === 'invalid_format' && issue.format === 'email') return 'Invalid email';
  return 'Invalid input';
};
