// Signed newsletter links: base64url(JSON payload) "." base64url(HMAC-SHA256), the form that
// functions/domain's readTokenPayload reads unsigned for the pages. The key is derived from the session
// secret with its own label, so a newsletter signature can never stand in for a session one.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { readTokenPayload, type TokenPayload } from '../domain/index.ts';

const keyOf = (secret: string) => createHmac('sha256', secret).update('newsletter-links').digest();

const sign = (key: Buffer, body: string) => createHmac('sha256', key).update(body).digest();

/** A new subscription nonce: 16 random bytes, base64url (22 characters). */
export const newNonce = () => randomBytes(16).toString('base64url');

export interface TokenSigner {
  sign(payload: TokenPayload): string;
  /** The payload when the signature holds, else null. Expiry is the caller's to judge. */
  verify(token: string): TokenPayload | null;
}

export function createTokenSigner(secret: string): TokenSigner {
  const key = keyOf(secret);
  return {
    sign(payload) {
      const body = Buffer.from(JSON.stringify(payload)).toString('base64url');
      return `${body}.${sign(key, body).toString('base64url')}`;
    },
    verify(token) {
      const [body, signature] = token.split('.');
      const payload = readTokenPayload(token);
      if (!payload || !body || !signature) return null;
      const given = Buffer.from(signature, 'base64url');
      const expected = sign(key, body);
      // base64url decoding ignores stray characters: compare the re-encoded form too.
      if (given.length !== expected.length || given.toString('base64url') !== signature)
        return null;
      return timingSafeEqual(given, expected) ? payload : null;
    },
  };
}

/** The URLs of a newsletter mail. */
export interface NewsletterLinks {
  confirmPage(token: string): string;
  unsubscribePage(token: string): string;
  /** The topics page (product.md §10.19). */
  preferencesPage(token: string): string;
  /** The RFC 8058 one-click endpoint, for the List-Unsubscribe header. */
  oneClick(token: string): string;
}

export function newsletterLinks(siteUrl: string): NewsletterLinks {
  const base = siteUrl.replace(/\/+$/, '');
  return {
    confirmPage: (t) => `${base}/newsletter/confirm?token=${t}`,
    unsubscribePage: (t) => `${base}/newsletter/unsubscribe?token=${t}`,
    preferencesPage: (t) => `${base}/newsletter/preferences?token=${t}`,
    oneClick: (t) => `${base}/api/newsletter/unsubscribe?token=${t}`,
  };
}
