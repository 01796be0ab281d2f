// Shows toasts: mounts the Toaster on the first one, so pages that never raise a toast load none of its code.
// Every island that calls toast() imports this module for its effect (the store itself holds state only).
import { $toasts } from '../stores/toasts.ts';

const stop = $toasts.listen((toasts) => {
  if (toasts.length === 0 || typeof document === 'undefined') return;
  stop();
  void import('../islands/shell/mountToaster.tsx').then((m) => m.mountToaster());
});
