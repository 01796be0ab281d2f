// Home feed island (spec §2, §4): filters synced with the address, grid/rows, sort, 'Load More Articles'.
import { useCallback, useEffect, useRef, useState } from 'react';
import type {
  Article,
  ArticleSort,
  ArticleTag,
  Category,
} from '../../../functions/domain/index.ts';
import { listCategories } from '../../lib/api.ts';
import ArticleCard from './ArticleCard.tsx';
import ArticleRow from './ArticleRow.tsx';
import { fetchFeedPage, FEED_PAGE_SIZE, filtersHref, readFilters, type FeedQuery } from './feed.ts';
import { FeedEmpty, FeedError } from './FeedStates.tsx';
import FiltersPanel from './FiltersPanel.tsx';
import SortMenu from './SortMenu.tsx';
import { useArticleTags } from './useArticleTags.ts';
import { useRowImages } from './useRowImages.ts';

export interface HomeFeedProps {
  /** The first page (newest 6), rendered into the prebuilt HTML. */
  initialArticles: Article[];
  /** Tags of those articles, keyed by article id. */
  initialTags: Record<number, ArticleTag[]>;
  categories: Category[];
  tags: ArticleTag[];
}

type Status = 'idle' | 'loading' | 'more' | 'error';

export default function HomeFeed(props: HomeFeedProps) {
  const [query, setQuery] = useState<FeedQuery>({
    category: null,
    tag: null,
    sort: 'newest',
    page: 1,
  });
  const [articles, setArticles] = useState(props.initialArticles);
  const [lastBatch, setLastBatch] = useState(props.initialArticles.length);
  const [status, setStatus] = useState<Status>('idle');
  const [view, setView] = useState<'grid' | 'rows'>('grid');
  const [categories, setCategories] = useState(props.categories);
  const [categoriesFailed, setCategoriesFailed] = useState(false);
  const request = useRef(0);
  const tagsById = useArticleTags(articles, props.initialTags);
  const images = useRowImages(view === 'rows', articles, categories);

  const load = useCallback((q: FeedQuery, quiet = false) => {
    const id = ++request.current;
    setQuery(q);
    if (!quiet) setStatus(q.page === 1 ? 'loading' : 'more');
    fetchFeedPage(q).then(
      (batch) => {
        if (id !== request.current) return;
        // spec §4: page 1 replaces the list; later pages append.
        setArticles((prev) => (q.page === 1 ? batch : [...prev, ...batch]));
        setLastBatch(batch.length);
        setStatus('idle');
      },
      (err: unknown) => {
        if (id !== request.current) return;
        console.error('Feed failed to load', err);
        setStatus('error');
      },
    );
  }, []);

  // spec §2, §4: read the address on load; the feed is refetched on mount.
  useEffect(() => {
    const initial = () => ({
      ...readFilters(location.search),
      sort: 'newest' as ArticleSort,
      page: 1,
    });
    const q = initial();
    load(q, q.category === null && q.tag === null);
    const onPop = () => load(initial());
    window.addEventListener('popstate', onPop);
    if (props.categories.length === 0)
      listCategories().then(setCategories, () => setCategoriesFailed(true));
    return () => window.removeEventListener('popstate', onPop);
  }, [load, props.categories.length]);

  const setFilters = (category: number | null, tag: number | null) => {
    history.pushState(null, '', filtersHref(location.href, { category, tag }));
    load({ ...query, category, tag, page: 1 }); // spec §4: a filter change resets paging
  };

  const categoryName = (id: number) => categories.find((c) => c.id === id)?.name ?? 'Uncategorized';
  const cards = articles.map((a) => ({
    article: a,
    categoryName: categoryName(a.categoryId),
    tags: tagsById[a.id] ?? [],
    onCategory: (id: number) => setFilters(id, null),
  }));

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
      <section
        aria-labelledby="all-articles-heading"
        aria-busy={status === 'loading'}
        className="mt-8"
      >
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="all-articles-heading" className="text-2xl font-bold">
            All Articles
          </h2>
          <div className="flex flex-wrap gap-2">
            <SortMenu sort={query.sort} onSort={(sort) => load({ ...query, sort, page: 1 })} />
            <button
              type="button"
              onClick={() => setView(view === 'grid' ? 'rows' : 'grid')}
              className="min-h-10 rounded-md border border-slate-400 px-3 py-2 text-sm hover:bg-slate-100 dark:border-slate-500 dark:hover:bg-slate-800"
            >
              {view === 'grid' ? 'View as Rows' : 'View as Grid'}
            </button>
          </div>
        </div>
        <div className="mt-4">
          {status === 'loading' ? (
            <p role="status" className="py-8 text-center text-slate-700 dark:text-slate-300">
              Loading articles...
            </p>
          ) : status === 'error' && query.page === 1 ? (
            <FeedError />
          ) : articles.length === 0 ? (
            <FeedEmpty />
          ) : view === 'grid' ? (
            <ul
              className="grid grid-cols-1 gap-6 md:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4"
              data-view="grid"
            >
              {cards.map((c) => (
                <li key={c.article.id}>
                  <ArticleCard {...c} />
                </li>
              ))}
            </ul>
          ) : (
            <ul className="flex flex-col gap-4" data-view="rows">
              {cards.map((c) => (
                <li key={c.article.id}>
                  <ArticleRow {...c} generated={images[c.article.id]} />
                </li>
              ))}
            </ul>
          )}
        </div>
        {status === 'error' && query.page > 1 && <FeedError />}
        {status !== 'loading' && status !== 'error' && lastBatch >= FEED_PAGE_SIZE && (
          <div className="mt-6 text-center">
            <button
              type="button"
              disabled={status === 'more'}
              onClick={() => load({ ...query, page: query.page + 1 })}
              className="min-h-10 rounded-md bg-blue-700 px-5 py-2 font-medium text-white hover:bg-blue-800 disabled:opacity-70 dark:bg-sky-300 dark:text-slate-950 dark:hover:bg-sky-200"
            >
              {status === 'more' ? 'Loading...' : 'Load More Articles'}
            </button>
          </div>
        )}
      </section>
    </>
  );
}
