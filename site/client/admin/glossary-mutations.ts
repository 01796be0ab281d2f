// The glossary's three changes (spec §4, §8): on success the lists refresh and 'Success' shows; on failure the
// destructive 'Error' notice, except after a 401, which the query client turns into "session ended".
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { GlossaryInput } from '../../../functions/domain/index.ts';
import {
  createTerm,
  deleteTerm,
  failureText,
  glossaryKeys,
  successText,
  updateTerm,
  type TermAction,
} from '../../lib/admin/glossary.ts';
import { toast } from '../../stores/toasts.ts';
import { isUnauthorized } from './session-ended.ts';

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
