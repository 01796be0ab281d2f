// One event card (product.md §2): title (2 lines), date or range, 'Virtual' / 'Recurring' badges, category or
// 'Uncategorized', location (1 line), description (3 lines), 'Created', 'By: organizer', and the Edit/Delete menu.
import { MoreVertical } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import type { Category, Event } from '../../../../functions/domain/index.ts';
import { MENU_ITEM_HIGHLIGHT } from '../../../client/menu-focus.ts';
import { eventDate } from '../../../lib/format.ts';
import { iconButton, panel } from '../../../client/admin/styles.ts';

interface Props {
  event: Event;
  categories: Category[];
  /** The menu's button is handed over so the dialog can give focus back to it. */
  onEdit: (event: Event, opener: HTMLElement | null) => void;
  onDelete: (event: Event, opener: HTMLElement | null) => void;
}

const badge = 'rounded-full px-2 py-0.5 text-xs font-medium';
const item = `flex min-h-8 cursor-default items-center rounded px-3 py-1 text-sm ${MENU_ITEM_HIGHLIGHT}`;

/** product.md §2: the date, or 'start - end' for a multi-day event, in the long format. */
export function eventRange(e: Pick<Event, 'eventDate' | 'endDate'>): string {
  const start = eventDate(e.eventDate);
  const end = e.endDate ? eventDate(e.endDate) : start;
  return end === start ? start : `${start} - ${end}`;
}

export default function EventCard({ event: e, categories, onEdit, onDelete }: Props) {
  const category = categories.find((c) => c.id === e.categoryId)?.name ?? 'Uncategorized';
  const opener = () => document.getElementById(`event-menu-${e.id}`);
  return (
    <li className={`${panel} flex flex-col gap-2`}>
      <div className="flex items-start justify-between gap-2">
        <h2 className="line-clamp-2 text-lg font-semibold">{e.title}</h2>
        <DropdownMenu.Root>
          <DropdownMenu.Trigger
            id={`event-menu-${e.id}`}
            className={`${iconButton} shrink-0`}
            aria-label={`Actions for ${e.title}`}
          >
            <MoreVertical aria-hidden="true" size={20} />
          </DropdownMenu.Trigger>
          <DropdownMenu.Portal>
            <DropdownMenu.Content
              align="end"
              className="z-30 min-w-32 rounded-md border border-slate-300 bg-white p-1 text-slate-900 shadow-lg dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100"
            >
              <DropdownMenu.Item className={item} onSelect={() => onEdit(e, opener())}>
                Edit
              </DropdownMenu.Item>
              <DropdownMenu.Item
                className={`${item} text-red-700 dark:text-red-300`}
                onSelect={() => onDelete(e, opener())}
              >
                Delete
              </DropdownMenu.Item>
            </DropdownMenu.Content>
          </DropdownMenu.Portal>
        </DropdownMenu.Root>
      </div>
      <p className="text-sm font-medium">
        <time dateTime={e.eventDate}>{eventRange(e)}</time>
      </p>
      <div className="flex flex-wrap gap-2">
        {e.isVirtual && (
          <span
            className={`${badge} bg-blue-100 text-blue-900 dark:bg-blue-900 dark:text-blue-100`}
          >
            Virtual
          </span>
        )}
        {e.isRecurring && (
          <span
            className={`${badge} bg-green-100 text-green-900 dark:bg-green-900 dark:text-green-100`}
          >
            Recurring
          </span>
        )}
        <span
          className={`${badge} bg-slate-100 text-slate-900 dark:bg-slate-800 dark:text-slate-100`}
        >
          {category}
        </span>
      </div>
      {e.location && <p className="line-clamp-1 text-sm">{e.location}</p>}
      <p className="line-clamp-3 text-sm text-slate-700 dark:text-slate-300">{e.description}</p>
      <p className="mt-auto flex flex-wrap justify-between gap-2 pt-2 text-xs text-slate-700 dark:text-slate-300">
        <span>Created {new Date(e.createdAt).toLocaleDateString()}</span>
        {e.organizer && <span>By: {e.organizer}</span>}
      </p>
    </li>
  );
}
