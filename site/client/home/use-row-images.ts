// Generated images for grid and rows (product.md §2.3, §10.6): the prebuilt page's come from the build; DiceBear loads
// only when a later list (Load More, a filter) holds an article without an image, keeping the home page light.
import { useEffect, useState } from 'react';
import type { Category } from '../../../functions/domain/index.ts';
import type { FeedArticle } from '../../lib/feed.ts';

export function useRowImages(
  articles: FeedArticle[],
  categories: Category[],
  initial: Record<number, string>,
): Record<number, string> {
  const [images, setImages] = useState<Record<number, string>>(initial);
  useEffect(() => {
    const missing = articles.filter((a) => !a.imageUrl && !(a.id in images));
    if (missing.length === 0) return;
    let live = true;
    void import('../../lib/row-image.ts').then(({ rowImage }) => {
      if (!live) return;
      const name = (id: number) => categories.find((c) => c.id === id)?.name ?? 'Uncategorized';
      const next = Object.fromEntries(
        missing.map((a) => [a.id, rowImage(name(a.categoryId), a.id)]),
      );
      setImages((prev) => ({ ...prev, ...next }));
    });
    return () => {
      live = false;
    };
  }, [articles, categories, images]);
  return images;
}
