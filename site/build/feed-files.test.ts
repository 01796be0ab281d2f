// The feed files (product.md §10.18): each format parses, lists the articles newest first with summary and link,
// keeps hostile text as text, and holds no build time, so a partial build rewrites only feeds whose articles changed.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { XMLParser } from 'fast-xml-parser';
import Parser from 'rss-parser';
import { FEED_FORMATS, type FeedTopic } from '../../functions/domain/topic-feeds.ts';
import { readFilters } from '../lib/feed.ts';
import { SITE_LANGUAGE } from '../lib/nav.ts';
import { readFeed } from '../../tests/support/public-feeds.ts';
import { VECTORS } from '../../tests/support/feeds-xss-vectors.ts';
import { feedFile, JSON_FEED_VERSION, type FeedArticle } from './feed-files.ts';

const SITE = new URL('https://news.example.org/');
const EXT = { rss: 'xml', atom: 'atom', json: 'json' } as const;

function article(id: number, over: Partial<FeedArticle> = {}): FeedArticle {
  const publishedAt = new Date(Date.UTC(2026, 0, 30 - id)).toISOString();
  return {
    id,
    title: `Article ${id}`,
    summary: `Summary of article ${id}.`,
    content: `Body of article ${id}.`,
    author: null,
    publishedAt,
    createdAt: publishedAt,
    updatedAt: publishedAt,
    format: 'plain',
    inShort: null,
    ...over,
  };
}

const TOPICS: FeedTopic[] = [
  { kind: 'site' },
  { kind: 'category', id: 3, name: 'Screen readers', slug: 'screen-readers' },
  { kind: 'tag', id: 7, name: 'Blind & low vision', slug: 'blind-low-vision' },
];

/** The generated XML as data: attributes kept (`@_`), every text a string, repeated elements always arrays. */
const xml = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  parseTagValue: false,
  isArray: (name) => ['item', 'entry', 'link', 'atom:link', 'author', 'dc:creator'].includes(name),
});

type Node = Record<string, unknown> & { '#text'?: string };
const rssChannel = (body: string) => (xml.parse(body) as { rss: Node & { channel: Node } }).rss;
const atomFeed = (body: string) => (xml.parse(body) as { feed: Node }).feed;

afterEach(() => void vi.useRealTimers());

describe('feedFile', () => {
  it.each(
    TOPICS.flatMap((topic) => FEED_FORMATS.map((format) => [topic.kind, format, topic] as const)),
  )(
    'writes the %s feed as %s, every article newest first with its summary and absolute link',
    async (_kind, format, topic) => {
      // Prepare
      const articles = [article(1, { author: 'Ana' }), article(2), article(3)];
      // Act
      const body = await feedFile(topic, format, articles, SITE);
      const feed = await readFeed(`/feeds/x.${EXT[format]}`, body);
      // Assess
      expect(feed.items.map((i) => i.link)).toEqual(
        articles.map((a) => `https://news.example.org/article/${a.id}`),
      );
      expect(feed.items.map((i) => i.title)).toEqual(articles.map((a) => a.title));
      expect(feed.items.map((i) => i.summary)).toEqual(articles.map((a) => a.summary));
      expect(feed.title).toContain('A11y Tech News');
      if (topic.kind !== 'site') expect(feed.title).toContain(topic.name);
    },
  );

  it.each(FEED_FORMATS)(
    'keeps hostile titles, summaries and authors as text in %s',
    async (format) => {
      // Prepare: every XSS vector as a title, a summary and an author.
      const articles = VECTORS.map((v, i) =>
        article(i + 1, { title: v, summary: `${v} summary`, author: v }),
      );
      // Act
      const body = await feedFile(TOPICS[1]!, format, articles, SITE);
      const feed = await readFeed(`/feeds/x.${EXT[format]}`, body);
      // Assess: the same text back, never markup of the feed's own.
      expect(feed.items.map((i) => i.title)).toEqual([...VECTORS]);
      expect(feed.items.map((i) => i.summary)).toEqual(VECTORS.map((v) => `${v} summary`));
      if (format !== 'json') expect(body).not.toContain('<script>');
    },
  );

  it('gives Atom titles and summaries as plain text and the In short and body as HTML content', async () => {
    // Prepare
    const a = article(1, {
      format: 'markdown',
      content: 'Some **bold** text.',
      inShort: 'Short <b>.',
    });
    // Act
    const body = await feedFile(TOPICS[0]!, 'atom', [a], SITE);
    const entry = (await new Parser().parseString(body)).items[0]!;
    // Assess
    expect(body).toContain('<title type="text">Article 1</title>');
    expect(entry.content).toContain('<strong>bold</strong>');
    expect(entry.content).toContain('In short');
    expect(entry.content).toContain('Short &lt;b&gt;.');
  });

  it('gives a JSON Feed 1.1 item content_html when the article has more than its summary, else the summary as content_text', async () => {
    // Prepare
    const rich = article(1, { inShort: 'In a few words.' });
    // Act
    const feed = JSON.parse(await feedFile(TOPICS[2]!, 'json', [rich, article(2)], SITE));
    // Assess
    expect(feed.version).toBe(JSON_FEED_VERSION);
    expect(feed.feed_url).toBe('https://news.example.org/feeds/tag/blind-low-vision.json');
    expect(feed.home_page_url).toBe('https://news.example.org/?tag=7');
    expect(feed.items[0].content_html).toContain('In a few words.');
    expect(feed.items[0].content_text).toBeUndefined();
    expect(feed.items[1].content_text).toBe('Summary of article 2.');
  });

  it.each(FEED_FORMATS)(
    'writes the same %s bytes at any time, an empty feed too',
    async (format) => {
      // Prepare
      const articles = [article(1, { updatedAt: '2026-02-01T10:00:00.000Z' }), article(2)];
      // Act
      vi.useFakeTimers({ now: new Date('2026-03-01T00:00:00Z'), toFake: ['Date'] });
      const first = [
        await feedFile(TOPICS[1]!, format, articles, SITE),
        await feedFile(TOPICS[1]!, format, [], SITE),
      ];
      vi.setSystemTime(new Date('2027-07-07T07:07:07Z'));
      const later = [
        await feedFile(TOPICS[1]!, format, articles, SITE),
        await feedFile(TOPICS[1]!, format, [], SITE),
      ];
      // Assess
      expect(later).toEqual(first);
      await readFeed(`/feeds/x.${EXT[format]}`, first[1]!);
    },
  );

  it('dates an entry by its last edit, not by when it was stored (an import stores many at one instant)', async () => {
    // Prepare: two articles imported together after they were published, one of them edited later.
    const imported = '2026-02-01T10:00:00.000Z';
    const articles = [
      article(1, { createdAt: imported, updatedAt: '2026-02-03T09:00:00.000Z' }),
      article(2, { createdAt: imported, updatedAt: imported }),
      article(3, { createdAt: imported, updatedAt: imported }),
    ];
    // Act
    const entries = atomFeed(await feedFile(TOPICS[0]!, 'atom', articles, SITE)).entry as Node[];
    const items = JSON.parse(await feedFile(TOPICS[0]!, 'json', articles, SITE)).items;
    // Assess
    const expected = [
      '2026-02-03T09:00:00.000Z',
      articles[1]!.publishedAt,
      articles[2]!.publishedAt,
    ];
    expect(entries.map((e) => e.updated)).toEqual(expected);
    expect(items.map((i: { date_modified: string }) => i.date_modified)).toEqual(expected);
  });

  it('dates the Atom feed by its newest entry update', async () => {
    // Act
    const body = await feedFile(
      TOPICS[0]!,
      'atom',
      [article(2), article(1, { updatedAt: '2026-02-01T10:00:00.000Z' })],
      SITE,
    );
    // Assess
    expect(body).toMatch(/<feed[^]*?<updated>2026-02-01T10:00:00\.000Z<\/updated>/);
  });
});

/** Each topic's own feed URLs and the page that shows the topic (product.md §10.18, §2's filters). */
const OWN_URLS = [
  {
    topic: TOPICS[0]!,
    page: 'https://news.example.org/',
    filters: { category: null, tag: null },
    rss: 'https://news.example.org/rss.xml',
    atom: 'https://news.example.org/feeds/all.atom',
    json: 'https://news.example.org/feeds/all.json',
  },
  {
    topic: TOPICS[1]!,
    page: 'https://news.example.org/?category=3',
    filters: { category: 3, tag: null },
    rss: 'https://news.example.org/feeds/category/screen-readers.xml',
    atom: 'https://news.example.org/feeds/category/screen-readers.atom',
    json: 'https://news.example.org/feeds/category/screen-readers.json',
  },
  {
    topic: TOPICS[2]!,
    page: 'https://news.example.org/?tag=7',
    filters: { category: null, tag: 7 },
    rss: 'https://news.example.org/feeds/tag/blind-low-vision.xml',
    atom: 'https://news.example.org/feeds/tag/blind-low-vision.atom',
    json: 'https://news.example.org/feeds/tag/blind-low-vision.json',
  },
];

describe('feedFile, what each feed says of itself', () => {
  it.each(OWN_URLS.map((o) => [o.topic.kind, o] as const))(
    'gives the %s RSS channel an atom:link to its own absolute URL',
    async (_kind, own) => {
      // Act
      const rss = rssChannel(await feedFile(own.topic, 'rss', [article(1)], SITE));
      // Assess: atom:link rel="self" in the Atom namespace, as the RSS Advisory Board's profile asks.
      expect(rss['@_xmlns:atom']).toBe('http://www.w3.org/2005/Atom');
      expect(rss.channel['atom:link']).toEqual([
        { '@_href': own.rss, '@_rel': 'self', '@_type': 'application/rss+xml' },
      ]);
    },
  );

  it.each(OWN_URLS.map((o) => [o.topic.kind, o] as const))(
    'links the %s RSS channel to the page that shows the topic, absolutely',
    async (_kind, own) => {
      // Act
      const { channel } = rssChannel(await feedFile(own.topic, 'rss', [article(1)], SITE));
      // Assess: absolute (it parses without a base), and the home page reads the topic's filter from it.
      const link = new URL(channel.link as string);
      expect(link.href).toBe(own.page);
      expect(readFilters(link.search)).toEqual(own.filters);
    },
  );

  it('says the language of the pages in every format', async () => {
    // Act
    const [rss, atom, json] = await Promise.all(
      FEED_FORMATS.map((format) => feedFile(TOPICS[2]!, format, [article(1)], SITE)),
    );
    // Assess
    expect(rssChannel(rss!).channel.language).toBe(SITE_LANGUAGE);
    expect(atomFeed(atom!)['@_xml:lang']).toBe(SITE_LANGUAGE);
    expect(JSON.parse(json!).language).toBe(SITE_LANGUAGE);
  });

  it('names an RSS item author with dc:creator, never in author (which RSS 2.0 keeps for an e-mail address)', async () => {
    // Prepare: every XSS vector as an author, and one article without one.
    const articles = [...VECTORS.map((v, i) => article(i + 1, { author: v })), article(99)];
    // Act
    const rss = rssChannel(await feedFile(TOPICS[1]!, 'rss', articles, SITE));
    const items = rss.channel.item as Node[];
    // Assess
    expect(rss['@_xmlns:dc']).toBe('http://purl.org/dc/elements/1.1/');
    expect(items.map((i) => i.author)).toEqual(articles.map(() => undefined));
    expect(items.map((i) => i['dc:creator'])).toEqual([...VECTORS.map((v) => [v]), undefined]);
  });

  it.each(OWN_URLS.map((o) => [o.topic.kind, o] as const))(
    'gives the %s Atom feed its self link as its id, the topic page as alternate, and the site as author',
    async (_kind, own) => {
      // Act
      const feed = atomFeed(
        await feedFile(own.topic, 'atom', [article(1, { author: 'Ana' })], SITE),
      );
      // Assess
      expect(feed.id).toBe(own.atom);
      expect(feed.link).toEqual([
        { '@_rel': 'self', '@_type': 'application/atom+xml', '@_href': own.atom },
        { '@_rel': 'alternate', '@_type': 'text/html', '@_href': own.page },
      ]);
      expect(feed.author).toEqual([{ name: 'A11y Tech News' }]);
      const [entry] = feed.entry as Node[];
      expect(entry?.id).toBe('https://news.example.org/article/1');
      expect(entry?.author).toEqual([{ name: 'Ana' }]);
    },
  );

  it.each(OWN_URLS.map((o) => [o.topic.kind, o] as const))(
    'gives the %s JSON Feed its feed_url, the topic page as home_page_url, and the site as author',
    async (_kind, own) => {
      // Act
      const feed = JSON.parse(
        await feedFile(own.topic, 'json', [article(1, { author: 'Ana' })], SITE),
      );
      // Assess
      expect(feed.feed_url).toBe(own.json);
      expect(feed.home_page_url).toBe(own.page);
      expect(feed.authors).toEqual([{ name: 'A11y Tech News' }]);
      expect(feed.items[0].authors).toEqual([{ name: 'Ana' }]);
    },
  );
});
