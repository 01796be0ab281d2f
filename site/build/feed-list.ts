// Every feed the site publishes (product.md §10.18), read once per build: /feeds lists them, feeds/[...feed].ts
// writes them.
import {
  FEED_FORMATS,
  feedPath,
  topicsOf,
  type FeedFormat,
  type FeedTopic,
} from '../../functions/domain/topic-feeds.ts';
import { once } from '../../functions/lib/once.ts';
import { getCategories, getTags } from './data.ts';

export interface FeedEntry {
  topic: FeedTopic;
  format: FeedFormat;
  /** Root-relative URL: /rss.xml, /feeds/all.atom, /feeds/category/<slug>.json … */
  path: string;
}

/** The site's topics: the whole site, then each category and each disability tag, by id. */
export const feedTopics = once(async (): Promise<FeedTopic[]> => {
  const [categories, tags] = await Promise.all([getCategories(), getTags()]);
  return [{ kind: 'site' }, ...topicsOf('category', categories), ...topicsOf('tag', tags)];
});

/** Each topic in each format. */
export const allFeeds = once(async (): Promise<FeedEntry[]> =>
  (await feedTopics()).flatMap((topic) =>
    FEED_FORMATS.map((format) => ({ topic, format, path: feedPath(topic, format) })),
  ),
);
