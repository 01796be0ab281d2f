// Radix HoverCard explaining the read-time estimate (spec §9: opens after 700 ms, closes after 300 ms).
import { useEffect, useRef, type ReactElement } from 'react';
import { HoverCard } from 'radix-ui';
import { readingDescription, WORDS_PER_MINUTE } from '../../../functions/domain/reading-time.ts';

/** spec §9: hover card delays. */
export const HOVER_OPEN_MS = 700;
export const HOVER_CLOSE_MS = 300;

interface Props {
  minutes: number;
  focus: boolean;
  children: ReactElement;
}

export default function ReadTimeHover({ minutes, focus, children }: Props) {
  const ref = useRef<HTMLAnchorElement>(null);
  useEffect(() => {
    if (focus) ref.current?.focus();
  }, [focus]);
  return (
    <HoverCard.Root openDelay={HOVER_OPEN_MS} closeDelay={HOVER_CLOSE_MS} defaultOpen>
      <HoverCard.Trigger asChild ref={ref}>
        {children}
      </HoverCard.Trigger>
      <HoverCard.Portal>
        <HoverCard.Content
          sideOffset={6}
          className="z-50 w-64 rounded-md border border-slate-200 bg-white p-3 text-sm shadow-lg dark:border-slate-700 dark:bg-slate-900"
        >
          <p className="font-semibold">{readingDescription(minutes)}</p>
          <p className="mt-1 text-slate-700 dark:text-slate-300">
            Estimated at {WORDS_PER_MINUTE} words per minute for the summary and article text: about{' '}
            {minutes} {minutes === 1 ? 'minute' : 'minutes'}.
          </p>
        </HoverCard.Content>
      </HoverCard.Portal>
    </HoverCard.Root>
  );
}
