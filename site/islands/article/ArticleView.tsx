// The article view (product.md §2 "Article detail"), shared by the prebuilt /article/:id page and the 404 page's fallback:
// ArticleContent's markup plus what only readers need (view beacon, voice reader, sharing, source link).
import { lazy, memo, Suspense, useEffect, useState } from 'react';
import { ArrowLeft, ExternalLink, Headphones } from 'lucide-react';
import type { Article, ArticleTag, RenderedBody } from '../../../functions/domain/index.ts';
import { IN_SHORT_HEADING } from '../../../functions/domain/article-format.ts';
import ArticleContent, { CONTENT_FIELDS, paragraphs } from './ArticleContent.tsx';
import ShareControl from './ShareControl.tsx';

// The reader loads only when asked for: most readers never open it.
const VoiceReader = lazy(() => import('./VoiceReader.tsx'));

export { paragraphs };

/** What the view reads of an article: the rendered fields, the id (view beacon) and the source link. */
const VIEW_FIELDS = [...CONTENT_FIELDS, 'id', 'sourceUrl'] as const;
export type ArticleViewData = Pick<Article, (typeof VIEW_FIELDS)[number]> & Partial<RenderedBody>;

/**
 * The article as the prebuilt page passes it to the island: only what the view reads. Astro serializes an
 * island's props into the page, so a field left in (views, version, updatedAt) would change the page's
 * bytes, and the cloud would upload it again, without anything a reader sees changing.
 */
export function articleViewData(article: ArticleViewData): ArticleViewData {
  const data = Object.fromEntries(VIEW_FIELDS.map((k) => [k, article[k]])) as ArticleViewData;
  // A Markdown article reaches readers as its rendered HTML only (product.md §10.11): its source would be a second copy.
  return article.contentHtml ? { ...data, content: '', contentHtml: article.contentHtml } : data;
}

export interface ArticleViewProps {
  article: ArticleViewData;
  /** null when the category is unknown. */
  categoryName: string | null;
  tags: ArticleTag[];
  /** Absolute canonical URL, for sharing. */
  url: string;
}

function ArticleView({ article, categoryName, tags, url }: ArticleViewProps) {
  const [listening, setListening] = useState(false);
  // product.md §7 view beacon: one POST per page view (product.md §10.2, Most Popular).
  useEffect(() => {
    void fetch(`/api/articles/${article.id}/view`, { method: 'POST', keepalive: true }).catch(
      () => undefined,
    );
  }, [article.id]);
  // The body is read from the page itself (VoiceReader), so headings and list items are read in order.
  const lead = article.inShort
    ? `${article.title}. ${IN_SHORT_HEADING}. ${article.inShort}\n${article.summary}`
    : `${article.title}. ${article.summary}`;

  return (
    <ArticleContent
      article={article}
      categoryName={categoryName}
      tags={tags}
      before={
        <a
          href="/"
          className="inline-flex min-h-6 items-center gap-1 text-sm text-blue-700 hover:underline dark:text-sky-300"
        >
          <ArrowLeft aria-hidden="true" size={16} /> Back to all articles
        </a>
      }
      actions={
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
              <VoiceReader lead={lead} />
            </Suspense>
          )}
        </div>
      }
      footer={
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
      }
    />
  );
}

/**
 * memo() makes the export a React object, which Astro's React integration recognizes as React without its
 * renderer check: a throwaway render of the component for each of the article pages a full build
 * renders (its cost: docs/scale-builds.md).
 */
export default memo(ArticleView);
