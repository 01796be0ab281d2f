// What the editor typed in a glossary dialog survives a forced sign-in (the drafts of product.md §11.5): the add dialog reopens
// with it, and the edit dialog reopens on its term (with the version first loaded, so a 409 still catches a change).
import type { GlossaryTerm } from '../../../functions/domain/index.ts';
import { takeDraft } from './drafts.ts';

export const ADD_DRAFT = 'glossary-add';
export const EDIT_DRAFT = 'glossary-edit';

export interface TermDraftValues {
  term: string;
  definition: string;
  category: string;
}

/** The edit draft also names its record. */
export type EditDraft = TermDraftValues & { id: number; version: number };

/** Takes both drafts of this page once (call from a useState initialiser). */
export function takeGlossaryDrafts() {
  return {
    add: takeDraft<TermDraftValues>(ADD_DRAFT),
    edit: takeDraft<EditDraft>(EDIT_DRAFT),
  };
}

/** The record to reopen the edit dialog on: the stored term with the draft's text and the draft's version. */
export function draftRecord(draft: EditDraft, terms: readonly GlossaryTerm[]): GlossaryTerm | null {
  const stored = terms.find((t) => t.id === draft.id);
  if (!stored) return null;
  return {
    ...stored,
    term: draft.term,
    definition: draft.definition,
    category: draft.category,
    version: draft.version,
  };
}
