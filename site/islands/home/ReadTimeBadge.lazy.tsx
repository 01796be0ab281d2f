// Radix HoverCard explaining the read-time estimate (product.md §9: opens after 700 ms, closes after 300 ms).
import { useLayoutEffect, useRef, type ReactElement } from 'react';
import { HoverCard } from 'radix-ui';
import { HOVER_CLOSE_MS, HOVER_OPEN_MS } from '../../lib/hover-delays.ts';
import { refocusIfDropped } from '../../client/use-lazy-intent.ts';

interface Props {
  /** The card's heading, e.g. 'Quick read'. */
  title: string;
  /** The sentence explaining the estimate (also the badge's accessible description). */
  detail: string;
  /** The plain badge had focus when this replaced it. */
  focus: boolean;
  children: ReactElement;
}

export default function ReadTimeBadgeLazy({ title, detail, focus, children }: Props) {
  // Typed as Radix's anchor trigger; the element is the badge's button.
  const ref = useRef<HTMLAnchorElement>(null);
  // A layout effect: it runs before anything else can take focus after the old badge left the page.
  useLayoutEffect(() => refocusIfDropped(ref.current, focus), [focus]);
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
          <p className="font-semibold">{title}</p>
          <p className="mt-1 text-slate-700 dark:text-slate-300">{detail}</p>
        </HoverCard.Content>
      </HoverCard.Portal>
    </HoverCard.Root>
  );
}
