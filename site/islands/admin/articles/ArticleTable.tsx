// The frame the admin's article lists share: a table that scrolls sideways on a narrow screen with its last column
// (the row's actions) kept in view at the right edge, its column headers, the cell style their rows use, and a row's 'View' link.
import type { ReactNode } from 'react';
import { secondary } from '../../../client/admin/styles.ts';

export const cell = 'border-b border-slate-200 px-3 py-2 align-top dark:border-slate-700';

/** The last cell of every row stays at the right edge while the others scroll under it (at 390 px too). */
const stickyLast =
  '[&_tr>*:last-child]:sticky [&_tr>*:last-child]:right-0 [&_tr>*:last-child]:border-l [&_tr>*:last-child]:bg-white dark:[&_tr>*:last-child]:bg-slate-900';

export default function ArticleTable({
  columns,
  children,
}: {
  columns: readonly string[];
  /** The rows. */
  children: ReactNode;
}) {
  return (
    <div className="relative overflow-x-auto">
      <table className={`w-full min-w-[40rem] border-collapse text-left text-sm ${stickyLast}`}>
        <thead>
          <tr>
            {columns.map((h) => (
              <th key={h} scope="col" className={`${cell} font-semibold`}>
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}

/** A row's 'View': the article's public page in a new tab, named for screen readers. */
export function ViewLink({ id, title }: { id: number; title: string }) {
  return (
    <a href={`/article/${id}`} target="_blank" rel="noopener noreferrer" className={secondary}>
      View<span className="sr-only"> {title} (opens in a new tab)</span>
    </a>
  );
}
