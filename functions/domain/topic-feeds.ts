// A feed for every topic (product.md §10.18): which feeds exist, their stable URLs, formats and content types.
// Pure rules shared by the build (the feed files, /feeds), the home island (its alternate links) and the publisher.
import { slugify } from './slug.ts';

/** Every feed carries the newest this many public articles (product.md §11.2, §10.18). */
export const TOPIC_FEED_SIZE = 50;

export const FEED_FORMATS = ['rss', 'atom', 'json'] as const;
export type FeedFormat = (typeof FEED_FORMATS)[number];

/** A format's file extension, media type (the `type` of its alternate link), name, and name as a kind of feed. */
export const FEED_FORMAT_INFO: Record<
  FeedFormat,
  { ext: string; type: string; label: string; noun: string }
> = {
  rss: { ext: 'xml', type: 'application/rss+xml', label: 'RSS', noun: 'RSS feed' },
  atom: { ext: 'atom', type: 'application/atom+xml', label: 'Atom', noun: 'Atom feed' },
  json: { ext: 'json', type: 'application/feed+json', label: 'JSON Feed', noun: 'JSON Feed' },
};

/** What a feed lists: the whole site, one category, or one disability tag. */
export type FeedTopic =
  | { kind: 'site' }
  | { kind: 'category'; id: number; name: string; slug: string }
  | { kind: 'tag'; id: number; name: string; slug: string };

/** The folder every feed file but /rss.xml lives under. */
export const FEEDS_DIR = '/feeds';

/**
 * A feed's root-relative URL. The site's RSS feed stays /rss.xml (product.md §11.2); every other feed is
 * /feeds/all.<ext>, /feeds/category/<slug>.<ext> or /feeds/tag/<slug>.<ext>.
 */
export function feedPath(topic: FeedTopic, format: FeedFormat): string {
  const { ext } = FEED_FORMAT_INFO[format];
  if (topic.kind === 'site') return format === 'rss' ? '/rss.xml' : `${FEEDS_DIR}/all.${ext}`;
  return `${FEEDS_DIR}/${topic.kind}/${topic.slug}.${ext}`;
}

/** A feed's title as its alternate link, its file and /feeds name it. */
export function feedTitle(topic: FeedTopic, siteName: string, format?: FeedFormat): string {
  const base =
    topic.kind === 'site'
      ? siteName
      : topic.kind === 'category'
        ? `${siteName}: ${topic.name}`
        : `${siteName}: tagged ${topic.name}`;
  return format ? `${base} (${FEED_FORMAT_INFO[format].label})` : base;
}

/**
 * Topics with their URL slugs: the name's slug, or, when two names give the same slug, the slug and the id for
 * every one after the first by id, so each URL names one topic and keeps it while the names stay.
 */
export function topicsOf<K extends 'category' | 'tag'>(
  kind: K,
  items: readonly { id: number; name: string }[],
): Extract<FeedTopic, { kind: K }>[] {
  const taken = new Set<string>();
  return [...items]
    .sort((a, b) => a.id - b.id)
    .map((item) => {
      const base = slugify(item.name);
      const slug = taken.has(base) ? `${base}-${item.id}` : base;
      taken.add(slug);
      return { kind, id: item.id, name: item.name, slug } as Extract<FeedTopic, { kind: K }>;
    });
}

/**
 * The media type to serve a built file with when it is a feed (the publisher and the local server), else
 * undefined: each format's own type, in UTF-8.
 */
export function feedContentType(key: string): string | undefined {
  const path = key.startsWith('/') ? key : `/${key}`;
  const format =
    path === '/rss.xml'
      ? 'rss'
      : path.startsWith(`${FEEDS_DIR}/`)
        ? FEED_FORMATS.find((f) => path.endsWith(`.${FEED_FORMAT_INFO[f].ext}`))
        : undefined;
  return format && `${FEED_FORMAT_INFO[format].type}; charset=utf-8`;
}
