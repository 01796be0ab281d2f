// One glossary term as a card (product.md §2): term, category, the definition clamped to 3 lines, 'Last updated' as a
// local date, and the Edit/Delete menu.
import type { GlossaryTerm } from '../../../../functions/domain/index.ts';
import { panel } from '../../../client/admin/styles.ts';
import TermMenu from './TermMenu.tsx';

interface Props {
  term: GlossaryTerm;
  triggerRef: (el: HTMLButtonElement | null) => void;
  onEdit: () => void;
  onDelete: () => void;
}

export default function TermCard({ term, triggerRef, onEdit, onDelete }: Props) {
  return (
    <li className={`${panel} flex min-w-0 flex-col gap-3`}>
      <div className="flex items-start justify-between gap-2">
        <div className="min-w-0">
          <h2 className="text-lg font-semibold wrap-anywhere">{term.term}</h2>
          <p className="mt-1 inline-block rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-medium text-slate-800 dark:bg-slate-800 dark:text-slate-100">
            {term.category}
          </p>
        </div>
        <TermMenu term={term.term} triggerRef={triggerRef} onEdit={onEdit} onDelete={onDelete} />
      </div>
      {/* product.md §9: admin cards clamp the definition at 3 lines; assistive technology still reads all of it. */}
      <p className="line-clamp-3 text-sm text-slate-700 dark:text-slate-300">{term.definition}</p>
      <p className="mt-auto text-xs text-slate-600 dark:text-slate-400">
        Last updated:{' '}
        <time dateTime={term.updatedAt}>{new Date(term.updatedAt).toLocaleDateString()}</time>
      </p>
    </li>
  );
}
