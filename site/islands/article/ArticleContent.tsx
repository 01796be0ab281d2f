// The article's rendered text (header, image, summary, tags, body): the markup readers get, shared by the public
// view (ArticleView.tsx, which adds the view beacon, voice reader and sharing) and the admin preview, so the
// preview shows exactly what readers will see without pulling the public-only code into the admin bundle.
import type { ReactNode } from 'react';
import type { Article, ArticleTag, RenderedBody } from '../../../functions/domain/index.ts';
import { cardDate } from '../../lib/format.ts';
import ArticleBody, { InShort } from './ArticleBody.tsx';

/** The fields the rendering reads, once: a saved article has them, and so has the admin's unsaved form. */
export const CONTENT_FIELDS = [
  'title',
  'summary',
  'content',
  'author',
  'imageUrl',
  'imageAlt',
  'publishedAt',
  'featured',
  'sourceName',
  'format',
  'inShort',
] as const satisfies readonly (keyof Article)[];

/** contentHtml: a Markdown article's body, rendered on the server (the build or the API); readers never parse Markdown. */
export type ArticleContentData = Pick<Article, (typeof CONTENT_FIELDS)[number]> &
  Partial<RenderedBody>;

export interface ArticleContentProps {
  article: ArticleContentData;
  /** null when the category is unknown. */
  categoryName: string | null;
  tags: ArticleTag[];
  /** Above the header (the public page's back link). */
  before?: ReactNode;
  /** Between the image and the summary (the public page's voice reader). */
  actions?: ReactNode;
  /** After the body (the public page's share control and source link). */
  footer?: ReactNode;
  /** The title's heading: the page's h1, or h3 inside the admin preview, whose dialog title is an h2. */
  titleAs?: 'h1' | 'h3';
}

export { paragraphs } from '../../../functions/domain/article-format.ts';

const badge = 'inline-flex items-center rounded-full px-3 py-1 text-xs font-semibold';

/**
 * The article's tags, each with its description as visible text: a hover-only title or tooltip would not reach
 * keyboard, touch or screen-reader users.
 */
function TagList({ tags }: { tags: ArticleTag[] }) {
  if (tags.length === 0) return null;
  return (
    <ul aria-label="Tags" className="flex flex-col gap-2">
      {tags.map((t) => (
        <li key={t.id} className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <span
            className={`${badge} bg-slate-100 text-slate-800 dark:bg-slate-800 dark:text-slate-100`}
          >
            {t.name}
          </span>
          {t.description && (
            <span className="text-sm wrap-break-word text-slate-700 dark:text-slate-300">
              <span className="sr-only">: </span>
              {t.description}
            </span>
          )}
        </li>
      ))}
    </ul>
  );
}

export default function ArticleContent({
  article,
  categoryName,
  tags,
  before,
  actions,
  footer,
  titleAs: Title = 'h1',
}: ArticleContentProps) {
  return (
    <article className="mx-auto flex max-w-3xl flex-col gap-6">
      {before}
      <header className="flex flex-col gap-3">
        <div className="flex flex-wrap gap-2">
          <span
            className={`${badge} bg-blue-100 text-blue-900 dark:bg-blue-900 dark:text-blue-100`}
          >
            {categoryName ?? 'Uncategorized'}
          </span>
          {article.featured && (
            <span
              className={`${badge} bg-amber-100 text-amber-900 dark:bg-amber-800 dark:text-amber-50`}
            >
              Featured
            </span>
          )}
        </div>
        {/* wrap-anywhere: a long unbroken word wraps instead of widening the page (WCAG 1.4.10). */}
        <Title className="text-3xl leading-tight font-bold wrap-anywhere md:text-4xl">
          {article.title}
        </Title>
        <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-700 dark:text-slate-300">
          <time dateTime={article.publishedAt}>{cardDate(article.publishedAt)}</time>
          <span>Source: {article.sourceName}</span>
          {article.author && <span>By {article.author}</span>}
        </p>
      </header>
      {article.imageUrl && (
        // The editor's alt text (product.md §11.7); '' or none: decorative, as the h1 already names the article.
        // The page's largest image, so fetched first.
        <img
          src={article.imageUrl}
          alt={article.imageAlt ?? ''}
          className="max-h-[500px] w-full rounded-lg object-cover"
          loading="eager"
          fetchPriority="high"
        />
      )}
      {actions}
      {article.inShort && <InShort text={article.inShort} />}
      <p className="text-lg font-medium wrap-break-word text-slate-800 dark:text-slate-200">
        {article.summary}
      </p>
      <TagList tags={tags} />
      <ArticleBody article={article} />
      {footer}
    </article>
  );
}
