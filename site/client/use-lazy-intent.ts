// Intent tracking for the lazily loaded halves (X.lazy.tsx): when to swap the Radix widget in, and where focus goes then.
import { useRef, useState } from 'react';
import type { LazyModule } from './lazy.ts';

/** The trigger handlers that report intent; the stand-in spreads them onto its trigger. */
export type IntentHandlers = {
  onPointerEnter: () => void;
  onPointerLeave: () => void;
  onFocus: () => void;
  onBlur: () => void;
};

/** When the Radix widget took over: `focus` says whether the plain trigger had keyboard focus at that moment. */
export type Activation = null | { focus: boolean };

/**
 * Intent tracking for a lazily loaded Radix wrapper. The widget is swapped in only while the reader still hovers or
 * focuses the trigger when its module arrives: a reader who has moved on (slow network) is never pulled back.
 */
export function useLazyIntent(
  mod: LazyModule<unknown>,
  hoverDelayMs: number,
  { prefetchOnHover = false } = {},
) {
  const [active, setActive] = useState<Activation>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const hovered = useRef(false);
  const focused = useRef(false);
  const activate = () =>
    void mod.load().then(() => {
      if (hovered.current || focused.current) setActive({ focus: focused.current });
    });
  const handlers: IntentHandlers = {
    onPointerEnter: () => {
      hovered.current = true;
      if (prefetchOnHover) void mod.load();
      clearTimeout(timer.current);
      timer.current = setTimeout(activate, hoverDelayMs);
    },
    onPointerLeave: () => {
      hovered.current = false;
      clearTimeout(timer.current);
    },
    onFocus: () => {
      focused.current = true;
      activate();
    },
    onBlur: () => {
      focused.current = false;
    },
  };
  return { active, handlers };
}

/**
 * Called by the Radix wrappers after they remount the trigger: the old element took focus with it, so focus goes to
 * the new one, but only if it is still nowhere else (on body): never steal it from where the reader has gone.
 */
export function refocusIfDropped(trigger: HTMLElement | null, hadFocus: boolean): void {
  const current = document.activeElement;
  if (hadFocus && (current === null || current === document.body)) trigger?.focus();
}
