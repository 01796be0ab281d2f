// The feeds (RSS) resource's query keys, queries and mutations (product.md §7, §8): each change shows its notice and
// refreshes the sources; failures are the caller's to show (a 401 ends the session in the query client).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { RssSourceInput } from '../../../../../functions/domain/index.ts';
import { toast } from '../../../../stores/toasts.ts';
import { articleKeys } from '../articles.ts';
import { addedToast } from './messages.ts';
import {
  addSource,
  fetchSourceNow,
  deleteSource,
  editSource,
  importOpml,
  listSources,
  updateStatus,
} from './calls.ts';
import type { RssSourceView } from './calls.ts';

export const feedKeys = {
  sources: ['rss', 'sources'] as const,
  status: ['rss', 'status'] as const,
};

/** product.md §9: the article lists refresh 5 s after a successful update. */
export const ARTICLES_REFRESH_DELAY_MS = 5000;

export const useSources = () => useQuery({ queryKey: feedKeys.sources, queryFn: listSources });

/** The 'Update All Feeds' status, polled every `pollMs` while watching. */
export const useUpdateStatus = (watching: boolean, pollMs: number) =>
  useQuery({
    queryKey: feedKeys.status,
    queryFn: updateStatus,
    enabled: watching,
    refetchInterval: watching ? pollMs : false,
    staleTime: 0,
  });

/** Forgets the last status, so a new watch starts from a fresh answer. */
export function useForgetUpdateStatus() {
  const client = useQueryClient();
  return useCallback(() => void client.removeQueries({ queryKey: feedKeys.status }), [client]);
}

/** After a run: the sources now, the article lists 5 s later (product.md §9). */
export function useAfterRun() {
  const client = useQueryClient();
  return useCallback(() => {
    void client.invalidateQueries({ queryKey: feedKeys.sources });
    setTimeout(
      () => void client.invalidateQueries({ queryKey: articleKeys.all }),
      ARTICLES_REFRESH_DELAY_MS,
    );
  }, [client]);
}

/** The first fetch of a feed just added, at once (product.md §11.6); null when it cannot run now (the next update fetches it). */
function firstFetch(id: number) {
  // The feed is added whatever this answers: a failure of the call itself only defers the fetch.
  return fetchSourceNow(id).catch(() => null);
}

/** Adds a feed and fetches it at once, so its health shows with the notice. */
export function useAddSource() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: RssSourceInput) => {
      const added = await addSource(input);
      return { added, fetched: await firstFetch(added.id) };
    },
    onSuccess: ({ added, fetched }) => {
      toast(addedToast(added, fetched));
      void client.invalidateQueries({ queryKey: feedKeys.sources });
    },
  });
}

export function useEditSource() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (v: { id: number; input: RssSourceInput }) => editSource(v.id, v.input),
    onSuccess: async (_saved, v) => {
      toast({ title: 'RSS Feed Updated', description: `${v.input.name} was saved.` });
      await client.invalidateQueries({ queryKey: feedKeys.sources });
    },
  });
}

export function useDeleteSource() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (source: RssSourceView) => deleteSource(source.id),
    onSuccess: async (_answer, source) => {
      toast({
        title: 'RSS Feed Deleted',
        description: `${source.name} was removed. Its articles are kept.`,
      });
      await client.invalidateQueries({ queryKey: feedKeys.sources });
    },
  });
}

/** The OPML import; `onImported` runs after the notice and before the sources refresh (the panel moves focus). */
export function useImportOpml(onImported: () => void) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (v: { file: File; categoryMap: Record<string, number> }) =>
      importOpml(v.file, v.categoryMap),
    onSuccess: async (r) => {
      toast({
        title: 'OPML Import Completed',
        description: `${r.added} added, ${r.existing} already present, ${r.invalid} invalid`,
      });
      onImported();
      await client.invalidateQueries({ queryKey: feedKeys.sources });
    },
  });
}
