// The text rule: which characters are refused or stripped, NFC, and that every input schema applies it.
import { describe, expect, it } from 'vitest';
import { articleInputSchema } from './article.ts';
import { searchQuerySchema } from './article-query.ts';
import { eventInputSchema } from './event.ts';
import { glossaryInputSchema, textSearchQuerySchema } from './glossary.ts';
import { rssSourceInputSchema } from './rss.ts';
import { DISALLOWED_TEXT_MESSAGE, hasDisallowed, stripDisallowed, text } from './text.ts';

/** One example of each class the rule refuses. */
const REFUSED: [string, string][] = [
  ['NUL', '\u0000'],
  ['BEL (C0)', '\u0007'],
  ['vertical tab (C0)', '\u000b'],
  ['form feed (C0)', '\u000c'],
  ['unit separator (C0)', '\u001f'],
  ['DEL', '\u007f'],
  ['C1 first', '\u0080'],
  ['NEL (C1)', '\u0085'],
  ['C1 last', '\u009f'],
  ['lone high surrogate', '\ud800'],
  ['lone low surrogate', '\udfff'],
  ['reversed pair', '\udc00\ud800'],
  ['noncharacter U+FDD0', '\ufdd0'],
  ['noncharacter U+FDEF', '\ufdef'],
  ['noncharacter U+FFFE', '\ufffe'],
  ['noncharacter U+FFFF', '\uffff'],
  ['noncharacter U+1FFFE', '\u{1fffe}'],
  ['noncharacter U+10FFFF', '\u{10ffff}'],
  ['left-to-right embedding U+202A', '\u202a'],
  ['pop directional formatting U+202C', '\u202c'],
  ['right-to-left override U+202E', '\u202e'],
  ['left-to-right isolate U+2066', '\u2066'],
  ['pop directional isolate U+2069', '\u2069'],
];

/** Unusual but valid text: kept. */
const ALLOWED: [string, string][] = [
  ['tab, LF and CR', 'a\tb\nc\r\nd'],
  ['emoji (a surrogate pair)', 'Braille 😀 display'],
  ['astral letters', '𝐀𝐁 and 𠜎'],
  ['a flag and a ZWJ family', '🇩🇪 👨‍👩‍👧'],
  ['right-to-left text', 'قارئ الشاشة שלום'],
  ['U+FDCF and U+FDF0 around the noncharacter block', '\ufdcf\ufdf0'],
  ['U+FFFD replacement character', '\ufffd'],
  ['U+00A0 (just after C1)', 'a\u00a0b'],
  ['the direction marks LRM, RLM and ALM', 'A\u200e (\u200fب\u061c)'],
  ['the neighbours of the bidirectional controls', 'a\u2029b\u202fc\u2065d\u206ae'],
];

const field = text();

describe('the text rule', () => {
  it.each(REFUSED)('refuses %s', (_name, ch) => {
    // Act
    const result = field.safeParse(`Screen ${ch} reader`);
    // Assess
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.message)).toEqual([DISALLOWED_TEXT_MESSAGE]);
    expect(hasDisallowed(ch)).toBe(true);
  });

  it.each(ALLOWED)('allows %s', (_name, value) => {
    expect(field.parse(value)).toBe(value);
    expect(hasDisallowed(value)).toBe(false);
  });

  it('normalises to NFC', () => {
    // Prepare: e + combining acute, and a Hangul syllable as jamo
    const decomposed = 'Cafe\u0301 \u1100\u1161';
    // Act
    const parsed = field.parse(decomposed);
    // Assess
    expect(parsed).toBe('Caf\u00e9 \uac00');
  });
});

describe('stripDisallowed (feeds and stored records)', () => {
  it('removes every refused class and keeps the rest, NFC', () => {
    // Prepare
    const hostile = `A${REFUSED.map(([, ch]) => `${ch}-`).join('')}\tB\ne\u0301 😀`;
    // Act
    const clean = stripDisallowed(hostile);
    // Assess
    expect(clean).toBe(`A${'-'.repeat(REFUSED.length)}\tB\n\u00e9 😀`);
    expect(hasDisallowed(clean)).toBe(false);
  });

  it('never joins two lone halves into a pair: all are found before any is removed', () => {
    expect(stripDisallowed('a\ud800\u0000\udc00b')).toBe('ab');
  });

  it('leaves allowed text as it is', () => {
    for (const [, value] of ALLOWED) expect(stripDisallowed(value)).toBe(value);
  });
});

const validArticle = {
  title: 'A valid title',
  summary: 'A valid summary text',
  content: 'Content long enough to pass the minimum of fifty characters here.',
  categoryId: '1',
};
const validEvent = {
  title: 'Meetup',
  description: 'A meetup about braille.',
  eventDate: '2026-12-01T10:00:00.000Z',
};
const validTerm = {
  term: 'ARIA',
  definition: 'Accessible Rich Internet Applications.',
  category: 'Standards',
};
const validSource = { name: 'Feed', url: 'https://example.org/feed.xml' };

/** What the test needs of a schema: issues with a path and a message. */
interface Schema {
  safeParse(value: unknown): {
    success: boolean;
    error?: { issues: { path: PropertyKey[]; message: string }[] };
  };
}
const fieldsOf = (entity: string, schema: Schema, valid: object, names: string[]) =>
  names.map((name) => [entity, name, schema, valid] as const);

/** Every free-text field of every input schema, with a valid body to put the hostile value into. */
const FIELDS = [
  ...fieldsOf('article', articleInputSchema, validArticle, [
    'title',
    'slug',
    'summary',
    'content',
    'author',
    'imageAlt',
  ]),
  ...fieldsOf('event', eventInputSchema, validEvent, [
    'title',
    'description',
    'location',
    'organizer',
    'url',
    'imageUrl',
  ]),
  ...fieldsOf('glossary', glossaryInputSchema, validTerm, ['term', 'definition', 'category']),
  ...fieldsOf('RSS source', rssSourceInputSchema, validSource, ['name', 'url']),
  ...fieldsOf('article search', searchQuerySchema, {}, ['q']),
  ...fieldsOf('list search', textSearchQuerySchema, {}, ['search']),
];

describe('every input schema', () => {
  it.each(FIELDS)('%s refuses a NUL in %s, naming the field', (_entity, name, schema, valid) => {
    // Prepare: a value that is otherwise valid for the field (URLs, slugs), with a NUL inside
    const value = /url/i.test(name)
      ? 'https://example.org/a\u0000b'
      : name === 'slug'
        ? 'a\u0000b'
        : 'Text that is long enough\u0000 for every minimum';
    // Act
    const result = schema.safeParse({ ...valid, [name]: value });
    // Assess
    expect(result.success).toBe(false);
    expect(result.error?.issues).toContainEqual(
      expect.objectContaining({ path: [name], message: DISALLOWED_TEXT_MESSAGE }),
    );
  });
});
