// /events (product.md §2): card grid 1/2/3 columns, date 'MMMM d, yyyy', location rules, 150-character description that
// expands, category
// badge; upcoming events first and past ones under 'Past Events' (product.md §10.10).
import { useState } from 'react';
import type { Category, Event } from '../../../functions/domain/index.ts';
import { listCategories, listEvents } from '../../lib/api.ts';
import { orderEvents } from '../../lib/event-order.ts';
import { eventDate, excerpt } from '../../lib/format.ts';
import { Empty, LoadError, Loading } from './ListStates.tsx';
import { useRefetch } from '../../client/lists/use-refetch.ts';

interface Data {
  events: Event[];
  categories: Category[];
}

/** product.md §2: the location, else 'Virtual Event' when virtual, else 'Location not specified'. */
function eventLocation(e: Pick<Event, 'location' | 'isVirtual'>): string {
  return e.location || (e.isVirtual ? 'Virtual Event' : 'Location not specified');
}

/** product.md §2: a badge only when categoryId is not null; unknown or zero shows 'Uncategorized'. */
function eventCategory(categoryId: number | null, categories: Category[]): string | null {
  if (categoryId === null) return null;
  return categories.find((c) => c.id === categoryId)?.name ?? 'Uncategorized';
}

/**
 * product.md §2.8: the description cut to 150 characters, and a 'Show more' / 'Show less' disclosure for the rest at
 * its end (aria-expanded on the button, whose name ends with the event's for screen readers).
 */
function Description({ text, title }: { text: string; title: string }) {
  const [open, setOpen] = useState(false);
  const cut = excerpt(text);
  return (
    <p className="text-slate-800 dark:text-slate-200">
      {open ? text : cut}
      {cut !== text && (
        <button
          type="button"
          aria-expanded={open}
          onClick={() => setOpen(!open)}
          className="ml-1 text-blue-700 underline dark:text-sky-300"
        >
          {open ? 'Show less' : 'Show more'}
          <span className="sr-only">: {title}</span>
        </button>
      )}
    </p>
  );
}

/** One card; past cards sit under the 'Past Events' heading, so their titles are one level down. */
function EventCard({
  e,
  categories,
  Title,
}: {
  e: Event;
  categories: Category[];
  Title: 'h2' | 'h3';
}) {
  const category = eventCategory(e.categoryId, categories);
  return (
    <li className="flex flex-col gap-3 rounded-lg border border-slate-200 p-4 shadow-sm dark:border-slate-700">
      {category && (
        <span className="w-fit rounded-full bg-blue-100 px-2 py-0.5 text-xs font-medium text-blue-900 dark:bg-blue-900 dark:text-blue-100">
          {category}
        </span>
      )}
      <Title className="text-lg font-semibold">{e.title}</Title>
      <p className="text-sm text-slate-700 dark:text-slate-300">
        <time dateTime={e.eventDate}>{eventDate(e.eventDate)}</time>
        <br />
        {eventLocation(e)}
      </p>
      <Description text={e.description} title={e.title} />
      {e.url && (
        <a
          href={e.url}
          target="_blank"
          rel="noreferrer"
          className="mt-auto inline-flex min-h-6 items-center gap-1 text-blue-700 underline dark:text-sky-300"
        >
          Visit Website <span className="sr-only">for {e.title} (opens in a new tab)</span>
          {/* The external-link icon is drawn by the page's CSS (events.astro): no SVG markup in the 75 KB of JS. */}
          <span aria-hidden="true" className="event-link-icon" />
        </a>
      )}
    </li>
  );
}

/** `today` (the build's UTC day) orders the prebuilt data as the HTML was; refreshed data follows the reader's clock. */
export default function EventList({ initial, today }: { initial: Data | null; today?: number }) {
  const { data, failed } = useRefetch<Data>(initial, async () => {
    const [events, categories] = await Promise.all([listEvents(), listCategories()]);
    return { events, categories };
  });
  if (failed) return <LoadError text="Failed to load events" />;
  if (!data) return <Loading text="Loading events..." />;
  if (data.events.length === 0) return <Empty text="No events found." />;
  const [upcoming, past] = orderEvents(data.events, (data === initial && today) || Date.now());
  const list = (events: Event[], Title: 'h2' | 'h3') => (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {events.map((e) => (
        <EventCard key={e.id} e={e} categories={data.categories} Title={Title} />
      ))}
    </ul>
  );
  return (
    <>
      {list(upcoming, 'h2')}
      {past[0] && (
        <>
          <h2 className="mt-10 mb-6 text-2xl font-bold">Past Events</h2>
          {list(past, 'h3')}
        </>
      )}
    </>
  );
}
