// Server answers to a feed save, onto the form: 400 issues on their fields, 409 on the url; true when shown there.
import type { UseFormSetError } from 'react-hook-form';
import { ApiRequestError } from '../../../lib/api.ts';
import type { SourceFormValues } from './SourceForm.tsx';

const FIELDS = new Set(['name', 'url', 'categoryId']);

export function showSaveErrors(err: unknown, setError: UseFormSetError<SourceFormValues>): boolean {
  if (!(err instanceof ApiRequestError)) return false;
  if (err.status === 409) {
    setError('url', { message: err.serverMessage ?? 'This feed URL is already present' });
    return true;
  }
  if (err.status !== 400) return false;
  try {
    const issues =
      (JSON.parse(err.body) as { issues?: { path: unknown; message: string }[] }).issues ?? [];
    let shown = false;
    for (const issue of issues) {
      const path = Array.isArray(issue.path) ? String(issue.path[0]) : String(issue.path);
      if (!FIELDS.has(path)) continue;
      setError(path as keyof SourceFormValues, { message: issue.message });
      shown = true;
    }
    return shown;
  } catch {
    return false;
  }
}
