// Radix Tooltip around one focusable trigger, swapped in by Tip.tsx; opens at once and keeps focus when reached by keyboard.
import { useLayoutEffect, useRef, type ReactElement } from 'react';
import { Tooltip } from 'radix-ui';
import { refocusIfDropped } from '../../client/use-lazy-intent.ts';

export default function TipLazy({
  text,
  focus,
  children,
}: {
  text: string;
  /** The plain trigger had focus when this replaced it. */
  focus: boolean;
  children: ReactElement;
}) {
  const ref = useRef<HTMLButtonElement>(null);
  // A layout effect: it runs before anything else can take focus after the old trigger left the page.
  useLayoutEffect(() => refocusIfDropped(ref.current, focus), [focus]);
  return (
    <Tooltip.Provider delayDuration={300}>
      <Tooltip.Root defaultOpen>
        <Tooltip.Trigger asChild ref={ref}>
          {children}
        </Tooltip.Trigger>
        <Tooltip.Portal>
          <Tooltip.Content
            sideOffset={4}
            className="z-50 max-w-xs rounded bg-slate-900 px-2 py-1 text-xs text-white shadow dark:bg-slate-100 dark:text-slate-900"
          >
            {text}
            <Tooltip.Arrow className="fill-slate-900 dark:fill-slate-100" />
          </Tooltip.Content>
        </Tooltip.Portal>
      </Tooltip.Root>
    </Tooltip.Provider>
  );
}
