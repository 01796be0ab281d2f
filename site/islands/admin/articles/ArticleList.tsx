// The manual article list (product.md §2): Title, Category, Author, Featured, Published, Actions; paged by 20; empty state;
// each article's status and a filter by it (product.md §10.12).
import { useEffect, useRef, useState } from 'react';
import type { Article } from '../../../../functions/domain/index.ts';
import { publishedDate, useManualArticles } from '../../../client/admin/api/articles.ts';
import { useCategories } from '../../../client/admin/api/lookups.ts';
import { panel, primary, secondary } from '../../../client/admin/styles.ts';
import { statusText } from '../../../client/admin/article-status.ts';
import DeleteArticleDialog from './DeleteArticleDialog.tsx';
import ArticleTable, { cell, ViewLink } from './ArticleTable.tsx';
import ListPager from './ListPager.tsx';
import StatusFilter, { type StatusChoice } from './StatusFilter.tsx';

export default function ArticleList({
  onEdit,
  onCreate,
  focusHeading = false,
}: {
  onEdit: (article: Article) => void;
  onCreate: () => void;
  /** Set when a save brought the list back: its heading takes focus from the button that left. */
  focusHeading?: boolean;
}) {
  const [page, setPage] = useState(0);
  const [status, setStatus] = useState<StatusChoice>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusHeading) heading.current?.focus();
  }, [focusHeading]);
  const articles = useManualArticles(page, status);
  const categories = useCategories();
  const names = new Map((categories.data ?? []).map((c) => [c.id, c.name]));
  const rows = articles.data ?? [];

  let body;
  if (articles.isError)
    body = (
      <p role="alert" className="py-4">
        Failed to load articles
      </p>
    );
  else if (articles.isPending)
    body = (
      <p role="status" className="py-4">
        Loading articles...
      </p>
    );
  else if (rows.length === 0 && page === 0 && status !== null)
    body = <p className="py-4">No articles with this status.</p>;
  else if (rows.length === 0 && page === 0)
    body = (
      <div className="grid justify-items-start gap-3 py-4">
        <p>No manually created articles found.</p>
        <button type="button" className={primary} onClick={onCreate}>
          Create Your First Article
        </button>
      </div>
    );
  else
    body = (
      <ArticleTable
        columns={['Title', 'Status', 'Category', 'Author', 'Featured', 'Published', 'Actions']}
      >
        {rows.map((a) => (
          <tr key={a.id}>
            <th scope="row" className={`${cell} font-medium wrap-anywhere`}>
              {a.title}
            </th>
            <td className={cell}>{statusText(a)}</td>
            <td className={cell}>{names.get(a.categoryId) ?? 'Unknown'}</td>
            <td className={cell}>{a.author || 'Not specified'}</td>
            <td className={cell}>{a.featured ? 'Featured' : 'Standard'}</td>
            <td className={cell}>
              {a.status === 'published' ? publishedDate(a.publishedAt) : 'Not yet'}
            </td>
            <td className={cell}>
              <div className="flex flex-wrap gap-2">
                <button
                  type="button"
                  className={secondary}
                  aria-label={`Edit ${a.title}`}
                  onClick={() => onEdit(a)}
                >
                  Edit
                </button>
                <ViewLink id={a.id} title={a.title} />
                <DeleteArticleDialog article={a} onDeleted={() => heading.current?.focus()} />
              </div>
            </td>
          </tr>
        ))}
      </ArticleTable>
    );

  return (
    <section className={panel} aria-labelledby="article-list-heading">
      <h2
        id="article-list-heading"
        ref={heading}
        tabIndex={-1}
        className="mb-2 text-xl font-semibold"
      >
        Manually created articles
      </h2>
      <StatusFilter
        value={status}
        onChange={(next) => {
          setStatus(next);
          setPage(0);
        }}
      />
      {body}
      <ListPager label="Article list pages" page={page} setPage={setPage} rows={rows.length} />
    </section>
  );
}
