// The optional `version` of article and event saves: blank or null means absent; anything else must be a whole number from 1.
import { describe, expect, it } from 'vitest';
import { articleInputSchema } from './article.ts';
import { eventInputSchema } from './event.ts';
import { formVersion } from './fields.ts';

const article = {
  title: 'A valid title',
  summary: 'A valid summary text.',
  content: 'c'.repeat(60),
  categoryId: '1',
};
const event = {
  title: 'Meetup',
  description: 'A meetup about access.',
  eventDate: '2027-01-01T10:00:00Z',
};

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
