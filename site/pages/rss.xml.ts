// The site's own feed (product.md §11.2): the newest 50 articles as RSS 2.0; its Atom and JSON Feed siblings and
// the topics' feeds are feeds/[...feed].ts (product.md §10.18).
import type { APIContext } from 'astro';
import { getTopicArticles } from '../build/data.ts';
import { feedFile } from '../build/feed-files.ts';
import { feedContentType, TOPIC_FEED_SIZE } from '../../functions/domain/topic-feeds.ts';
import { siteOrigin } from '../lib/url-form.ts';

export async function GET(context: APIContext) {
  const topic = { kind: 'site' } as const;
  const body = await feedFile(
    topic,
    'rss',
    await getTopicArticles(topic, TOPIC_FEED_SIZE),
    siteOrigin(context.site),
  );
  return new Response(body, { headers: { 'content-type': feedContentType('/rss.xml')! } });
}
