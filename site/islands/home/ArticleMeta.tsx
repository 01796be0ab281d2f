// The badges shared by grid cards and rows: category, Featured, date, read time and tags (product.md §2 tooltips).
// product.md §2.3: a card is at most 3 Tab stops (category, title, 'Read more'). The Featured badge, date, read time
// and tags are text, not stops: their tooltips show on hover; the Featured badge's meaning and the read time's
// explanation are in the card's text for screen readers, and the tag descriptions are on the article page.
import type { ArticleTag } from '../../../functions/domain/index.ts';
import type { FeedArticle } from '../../lib/feed.ts';
import ReadTimeBadge from './ReadTimeBadge.tsx';
import Tip from './Tip.tsx';

const chip = 'inline-flex min-h-6 items-center rounded-full px-2 py-0.5 text-xs font-medium';

/**
 * The article's image or its generated one (product.md §10.6), decorative, in its frame; the frame alone until made.
 * Images in the list's first row are in view on load: they load at once, as the page's largest paint; the rest
 * wait until scrolled near.
 */
export function CardImage({
  src,
  width,
  height,
  className,
  firstRow,
}: {
  src: string | null | undefined;
  width: number;
  height: number;
  className: string;
  firstRow: boolean;
}) {
  return (
    <div className={className}>
      {src && (
        <img
          src={src}
          alt=""
          width={width}
          height={height}
          loading={firstRow ? 'eager' : 'lazy'}
          fetchPriority={firstRow ? 'high' : 'auto'}
          className="h-full w-full object-cover"
        />
      )}
    </div>
  );
}

export function CategoryBadge({ name, onSelect }: { name: string; onSelect: () => void }) {
  return (
    <Tip text={`View all articles in ${name} category`}>
      <button
        type="button"
        onClick={onSelect}
        className={`${chip} bg-blue-100 text-blue-900 hover:bg-blue-200 dark:bg-blue-950 dark:text-blue-100 dark:hover:bg-blue-900`}
      >
        {name}
      </button>
    </Tip>
  );
}

const FEATURED_TIP = 'This article has been highlighted by our editors';

export function FeaturedBadge() {
  return (
    <Tip text={FEATURED_TIP}>
      <span className={`${chip} bg-amber-100 text-amber-900 dark:bg-amber-900 dark:text-amber-50`}>
        Featured<span className="sr-only">: highlighted by our editors</span>
      </span>
    </Tip>
  );
}

export function PublishedDate({ iso, text }: { iso: string; text: string }) {
  return (
    <Tip text="Publication date">
      <time dateTime={iso} className="text-sm text-slate-700 dark:text-slate-300">
        {text}
      </time>
    </Tip>
  );
}

/** The card's tags; `undefined` while they load (product.md §8: 'Loading tags...'), nothing when there are none. */
export function TagList({ tags }: { tags: ArticleTag[] | undefined }) {
  if (tags === undefined)
    return <p className="text-xs text-slate-700 dark:text-slate-300">Loading tags...</p>;
  if (tags.length === 0) return null;
  return (
    <ul className="flex flex-wrap gap-1" aria-label="Tags">
      {tags.map((t) => {
        const label = (
          <span
            className={`${chip} bg-emerald-50 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-100`}
          >
            {t.name}
          </span>
        );
        return (
          <li key={t.id}>{t.description ? <Tip text={t.description}>{label}</Tip> : label}</li>
        );
      })}
    </ul>
  );
}

export function ReadMore({ article }: { article: FeedArticle }) {
  return (
    <Tip text="View the full article">
      <a
        href={`/article/${article.id}`}
        className="text-sm font-semibold text-blue-700 underline hover:text-blue-900 dark:text-sky-300 dark:hover:text-sky-200"
      >
        Read more<span className="sr-only">: {article.title}</span>
      </a>
    </Tip>
  );
}

export { ReadTimeBadge };
