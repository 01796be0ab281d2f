// Home feed island (product.md §2, §4): filters synced with the address, grid/rows, sort, 'Load More Articles'.
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { ArticleTag, Category } from '../../../functions/domain/index.ts';
import type { FeedArticle } from '../../lib/feed.ts';
import { listCategories } from '../../lib/api.ts';
import ArticleCard from './ArticleCard.tsx';
import ArticleRow from './ArticleRow.tsx';
import { feedAnnouncement, FEED_PAGE_SIZE, filterSummary, filterWords } from '../../lib/feed.ts';
import { readSavedView, withSavedView, type FeedView } from '../../lib/feed-view.ts';
import { FeedEmpty, FeedError } from './FeedStates.tsx';
import FiltersPanel from './FiltersPanel.tsx';
import SortMenu from './SortMenu.tsx';
import { useFeedLoader } from '../../client/home/use-feed-loader.ts';
import { useRowImages } from '../../client/home/use-row-images.ts';
import { filterTopics, showTopicFeedLinks } from '../../lib/feed-links.ts';
import { SITE_NAME } from '../../lib/nav.ts';

/** The cards in view on load: the widest grid's first row (four columns), more than a phone shows of either view. */
const FIRST_ROW = 4;

export interface HomeFeedProps {
  /** The first page (newest 6), rendered into the prebuilt HTML. */
  initialArticles: FeedArticle[];
  /** Tags of those articles, keyed by article id. */
  initialTags: Record<number, ArticleTag[]>;
  categories: Category[];
  tags: ArticleTag[];
  /** Generated images of those articles that have none (product.md §10.6), made by the build. */
  initialImages: Record<number, string>;
}

export default function HomeFeed(props: HomeFeedProps) {
  const [view, setViewState] = useState<FeedView>('grid');
  // product.md §2.3: the view is kept in the history entry, as the sort is (Back from an article, a reload). Read
  // after hydration (the prebuilt HTML is the grid) and before paint; index.astro's head script hides the list
  // meanwhile.
  useLayoutEffect(() => {
    const saved = readSavedView(history.state);
    if (saved) setViewState(saved);
  }, []);
  const setView = (next: FeedView) => {
    setViewState(next);
    history.replaceState(withSavedView(history.state, next), '');
  };
  // A filter's new history entry starts without it: saved again on leaving, and taken from an entry on Back.
  useEffect(() => {
    const onHide = () => history.replaceState(withSavedView(history.state, view), '');
    const onPop = (e: PopStateEvent) => {
      const saved = readSavedView(e.state);
      if (saved) setViewState(saved);
    };
    window.addEventListener('pagehide', onHide);
    window.addEventListener('popstate', onPop);
    return () => {
      window.removeEventListener('pagehide', onHide);
      window.removeEventListener('popstate', onPop);
    };
  }, [view]);
  const [categories, setCategories] = useState(props.categories);
  const [categoriesFailed, setCategoriesFailed] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const list = useRef<HTMLUListElement>(null);
  const loadMoreButton = useRef<HTMLButtonElement>(null);
  const { query, articles, lastBatch, status, announced, tagsById, setFilters, loadMore, setSort } =
    useFeedLoader(props.initialArticles, props.initialTags, { heading, list, loadMoreButton });
  const images = useRowImages(articles, categories, props.initialImages);

  // No categories in the prebuilt page: ask the API on mount; the filters panel says if that fails.
  useEffect(() => {
    if (props.categories.length === 0)
      listCategories().then(setCategories, () => setCategoriesFailed(true));
  }, [props.categories.length]);

  // product.md §10.18: the filter's own feeds are advertised beside the site's while it is set.
  useEffect(() => {
    const filters = { category: query.category, tag: query.tag };
    showTopicFeedLinks(document, filterTopics(filters, categories, props.tags), SITE_NAME);
  }, [query.category, query.tag, categories, props.tags]);

  const categoryName = (id: number) => categories.find((c) => c.id === id)?.name ?? 'Uncategorized';
  const tagName = (id: number) => props.tags.find((t) => t.id === id)?.name ?? `tag ${id}`;
  const announcement = announced
    ? feedAnnouncement({
        shown: articles.length,
        added: announced.added,
        filter: filterWords(announced.q, categoryName, tagName),
        sort: announced.q.sort,
      })
    : '';
  const shownWords = filterWords(query, categoryName, tagName);

  const cards = articles.map((a) => ({
    article: a,
    categoryName: categoryName(a.categoryId),
    tags: tagsById[a.id],
    // The badge's card is hidden while its category loads: focus the list heading first (WCAG 2.4.3).
    onCategory: (id: number) => {
      heading.current?.focus();
      setFilters(id, null);
    },
  }));
  const loading = status === 'loading';
  const more = lastBatch >= FEED_PAGE_SIZE;
  // While a new list loads, the old one stays in place but invisible, so nothing below it jumps.
  const listClass = loading ? 'invisible' : undefined;

  return (
    <>
      <FiltersPanel
        categories={categories}
        categoriesFailed={categoriesFailed}
        category={query.category}
        onCategory={(id) => setFilters(id, query.tag)}
        tags={props.tags}
        tag={query.tag}
        onTag={(id) => setFilters(query.category, id)}
      />
      <section aria-labelledby="all-articles-heading" aria-busy={loading} className="mt-8">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="all-articles-heading" ref={heading} tabIndex={-1} className="text-2xl font-bold">
            All Articles
          </h2>
          <div className="flex flex-wrap gap-2">
            <SortMenu sort={query.sort} onSort={setSort} />
            <button
              type="button"
              onClick={() => setView(view === 'grid' ? 'rows' : 'grid')}
              className="min-h-10 rounded-md border border-slate-400 px-3 py-2 text-sm hover:bg-slate-100 dark:border-slate-500 dark:hover:bg-slate-800"
            >
              {view === 'grid' ? 'View as Rows' : 'View as Grid'}
            </button>
          </div>
        </div>
        {/* product.md §4.1: what a filtered list shows, and one way back to every article. */}
        {shownWords && !loading && status !== 'error' && (
          <div className="mt-3 flex flex-wrap items-center gap-3">
            <p className="text-slate-700 dark:text-slate-300">
              {filterSummary(articles.length, shownWords, more)}
            </p>
            <button
              type="button"
              onClick={() => {
                heading.current?.focus();
                setFilters(null, null);
              }}
              className="min-h-10 rounded-md border border-slate-400 px-3 py-2 text-sm hover:bg-slate-100 dark:border-slate-500 dark:hover:bg-slate-800"
            >
              Clear filters
            </button>
          </div>
        )}
        <div className="relative mt-4">
          {loading && (
            <p
              className={`py-8 text-center text-slate-700 dark:text-slate-300 ${
                articles.length > 0 ? 'absolute inset-x-0 top-0' : ''
              }`}
            >
              Loading articles...
            </p>
          )}
          {status === 'error' ? (
            <FeedError />
          ) : articles.length === 0 ? (
            !loading && <FeedEmpty />
          ) : view === 'grid' ? (
            <ul
              ref={list}
              className={`grid grid-cols-1 gap-6 md:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4 ${listClass ?? ''}`}
              data-view="grid"
              data-feed-list=""
            >
              {cards.map((c, i) => (
                <li key={c.article.id}>
                  <ArticleCard {...c} generated={images[c.article.id]} firstRow={i < FIRST_ROW} />
                </li>
              ))}
            </ul>
          ) : (
            <ul
              ref={list}
              className={`flex flex-col gap-4 ${listClass ?? ''}`}
              data-view="rows"
              data-feed-list=""
            >
              {cards.map((c, i) => (
                <li key={c.article.id}>
                  <ArticleRow {...c} generated={images[c.article.id]} firstRow={i < FIRST_ROW} />
                </li>
              ))}
            </ul>
          )}
        </div>
        {status === 'moreError' && (
          <div className="mt-6">
            <FeedError />
          </div>
        )}
        {(status === 'idle' || status === 'more' || status === 'moreError') && more && (
          <div className="mt-6 text-center">
            {/* After a failed page, the same button tries that page again. */}
            <button
              ref={loadMoreButton}
              type="button"
              aria-disabled={status === 'more'}
              onClick={loadMore}
              className="min-h-10 rounded-md bg-blue-700 px-5 py-2 font-medium text-white hover:bg-blue-800 aria-disabled:cursor-wait aria-disabled:opacity-70 dark:bg-sky-300 dark:text-slate-950 dark:hover:bg-sky-200"
            >
              {status === 'more' ? 'Loading...' : 'Load More Articles'}
            </button>
          </div>
        )}
      </section>
      {/* One polite region, always mounted, says what each load did (WCAG 4.1.3). */}
      <p role="status" className="sr-only">
        {announcement}
      </p>
    </>
  );
}
