// Shared classes for every admin screen's Radix dialogs: a dimmed overlay and a centred panel in both themes.
export const overlay = 'fixed inset-0 z-40 bg-black/50';
export const content =
  'fixed top-1/2 left-1/2 z-50 max-h-[90vh] w-[min(32rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-lg border border-slate-200 bg-white p-6 text-slate-900 shadow-xl dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100';
export const title = 'mb-2 text-lg font-semibold';
