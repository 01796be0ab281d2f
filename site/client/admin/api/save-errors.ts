// Server answers to a form's save, onto its fields (every admin form): a 409 on the field it concerns, 400 issues on
// theirs. True when something was shown on a field, so the caller may skip its generic notice.
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiRequestError } from '../../../lib/api.ts';
import { fieldIssues } from './field-issues.ts';

export interface SaveErrorRules<V extends FieldValues> {
  /** The form's fields a 400 may name. */
  fields: readonly Path<V>[];
  /** Where a 409 goes, with the message when the server gives none. */
  conflict?: {
    field: Path<V>;
    fallback: string;
    /** Only when the 409's body names this field (`{ error, field }`); else any 409. */
    named?: boolean;
  };
}

/** A 409 for a stale version (`{ error, currentVersion }`), not for a taken value. */
export const isVersionConflict = (err: unknown): boolean =>
  err instanceof ApiRequestError && err.status === 409 && /currentVersion/.test(err.body);

/** The field a 409 names (`{ error, field }`), if its body says. */
function namedField(err: ApiRequestError): string | undefined {
  try {
    return (JSON.parse(err.body) as { field?: string }).field;
  } catch {
    return undefined;
  }
}

export function showSaveErrors<V extends FieldValues>(
  err: unknown,
  setError: UseFormSetError<V>,
  rules: SaveErrorRules<V>,
): boolean {
  if (!(err instanceof ApiRequestError)) return false;
  const { conflict } = rules;
  if (err.status === 409 && conflict && (!conflict.named || namedField(err) === conflict.field)) {
    setError(conflict.field, { message: err.serverMessage ?? conflict.fallback });
    return true;
  }
  const issues = fieldIssues(err, rules.fields);
  for (const [field, message] of Object.entries(issues))
    setError(field as Path<V>, { message: message as string });
  return Object.keys(issues).length > 0;
}
