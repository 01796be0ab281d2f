// The home feed's loading state (product.md §2, §4): requests, history entries, Back restore, Load More focus.
import { useCallback, useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import type { ArticleTag } from '../../../functions/domain/index.ts';
import {
  differsFromPrebuilt,
  fetchFeed,
  filtersHref,
  knowDateLabels,
  readFilters,
  readSavedFeed,
  sameArticles,
  sameQuery,
  withSavedFeed,
  type FeedArticle,
  type FeedQuery,
} from '../../lib/feed.ts';
import { useArticleTags } from './use-article-tags.ts';

/** 'more' and 'moreError' concern an appended page; 'loading' and 'error' the whole list. */
export type FeedStatus = 'idle' | 'loading' | 'more' | 'error' | 'moreError';
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

/** The feed's elements that take focus after a load; the island renders them. */
export interface FeedFocusTargets {
  heading: RefObject<HTMLHeadingElement | null>;
  list: RefObject<HTMLUListElement | null>;
  loadMoreButton: RefObject<HTMLButtonElement | null>;
}

/**
 * Owns what the feed shows and how it gets there, so HomeFeed only renders. The tags are loaded here
 * too because restoring the scroll position on Back waits for them (they change the cards' heights).
 */
export function useFeedLoader(
  initialArticles: FeedArticle[],
  initialTags: Record<number, ArticleTag[]>,
  focusTargets: FeedFocusTargets,
) {
  const [query, setQuery] = useState<FeedQuery>(PREBUILT);
  const [articles, setArticles] = useState(() => {
    knowDateLabels(initialArticles);
    return initialArticles;
  });
  const [lastBatch, setLastBatch] = useState(initialArticles.length);
  const [status, setStatus] = useState<FeedStatus>('idle');
  const [announced, setAnnounced] = useState<{ q: FeedQuery; added: number | null } | null>(null);
  const request = useRef(0);
  const current = useRef(query);
  const { heading, list, loadMoreButton } = focusTargets;
  /**
   * After Load More: the index of the first new card, whose title link takes focus once that page has
   * arrived (`loaded`). The flag keeps an effect left over from an earlier render (a background refresh
   * that landed just before the click) from acting before the new cards exist.
   */
  const focusCard = useRef<{ index: number; loaded: boolean } | null>(null);
  /** After a restore on Back: where the reader had scrolled to. */
  const [scrollTarget, setScrollTarget] = useState<number | null>(null);
  const tagsById = useArticleTags(articles, initialTags);

  useEffect(() => {
    current.current = query;
  }, [query]);

  /** Loads q; scrollY, when restoring, is where to scroll once the list is back. */
  const load = useCallback((q: FeedQuery, mode: LoadMode, scrollY?: number) => {
    const id = ++request.current;
    // An equal query keeps its object, and an equal answer its list (sameArticles): a refresh that finds
    // nothing new renders nothing.
    const toQuery = (next: FeedQuery) => setQuery((prev) => (sameQuery(prev, next) ? prev : next));
    if (mode !== 'more') toQuery(q);
    if (mode !== 'quiet') setStatus(mode === 'more' ? 'more' : 'loading');
    setAnnounced(null);
    fetchFeed(q, mode === 'restore').then(
      (got) => {
        if (id !== request.current) return;
        if (got.query.category !== q.category || got.query.tag !== q.tag)
          history.replaceState(history.state, '', filtersHref(location.href, got.query));
        if (mode === 'more' && focusCard.current) focusCard.current.loaded = true;
        // product.md §4: page 1 replaces the list; later pages append.
        toQuery(got.query);
        setArticles((prev) => {
          if (mode === 'more') return [...prev, ...got.articles];
          return sameArticles(prev, got.articles) ? prev : got.articles;
        });
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

  // product.md §2, §4: read the address on load; the feed is refetched on mount.
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
    return () => {
      window.removeEventListener('popstate', onPop);
      window.removeEventListener('pagehide', onHide);
    };
  }, [load]);

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
  }, [articles, status, heading, list, loadMoreButton]);

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
    load({ ...query, category, tag, page: 1 }, 'replace'); // product.md §4: a filter change resets paging
  };

  const loadMore = () => {
    if (status === 'more') return; // aria-disabled: the focused button stays focusable while busy
    focusCard.current = { index: articles.length, loaded: false };
    load({ ...query, page: query.page + 1 }, 'more');
  };

  const setSort = (sort: FeedQuery['sort']) => load({ ...query, sort, page: 1 }, 'replace');

  return { query, articles, lastBatch, status, announced, tagsById, setFilters, loadMore, setSort };
}
