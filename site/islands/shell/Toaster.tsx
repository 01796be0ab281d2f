// Toast region, mounted on the first toast by mountToaster.tsx; Radix Toast's code (Toaster.lazy.tsx) is fetched when the first toast is queued (most visits have none).
import { lazy, Suspense } from 'react';
import { useStore } from '@nanostores/react';
import { $toasts } from '../../stores/toasts.ts';

const ToastList = lazy(() => import('./Toaster.lazy.tsx'));

export default function Toaster() {
  const toasts = useStore($toasts);
  if (toasts.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <ToastList toasts={toasts} />
    </Suspense>
  );
}
