// Unit tests: newsletter link tokens are signed, tamper-evident, readable by the pages, and tied to one key.
import { describe, expect, it } from 'vitest';
import { readTokenPayload, type TokenPayload } from '../domain/index.ts';
import { createTokenSigner, newNonce, newsletterLinks } from './tokens.ts';

const payload: TokenPayload = {
  purpose: 'confirm',
  email: 'reader@example.org',
  nonce: newNonce(),
  expiresAt: Date.UTC(2025, 0, 8),
};

describe('newsletter tokens', () => {
  it('round-trips a payload that the pages can read unsigned', () => {
    // Prepare
    const signer = createTokenSigner('secret-one');
    // Act
    const token = signer.sign(payload);
    // Assess
    expect(token).toMatch(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{43}$/);
    expect(signer.verify(token)).toEqual(payload);
    expect(readTokenPayload(token)).toEqual(payload);
  });

  it('refuses a changed payload, a changed signature and another key', () => {
    // Prepare
    const signer = createTokenSigner('secret-one');
    const token = signer.sign(payload);
    const [body, signature] = token.split('.') as [string, string];
    const forged = Buffer.from(JSON.stringify({ ...payload, email: 'x@example.org' })).toString(
      'base64url',
    );
    const flipped = (signature[0] === 'A' ? 'B' : 'A') + signature.slice(1);
    // Act
    const results = [
      signer.verify(`${forged}.${signature}`),
      signer.verify(`${body}.${flipped}`),
      signer.verify(`${body}.${signature}x`),
      signer.verify(`${body}.${signature.slice(0, -2)}`),
      signer.verify(`${body}`),
      signer.verify(''),
      createTokenSigner('secret-two').verify(token),
    ];
    // Assess
    expect(results).toEqual([null, null, null, null, null, null, null]);
  });

  it('gives each subscription its own nonce', () => {
    // Act
    const nonces = new Set(Array.from({ length: 50 }, newNonce));
    // Assess
    expect(nonces.size).toBe(50);
  });

  it('builds the three links of a mail without a doubled slash', () => {
    // Prepare
    const links = newsletterLinks('https://news.example.org/');
    // Act
    const urls = [links.confirmPage('T.s'), links.unsubscribePage('T.s'), links.oneClick('T.s')];
    // Assess
    expect(urls).toEqual([
      'https://news.example.org/newsletter/confirm?token=T.s',
      'https://news.example.org/newsletter/unsubscribe?token=T.s',
      'https://news.example.org/api/newsletter/unsubscribe?token=T.s',
    ]);
  });
});
