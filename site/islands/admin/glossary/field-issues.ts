// A 400 answer's field messages, put on the glossary form's fields (the notice already says what failed).
import type { UseFormSetError } from 'react-hook-form';
import { fieldIssues } from '../../../lib/admin/glossary.ts';
import type { TermFormValues } from './TermForm.tsx';

export function showFieldIssues(err: unknown, setError: UseFormSetError<TermFormValues>): void {
  for (const [field, message] of Object.entries(fieldIssues(err)))
    setError(field as keyof TermFormValues, { message }, { shouldFocus: true });
}
