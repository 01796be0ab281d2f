// The admin event list's states (product.md §2, §8): 'Loading events...', the failure panel with 'Try Again', the empty
// state with and without a search ('Clear Search'), and the cards in a 1/2/3-column grid, upcoming first (product.md §10.10).
import type { UseQueryResult } from '@tanstack/react-query';
import type { Category, Event } from '../../../../functions/domain/index.ts';
import { panel, primary, secondary } from '../../../client/admin/styles.ts';
import { upcomingFirst } from '../../../client/admin/api/events/order.ts';
import EventCard from './EventCard.tsx';

interface Props {
  query: UseQueryResult<Event[]>;
  onRetry: () => void;
  search: string;
  categories: Category[];
  onClearSearch: () => void;
  onEdit: (event: Event, opener: HTMLElement | null) => void;
  onDelete: (event: Event, opener: HTMLElement | null) => void;
}

export default function EventList({
  query,
  onRetry,
  search,
  categories,
  onClearSearch,
  onEdit,
  onDelete,
}: Props) {
  if (query.isPending) return <p role="status">Loading events...</p>;
  if (query.isError)
    return (
      <div role="alert" className={`${panel} grid justify-items-start gap-3`}>
        <h2 className="text-xl font-semibold">Failed to load events</h2>
        <p>{query.error.message}</p>
        <button type="button" className={primary} onClick={onRetry}>
          Try Again
        </button>
      </div>
    );
  const searching = search.trim() !== '';
  return (
    <>
      <p role="status" className="sr-only">
        {query.isFetching
          ? 'Loading events...'
          : `${query.data.length} ${query.data.length === 1 ? 'event' : 'events'}`}
      </p>
      {query.data.length === 0 ? (
        <div className={`${panel} grid justify-items-center gap-3 py-10 text-center`}>
          <h2 className="text-xl font-semibold">No events found</h2>
          <p>
            {searching ? 'No events match your search query' : 'Get started by adding a new event'}
          </p>
          {searching && (
            <button type="button" className={secondary} onClick={onClearSearch}>
              Clear Search
            </button>
          )}
        </div>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {upcomingFirst(query.data, Date.now()).map((e) => (
            <EventCard
              key={e.id}
              event={e}
              categories={categories}
              onEdit={onEdit}
              onDelete={onDelete}
            />
          ))}
        </ul>
      )}
    </>
  );
}
