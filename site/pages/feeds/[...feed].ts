// Every feed but /rss.xml (product.md §10.18): the site's Atom and JSON Feed, and each category's and disability
// tag's RSS, Atom and JSON Feed, prebuilt as files under /feeds.
import type { APIContext, GetStaticPaths } from 'astro';
import { allFeeds, feedResponse, type FeedEntry } from '../../build/feed-list.ts';
import { FEEDS_DIR } from '../../../functions/domain/topic-feeds.ts';
import { siteOrigin } from '../../lib/url-form.ts';

export const getStaticPaths = (async () =>
  (await allFeeds())
    .filter((f) => f.path.startsWith(`${FEEDS_DIR}/`))
    .map((f) => ({
      params: { feed: f.path.slice(FEEDS_DIR.length + 1) },
      props: f,
    }))) satisfies GetStaticPaths;

export const GET = (context: APIContext<FeedEntry>) =>
  feedResponse(context.props, siteOrigin(context.site));
