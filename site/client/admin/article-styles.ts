// Class lists of the article admin: tabs and the wide preview dialog (the RSS dialog styles cover the rest).
export const tabList = 'mb-4 flex flex-wrap gap-1 border-b border-slate-300 dark:border-slate-600';
export const tab =
  'min-h-10 rounded-t-md px-4 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100 data-[state=active]:border-b-2 data-[state=active]:border-blue-700 data-[state=active]:text-blue-800 dark:text-slate-200 dark:hover:bg-slate-800 dark:data-[state=active]:border-sky-300 dark:data-[state=active]:text-sky-200';
export const wideContent =
  'fixed top-1/2 left-1/2 z-50 max-h-[90vh] w-[min(52rem,calc(100vw-1rem))] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-lg border border-slate-200 bg-white p-4 text-slate-900 shadow-xl sm:p-6 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100';
export const label = 'block text-sm font-medium';
export const hint = 'mt-1 text-sm text-slate-700 dark:text-slate-300';
export const warning = 'mt-1 text-sm text-amber-900 dark:text-amber-200';
