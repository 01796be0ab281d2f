// An article's revisions (product.md §7, §10.13): the calls, query keys, queries and the restore mutation. Imported
// only by the revisions dialog's lazy half, so none of it loads with the page.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Article } from '../../../../functions/domain/index.ts';
import type {
  ArticleRevision,
  ArticleRevisionSummary,
} from '../../../../functions/domain/revision.ts';
import { articleKeys } from './articles.ts';
import { adminJson, adminRequest } from './http.ts';

const revisionsPath = (id: number) => `/api/articles/${id}/revisions`;

export const listRevisions = (id: number) =>
  adminRequest<ArticleRevisionSummary[]>(revisionsPath(id));
export const getRevision = (id: number, version: number) =>
  adminRequest<ArticleRevision>(`${revisionsPath(id)}/${version}`);
/** Restores `revision` over the article at `version` (the one the editor has; a stale one answers 409). */
export const restoreRevision = (id: number, revision: number, version: number) =>
  adminJson<Article>('POST', `${revisionsPath(id)}/${revision}/restore`, { version });

/** Under the article keys, so every article change refreshes the history too. */
export const revisionKeys = {
  list: (id: number) => [...articleKeys.all, id, 'revisions'] as const,
  one: (id: number, version: number) => [...articleKeys.all, id, 'revisions', version] as const,
};

export const useRevisions = (id: number) =>
  useQuery({ queryKey: revisionKeys.list(id), queryFn: () => listRevisions(id) });

/** One revision whole, once chosen (null: none yet). */
export const useRevision = (id: number, version: number | null) =>
  useQuery({
    queryKey: revisionKeys.one(id, version ?? 0),
    enabled: version !== null,
    queryFn: () => getRevision(id, version!),
  });

/** The restore; then every article query refreshes. Failures are the caller's to show. */
export function useRestoreRevision() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (v: { id: number; revision: number; version: number }) =>
      restoreRevision(v.id, v.revision, v.version),
    onSuccess: () => client.invalidateQueries({ queryKey: articleKeys.all }),
  });
}
