// The article view (spec §2 "Article detail"), shared by the prebuilt /article/:id page and the 404 page's fallback.
import { lazy, Suspense, useEffect, useState } from 'react';
import { ArrowLeft, ExternalLink, Headphones } from 'lucide-react';
import type { Article, ArticleTag } from '../../../functions/domain/index.ts';
import { cardDate } from '../../lib/format.ts';
import ShareControl from './ShareControl.tsx';

// The reader loads only when asked for: most readers never open it.
const VoiceReader = lazy(() => import('./VoiceReader.tsx'));

export interface ArticleViewProps {
  article: Article;
  /** null when the category is unknown. */
  categoryName: string | null;
  tags: ArticleTag[];
  /** Absolute canonical URL, for sharing. */
  url: string;
}

/** Spec §2: content is plain text split into paragraphs at line breaks. */
export function paragraphs(content: string): string[] {
  return content
    .split(/\r?\n/)
    .map((p) => p.trim())
    .filter(Boolean);
}

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

export default function ArticleView({ article, categoryName, tags, url }: ArticleViewProps) {
  const [listening, setListening] = useState(false);
  // Spec §7 view beacon: one POST per page view (DESIGN departure 2, Most Popular).
  useEffect(() => {
    void fetch(`/api/articles/${article.id}/view`, { method: 'POST', keepalive: true }).catch(
      () => undefined,
    );
  }, [article.id]);
  const spoken = `${article.title}. ${article.summary}\n${paragraphs(article.content).join('\n')}`;

  return (
    <article className="mx-auto flex max-w-3xl flex-col gap-6">
      <a
        href="/"
        className="inline-flex min-h-6 items-center gap-1 text-sm text-blue-700 hover:underline dark:text-sky-300"
      >
        <ArrowLeft aria-hidden="true" size={16} /> Back to all articles
      </a>
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
        <h1 className="text-3xl leading-tight font-bold wrap-anywhere md:text-4xl">
          {article.title}
        </h1>
        <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-700 dark:text-slate-300">
          <time dateTime={article.publishedAt}>{cardDate(article.publishedAt)}</time>
          <span>Source: {article.sourceName}</span>
          {article.author && <span>By {article.author}</span>}
        </p>
      </header>
      {article.imageUrl && (
        // Decorative: the h1 already says what the article is. The page's largest image, so fetched first.
        <img
          src={article.imageUrl}
          alt=""
          className="max-h-[500px] w-full rounded-lg object-cover"
          loading="eager"
          fetchPriority="high"
        />
      )}
      <div className="flex flex-col gap-4">
        <button
          type="button"
          aria-expanded={listening}
          onClick={() => setListening((l) => !l)}
          className="inline-flex min-h-10 w-fit items-center gap-2 rounded-md bg-blue-700 px-4 py-2 text-sm font-medium text-white hover:bg-blue-800"
        >
          <Headphones aria-hidden="true" size={18} />{' '}
          {listening ? 'Hide voice reader' : 'Listen to article'}
        </button>
        {listening && (
          <Suspense fallback={<p role="status">Loading voice reader...</p>}>
            <VoiceReader text={spoken} />
          </Suspense>
        )}
      </div>
      <p className="text-lg font-medium wrap-break-word text-slate-800 dark:text-slate-200">
        {article.summary}
      </p>
      <TagList tags={tags} />
      <div
        data-article-body
        className="flex flex-col gap-4 text-base leading-relaxed wrap-break-word"
      >
        {paragraphs(article.content).map((p, i) => (
          <p key={i}>{p}</p>
        ))}
      </div>
      <footer className="flex flex-col gap-4 border-t border-slate-200 pt-6 dark:border-slate-700">
        <ShareControl
          url={url}
          title={article.title}
          summary={article.summary}
          categoryName={categoryName}
        />
        {article.sourceUrl && (
          <p className="text-sm">
            Read the original article at{' '}
            <a
              href={article.sourceUrl}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex items-center gap-1 text-blue-700 underline dark:text-sky-300"
            >
              {article.sourceName}
              <ExternalLink aria-hidden="true" size={14} />
              <span className="sr-only">(opens in a new tab)</span>
            </a>
          </p>
        )}
      </footer>
    </article>
  );
}
