// A busy flag per action (product.md §4): a ref lock refuses a second run before React re-renders a disabled button.
import { useCallback, useRef, useState } from 'react';

/** Wraps an async action so at most one run per key is in flight; `busy(key)` drives the button. */
export function useBusyAction() {
  const running = useRef(new Set<string>());
  const [, setVersion] = useState(0);
  const run = useCallback(async (key: string, action: () => Promise<void>) => {
    if (running.current.has(key)) return;
    running.current.add(key);
    setVersion((v) => v + 1);
    try {
      await action();
    } finally {
      running.current.delete(key);
      setVersion((v) => v + 1);
    }
  }, []);
  const busy = useCallback((key: string) => running.current.has(key), []);
  return { run, busy };
}
