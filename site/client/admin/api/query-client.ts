// The admin's TanStack Query client with product.md §7's defaults; a 401 from any query or mutation ends the session.
// The resource modules beside it hold the query keys, queries and mutations.
import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { handledAsSessionEnd } from '../session-ended.ts';

/** product.md §7: cache kept 5 minutes. */
const GC_TIME_MS = 5 * 60 * 1000;

export function createAdminQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({ onError: (err) => void handledAsSessionEnd(err) }),
    mutationCache: new MutationCache({ onError: (err) => void handledAsSessionEnd(err) }),
    defaultOptions: {
      // product.md §7: data never stale, no refetch on window focus, no retries for queries or mutations.
      queries: {
        staleTime: Infinity,
        refetchOnWindowFocus: false,
        retry: false,
        gcTime: GC_TIME_MS,
      },
      mutations: { retry: false },
    },
  });
}
