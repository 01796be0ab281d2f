// Strict input: ids in canonical decimal only, event dates in range, URLs well formed and without
// credentials; each refusal carries its clear message.
import { describe, expect, it } from 'vitest';
import type * as z from 'zod/mini';
import { articleInputSchema } from './article.ts';
import { eventInputSchema } from './event.ts';
import { httpUrl, idParamSchema, USERINFO_MESSAGE } from './fields.ts';
import { rssSourceInputSchema } from './rss.ts';
import { validArticle, validEvent } from '../../tests/support/domain.ts';

const article = validArticle;
const event = validEvent;
const messages = (schema: z.ZodMiniType, value: unknown) => {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues.map((i) => i.message);
};

describe('ids', () => {
  it.each([['0x2'], [[2]], [true], ['02'], [' 2'], ['2.0'], [''], [0], [2.5], ['1e1']])(
    'refuses categoryId %j on an article, event and feed',
    (categoryId) => {
      expect(messages(articleInputSchema, { ...article, categoryId })).toEqual([
        'Category is required',
      ]);
      if (categoryId !== '' && categoryId !== 0)
        expect(messages(eventInputSchema, { ...event, categoryId })).toEqual(['Invalid input']);
      expect(
        messages(rssSourceInputSchema, { name: 'F', url: 'https://f.example/', categoryId }),
      ).toEqual(['Category is required']);
    },
  );

  it('takes a JSON integer or its canonical decimal string', () => {
    expect(articleInputSchema.parse({ ...article, categoryId: 2 }).categoryId).toBe(2);
    expect(articleInputSchema.parse({ ...article, categoryId: '78' }).categoryId).toBe(78);
    expect(eventInputSchema.parse({ ...event, categoryId: '78' }).categoryId).toBe(78);
  });

  it('refuses path ids with leading zeros, signs or other spellings', () => {
    for (const id of ['00078', '078', '0', '+78', '78.0', '0x4e'])
      expect(messages(idParamSchema, { id }), id).toEqual(['Invalid id']);
    expect(idParamSchema.parse({ id: '78' })).toEqual({ id: 78 });
  });
});

describe('event dates', () => {
  it('refuses a start or end outside the years 1900 to 2999', () => {
    const message = 'Event dates must fall between the years 1900 and 2999';
    expect(messages(eventInputSchema, { ...event, eventDate: '0000-01-01T00:00:00Z' })).toEqual([
      message,
    ]);
    expect(messages(eventInputSchema, { ...event, endDate: '3000-01-01T00:00:00Z' })).toEqual([
      message,
    ]);
    expect(messages(eventInputSchema, { ...event, eventDate: '1900-01-01T00:00:00Z' })).toEqual([]);
  });
});

describe('URLs', () => {
  it('refuses event URLs with a user name or password, as feed URLs are refused', () => {
    for (const field of ['url', 'imageUrl'])
      expect(
        messages(eventInputSchema, { ...event, [field]: 'https://user:secret@example.org/' }),
      ).toEqual([USERINFO_MESSAGE]);
    expect(
      messages(rssSourceInputSchema, { name: 'F', url: 'https://user@f.example/', categoryId: 1 }),
    ).toEqual(['Feed URLs may not contain a user name or password']);
  });

  it('refuses backslashes and a scheme without // though the WHATWG parser reads them', () => {
    for (const url of [
      'http:\\\\host\\x',
      'http:/host',
      'http:host',
      'https:\\\\h.example/',
      'https://h.example\\a',
    ])
      expect(messages(httpUrl(), url), url).toEqual(['Please enter a valid URL']);
    for (const url of ['https://h.example/', 'HTTP://H.example:8080/a?b#c'])
      expect(messages(httpUrl(), url), url).toEqual([]);
  });
});
