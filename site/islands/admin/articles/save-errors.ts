// Server answers to an article save, onto the form: 400 issues on their fields, a taken slug (409) on the slug.
import type { UseFormSetError } from 'react-hook-form';
import { ApiRequestError } from '../../../lib/api.ts';
import type { ArticleFormValues } from './form-values.ts';

const FIELDS = new Set(['title', 'slug', 'summary', 'content', 'author', 'categoryId', 'imageAlt']);

export function showArticleErrors(
  err: unknown,
  setError: UseFormSetError<ArticleFormValues>,
): void {
  if (!(err instanceof ApiRequestError)) return;
  try {
    const body = JSON.parse(err.body) as {
      error?: string;
      field?: string;
      issues?: { path: unknown; message: string }[];
    };
    if (err.status === 409 && body.field === 'slug')
      setError('slug', { message: body.error ?? 'This slug is taken' });
    for (const issue of body.issues ?? []) {
      const path = String(issue.path).split('.')[0]!;
      if (FIELDS.has(path)) setError(path as keyof ArticleFormValues, { message: issue.message });
    }
  } catch {
    // Not JSON: the toast says it.
  }
}
