// Grid card: image (the article's, or a generated shape, as in rows), category and Featured badges, title link, date
// 'MMMM dd, yyyy', read time, tags, 'Read more'.
import type { ArticleTag } from '../../../functions/domain/index.ts';
import type { FeedArticle } from '../../lib/feed.ts';
import {
  CardImage,
  CategoryBadge,
  FeaturedBadge,
  PublishedDate,
  ReadMore,
  ReadTimeBadge,
  TagList,
} from './ArticleMeta.tsx';

export interface CardProps {
  article: FeedArticle;
  categoryName: string;
  /** undefined while the card's tags load. */
  tags: ArticleTag[] | undefined;
  onCategory: (id: number) => void;
  /** The generated shapes image for an article without one (product.md §10.6); undefined until made. */
  generated: string | undefined;
  /** Whether the card is in the list's first row, in view on load. */
  firstRow: boolean;
}

export default function ArticleCard({
  article,
  categoryName,
  tags,
  onCategory,
  generated,
  firstRow,
}: CardProps) {
  return (
    <article className="flex h-full flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4 shadow-sm dark:border-slate-700 dark:bg-slate-900">
      <CardImage
        src={article.imageUrl ?? generated}
        firstRow={firstRow}
        width={300}
        height={200}
        className="-mx-4 -mt-4 aspect-[3/2] overflow-hidden rounded-t-lg bg-slate-100 dark:bg-slate-800"
      />
      <div className="flex flex-wrap items-center gap-2">
        <CategoryBadge name={categoryName} onSelect={() => onCategory(article.categoryId)} />
        {article.featured && <FeaturedBadge />}
      </div>
      <h3 className="wrap-anywhere text-lg leading-snug font-semibold">
        <a
          href={`/article/${article.id}`}
          className="text-slate-900 hover:underline dark:text-white"
        >
          {article.title}
        </a>
      </h3>
      <p className="line-clamp-3 text-sm wrap-anywhere text-slate-700 dark:text-slate-300">
        {article.summary}
      </p>
      <div className="mt-auto flex flex-wrap items-center gap-2">
        <PublishedDate iso={article.publishedAt} text={article.dateLabel} />
        <ReadTimeBadge minutes={article.readMinutes} />
      </div>
      <TagList tags={tags} />
      <ReadMore article={article} />
    </article>
  );
}
