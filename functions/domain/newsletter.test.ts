// The subscribe schema: product.md §5's one message for a bad address; surrounding spaces are not an error.
import { describe, expect, it } from 'vitest';
import { normaliseEmail, subscribeSchema } from './newsletter.ts';

const parse = (email: unknown) => subscribeSchema.safeParse({ email });
const messages = (email: unknown) => {
  const result = parse(email);
  return result.success ? [] : result.error.issues.map((i) => [i.path.join('.'), i.message]);
};

describe('subscribeSchema', () => {
  it('accepts an address with surrounding spaces and hands it on trimmed', () => {
    const result = parse('  Foo@Example.COM ');
    expect(result.success && result.data.email).toBe('Foo@Example.COM');
    expect(normaliseEmail(result.success ? result.data.email : '')).toBe('foo@example.com');
  });

  it.each([
    ['not-an-email'],
    [''],
    ['   '],
    ['a b@example.org'],
    [`${'a'.repeat(250)}@example.org`],
    [undefined],
    [42],
  ])("refuses %j with product.md §5's message only", (email) => {
    expect(messages(email)).toEqual([['email', 'Please enter a valid email address']]);
  });
});
