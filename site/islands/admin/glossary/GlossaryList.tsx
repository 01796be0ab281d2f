// The list's states (product.md §2, §4, §8): loading, the failure panel with 'Try Again', the empty state with and without
// a search ('Clear Search' while searching), and the 1/2/3-column grid of cards.
import type { GlossaryTerm } from '../../../../functions/domain/index.ts';
import { panel, secondary } from '../../../client/admin/styles.ts';
import TermCard from './TermCard.tsx';

interface Props {
  terms: GlossaryTerm[] | undefined;
  /** The failure text (product.md §8: 'Error {status}: {statusText}') when the list failed, else null. */
  failure: string | null;
  searching: boolean;
  onRetry: () => void;
  onClearSearch: () => void;
  triggerRef: (id: number) => (el: HTMLButtonElement | null) => void;
  onEdit: (term: GlossaryTerm) => void;
  onDelete: (term: GlossaryTerm) => void;
}

export default function GlossaryList(props: Props) {
  const { terms, failure, searching } = props;
  if (failure !== null)
    return (
      <div role="alert" className={`${panel} grid justify-items-start gap-3`}>
        <h2 className="text-xl font-semibold">Failed to load glossary terms</h2>
        <p>{failure}</p>
        <button type="button" className={secondary} onClick={props.onRetry}>
          Try Again
        </button>
      </div>
    );
  if (!terms) return <p role="status">Loading glossary terms...</p>;
  if (terms.length === 0)
    return (
      <div className={`${panel} grid justify-items-center gap-2 py-10 text-center`}>
        <h2 className="text-xl font-semibold">No glossary terms found</h2>
        <p className="text-slate-700 dark:text-slate-300">
          {searching ? 'No terms match your search query' : 'Get started by adding a new term'}
        </p>
        {searching && (
          <button type="button" className={secondary} onClick={props.onClearSearch}>
            Clear Search
          </button>
        )}
      </div>
    );
  return (
    <ul className="grid grid-cols-1 gap-4 md:grid-cols-2 lg:grid-cols-3">
      {terms.map((term) => (
        <TermCard
          key={term.id}
          term={term}
          triggerRef={props.triggerRef(term.id)}
          onEdit={() => props.onEdit(term)}
          onDelete={() => props.onDelete(term)}
        />
      ))}
    </ul>
  );
}
