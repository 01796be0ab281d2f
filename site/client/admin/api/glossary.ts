// The glossary resource (product.md §7): its calls, query keys, queries and mutations, and the pure rules of the screen:
// categories, product.md §8 texts.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { fieldIssues as fieldIssuesOf } from './field-issues.ts';
import type { GlossaryInput, GlossaryTerm } from '../../../../functions/domain/index.ts';
import { toast } from '../../../stores/toasts.ts';
import { isUnauthorized } from '../session-ended.ts';
import { ApiRequestError } from '../../../lib/api.ts';
import { adminJson, adminRequest, noticeErrorText } from './http.ts';

/** Every glossary list is under `all`, so one invalidation refreshes the shown list and the categories' source. */
export const glossaryKeys = {
  all: ['glossary'] as const,
  list: (search: string) => ['glossary', 'list', search] as const,
};

/** GET /api/glossary, with `search` only when there is one (product.md §7: optional search). */
export const listTerms = (search: string) =>
  adminRequest<GlossaryTerm[]>(
    search ? `/api/glossary?${new URLSearchParams({ search })}` : '/api/glossary',
  );
export const getTerm = (id: number) => adminRequest<GlossaryTerm>(`/api/glossary/${id}`);
export const createTerm = (input: GlossaryInput) =>
  adminJson<GlossaryTerm>('POST', '/api/glossary', input);
/** PUT with the version the editor loaded (a stale one answers 409, product.md §11.7). */
export const updateTerm = (id: number, input: GlossaryInput) =>
  adminJson<GlossaryTerm>('PUT', `/api/glossary/${id}`, input);
export const deleteTerm = (id: number) => adminJson<object>('DELETE', `/api/glossary/${id}`);

/** product.md §3: distinct categories derived from the loaded terms, sorted alphabetically (blank ones skipped). */
export function distinctCategories(terms: readonly GlossaryTerm[]): string[] {
  const names = new Set(terms.map((t) => t.category.trim()).filter((c) => c !== ''));
  return [...names].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' }));
}

/** product.md §8: the glossary list raises 'Error {status}: {statusText}'; a network failure keeps its own message. */
export function listFailureText(err: unknown): string {
  if (err instanceof ApiRequestError) return `Error ${err.status}: ${err.statusText}`;
  return err instanceof Error ? err.message : String(err);
}

export type TermAction = 'create' | 'update' | 'delete';

const PAST: Record<TermAction, string> = {
  create: 'created',
  update: 'updated',
  delete: 'deleted',
};

/** product.md §8: the 'Success' notice text, word for word. */
export const successText = (action: TermAction) => `Glossary term ${PAST[action]} successfully`;

/** product.md §8: the destructive 'Error' notice text, word for word. */
export const failureText = (action: TermAction, err: unknown) =>
  `Failed to ${action} glossary term: ${noticeErrorText(err)}`;

/** A 409 on an edit: someone saved the term after the editor loaded it. */
export const isStale = (err: unknown) => err instanceof ApiRequestError && err.status === 409;

/** The term form's fields, which a 400 answer's issues may name. */
export const TERM_FIELDS = ['term', 'definition', 'category'] as const;

/** The field messages of a 400 answer (`issues`), keyed by field; empty when there are none. */
export function fieldIssues(
  err: unknown,
): Partial<Record<'term' | 'definition' | 'category', string>> {
  return fieldIssuesOf(err, TERM_FIELDS);
}

/** The terms a search shows; the cards stay while the next search answers, instead of flashing the loading text. */
export const useTerms = (search: string) =>
  useQuery({
    queryKey: glossaryKeys.list(search),
    queryFn: () => listTerms(search),
    placeholderData: keepPreviousData,
  });

/** Every term (the same query as the list when not searching). */
export const useAllTerms = () =>
  useQuery({ queryKey: glossaryKeys.list(''), queryFn: () => listTerms('') });

/** 'Refresh': every glossary list loads again. */
export function useRefreshGlossary() {
  const client = useQueryClient();
  return () => void client.invalidateQueries({ queryKey: glossaryKeys.all });
}

// The three changes (product.md §4, §8): on success the lists refresh and 'Success' shows; on failure the destructive
// 'Error' notice, except after a 401, which the query client turns into "session ended".
function useTermMutation<TVars>(action: TermAction, call: (vars: TVars) => Promise<unknown>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    // Awaited, so the dialog closes (the caller's next step) on the refreshed list.
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: glossaryKeys.all });
      toast({ title: 'Success', description: successText(action) });
    },
    onError: (err) => {
      if (isUnauthorized(err)) return;
      toast({ title: 'Error', description: failureText(action, err), variant: 'destructive' });
    },
  });
}

export function useGlossaryMutations() {
  const create = useTermMutation('create', (input: GlossaryInput) => createTerm(input));
  const update = useTermMutation('update', (v: { id: number; input: GlossaryInput }) =>
    updateTerm(v.id, v.input),
  );
  const remove = useTermMutation('delete', (id: number) => deleteTerm(id));
  return { create, update, remove };
}
