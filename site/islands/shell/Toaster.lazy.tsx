// Radix Toast region (product.md §9: F8 hotkey, swipe right 50 px, label 'Notification', 5000 ms, close control).
import { Toast } from 'radix-ui';
import { X } from 'lucide-react';
import { dismissToast, TOAST_DURATION_MS, type ToastMessage } from '../../stores/toasts.ts';

const variantClass = {
  default:
    'border-slate-200 bg-white text-slate-900 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100',
  destructive: 'border-red-800 bg-red-700 text-white',
} as const;

export default function ToastListLazy({ toasts }: { toasts: ToastMessage[] }) {
  return (
    <Toast.Provider
      duration={TOAST_DURATION_MS}
      swipeDirection="right"
      swipeThreshold={50}
      label="Notification"
    >
      {toasts.map((t) => (
        <Toast.Root
          key={t.id}
          type={t.variant === 'destructive' ? 'foreground' : 'background'}
          onOpenChange={(open) => {
            if (!open) dismissToast(t.id);
          }}
          data-variant={t.variant}
          className={`relative flex w-full items-start gap-3 rounded-md border p-4 pr-10 shadow-lg data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] ${variantClass[t.variant]}`}
        >
          <div className="grid gap-1">
            <Toast.Title className="text-sm font-semibold">{t.title}</Toast.Title>
            {t.description && (
              <Toast.Description className="text-sm">{t.description}</Toast.Description>
            )}
          </div>
          <Toast.Close
            aria-label="Close"
            className="absolute top-2 right-2 inline-flex h-7 w-7 items-center justify-center rounded hover:bg-black/10"
          >
            <X aria-hidden="true" size={16} />
          </Toast.Close>
        </Toast.Root>
      ))}
      <Toast.Viewport className="toast-viewport fixed right-0 bottom-0 z-[100] m-0 flex w-full max-w-sm list-none flex-col gap-2 p-4 outline-none" />
    </Toast.Provider>
  );
}
