// A 400 answer's `issues` ({ path, message }, README "The API") as one message per form field: the first for each,
// as the browser's own validation shows them. Every admin form puts these on its fields.
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiRequestError } from '../../../lib/api.ts';

/** The path's first segment: 'title', ['title'] and 'tagIds.0' name their field. */
const fieldOf = (path: unknown) =>
  (Array.isArray(path) ? String(path[0]) : String(path)).split('.')[0]!;

/** Messages by field for the fields a form has; empty for anything but a 400 with a JSON body. */
export function fieldIssues<F extends string>(
  err: unknown,
  fields: readonly F[],
): Partial<Record<F, string>> {
  if (!(err instanceof ApiRequestError) || err.status !== 400) return {};
  const known = new Set<string>(fields);
  const out: Partial<Record<F, string>> = {};
  try {
    const { issues = [] } = JSON.parse(err.body) as {
      issues?: { path: unknown; message: string }[];
    };
    for (const issue of issues) {
      const field = fieldOf(issue.path);
      if (known.has(field)) out[field as F] ??= issue.message;
    }
  } catch {
    // Not JSON: the notice says what failed.
  }
  return out;
}

/** Puts a 400 answer's messages on the form's fields (the notice already says what failed); focus goes to the first. */
export function setFieldIssues<V extends FieldValues>(
  err: unknown,
  fields: readonly Path<V>[],
  setError: UseFormSetError<V>,
): void {
  for (const [field, message] of Object.entries(fieldIssues(err, fields)))
    setError(field as Path<V>, { message: message as string }, { shouldFocus: true });
}
