// The feed files (product.md §10.18): one topic's newest public articles as RSS 2.0 (@astrojs/rss, as /rss.xml
// always was, its own elements by fast-xml-builder), Atom 1.0 (fast-xml-builder, functions/lib/xml-document.ts) and JSON Feed 1.1. Each is a function of the articles alone, with no
// build time in it, so a partial build writes a feed again only when its articles changed (docs/architecture.md).
import { getRssString } from '@astrojs/rss';
import type { Article } from '../../functions/domain/index.ts';
import {
  FEED_FORMAT_INFO,
  feedPath,
  feedTitle,
  type FeedFormat,
  type FeedTopic,
} from '../../functions/domain/topic-feeds.ts';
import { feedContentHtml } from '../../functions/lib/article-html.ts';
import { xmlDocument, xmlElements } from '../../functions/lib/xml-document.ts';
import { SITE_LANGUAGE, SITE_NAME, TAGLINE } from '../lib/nav.ts';
import { pageUrl } from '../lib/url-form.ts';

/** What an item needs of an article. */
export type FeedArticle = Pick<
  Article,
  | 'id'
  | 'title'
  | 'summary'
  | 'content'
  | 'author'
  | 'publishedAt'
  | 'createdAt'
  | 'updatedAt'
  | 'format'
  | 'inShort'
> & {
  /** The HTML kept when its Markdown was saved (site/build/data.ts); absent or null renders it now. */
  keptHtml?: string | null;
};

/** An empty feed's `updated` (Atom asks for one): a fixed instant, never the build's own time. */
const NO_ARTICLES_UPDATED = new Date(0).toISOString();

/**
 * An entry's update (product.md §10.18): its last edit after publication, else its publication. Storing it is no
 * edit: an import stores many articles at one instant, which would date them all alike, after their publication.
 */
function lastEdit(a: FeedArticle): number {
  const published = Date.parse(a.publishedAt);
  const updated = Date.parse(a.updatedAt);
  return updated > Date.parse(a.createdAt) ? Math.max(published, updated) : published;
}

/** One feed item in the terms the three formats share. */
function itemOf(a: FeedArticle, site: URL) {
  return {
    title: a.title,
    summary: a.summary,
    // The canonical form (url-form.ts), without a trailing slash.
    link: pageUrl(`/article/${a.id}`, site),
    published: new Date(a.publishedAt),
    updated: new Date(lastEdit(a)),
    author: a.author || null,
    // product.md §10.11: 'In short' and a Markdown article's body, as HTML; a plain article without 'In short'
    // gives none, as /rss.xml always did.
    contentHtml: feedContentHtml(a, a.keptHtml ?? null) ?? null,
  };
}

/** The page a topic's feed stands for: the home page, filtered to the topic as its address says (product.md §2.3). */
export function topicPageUrl(topic: FeedTopic, site: URL): string {
  return topic.kind === 'site'
    ? pageUrl('/', site)
    : new URL(`/?${topic.kind}=${topic.id}`, site).href;
}

/** A feed's own absolute URL: its self link, its id (Atom), its feed_url (JSON Feed). */
function feedUrl(topic: FeedTopic, format: FeedFormat, site: URL): string {
  return new URL(feedPath(topic, format), site).href;
}

/** The namespaces of the RSS feeds' elements from outside RSS 2.0: the self link and the item's author. */
const RSS_NAMESPACES = {
  atom: 'http://www.w3.org/2005/Atom',
  dc: 'http://purl.org/dc/elements/1.1/',
};

/**
 * RSS 2.0, as /rss.xml has always been written (product.md §11.2), with what the W3C feed validator asks beyond
 * it: the channel's language, an atom:link to the feed itself (RSS has no self link of its own) and each author's
 * name as dc:creator (RSS 2.0's author is an e-mail address).
 */
function rss(topic: FeedTopic, articles: readonly FeedArticle[], site: URL): Promise<string> {
  return getRssString({
    title: feedTitle(topic, SITE_NAME),
    description: TAGLINE,
    site: topicPageUrl(topic, site),
    // @astrojs/rss otherwise ends the channel link with a slash, after a topic page's query too (`/?tag=1/`, which
    // the home page reads as no filter); the site's own link becomes `https://host`, the same URL as `https://host/`.
    trailingSlash: false,
    xmlns: RSS_NAMESPACES,
    customData: xmlElements({
      language: SITE_LANGUAGE,
      'atom:link': {
        '@_href': feedUrl(topic, 'rss', site),
        '@_rel': 'self',
        '@_type': FEED_FORMAT_INFO.rss.type,
      },
    }),
    items: articles.map((a) => {
      const item = itemOf(a, site);
      return {
        title: item.title,
        description: item.summary,
        // Absolute, so @astrojs/rss keeps it as given.
        link: item.link,
        pubDate: item.published,
        // @astrojs/rss reads customData back with fast-xml-parser, which takes a name that is all number for one
        // ('007' comes out as '7'); no other name changes.
        ...(item.author ? { customData: xmlElements({ 'dc:creator': item.author }) } : {}),
        ...(item.contentHtml === null ? {} : { content: item.contentHtml }),
      };
    }),
  });
}

/**
 * Atom 1.0 (RFC 4287). Titles and summaries are plain text (type="text"), so no reader takes a title's markup
 * for HTML; the content is the site's own HTML (type="html"). The builder escapes every text and attribute.
 */
function atom(topic: FeedTopic, articles: readonly FeedArticle[], site: URL): string {
  const self = feedUrl(topic, 'atom', site);
  const items = articles.map((a) => itemOf(a, site));
  const newest = Math.max(...items.map((i) => i.updated.getTime()));
  const text = (value: string) => ({ '@_type': 'text', '#text': value });
  return xmlDocument({
    feed: {
      '@_xmlns': 'http://www.w3.org/2005/Atom',
      '@_xml:lang': SITE_LANGUAGE,
      id: self,
      title: text(feedTitle(topic, SITE_NAME)),
      subtitle: text(TAGLINE),
      updated: items.length ? new Date(newest).toISOString() : NO_ARTICLES_UPDATED,
      // Atom asks every entry for an author: the site stands for those without their own.
      author: { name: SITE_NAME },
      link: [
        { '@_rel': 'self', '@_type': FEED_FORMAT_INFO.atom.type, '@_href': self },
        { '@_rel': 'alternate', '@_type': 'text/html', '@_href': topicPageUrl(topic, site) },
      ],
      entry: items.map((i) => ({
        id: i.link,
        title: text(i.title),
        link: { '@_rel': 'alternate', '@_type': 'text/html', '@_href': i.link },
        published: i.published.toISOString(),
        updated: i.updated.toISOString(),
        ...(i.author ? { author: { name: i.author } } : {}),
        summary: text(i.summary),
        ...(i.contentHtml === null
          ? {}
          : { content: { '@_type': 'html', '#text': i.contentHtml } }),
      })),
    },
  });
}

/** The JSON Feed version this site writes (https://www.jsonfeed.org/version/1.1/). */
export const JSON_FEED_VERSION = 'https://jsonfeed.org/version/1.1';

/** JSON Feed 1.1: every item has its URL as id, and content_html or, for a plain article, the summary as content_text. */
function json(topic: FeedTopic, articles: readonly FeedArticle[], site: URL): string {
  const feed = {
    version: JSON_FEED_VERSION,
    title: feedTitle(topic, SITE_NAME),
    home_page_url: topicPageUrl(topic, site),
    feed_url: feedUrl(topic, 'json', site),
    description: TAGLINE,
    language: SITE_LANGUAGE,
    authors: [{ name: SITE_NAME }],
    items: articles.map((a) => {
      const i = itemOf(a, site);
      return {
        id: i.link,
        url: i.link,
        title: i.title,
        summary: i.summary,
        ...(i.contentHtml === null ? { content_text: i.summary } : { content_html: i.contentHtml }),
        date_published: i.published.toISOString(),
        date_modified: i.updated.toISOString(),
        ...(i.author ? { authors: [{ name: i.author }] } : {}),
      };
    }),
  };
  return `${JSON.stringify(feed, null, 2)}\n`;
}

/** One topic's feed in one format, its articles newest first. */
export async function feedFile(
  topic: FeedTopic,
  format: FeedFormat,
  articles: readonly FeedArticle[],
  site: URL,
): Promise<string> {
  if (format === 'rss') return rss(topic, articles, site);
  return format === 'atom' ? atom(topic, articles, site) : json(topic, articles, site);
}
