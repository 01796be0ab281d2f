// Loads each shown article's tags once (GET /api/articles/{id}/tags); failures show no tags (product.md §8: silent).
import { useEffect, useState } from 'react';
import type { ArticleTag } from '../../../functions/domain/index.ts';
import type { FeedArticle } from '../../lib/feed.ts';
import { getArticleTags } from '../../lib/api.ts';

export function useArticleTags(
  articles: FeedArticle[],
  initial: Record<number, ArticleTag[]>,
): Record<number, ArticleTag[]> {
  const [tags, setTags] = useState(initial);
  useEffect(() => {
    const missing = articles.filter((a) => !(a.id in tags)).map((a) => a.id);
    if (missing.length === 0) return;
    let live = true;
    void Promise.all(
      missing.map((id) =>
        getArticleTags(id).then(
          (list): [number, ArticleTag[]] => [id, Array.isArray(list) ? list : []],
          (err: unknown): [number, ArticleTag[]] => {
            console.warn('Article tags failed to load', id, err);
            return [id, []];
          },
        ),
      ),
    ).then((entries) => live && setTags((prev) => ({ ...prev, ...Object.fromEntries(entries) })));
    return () => {
      live = false;
    };
  }, [articles, tags]);
  return tags;
}
