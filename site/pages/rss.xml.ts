// The site's own feed (product.md §11.2): the newest 50 articles, with @astrojs/rss.
import rss from '@astrojs/rss';
import type { APIContext } from 'astro';
import { SITE_NAME, TAGLINE } from '../lib/nav.ts';
import { getLatestArticles } from '../build/data.ts';
import { feedContentHtml } from '../../functions/lib/article-html.ts';
import { pageUrl, siteOrigin } from '../lib/url-form.ts';

/** How many articles the feed carries. */
const FEED_SIZE = 50;

/** The item's HTML content, when the article has more to give than its summary. */
function contentOf(a: Parameters<typeof feedContentHtml>[0]) {
  const content = feedContentHtml(a);
  return content === undefined ? {} : { content };
}

export async function GET(context: APIContext) {
  const articles = (await getLatestArticles(FEED_SIZE)).map((l) => l.article);
  const site = siteOrigin(context.site);
  return rss({
    title: SITE_NAME,
    description: TAGLINE,
    site,
    items: articles.map((a) => ({
      title: a.title,
      description: a.summary,
      // Absolute, so @astrojs/rss keeps it as given: the canonical form, without its default trailing slash.
      link: pageUrl(`/article/${a.id}`, site),
      pubDate: new Date(a.publishedAt),
      ...(a.author ? { author: a.author } : {}),
      // product.md §10.11: 'In short' and a Markdown article's body, as HTML (content:encoded).
      ...contentOf(a),
    })),
  });
}
