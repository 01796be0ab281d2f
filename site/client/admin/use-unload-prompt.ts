// The article form's unsaved-changes guard on page unload (product.md §11.7): a dirty form asks, a clean one never does,
// nor does the page's own move to sign-in after a 401, which has saved the form as a draft.
import { useEffect } from 'react';
import { leavingForSignIn } from './session-ended.ts';

/** While `dirty`, the browser asks before the page is closed, reloaded or navigated away. */
export function useUnloadPrompt(dirty: boolean): void {
  useEffect(() => {
    if (!dirty) return;
    const ask = (event: BeforeUnloadEvent) => {
      if (leavingForSignIn()) return;
      event.preventDefault();
      // Older browsers need a returnValue to show their own prompt; the text itself is never shown.
      event.returnValue = '';
    };
    addEventListener('beforeunload', ask);
    return () => removeEventListener('beforeunload', ask);
  }, [dirty]);
}
