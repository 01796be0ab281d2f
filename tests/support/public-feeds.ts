// Checks of the site's published feeds (product.md §10.18): XML 1.0 well-formed with only XML characters, RSS and
// Atom read by rss-parser (the parser our own importer uses), JSON Feed 1.1 by its rules.
import { XMLValidator } from 'fast-xml-parser';
import Parser from 'rss-parser';
import { expect } from 'vitest';
import * as z from 'zod';

/** Outside XML 1.0's Char production: what makes a document invalid whatever the parser says. */
// eslint-disable-next-line no-control-regex
export const NOT_XML_CHAR = /[^\u0009\u000a\u000d\u0020-\ud7ff\ue000-\ufffd\u{10000}-\u{10ffff}]/u;

/** Well-formed XML 1.0 (fast-xml-parser) holding only XML 1.0 characters (which it does not check). */
export function expectValidXml(xml: string, path: string): void {
  expect(XMLValidator.validate(xml), path).toBe(true);
  expect(NOT_XML_CHAR.exec(xml)?.[0], path).toBeUndefined();
}

const absoluteUrl = z.url({ protocol: /^https?$/ });

/** JSON Feed 1.1 (https://www.jsonfeed.org/version/1.1/): what it requires, and the URLs absolute. */
export const jsonFeedSchema = z.object({
  version: z.literal('https://jsonfeed.org/version/1.1'),
  title: z.string().min(1),
  home_page_url: absoluteUrl,
  feed_url: absoluteUrl,
  description: z.string().optional(),
  language: z.string().optional(),
  authors: z.array(z.object({ name: z.string().min(1) })).optional(),
  items: z.array(
    z
      .object({
        id: z.string().min(1),
        url: absoluteUrl,
        title: z.string(),
        summary: z.string(),
        content_html: z.string().optional(),
        content_text: z.string().optional(),
        date_published: z.iso.datetime(),
        date_modified: z.iso.datetime(),
        authors: z.array(z.object({ name: z.string().min(1) })).optional(),
      })
      .strict()
      .refine((i) => i.content_html !== undefined || i.content_text !== undefined, {
        message: 'an item needs content_html or content_text',
      }),
  ),
});

/** One item as every format gives it. */
export interface ReadItem {
  title: string;
  link: string;
  summary: string;
}

const parser = new Parser();

/** Reads a feed by its path's extension, checking it on the way: .xml (RSS 2.0), .atom (Atom 1.0), .json. */
export async function readFeed(
  path: string,
  body: string,
): Promise<{ title: string; items: ReadItem[] }> {
  if (path.endsWith('.json')) {
    const feed = jsonFeedSchema.parse(JSON.parse(body));
    return {
      title: feed.title,
      items: feed.items.map((i) => ({ title: i.title, link: i.url, summary: i.summary })),
    };
  }
  expectValidXml(body, path);
  const feed = await parser.parseString(body);
  if (path.endsWith('.atom'))
    expect(body, path).toContain('<feed xmlns="http://www.w3.org/2005/Atom"');
  else expect(body, path).toMatch(/<rss version="2\.0"/);
  return {
    title: feed.title ?? '',
    items: feed.items.map((i) => ({
      title: i.title ?? '',
      link: i.link ?? '',
      summary: (path.endsWith('.atom') ? i.summary : i.content) ?? '',
    })),
  };
}
