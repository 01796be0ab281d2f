// Row view item: image (the article's, or a generated shape), badges, title, date (as in the grid), read time, tags.
import type { CardProps } from './ArticleCard.tsx';
import {
  CardImage,
  CategoryBadge,
  FeaturedBadge,
  PublishedDate,
  ReadMore,
  ReadTimeBadge,
  TagList,
} from './ArticleMeta.tsx';

export default function ArticleRow({
  article,
  categoryName,
  tags,
  onCategory,
  generated,
  firstRow,
}: CardProps) {
  return (
    <article className="flex flex-col gap-4 rounded-lg border border-slate-200 bg-white p-4 sm:flex-row dark:border-slate-700 dark:bg-slate-900">
      <CardImage
        src={article.imageUrl ?? generated}
        firstRow={firstRow}
        width={192}
        height={128}
        className="h-32 w-full shrink-0 overflow-hidden rounded bg-slate-100 sm:w-48 dark:bg-slate-800"
      />
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <div className="flex flex-wrap items-center gap-2">
          <CategoryBadge name={categoryName} onSelect={() => onCategory(article.categoryId)} />
          {article.featured && <FeaturedBadge />}
          <PublishedDate iso={article.publishedAt} text={article.dateLabel} />
          <ReadTimeBadge minutes={article.readMinutes} />
        </div>
        <h3 className="wrap-anywhere text-lg font-semibold">
          <a
            href={`/article/${article.id}`}
            className="text-slate-900 hover:underline dark:text-white"
          >
            {article.title}
          </a>
        </h3>
        <p className="line-clamp-2 text-sm wrap-anywhere text-slate-700 dark:text-slate-300">
          {article.summary}
        </p>
        <TagList tags={tags} />
        <ReadMore article={article} />
      </div>
    </article>
  );
}
