// The 404 page's island: an /article/<id> path with no prebuilt page (saved after the last build) is fetched and shown.
import { useEffect, useState } from 'react';
import type { Article, ArticleTag, Category } from '../../../functions/domain/index.ts';
import { getArticle, getArticleTags, listCategories } from '../../lib/api.ts';
import ArticleView from './ArticleView.tsx';
import NotFoundPanel from './NotFoundPanel.tsx';

/** The article id of a path like /article/123 (product.md §6: id is an integer), else null. */
export function articleIdFromPath(path: string): number | null {
  const m = /^\/article\/(\d{1,15})\/?$/.exec(path);
  return m ? Number(m[1]) : null;
}

type State =
  | { kind: 'none' }
  | { kind: 'loading' }
  | { kind: 'missing' }
  | { kind: 'found'; article: Article; tags: ArticleTag[]; categoryName: string | null };

/** product.md §8: a failed tag fetch is silent (logged only), so the article shows without tags. */
function tagsOrNone(id: number): Promise<ArticleTag[]> {
  return getArticleTags(id).then(
    (tags) => (Array.isArray(tags) ? tags : []),
    (err: unknown) => {
      console.warn('Article tags failed to load', id, err);
      return [];
    },
  );
}

/** The categories, or null when they failed to load: the article then shows its category as unknown. */
function categoriesOrNull(): Promise<Category[] | null> {
  return listCategories().then(
    (list) => (Array.isArray(list) ? list : null),
    (err: unknown) => {
      console.warn('Categories failed to load', err);
      return null;
    },
  );
}

/** Only the article decides found or missing; tags and categories are extras that may fail on their own. */
async function loadArticle(id: number): Promise<State> {
  const tags = tagsOrNone(id);
  const categories = categoriesOrNull();
  let article: Article;
  try {
    article = await getArticle(id);
  } catch {
    return { kind: 'missing' };
  }
  const list = await categories;
  const categoryName = list?.find((c) => c.id === article.categoryId)?.name ?? null;
  return { kind: 'found', article, tags: await tags, categoryName };
}

export default function ArticleFallback() {
  const [state, setState] = useState<State>({ kind: 'none' });

  useEffect(() => {
    const id = articleIdFromPath(window.location.pathname);
    if (id === null) return;
    setState({ kind: 'loading' });
    void loadArticle(id).then((next) => {
      if (next.kind === 'found') document.title = `${next.article.title} | A11y Tech News`;
      setState(next);
    });
  }, []);

  if (state.kind === 'none') return null;
  if (state.kind === 'loading')
    return (
      <p role="status" className="py-16 text-center">
        Loading article...
      </p>
    );
  if (state.kind === 'missing') return <NotFoundPanel />;
  const { article, tags, categoryName } = state;
  return (
    <ArticleView
      article={article}
      categoryName={categoryName}
      tags={tags}
      url={window.location.href}
    />
  );
}
