// Shows toasts: mounts the Toaster on the first one, so pages that never raise a toast load none of its code. An island
// that calls toast() calls mountToastsOnFirst with the Toaster's loader (an island), so this module never imports
// islands/ (the store itself holds state only).
import { $toasts } from '../stores/toasts.ts';

export function mountToastsOnFirst(loadToaster: () => Promise<{ mountToaster: () => void }>): void {
  if (typeof document === 'undefined') return;
  const stop = $toasts.listen((toasts) => {
    if (toasts.length === 0) return;
    stop();
    void loadToaster().then((m) => m.mountToaster());
  });
}
