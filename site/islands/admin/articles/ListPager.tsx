// The admin article lists' pager (product.md §2: 20 a page): 'Previous page', 'Page n', 'Next page', shown once there is more than one page.
import type { Dispatch, SetStateAction } from 'react';
import { ARTICLE_PAGE_SIZE } from '../../../client/admin/api/articles.ts';
import { secondary } from '../../../client/admin/styles.ts';

const pageButton = `${secondary} aria-disabled:cursor-not-allowed`;

export default function ListPager({
  label,
  page,
  setPage,
  rows,
}: {
  /** The navigation landmark's name. */
  label: string;
  page: number;
  setPage: Dispatch<SetStateAction<number>>;
  /** How many rows this page holds: fewer than a full page means it is the last. */
  rows: number;
}) {
  const first = page === 0;
  const last = rows < ARTICLE_PAGE_SIZE;
  if (first && last) return null;
  return (
    <nav aria-label={label} className="mt-4 flex flex-wrap items-center gap-2">
      {/* aria-disabled, not disabled: the pressed button stays focused at the first or last page. */}
      <button
        type="button"
        className={pageButton}
        aria-disabled={first || undefined}
        onClick={() => !first && setPage((p) => p - 1)}
      >
        Previous page
      </button>
      <span>Page {page + 1}</span>
      <button
        type="button"
        className={pageButton}
        aria-disabled={last || undefined}
        onClick={() => !last && setPage((p) => p + 1)}
      >
        Next page
      </button>
    </nav>
  );
}
