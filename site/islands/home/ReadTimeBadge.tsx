// Read-time badge '{label} read' with a hover card explaining the estimate (spec §2, §9: 700/300 ms).
import { HoverCard } from 'radix-ui';
import { Clock } from 'lucide-react';
import { readingDescription, readingLabel, readingMinutes, WORDS_PER_MINUTE } from '../../../functions/domain/reading-time.ts';

/** spec §9: hover card delays. */
export const HOVER_OPEN_MS = 700;
export const HOVER_CLOSE_MS = 300;

export default function ReadTimeBadge({ summary, content }: { summary: string; content: string }) {
  const minutes = readingMinutes(summary, content);
  return (
    <HoverCard.Root openDelay={HOVER_OPEN_MS} closeDelay={HOVER_CLOSE_MS}>
      <HoverCard.Trigger asChild>
        <button
          type="button"
          className="inline-flex min-h-6 items-center gap-1 rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-800 dark:bg-slate-800 dark:text-slate-100"
        >
          <Clock aria-hidden="true" size={12} />
          {readingLabel(minutes)} read
        </button>
      </HoverCard.Trigger>
      <HoverCard.Portal>
        <HoverCard.Content
          sideOffset={6}
          className="z-50 w-64 rounded-md border border-slate-200 bg-white p-3 text-sm shadow-lg dark:border-slate-700 dark:bg-slate-900"
        >
          <p className="font-semibold">{readingDescription(minutes)}</p>
          <p className="mt-1 text-slate-700 dark:text-slate-300">
            Estimated at {WORDS_PER_MINUTE} words per minute for the summary and article text: about {minutes}{' '}
            {minutes === 1 ? 'minute' : 'minutes'}.
          </p>
        </HoverCard.Content>
      </HoverCard.Portal>
    </HoverCard.Root>
  );
}
