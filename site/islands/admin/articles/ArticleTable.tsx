// The frame the admin's article lists share: a table that scrolls sideways on a narrow screen, its column headers,
// and the cell style their rows use.
import type { ReactNode } from 'react';

export const cell = 'border-b border-slate-200 px-3 py-2 align-top dark:border-slate-700';

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
      <table className="w-full min-w-[40rem] border-collapse text-left text-sm">
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
