// Checks the demo content itself (no store): counts, product.md §5 rules and variety the pages rely on.
import { describe, expect, it } from 'vitest';
import {
  articleInputSchema,
  eventInputSchema,
  glossaryInputSchema,
  readingMinutes,
  rssSourceInputSchema,
  slugify,
} from '../../functions/domain/index.ts';
import { inShortField } from '../../functions/domain/article-format-fields.ts';
import { renderMarkdown } from '../../functions/lib/markdown.ts';
import { markdownChecks } from '../../site/client/admin/markdown-checks.ts';
import { seedArticles } from './index.ts';
import { EVENTS } from './events.ts';
import { GLOSSARY } from './glossary.ts';
import { SOURCES } from './sources.ts';
import { CATEGORIES, TAGS } from './taxonomy.ts';

/** 'In short' as the API would take it (at most 60 words). */
const inShortFieldOk = (value: string) => inShortField.safeParse(value).success;

describe('seed content', () => {
  const articles = seedArticles();

  it('has the counts product.md §11.1 asks for', () => {
    expect(CATEGORIES.length).toBeGreaterThanOrEqual(6);
    expect(TAGS.length).toBeGreaterThanOrEqual(6);
    expect(articles.length).toBeGreaterThanOrEqual(40);
    expect(GLOSSARY.length).toBeGreaterThanOrEqual(20);
    expect(EVENTS.length).toBeGreaterThanOrEqual(10);
    expect(SOURCES.length).toBeGreaterThanOrEqual(8);
  });

  it('gives every article valid product.md §5 fields, tags and several paragraphs', () => {
    for (const a of articles) {
      const parsed = articleInputSchema.safeParse({
        title: a.title,
        summary: a.summary,
        content: a.paragraphs.join('\n\n'),
        categoryId: '1',
      });
      expect(parsed.success, a.title).toBe(true);
      expect(a.tags.length, a.title).toBeGreaterThan(0);
      expect(a.paragraphs.length, a.title).toBeGreaterThanOrEqual(2);
    }
  });

  it('mixes featured, manual and imported articles with unique slugs and source URLs', () => {
    const manual = articles.filter((a) => !a.source);
    const urls = articles.flatMap((a) => (a.source ? [a.source.url] : []));
    expect(articles.filter((a) => a.featured).length).toBeGreaterThanOrEqual(3);
    expect(manual.length).toBeGreaterThanOrEqual(5);
    expect(new Set(urls).size).toBe(urls.length);
    expect(new Set(articles.map((a) => slugify(a.title))).size).toBe(articles.length);
  });

  it('spans reading times from 1 minute to more than 20', () => {
    const minutes = articles.map((a) => readingMinutes(a.summary, a.paragraphs.join('\n\n')));
    expect(Math.min(...minutes)).toBe(1);
    expect(Math.max(...minutes)).toBeGreaterThanOrEqual(20);
    expect(minutes.some((m) => m >= 5 && m < 20)).toBe(true);
  });

  it('has past and future, virtual, recurring, location-less and uncategorised events', () => {
    expect(EVENTS.some((e) => e.inDays < 0)).toBe(true);
    expect(EVENTS.some((e) => e.inDays > 0)).toBe(true);
    expect(EVENTS.some((e) => e.isVirtual)).toBe(true);
    expect(EVENTS.some((e) => e.isRecurring)).toBe(true);
    expect(EVENTS.some((e) => !e.location)).toBe(true);
    expect(EVENTS.some((e) => e.category === null)).toBe(true);
    for (const e of EVENTS) {
      const parsed = eventInputSchema.safeParse({
        title: e.title,
        description: e.description,
        eventDate: new Date().toISOString(),
        url: e.url,
      });
      expect(parsed.success, e.title).toBe(true);
    }
  });

  it('has valid glossary terms and RSS sources on https', () => {
    for (const g of GLOSSARY) expect(glossaryInputSchema.safeParse(g).success, g.term).toBe(true);
    for (const s of SOURCES) {
      expect(rssSourceInputSchema.safeParse({ ...s, categoryId: 1 }).success, s.url).toBe(true);
      expect(s.url.startsWith('https://')).toBe(true);
    }
  });

  it('has a long read in Markdown whose headings and list render, with no level skipped', () => {
    const structured = articles.filter((a) => a.format === 'markdown');
    expect(structured.length).toBeGreaterThanOrEqual(1);
    for (const a of structured) {
      const html = renderMarkdown(a.paragraphs.join('\n\n'));
      expect(html).toContain('<h2>');
      expect(html).toContain('<h3>');
      expect(html).toContain('<ul>');
      expect(markdownChecks(a.paragraphs.join('\n\n')), a.title).toEqual([]);
      expect(a.inShort && inShortFieldOk(a.inShort), a.title).toBe(true);
    }
  });
});
