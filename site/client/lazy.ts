// Load-on-intent for Radix widgets: a plain stand-in renders first; the Radix module is fetched when reached for.
import { useState, type KeyboardEvent } from 'react';
export interface LazyModule<M> {
  /** The module once loaded, else null (read during render). */
  get(): M | null;
  /** Starts (or reuses) the import. */
  load(): Promise<M>;
}

export function lazyModule<M>(loader: () => Promise<M>): LazyModule<M> {
  let mod: M | null = null;
  let pending: Promise<M> | null = null;
  return {
    get: () => mod,
    load: () => (pending ??= loader().then((m) => (mod = m))),
  };
}

/** Trigger props that fetch the module on hover/focus and open the real widget on click or Enter/Space/ArrowDown. */
export function useOpenOnIntent<M>(mod: LazyModule<M>) {
  const [opened, setOpened] = useState(false);
  const open = () => void mod.load().then(() => setOpened(true));
  const prefetch = () => void mod.load();
  return {
    ready: opened && mod.get() !== null,
    triggerProps: {
      onPointerEnter: prefetch,
      onFocus: prefetch,
      onClick: open,
      onKeyDown: (e: KeyboardEvent) => {
        if (e.key === 'ArrowDown' || e.key === 'Enter' || e.key === ' ') {
          e.preventDefault();
          open();
        }
      },
      'aria-haspopup': 'menu' as const,
      'aria-expanded': false,
    },
  };
}
