// Server answers to a feed save, onto the form: 400 issues on their fields, 409 on the url; true when shown there.
import type { UseFormSetError } from 'react-hook-form';
import { fieldIssues } from '../../../lib/admin/field-issues.ts';
import { ApiRequestError } from '../../../lib/api.ts';
import type { SourceFormValues } from './SourceForm.tsx';

const FIELDS = ['name', 'url', 'categoryId'] as const;

export function showSaveErrors(err: unknown, setError: UseFormSetError<SourceFormValues>): boolean {
  if (!(err instanceof ApiRequestError)) return false;
  if (err.status === 409) {
    setError('url', { message: err.serverMessage ?? 'This feed URL is already present' });
    return true;
  }
  const issues = fieldIssues(err, FIELDS);
  for (const [field, message] of Object.entries(issues))
    setError(field as keyof SourceFormValues, { message });
  return Object.keys(issues).length > 0;
}
