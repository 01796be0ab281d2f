// Server answers to an article save, onto the form: 400 issues on their fields, a taken slug (409) on the slug.
import type { UseFormSetError } from 'react-hook-form';
import { fieldIssues } from '../../../lib/admin/field-issues.ts';
import { ApiRequestError } from '../../../lib/api.ts';
import type { ArticleFormValues } from './form-values.ts';

const FIELDS = ['title', 'slug', 'summary', 'content', 'author', 'categoryId', 'imageAlt'] as const;

/** The field a 409 names (`{ error, field }`), if its body says. */
function takenField(err: ApiRequestError): string | undefined {
  try {
    return (JSON.parse(err.body) as { field?: string }).field;
  } catch {
    return undefined;
  }
}

export function showArticleErrors(
  err: unknown,
  setError: UseFormSetError<ArticleFormValues>,
): void {
  if (!(err instanceof ApiRequestError)) return;
  if (err.status === 409 && takenField(err) === 'slug')
    setError('slug', { message: err.serverMessage ?? 'This slug is taken' });
  for (const [field, message] of Object.entries(fieldIssues(err, FIELDS)))
    setError(field as keyof ArticleFormValues, { message });
}
