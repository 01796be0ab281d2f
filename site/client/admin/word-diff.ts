// The word-level changes between a kept article version and the text in the form (product.md §10.13), by jsdiff.
import { diffWords } from 'diff';

export interface WordChange {
  kind: 'same' | 'added' | 'removed';
  text: string;
}

/** How long a diff may run before the whole text is shown as replaced: a long article must not hang the page. */
const DIFF_TIMEOUT_MS = 1000;

/** The changes that turn `before` into `after`, word by word; whitespace stays with the words around it. */
export function wordChanges(before: string, after: string): WordChange[] {
  const parts = diffWords(before, after, { timeout: DIFF_TIMEOUT_MS });
  if (!parts)
    return [
      { kind: 'removed', text: before },
      { kind: 'added', text: after },
    ];
  return parts.map((part) => ({
    kind: part.added ? 'added' : part.removed ? 'removed' : 'same',
    text: part.value,
  }));
}

/** Whether any word changed. */
export const hasChanges = (changes: WordChange[]) => changes.some((c) => c.kind !== 'same');
