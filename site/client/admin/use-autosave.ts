// Autosave (product.md §10.12): a draft is saved AUTOSAVE_DELAY_MS after the editor stops typing. The hook only times
// the call; the caller's `save` decides whether the form may be saved and reports the outcome quietly.
import { useEffect, useRef } from 'react';

/** About three seconds after the last change (product.md §10.12 'a few seconds'). */
export const AUTOSAVE_DELAY_MS = 3000;

export interface AutosaveOptions {
  /** Whether changes are saved at all (a draft, with no conflict open). */
  enabled: boolean;
  /** Subscribes to every change of the form's values; answers the unsubscribe. */
  subscribe: (onChange: () => void) => () => void;
  /** Saves now; never rejects (it reports its own failures). */
  save: () => Promise<void>;
  delayMs?: number;
}

/** Calls `save` once changes have rested `delayMs`; a change while a save runs is saved after it. */
export function useAutosave({
  enabled,
  subscribe,
  save,
  delayMs = AUTOSAVE_DELAY_MS,
}: AutosaveOptions): void {
  const latest = useRef(save);
  latest.current = save;
  useEffect(() => {
    if (!enabled) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let running: Promise<void> | null = null;
    let again = false;
    const fire = () => {
      if (running) {
        again = true;
        return;
      }
      running = latest.current().finally(() => {
        running = null;
        if (again) {
          again = false;
          fire();
        }
      });
    };
    const unsubscribe = subscribe(() => {
      clearTimeout(timer);
      timer = setTimeout(fire, delayMs);
    });
    return () => {
      clearTimeout(timer);
      unsubscribe();
    };
  }, [enabled, subscribe, delayMs]);
}
