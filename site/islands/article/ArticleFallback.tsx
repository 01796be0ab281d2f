// The 404 page's island: an /article/<id> path with no prebuilt page (saved after the last build) is fetched and shown.
import { useEffect, useState } from 'react';
import type { Article, ArticleTag, Category } from '../../../functions/domain/index.ts';
import { getArticle, getArticleTags, listCategories } from '../../lib/api.ts';
import ArticleView from './ArticleView.tsx';
import NotFoundPanel from './NotFoundPanel.tsx';

/** The article id of a path like /article/123 (spec §6: id is an integer), else null. */
export function articleIdFromPath(path: string): number | null {
  const m = /^\/article\/(\d{1,15})\/?$/.exec(path);
  return m ? Number(m[1]) : null;
}

type State =
  | { kind: 'none' }
  | { kind: 'loading' }
  | { kind: 'missing' }
  | { kind: 'found'; article: Article; tags: ArticleTag[]; categories: Category[] };

export default function ArticleFallback() {
  const [state, setState] = useState<State>({ kind: 'none' });

  useEffect(() => {
    const id = articleIdFromPath(window.location.pathname);
    if (id === null) return;
    setState({ kind: 'loading' });
    Promise.all([getArticle(id), getArticleTags(id), listCategories()])
      .then(([article, tags, categories]) => {
        document.title = `${article.title} | A11y Tech News`;
        setState({ kind: 'found', article, tags, categories });
      })
      .catch(() => setState({ kind: 'missing' }));
  }, []);

  if (state.kind === 'none') return null;
  if (state.kind === 'loading')
    return (
      <p role="status" className="py-16 text-center">
        Loading article...
      </p>
    );
  if (state.kind === 'missing') return <NotFoundPanel />;
  const { article, tags, categories } = state;
  const categoryName = categories.find((c) => c.id === article.categoryId)?.name ?? null;
  return (
    <ArticleView
      article={article}
      categoryName={categoryName}
      tags={tags}
      url={window.location.href}
    />
  );
}
