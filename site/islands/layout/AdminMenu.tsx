// Admin dropdown trigger: a plain button until used, then the Radix menu (fetched on hover/focus) opens in its place.
import { ChevronDown } from 'lucide-react';
import { lazyModule, useOpenOnIntent } from '../lazy.ts';

const radix = lazyModule(() => import('./AdminMenuRadix.tsx'));
const TRIGGER_CLASS =
  'inline-flex min-h-9 items-center gap-1 rounded px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100 hover:text-slate-900 dark:text-slate-200 dark:hover:bg-slate-800 dark:hover:text-white';

export default function AdminMenu() {
  const { ready, triggerProps } = useOpenOnIntent(radix);
  const Loaded = radix.get()?.default;
  if (ready && Loaded) return <Loaded />;
  return (
    <button type="button" className={TRIGGER_CLASS} {...triggerProps}>
      Admin
      <ChevronDown aria-hidden="true" size={16} />
    </button>
  );
}
