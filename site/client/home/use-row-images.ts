// Generated row images, computed only in rows view; DiceBear is loaded on first use to keep the home page light.
import { useEffect, useState } from 'react';
import type { Category } from '../../../functions/domain/index.ts';
import type { FeedArticle } from '../../lib/feed.ts';

export function useRowImages(
  active: boolean,
  articles: FeedArticle[],
  categories: Category[],
): Record<number, string> {
  const [images, setImages] = useState<Record<number, string>>({});
  useEffect(() => {
    const missing = articles.filter((a) => !a.imageUrl && !(a.id in images));
    if (!active || missing.length === 0) return;
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
  }, [active, articles, categories, images]);
  return images;
}
