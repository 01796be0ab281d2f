// readTokenPayload: the browser's unsigned read of a newsletter token; anything malformed is null.
import { describe, expect, it } from 'vitest';
import { readTokenPayload } from './newsletter-links.ts';

const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe('readTokenPayload', () => {
  it('reads the payload of a well-formed token', () => {
    const payload = {
      purpose: 'confirm',
      email: 'ada@example.org',
      nonce: 'n0nce-123',
      expiresAt: 1_800_000_000_000,
    };
    expect(readTokenPayload(`${encode(payload)}.c2lnbmF0dXJl`)).toEqual(payload);
  });

  it.each([
    [''],
    ['no-dot'],
    ['a.b.c'],
    [`${encode({ purpose: 'other', email: 'a@b.c', nonce: 'n0nce-123' })}.sig`],
    [`${encode({ purpose: 'confirm', email: 'a@b.c' })}.sig`],
    ['%%%.sig'],
    [`${encode({ purpose: 'confirm', email: 'a@b.c', nonce: 'n0nce-123', expiresAt: 1.5 })}.s`],
    [`${encode({ purpose: 'confirm', email: 'a@b.c', nonce: 'n0nce-123', expiresAt: -1 })}.s`],
    [`${encode({ purpose: 'confirm', email: 'a@b.c', nonce: 'short' })}.s`],
    [`${encode({ purpose: 'confirm', email: 7, nonce: 'n0nce-123' })}.s`],
    [`${encode(null)}.s`],
    [`${encode('text')}.s`],
  ])('answers null for %j', (token) => {
    expect(readTokenPayload(token)).toBeNull();
  });

  it('keeps only the payload fields', () => {
    const extra = { purpose: 'unsubscribe', email: 'a@b.c', nonce: 'n0nce-123', x: 1 };
    expect(readTokenPayload(`${encode(extra)}.s`)).toEqual({
      purpose: 'unsubscribe',
      email: 'a@b.c',
      nonce: 'n0nce-123',
    });
  });
});
