// Read-time badge '{label} read' (product.md §2); its hover card (700/300 ms) loads when the reader hovers or focuses it.
import { Clock } from 'lucide-react';
import {
  readingDescription,
  readingLabel,
  WORDS_PER_MINUTE,
} from '../../../functions/domain/reading-time.ts';
import { lazyModule } from '../../client/lazy.ts';
import { HOVER_OPEN_MS } from '../../lib/hover-delays.ts';
import { useLazyIntent } from '../../client/use-lazy-intent.ts';

const hover = lazyModule(() => import('./ReadTimeBadge.lazy.tsx'));

const unit = (minutes: number) => (minutes === 1 ? 'minute' : 'minutes');

/** The hover card's explanation of the estimate. */
export function readTimeDetail(minutes: number): string {
  return `Estimated at ${WORDS_PER_MINUTE} words per minute for the summary and article text: about ${minutes} ${unit(minutes)}.`;
}

/**
 * The same facts as one short sentence for screen readers, which do not reach the hover card. Worded apart from the
 * card (not "words per minute") so that a page search for the card's text finds the card alone.
 */
export function readTimeSpoken(minutes: number): string {
  return `${readingDescription(minutes)}: about ${minutes} ${unit(minutes)} at ${WORDS_PER_MINUTE} words a minute.`;
}

export default function ReadTimeBadge({ minutes }: { minutes: number }) {
  const title = readingDescription(minutes);
  const detail = readTimeDetail(minutes);
  const { active, handlers } = useLazyIntent(hover, HOVER_OPEN_MS, { prefetchOnHover: true });
  // Not a Tab stop (product.md §2.3: at most 3 per card): the hover card is for pointers, and screen readers read
  // the same facts as the badge's own hidden text.
  const badge = (
    <span
      data-read-time
      {...(active ? {} : handlers)}
      className="inline-flex min-h-6 items-center gap-1 rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-800 dark:bg-slate-800 dark:text-slate-100"
    >
      <Clock aria-hidden="true" size={12} />
      {readingLabel(minutes)} read
      <span className="sr-only">. {readTimeSpoken(minutes)}</span>
    </span>
  );
  const Loaded = hover.get()?.default;
  if (!active || !Loaded) return badge;
  return (
    <Loaded title={title} detail={detail} focus={active.focus}>
      {badge}
    </Loaded>
  );
}
