// Tooltip stand-in: the trigger alone until hovered (300 ms) or focused, then the Radix Tooltip (Tip.lazy.tsx, loaded on intent).
import { cloneElement, type ReactElement } from 'react';
import { lazyModule } from '../../client/lazy.ts';
import { useLazyIntent, type IntentHandlers } from '../../client/use-lazy-intent.ts';

const radix = lazyModule(() => import('./Tip.lazy.tsx'));
/** Tooltip delay on hover. */
export const TIP_DELAY_MS = 300;

export default function Tip({
  text,
  children,
}: {
  text: string;
  children: ReactElement<Partial<IntentHandlers>>;
}) {
  const { active, handlers } = useLazyIntent(radix, TIP_DELAY_MS);
  const Loaded = radix.get()?.default;
  if (active && Loaded) {
    return (
      <Loaded text={text} focus={active.focus}>
        {children}
      </Loaded>
    );
  }
  return cloneElement(children, handlers);
}
