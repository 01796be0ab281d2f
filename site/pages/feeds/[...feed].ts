// Every feed but /rss.xml (product.md §10.18): the site's Atom and JSON Feed, and each category's and disability
// tag's RSS, Atom and JSON Feed, prebuilt as files under /feeds.
import type { APIContext, GetStaticPaths } from 'astro';
import { getTopicArticles } from '../../build/data.ts';
import { feedFile } from '../../build/feed-files.ts';
import { allFeeds } from '../../build/feed-list.ts';
import {
  feedContentType,
  TOPIC_FEED_SIZE,
  type FeedFormat,
  type FeedTopic,
} from '../../../functions/domain/topic-feeds.ts';
import { siteOrigin } from '../../lib/url-form.ts';

interface Props {
  topic: FeedTopic;
  format: FeedFormat;
  path: string;
}

export const getStaticPaths = (async () =>
  (await allFeeds())
    .filter((f) => f.path.startsWith('/feeds/'))
    .map((f) => ({
      params: { feed: f.path.slice('/feeds/'.length) },
      props: { topic: f.topic, format: f.format, path: f.path } satisfies Props,
    }))) satisfies GetStaticPaths;

export async function GET(context: APIContext<Props>) {
  const { topic, format, path } = context.props;
  const articles = await getTopicArticles(topic, TOPIC_FEED_SIZE);
  const body = await feedFile(topic, format, articles, siteOrigin(context.site));
  return new Response(body, { headers: { 'content-type': feedContentType(path)! } });
}
