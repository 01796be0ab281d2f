// The admin pages' toasts: the public site's Radix toast list (product.md §9 numbers), fed by the shared store. Its code
// (Radix Toast and the parts no other control on the page uses; its size: docs/benchmarks.md) is fetched with the first
// toast, so an admin page that raises none does not load it (the budget of product.md §11.5).
import { useStore } from '@nanostores/react';
import { lazy, Suspense, useState } from 'react';
import { $toasts } from '../../../stores/toasts.ts';

const ToastList = lazy(() => import('../../shell/Toaster.lazy.tsx'));

export default function AdminToaster() {
  const toasts = useStore($toasts);
  // From the first toast on, the region stays mounted as it always did (Radix returns focus to it when a toast closes).
  const [needed, setNeeded] = useState(false);
  if (!needed && toasts.length > 0) setNeeded(true);
  if (!needed && toasts.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <ToastList toasts={toasts} />
    </Suspense>
  );
}
