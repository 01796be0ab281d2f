// Tooltip stand-in: the trigger alone until hovered (300 ms) or focused, then the Radix Tooltip (loaded on intent).
import { cloneElement, useRef, useState, type ReactElement } from 'react';
import { lazyModule, type LazyModule } from '../lazy.ts';

const radix = lazyModule(() => import('./RadixTip.tsx'));
/** Tooltip delay on hover. */
export const TIP_DELAY_MS = 300;

type Handlers = {
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
  const handlers: Handlers = {
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

export default function Tip({
  text,
  children,
}: {
  text: string;
  children: ReactElement<Partial<Handlers>>;
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
