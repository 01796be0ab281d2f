// The article form's unsaved-changes guard on page unload (issue 10): a dirty form asks, a clean one never does.
import { useEffect } from 'react';

/** While `dirty`, the browser asks before the page is closed, reloaded or navigated away. */
export function useUnloadPrompt(dirty: boolean): void {
  useEffect(() => {
    if (!dirty) return;
    const ask = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers need a returnValue to show their own prompt; the text itself is never shown.
      event.returnValue = '';
    };
    addEventListener('beforeunload', ask);
    return () => removeEventListener('beforeunload', ask);
  }, [dirty]);
}
