// Home feed island (spec §2, §4): filters synced with the address, grid/rows, sort, 'Load More Articles'.
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { ArticleTag, Category } from '../../../functions/domain/index.ts';
import type { FeedArticle } from './feed.ts';
import { listCategories } from '../../lib/api.ts';
import ArticleCard from './ArticleCard.tsx';
import ArticleRow from './ArticleRow.tsx';
import {
  differsFromPrebuilt,
  feedAnnouncement,
  fetchFeed,
  FEED_PAGE_SIZE,
  filtersHref,
  readFilters,
  readSavedFeed,
  withSavedFeed,
  type FeedQuery,
} from './feed.ts';
import { FeedEmpty, FeedError } from './FeedStates.tsx';
import FiltersPanel from './FiltersPanel.tsx';
import SortMenu from './SortMenu.tsx';
import { useArticleTags } from './useArticleTags.ts';
import { useRowImages } from './useRowImages.ts';

export interface HomeFeedProps {
  /** The first page (newest 6), rendered into the prebuilt HTML. */
  initialArticles: FeedArticle[];
  /** Tags of those articles, keyed by article id. */
  initialTags: Record<number, ArticleTag[]>;
  categories: Category[];
  tags: ArticleTag[];
}

/** 'more' and 'moreError' concern an appended page; 'loading' and 'error' the whole list. */
type Status = 'idle' | 'loading' | 'more' | 'error' | 'moreError';
/** quiet: refresh what is shown and keep it on failure; replace: page 1; more: append; restore: pages 1..n. */
type LoadMode = 'quiet' | 'replace' | 'more' | 'restore';

/** Set on <html> by index.astro's head script while the prebuilt list is not what the address asks for. */
const PENDING_CLASS = 'home-feed-pending';

const PREBUILT: FeedQuery = { category: null, tag: null, sort: 'newest', page: 1 };

/** Remembers the feed in the current history entry, so Back from an article shows the same pages. */
function saveFeed(q: FeedQuery, scrollY?: number) {
  const feed = { sort: q.sort, page: q.page, ...(scrollY === undefined ? {} : { scrollY }) };
  history.replaceState(withSavedFeed(history.state, feed), '');
}

export default function HomeFeed(props: HomeFeedProps) {
  const [query, setQuery] = useState<FeedQuery>(PREBUILT);
  const [articles, setArticles] = useState(props.initialArticles);
  const [lastBatch, setLastBatch] = useState(props.initialArticles.length);
  const [status, setStatus] = useState<Status>('idle');
  const [announced, setAnnounced] = useState<{ q: FeedQuery; added: number | null } | null>(null);
  const [view, setView] = useState<'grid' | 'rows'>('grid');
  const [categories, setCategories] = useState(props.categories);
  const [categoriesFailed, setCategoriesFailed] = useState(false);
  const request = useRef(0);
  const current = useRef(query);
  const heading = useRef<HTMLHeadingElement>(null);
  const list = useRef<HTMLUListElement>(null);
  const loadMoreButton = useRef<HTMLButtonElement>(null);
  /**
   * After Load More: the index of the first new card, whose title link takes focus once that page has
   * arrived (`loaded`). The flag keeps an effect left over from an earlier render (a background refresh
   * that landed just before the click) from acting before the new cards exist.
   */
  const focusCard = useRef<{ index: number; loaded: boolean } | null>(null);
  /** After a restore on Back: where the reader had scrolled to. */
  const [scrollTarget, setScrollTarget] = useState<number | null>(null);
  const tagsById = useArticleTags(articles, props.initialTags);
  const images = useRowImages(view === 'rows', articles, categories);

  useEffect(() => {
    current.current = query;
  }, [query]);

  /** Loads q; scrollY, when restoring, is where to scroll once the list is back. */
  const load = useCallback((q: FeedQuery, mode: LoadMode, scrollY?: number) => {
    const id = ++request.current;
    if (mode !== 'more') setQuery(q);
    if (mode !== 'quiet') setStatus(mode === 'more' ? 'more' : 'loading');
    setAnnounced(null);
    fetchFeed(q, mode === 'restore').then(
      (got) => {
        if (id !== request.current) return;
        if (got.query.category !== q.category || got.query.tag !== q.tag)
          history.replaceState(history.state, '', filtersHref(location.href, got.query));
        if (mode === 'more' && focusCard.current) focusCard.current.loaded = true;
        // spec §4: page 1 replaces the list; later pages append.
        setQuery(got.query);
        setArticles((prev) => (mode === 'more' ? [...prev, ...got.articles] : got.articles));
        setLastBatch(got.lastBatch);
        setStatus('idle');
        if (mode !== 'quiet')
          setAnnounced({ q: got.query, added: mode === 'more' ? got.articles.length : null });
        saveFeed(got.query);
        if (scrollY !== undefined) setScrollTarget(scrollY);
      },
      (err: unknown) => {
        if (id !== request.current) return;
        if (mode === 'quiet') {
          // The prebuilt articles are still good: keep them rather than show an error.
          console.warn('Feed refresh failed; the prebuilt articles stay', err);
          return;
        }
        console.error('Feed failed to load', err);
        if (mode === 'more') focusCard.current = null; // focus stays on the button, which retries
        setStatus(mode === 'more' ? 'moreError' : 'error');
      },
    );
  }, []);

  // spec §2, §4: read the address on load; the feed is refetched on mount.
  useEffect(() => {
    const filters = readFilters(location.search);
    const saved = readSavedFeed(history.state);
    const q = { ...filters, sort: saved?.sort ?? PREBUILT.sort, page: saved?.page ?? 1 };
    if (differsFromPrebuilt(filters, saved)) {
      load(q, q.page > 1 ? 'restore' : 'replace', saved?.scrollY);
    } else {
      document.documentElement.classList.remove(PENDING_CLASS);
      load(q, 'quiet');
    }
    // Fragment links (the skip link) also fire popstate: reload only when the filters changed.
    const onPop = (e: PopStateEvent) => {
      const now = readFilters(location.search);
      const shown = current.current;
      if (now.category === shown.category && now.tag === shown.tag) {
        saveFeed(shown);
        return;
      }
      const entry = readSavedFeed(e.state);
      const next = { ...now, sort: entry?.sort ?? shown.sort, page: entry?.page ?? 1 };
      load(next, next.page > 1 ? 'restore' : 'replace');
    };
    const onHide = () => saveFeed(current.current, Math.round(window.scrollY));
    window.addEventListener('popstate', onPop);
    window.addEventListener('pagehide', onHide);
    if (props.categories.length === 0)
      listCategories().then(setCategories, () => setCategoriesFailed(true));
    return () => {
      window.removeEventListener('popstate', onPop);
      window.removeEventListener('pagehide', onHide);
    };
  }, [load, props.categories.length]);

  // The island hides the list itself while loading, so the head script's class can go (no flash between).
  useLayoutEffect(() => {
    if (status === 'loading') document.documentElement.classList.remove(PENDING_CLASS);
  }, [status]);

  // After Load More, focus the first new card's title (WCAG 2.4.3), unless the reader has moved on.
  useEffect(() => {
    const target = focusCard.current;
    if (!target?.loaded || status !== 'idle') return;
    focusCard.current = null;
    const active = document.activeElement;
    if (active && active !== document.body && active !== loadMoreButton.current) return;
    // No new card (the last page was empty): the button is gone too, so the list heading takes focus.
    const link = list.current?.children[target.index]?.querySelector<HTMLElement>('h3 a');
    (link ?? heading.current)?.focus();
  }, [articles, status]);

  // After a restore on Back, return to where the reader was (the browser tried before the list was back).
  // Wait for every card's tags, which change the cards' heights, so the position is the one left.
  useEffect(() => {
    if (scrollTarget === null || !articles.every((a) => a.id in tagsById)) return;
    window.scrollTo(0, scrollTarget);
    setScrollTarget(null);
  }, [scrollTarget, articles, tagsById]);

  const setFilters = (category: number | null, tag: number | null) => {
    const href = filtersHref(location.href, { category, tag });
    history.pushState(withSavedFeed(null, { sort: query.sort, page: 1 }), '', href);
    load({ ...query, category, tag, page: 1 }, 'replace'); // spec §4: a filter change resets paging
  };

  const loadMore = () => {
    if (status === 'more') return; // aria-disabled: the focused button stays focusable while busy
    focusCard.current = { index: articles.length, loaded: false };
    load({ ...query, page: query.page + 1 }, 'more');
  };

  const categoryName = (id: number) => categories.find((c) => c.id === id)?.name ?? 'Uncategorized';
  const tagName = (id: number) => props.tags.find((t) => t.id === id)?.name ?? `tag ${id}`;
  const filterName = (q: FeedQuery) =>
    q.tag !== null
      ? `tagged ${tagName(q.tag)}`
      : q.category !== null
        ? `in ${categoryName(q.category)}`
        : null;
  const announcement = announced
    ? feedAnnouncement({
        shown: articles.length,
        added: announced.added,
        filter: filterName(announced.q),
        sort: announced.q.sort,
      })
    : '';

  const cards = articles.map((a) => ({
    article: a,
    categoryName: categoryName(a.categoryId),
    tags: tagsById[a.id] ?? [],
    // The badge's card is hidden while its category loads: focus the list heading first (WCAG 2.4.3).
    onCategory: (id: number) => {
      heading.current?.focus();
      setFilters(id, null);
    },
  }));
  const loading = status === 'loading';
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
            <SortMenu
              sort={query.sort}
              onSort={(sort) => load({ ...query, sort, page: 1 }, 'replace')}
            />
            <button
              type="button"
              onClick={() => setView(view === 'grid' ? 'rows' : 'grid')}
              className="min-h-10 rounded-md border border-slate-400 px-3 py-2 text-sm hover:bg-slate-100 dark:border-slate-500 dark:hover:bg-slate-800"
            >
              {view === 'grid' ? 'View as Rows' : 'View as Grid'}
            </button>
          </div>
        </div>
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
              {cards.map((c) => (
                <li key={c.article.id}>
                  <ArticleCard {...c} />
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
              {cards.map((c) => (
                <li key={c.article.id}>
                  <ArticleRow {...c} generated={images[c.article.id]} />
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
        {(status === 'idle' || status === 'more' || status === 'moreError') &&
          lastBatch >= FEED_PAGE_SIZE && (
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
