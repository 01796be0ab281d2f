// What an article that readers may not see (domain isPublic) leaves out besides its public index keys (item.ts
// indexKeys): the tag side of its tag links and its search postings. Every writer builds on these two.
import type { Article } from '../../domain/index.ts';
import { isPublic } from '../../domain/article-status.ts';
import type { Indexable } from '../search/indexing.ts';

type Listable = Pick<Article, 'id' | 'publishedAt' | 'categoryId' | 'status' | 'takenDownAt'>;

/** The tag links to keep for the article (tags.ts rewriteTagLinks): the tag side only when public. */
export const linksOf = (a: Listable, tagIds: number[]) => ({
  id: a.id,
  publishedAt: a.publishedAt,
  categoryId: a.categoryId,
  tagIds,
  listed: isPublic(a),
});

/** The text search indexes the article under: none when it is not public, which drops its postings. */
export const searchTextOf = (a: Indexable & Pick<Article, 'status' | 'takenDownAt'>): Indexable =>
  isPublic(a)
    ? { id: a.id, title: a.title, summary: a.summary, content: a.content, format: a.format }
    : { id: a.id, title: '', summary: '', content: '' };
