// The imported articles (product.md §10.16): the 'Imported' list's page, take-down, restore and the alt text fix.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Article } from '../../../../functions/domain/index.ts';
import { toast } from '../../../stores/toasts.ts';
import { ARTICLE_PAGE_SIZE, articleKeys } from './articles.ts';
import { adminJson, adminRequest } from './http.ts';

/** What the list is asked for: a page, title words ('' for none) and a source name ('' for every one). */
export interface ImportedFilter {
  page: number;
  q: string;
  source: string;
}

export function listImported({ page, q, source }: ImportedFilter): Promise<Article[]> {
  const query = new URLSearchParams({
    limit: String(ARTICLE_PAGE_SIZE),
    offset: String(page * ARTICLE_PAGE_SIZE),
  });
  if (q) query.set('q', q);
  if (source) query.set('source', source);
  return adminRequest<Article[]>(`/api/articles/imported?${query}`);
}

/** Under articleKeys.all, so any article change refreshes the list. */
const importedKey = (f: ImportedFilter) => [...articleKeys.all, 'imported', f] as const;

export const useImportedArticles = (filter: ImportedFilter) =>
  useQuery({ queryKey: importedKey(filter), queryFn: () => listImported(filter) });

/** A change to one imported article, with its success notice; the lists refresh after it. */
function useImportedChange<V>(call: (v: V) => Promise<Article>, notice: (a: Article) => string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: async (article) => {
      toast({ title: 'Success', description: notice(article) });
      await client.invalidateQueries({ queryKey: articleKeys.all });
    },
  });
}

export const useTakeDown = () =>
  useImportedChange(
    (v: { id: number; reason: string; version: number }) =>
      adminJson<Article>('POST', `/api/articles/${v.id}/take-down`, {
        reason: v.reason,
        version: v.version,
      }),
    (a) => `"${a.title}" was taken down`,
  );

export const useRestoreImported = () =>
  useImportedChange(
    (id: number) => adminJson<Article>('POST', `/api/articles/${id}/restore`),
    (a) => `"${a.title}" was restored`,
  );

export const useFixAlt = () =>
  useImportedChange(
    (v: { id: number; imageAlt: string; version: number }) =>
      adminJson<Article>('PUT', `/api/articles/${v.id}/image-alt`, {
        imageAlt: v.imageAlt,
        version: v.version,
      }),
    (a) => `The alt text of "${a.title}" was saved`,
  );
