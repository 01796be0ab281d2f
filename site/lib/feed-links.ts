// The <link rel="alternate"> tags that advertise feeds (product.md §10.18): the layout's in the prebuilt head, and the
// home island's for the filter in the address, which the static head cannot know.
import {
  FEED_FORMAT_INFO,
  FEED_FORMATS,
  feedPath,
  feedTitle,
  topicsOf,
  type FeedTopic,
} from '../../functions/domain/topic-feeds.ts';

export interface AlternateLink {
  type: string;
  title: string;
  href: string;
}

/** A topic's three feeds as alternate links, each with its format in the title. */
export function alternateLinks(topic: FeedTopic, siteName: string): AlternateLink[] {
  return FEED_FORMATS.map((format) => ({
    type: FEED_FORMAT_INFO[format].type,
    title: feedTitle(topic, siteName, format),
    href: feedPath(topic, format),
  }));
}

/**
 * The topics of the home page's filters: the category's and the tag's, each when it is set and known. The slugs
 * come from the whole lists, as the build makes them (topicsOf).
 */
export function filterTopics(
  filters: { category: number | null; tag: number | null },
  categories: readonly { id: number; name: string }[],
  tags: readonly { id: number; name: string }[],
): Exclude<FeedTopic, { kind: 'site' }>[] {
  const category = topicsOf('category', categories).find((t) => t.id === filters.category);
  const tag = topicsOf('tag', tags).find((t) => t.id === filters.tag);
  return [category, tag].filter((t) => t !== undefined);
}

/** Marks the links this module adds, so the next filter replaces them and never the layout's own. */
const MARK = 'data-topic-feed';

/** Puts the topics' alternate links in the head in place of the ones it put there before. */
export function showTopicFeedLinks(doc: Document, topics: FeedTopic[], siteName: string): void {
  for (const old of doc.head.querySelectorAll(`link[${MARK}]`)) old.remove();
  for (const link of topics.flatMap((t) => alternateLinks(t, siteName))) {
    const el = doc.createElement('link');
    el.rel = 'alternate';
    el.type = link.type;
    el.title = link.title;
    el.href = link.href;
    el.setAttribute(MARK, '');
    doc.head.append(el);
  }
}
