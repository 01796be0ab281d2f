// Shared form fields: the optional `version` of saves (blank or null means absent, else a whole number
// from 1), and the one message of a text over its length limit.
import { describe, expect, it } from 'vitest';
import type * as z from 'zod/mini';
import { searchQuerySchema } from './article-query.ts';
import { articleInputSchema } from './article.ts';
import { eventInputSchema } from './event.ts';
import { formVersion, optionalText, requiredText } from './fields.ts';
import { glossaryInputSchema, textSearchQuerySchema } from './glossary.ts';
import { rssSourceInputSchema } from './rss.ts';
import { validArticle, validEvent } from '../../tests/support/domain.ts';

const article = validArticle;
const event = validEvent;

describe('formVersion', () => {
  it.each([
    ['', undefined],
    ['  ', undefined],
    [null, undefined],
    [undefined, undefined],
    ['3', 3],
    [3, 3],
  ])('reads %j as %j', (input, expected) => {
    expect(formVersion.parse(input)).toBe(expected);
  });

  it.each(['0', '-1', '1.5', 'abc', 0])('refuses %j', (input) => {
    expect(formVersion.safeParse(input).success).toBe(false);
  });

  it('lets an article or event form with a blank version field through, without a version', () => {
    const a = articleInputSchema.safeParse({ ...article, version: '' });
    const e = eventInputSchema.safeParse({ ...event, version: '' });
    expect(a.success && a.data.version).toBeUndefined();
    expect(e.success && e.data.version).toBeUndefined();
  });

  it('keeps a sent version and refuses a bad one on article and event forms', () => {
    const a = articleInputSchema.safeParse({ ...article, version: '4' });
    expect(a.success && a.data.version).toBe(4);
    expect(articleInputSchema.safeParse({ ...article, version: '0' }).success).toBe(false);
    expect(eventInputSchema.safeParse({ ...event, version: 'x' }).success).toBe(false);
  });
});

/** The [path, message] of each issue of a refused value. */
const issuesOf = (schema: z.ZodMiniType, value: unknown) => {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues.map((i) => [i.path.join('.'), i.message]);
};

describe('text over its length limit', () => {
  it('is refused by requiredText and optionalText with the same message', () => {
    // Act, Assess
    expect(issuesOf(requiredText(1, 'Required', 120), 'x'.repeat(121))).toEqual([
      ['', 'Must be at most 120 characters'],
    ]);
    expect(issuesOf(optionalText(120), 'x'.repeat(121))).toEqual([
      ['', 'Must be at most 120 characters'],
    ]);
  });

  it('counts after trimming, so a value at the limit with spaces around passes', () => {
    expect(requiredText(1, 'Required', 5).parse('  abcde  ')).toBe('abcde');
  });

  const feed = { name: 'Feed', url: 'https://example.org/feed' };
  const term = { term: 'ARIA', definition: 'Rich Internet Applications.', category: 'Standards' };
  it.each([
    ['feed name', rssSourceInputSchema, feed, 'name', 120],
    ['glossary term', glossaryInputSchema, term, 'term', 120],
    ['glossary definition', glossaryInputSchema, term, 'definition', 5000],
    ['glossary category', glossaryInputSchema, term, 'category', 80],
    ['article title', articleInputSchema, article, 'title', 300],
    ['article summary', articleInputSchema, article, 'summary', 2000],
    ['article slug', articleInputSchema, article, 'slug', 120],
    ['article author', articleInputSchema, article, 'author', 200],
    ['event title', eventInputSchema, event, 'title', 200],
    ['event location', eventInputSchema, event, 'location', 300],
    ['article search', searchQuerySchema, {}, 'q', 200],
    ['glossary and event search', textSearchQuerySchema, {}, 'search', 200],
  ])('refuses a too long %s with its limit', (_, schema, valid, field, max) => {
    // Prepare
    const value = { ...valid, [field]: 'x'.repeat(max + 1) };
    // Act, Assess
    expect(issuesOf(schema, value)).toEqual([[field, `Must be at most ${max} characters`]]);
  });
});
