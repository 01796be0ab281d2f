// The admin pages' toasts: the public site's Radix toast list (spec §9 numbers), fed by the shared store.
import { useStore } from '@nanostores/react';
import { $toasts } from '../../../stores/toasts.ts';
import ToastList from '../../shell/Toaster.lazy.tsx';

export default function AdminToaster() {
  const toasts = useStore($toasts);
  return <ToastList toasts={toasts} />;
}
