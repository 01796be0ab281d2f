// url-form: one URL form (no trailing slash) for canonical links, the sitemap and the feed; legacy pages left out.
import { describe, expect, it } from 'vitest';
import { inSitemap, pagePath, pageUrl, siteOrigin } from './url-form.ts';

const SITE = 'https://news.example.org';

describe('pagePath', () => {
  it('drops trailing slashes but keeps the home page as /', () => {
    expect(pagePath('/events/')).toBe('/events');
    expect(pagePath('/article/69//')).toBe('/article/69');
    expect(pagePath('/glossary')).toBe('/glossary');
    expect(pagePath('/')).toBe('/');
  });
});

describe('pageUrl', () => {
  it('answers an absolute URL in the no-slash form for paths and absolute URLs alike', () => {
    expect(pageUrl('/article/69/', SITE)).toBe(`${SITE}/article/69`);
    expect(pageUrl(`${SITE}/events/`, SITE)).toBe(`${SITE}/events`);
    expect(pageUrl('/', SITE)).toBe(`${SITE}/`);
  });
});

describe('inSitemap', () => {
  it('leaves out the four legacy redirect pages in either form', () => {
    for (const path of ['/article-admin/', '/events-admin', '/glossary-admin/', '/rss-admin/'])
      expect(inSitemap(`${SITE}${path}`)).toBe(false);
  });

  it('leaves out the admin area', () => {
    expect(inSitemap(`${SITE}/admin/`)).toBe(false);
    expect(inSitemap(`${SITE}/admin/articles/`)).toBe(false);
  });

  it('keeps the public pages', () => {
    for (const path of ['/', '/events/', '/glossary/', '/article/12/', '/administration-news'])
      expect(inSitemap(`${SITE}${path}`)).toBe(true);
  });
});

describe('siteOrigin', () => {
  it('hands back the configured origin', () => {
    // Act and Assess
    expect(siteOrigin(new URL(SITE)).href).toBe(`${SITE}/`);
  });

  it('fails loudly when the config did not set it, rather than guessing a local address', () => {
    // Act and Assess
    expect(() => siteOrigin(undefined)).toThrow(/site/);
  });
});
