// Sitemap, feed and canonical links agree on one URL form (no trailing slash), each answering 200 without a redirect,
// and the sitemap leaves out the product.md §6 legacy redirect pages.
import { describe, expect, it } from 'vitest';
import { url } from '../support/browser.ts';

/** The paths of every `<tag>` URL in an XML document. */
function paths(xml: string, tag: string): string[] {
  return [...xml.matchAll(new RegExp(`<${tag}>([^<]+)</${tag}>`, 'g'))].map(
    (m) => new URL(m[1] ?? '').pathname,
  );
}

async function text(path: string): Promise<string> {
  const res = await fetch(url(path));
  expect(res.status, path).toBe(200);
  return res.text();
}

/** The path of a built page's canonical link, fetched without following redirects. */
async function canonicalPath(path: string): Promise<string> {
  const res = await fetch(url(path), { redirect: 'manual' });
  expect(res.status, path).toBe(200);
  const href = /<link rel="canonical" href="([^"]+)"/.exec(await res.text())?.[1];
  return new URL(href ?? '').pathname;
}

describe('sitemap, feed and canonical links', () => {
  it('lists the public pages without the legacy redirect pages', async () => {
    // Act
    const listed = paths(await text('/sitemap-0.xml'), 'loc');
    // Assess
    expect(listed).toEqual(
      expect.arrayContaining(['/', '/events', '/glossary', '/feeds', '/article/1']),
    );
    // The feeds themselves are files, not pages (product.md §10.18).
    expect(listed.filter((p) => p.startsWith('/feeds/') || p === '/rss.xml')).toEqual([]);
    for (const legacy of ['/article-admin', '/events-admin', '/glossary-admin', '/rss-admin'])
      expect(listed.filter((p) => p.startsWith(legacy))).toEqual([]);
  });

  it("lists every page in its canonical link's form, and that form answers 200 without a redirect", async () => {
    // Prepare
    const listed = paths(await text('/sitemap-0.xml'), 'loc');
    const sample = [
      '/',
      '/events',
      '/glossary',
      '/feeds',
      ...listed.filter((p) => p.startsWith('/article/')).slice(0, 3),
    ];
    // Act / Assess
    expect(listed.filter((p) => p !== '/' && p.endsWith('/'))).toEqual([]);
    for (const path of sample) {
      expect(listed).toContain(path);
      expect(await canonicalPath(path)).toBe(path);
    }
    expect(await canonicalPath('/events/')).toBe('/events'); // the other form names the same canonical URL
  });

  it("links each feed item to the article's canonical URL", async () => {
    // Act
    const items = paths(await text('/rss.xml'), 'link').filter((p) => p.startsWith('/article/'));
    // Assess
    expect(items.length).toBeGreaterThan(0);
    for (const path of items.slice(0, 3)) expect(await canonicalPath(path)).toBe(path);
    expect(items.filter((p) => p.endsWith('/'))).toEqual([]);
  });
});
