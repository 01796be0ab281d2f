// Test support: fast-check generators of hostile requests (params, queries, bodies) for the property test.
import fc from 'fast-check';

// Values that break naive servers: huge numbers, arrays, objects, unicode, control characters, empties.
const nasty = fc.oneof(
  fc.constantFrom(
    '',
    '0',
    '-1',
    '1',
    '2',
    '1e400',
    'NaN',
    '99999999999999999999',
    'true',
    '__proto__',
    '../..',
    '<svg/>',
    '%00',
  ),
  fc.string({ maxLength: 30 }),
  fc.integer().map(String),
);
const jsonValue = fc.oneof(
  fc.jsonValue({ maxDepth: 2 }),
  nasty,
  fc.constant(Number.MAX_SAFE_INTEGER * 10),
);
const FIELDS = [
  'title',
  'slug',
  'summary',
  'content',
  'author',
  'categoryId',
  'featured',
  'tagIds',
  'image',
  'imageAlt',
  'term',
  'definition',
  'category',
  'description',
  'eventDate',
  'endDate',
  'url',
  'imageUrl',
  'isVirtual',
  'isRecurring',
  'email',
  'password',
  'name',
  'version',
  'constructor',
];
const fieldName = fc.oneof(fc.constantFrom(...FIELDS), fc.string({ maxLength: 10 }));
const fileBytes = fc.oneof(
  fc.uint8Array({ maxLength: 64 }),
  fc.constant(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
);

const body = fc.oneof(
  fc
    .dictionary(fieldName, jsonValue, { maxKeys: 8 })
    .map((o) => ({ type: 'application/json', data: JSON.stringify(o) as BodyInit })),
  fc
    .constantFrom('{"title":', '[]', 'null', '"x"', '{"email":1e999}')
    .map((s) => ({ type: 'application/json', data: s as BodyInit })),
  fc
    .array(
      fc.tuple(
        fieldName,
        fc.oneof(
          nasty.map((v) => ({ v })),
          fileBytes.map((b) => ({ b })),
        ),
      ),
      { maxLength: 8 },
    )
    .map((entries) => {
      const form = new FormData();
      for (const [k, e] of entries)
        form.append(k, 'b' in e ? new File([e.b], 'f.png', { type: 'image/png' }) : e.v);
      return { type: undefined, data: form as BodyInit };
    }),
  nasty.map((s) => ({
    type: 'application/x-www-form-urlencoded',
    data: `title=${encodeURIComponent(s)}&tagIds=${encodeURIComponent(s)}` as BodyInit,
  })),
  nasty.map((s) => ({ type: 'text/plain', data: s as BodyInit })),
  fc.constant({ type: undefined, data: undefined }),
);
export const query = fc.dictionary(
  fc.oneof(
    fc.constantFrom('limit', 'offset', 'sort', 'isManualEntry', 'q', 'search'),
    fc.string({ maxLength: 5 }),
  ),
  fc.oneof(nasty, fc.constantFrom('newest', 'oldest', 'popular', 'true', 'false')),
  { maxKeys: 4 },
);
/** Nearly valid writes: a good body with one field replaced, so requests get past the first checks. */
const GOOD: Record<string, Record<string, string>> = {
  '/api/articles': {
    title: 'A valid title',
    summary: 'A valid summary.',
    content: 'v'.repeat(60),
    categoryId: '1',
    tagIds: '1',
    featured: 'false',
    imageAlt: 'A valid description of the image',
  },
  '/api/glossary': {
    term: 'Alt text',
    definition: 'Text that replaces an image.',
    category: 'Basics',
  },
  '/api/events': {
    title: 'A conference',
    description: 'Talks about access.',
    eventDate: '2027-05-01T09:00:00Z',
  },
};
const nearlyValid = (good: Record<string, string>, asJson: boolean) =>
  fc
    .tuple(fc.constantFrom(...Object.keys(good)), jsonValue, fc.option(fileBytes))
    .map(([key, value, file]) => {
      const fields: Record<string, unknown> = { ...good, [key]: value };
      if (asJson) return { type: 'application/json', data: JSON.stringify(fields) as BodyInit };
      const form = new FormData();
      for (const [k, v] of Object.entries(fields))
        form.append(k, typeof v === 'string' ? v : JSON.stringify(v));
      if (file) form.append('image', new File([file], 'i.png'));
      return { type: undefined, data: form as BodyInit };
    });

export const id = fc.oneof(fc.constantFrom('1', '2', '999999'), nasty);

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
/**
 * Valid bodies with an image that the store refuses only after the image is stored: the slug of the
 * article the property test seeds ('A stored article'), or a stale version. Nothing may be left behind.
 */
const rejectedLate = (good: Record<string, string>) =>
  fc
    .constantFrom<Record<string, string>>({ slug: 'a-stored-article' }, { version: '999' })
    .map((extra) => {
      const form = new FormData();
      for (const [k, v] of Object.entries({ ...good, ...extra })) form.append(k, v);
      form.append('image', new File([PNG], 'i.png', { type: 'image/png' }));
      return { type: undefined, data: form as BodyInit };
    });

export function bodyFor(template: string) {
  const base = template.replace('/:id', '');
  const good = GOOD[base];
  return good
    ? fc.oneof(body, nearlyValid(good, false), nearlyValid(good, true), rejectedLate(good))
    : body;
}
