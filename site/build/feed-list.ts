// Every feed the site publishes (product.md §10.18), read once per build: /feeds lists them, rss.xml.ts and
// feeds/[...feed].ts write them.
import {
  FEED_FORMATS,
  feedContentType,
  feedPath,
  topicsOf,
  TOPIC_FEED_SIZE,
  type FeedFormat,
  type FeedTopic,
} from '../../functions/domain/topic-feeds.ts';
import { once } from '../../functions/lib/once.ts';
import { getCategories, getTags, getTopicArticles } from './data.ts';
import { feedFile } from './feed-files.ts';

/** A type, not an interface, so it is a route's props as it is (Astro's props have an index signature). */
export type FeedEntry = {
  topic: FeedTopic;
  format: FeedFormat;
  /** Root-relative URL: /rss.xml, /feeds/all.atom, /feeds/category/<slug>.json … */
  path: string;
};

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

/** One feed's file as its route answers it: the topic's newest public articles in the format, in its own type. */
export async function feedResponse(feed: FeedEntry, site: URL): Promise<Response> {
  const articles = await getTopicArticles(feed.topic, TOPIC_FEED_SIZE);
  return new Response(await feedFile(feed.topic, feed.format, articles, site), {
    headers: { 'content-type': feedContentType(feed.path)! },
  });
}
