// The 'Imported' tab (product.md §10.16), loaded on first use: imported articles paged by 20, searched by title and
// filtered by source, each with its source, date and status, and 'Take down', 'Restore', 'View' and 'Fix alt text'.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { Article } from '../../../../functions/domain/index.ts';
import {
  TAKE_DOWN_REASON_MAX,
  TAKE_DOWN_REASON_REQUIRED,
} from '../../../../functions/domain/article-takedown.ts';
import { publishedDate } from '../../../client/admin/api/articles.ts';
import { useSources } from '../../../client/admin/api/feeds/hooks.ts';
import {
  useFixAlt,
  useImportedArticles,
  useRestoreImported,
  useTakeDown,
} from '../../../client/admin/api/imported.ts';
import { toastFailure } from '../../../client/admin/toast-failure.ts';
import { input, panel, primary, secondary } from '../../../client/admin/styles.ts';
import ImportedFieldDialog from './ImportedFieldDialog.tsx';
import ArticleTable, { cell, ViewLink } from './ArticleTable.tsx';
import ListPager from './ListPager.tsx';

/** The editor's alt text limit (domain/article.ts ARTICLE_LIMITS.imageAltMax; the server checks it). */
const ALT_MAX = 250;

/** The id of a row's 'Take down' or 'Restore' button: focus moves to the other one after either. */
const toggleId = (a: Article) => `imported-toggle-${a.id}`;

export default function ImportedList() {
  const [page, setPage] = useState(0);
  const [q, setQ] = useState('');
  const [source, setSource] = useState('');
  const search = useRef<HTMLInputElement>(null);
  const articles = useImportedArticles({ page, q, source });
  const sources = useSources();
  const rows = articles.data ?? [];
  const [announced, setAnnounced] = useState('');
  useEffect(() => {
    if (articles.data)
      setAnnounced(
        `${articles.data.length} ${articles.data.length === 1 ? 'article' : 'articles'} on page ${page + 1}`,
      );
  }, [articles.data, page]);

  const onSearch = (e: FormEvent) => {
    e.preventDefault();
    setQ(search.current?.value.trim() ?? '');
    setPage(0);
  };

  let body;
  if (articles.isError)
    body = (
      <p role="alert" className="py-4">
        Failed to load imported articles
      </p>
    );
  else if (articles.isPending)
    body = (
      <p role="status" className="py-4">
        Loading imported articles...
      </p>
    );
  else if (rows.length === 0 && page === 0)
    body = (
      <p className="py-4">
        {q || source ? 'No imported articles match.' : 'No imported articles yet.'}
      </p>
    );
  else
    body = (
      <ArticleTable columns={['Title', 'Source', 'Published', 'Status', 'Actions']}>
        {rows.map((a) => (
          <Row key={a.id} article={a} />
        ))}
      </ArticleTable>
    );

  return (
    <section className={panel} aria-labelledby="imported-list-heading">
      <h2 id="imported-list-heading" className="mb-2 text-xl font-semibold">
        Imported articles
      </h2>
      <p className="mb-3 text-sm">
        A taken-down article leaves the site and is never imported again; restore brings it back.
      </p>
      <div className="mb-3 flex flex-wrap items-end gap-3">
        <form role="search" className="flex flex-wrap items-end gap-2" onSubmit={onSearch}>
          <div>
            <label htmlFor="imported-search" className="block text-sm font-medium">
              Search titles
            </label>
            <input id="imported-search" ref={search} type="search" className={input} />
          </div>
          <button type="submit" className={primary}>
            Search
          </button>
        </form>
        <div>
          <label htmlFor="imported-source" className="block text-sm font-medium">
            Source
          </label>
          <select
            id="imported-source"
            className={input}
            value={source}
            onChange={(e) => {
              setSource(e.target.value);
              setPage(0);
            }}
          >
            <option value="">All sources</option>
            {(sources.data ?? []).map((s) => (
              <option key={s.id} value={s.name}>
                {s.name}
              </option>
            ))}
          </select>
        </div>
      </div>
      <p role="status" className="sr-only">
        {announced}
      </p>
      {body}
      <ListPager label="Imported list pages" page={page} setPage={setPage} rows={rows.length} />
    </section>
  );
}

function Row({ article: a }: { article: Article }) {
  const takeDown = useTakeDown();
  const restore = useRestoreImported();
  const fixAlt = useFixAlt();
  const down = Boolean(a.takenDownAt);
  // 'Take down' and 'Restore' replace each other: once the list shows the change, focus goes to the new one
  // (on the next frame, after the closing dialog has handed focus back to its vanished trigger).
  const moveFocus = useRef(false);
  useEffect(() => {
    if (!moveFocus.current) return;
    moveFocus.current = false;
    requestAnimationFrame(() => document.getElementById(toggleId(a))?.focus());
  }, [down, a]);
  const attempt = async (call: () => Promise<unknown>, failure: string, moves = false) => {
    try {
      moveFocus.current = moves;
      await call();
      return true;
    } catch (err) {
      moveFocus.current = false;
      toastFailure(err, 'Error', failure);
      return false;
    }
  };
  return (
    <tr>
      <th scope="row" className={`${cell} font-medium wrap-anywhere`}>
        {a.title}
      </th>
      <td className={cell}>{a.sourceName}</td>
      <td className={cell}>{publishedDate(a.publishedAt)}</td>
      <td className={cell}>
        {down ? (
          <>
            Taken down
            <span className="block text-xs">
              {publishedDate(a.takenDownAt!)}: {a.takenDownReason}
            </span>
          </>
        ) : (
          'Published'
        )}
      </td>
      <td className={cell}>
        <div className="flex flex-wrap gap-2">
          {down ? (
            <button
              type="button"
              id={toggleId(a)}
              className={`${secondary} aria-disabled:cursor-wait`}
              aria-label={`Restore ${a.title}`}
              aria-disabled={restore.isPending || undefined}
              onClick={() =>
                !restore.isPending &&
                void attempt(() => restore.mutateAsync(a.id), 'Failed to restore the article', true)
              }
            >
              {restore.isPending ? 'Restoring...' : 'Restore'}
            </button>
          ) : (
            <ImportedFieldDialog
              trigger={{ label: 'Take down', ariaLabel: `Take down ${a.title}`, id: toggleId(a) }}
              title="Take this article down?"
              description={`"${a.title}" leaves every page of the site and is never imported again. You can restore it later.`}
              field={{
                label: 'Reason',
                hint: 'For example: Wrong story, Legal request.',
                initial: '',
                maxLength: TAKE_DOWN_REASON_MAX,
              }}
              required={TAKE_DOWN_REASON_REQUIRED}
              confirm={{ label: 'Take down', busyLabel: 'Taking down...', destructive: true }}
              onSubmit={(reason) =>
                attempt(
                  () => takeDown.mutateAsync({ id: a.id, reason, version: a.version }),
                  'Failed to take the article down',
                  true,
                )
              }
            />
          )}
          <ViewLink id={a.id} title={a.title} />
          {a.imageUrl && (
            <ImportedFieldDialog
              trigger={{ label: 'Fix alt text', ariaLabel: `Fix alt text of ${a.title}` }}
              title="Fix the image's alt text"
              description="Describe what the image shows. The next import keeps your text."
              field={{
                label: 'Alt text',
                hint: 'Leave it empty if the image is decorative.',
                initial: a.imageAlt ?? '',
                maxLength: ALT_MAX,
              }}
              confirm={{ label: 'Save alt text', busyLabel: 'Saving...' }}
              onSubmit={(imageAlt) =>
                attempt(
                  () => fixAlt.mutateAsync({ id: a.id, imageAlt, version: a.version }),
                  'Failed to save the alt text',
                )
              }
            />
          )}
        </div>
      </td>
    </tr>
  );
}
