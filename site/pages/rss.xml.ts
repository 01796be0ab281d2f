// The site's own feed (product.md §11.2): the newest 50 articles as RSS 2.0; its Atom and JSON Feed siblings and
// the topics' feeds are feeds/[...feed].ts (product.md §10.18).
import type { APIContext } from 'astro';
import { feedResponse } from '../build/feed-list.ts';
import { feedPath } from '../../functions/domain/topic-feeds.ts';
import { siteOrigin } from '../lib/url-form.ts';

const site = { kind: 'site' } as const;

export const GET = (context: APIContext) =>
  feedResponse(
    { topic: site, format: 'rss', path: feedPath(site, 'rss') },
    siteOrigin(context.site),
  );
