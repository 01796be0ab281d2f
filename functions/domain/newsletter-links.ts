// Newsletter links (product.md §11.8): what a signed token carries, its unsigned reading, and the refusal
// messages. Without zod, so the confirm and unsubscribe pages can import it (zod would be most of their JS:
// docs/benchmarks.md).

/** What a signed newsletter link is for. */
export type TokenPurpose = 'confirm' | 'unsubscribe' | 'preferences';

/** The signed part of a token: the address, a nonce naming one subscription, and an expiry for confirmations. */
export interface TokenPayload {
  purpose: TokenPurpose;
  email: string;
  nonce: string;
  /**
   * Epoch milliseconds. Every token signed now carries one; unsubscribe tokens mailed before the rule of
   * product.md §9 do not (functions/newsletter/subscriptions.ts dates them).
   */
  expiresAt?: number;
}

/**
 * Reads a token's payload WITHOUT checking its signature (functions/newsletter/tokens.ts signs and
 * verifies): the confirm and unsubscribe pages use it to show the address before the server is asked.
 * Format: base64url(JSON payload) "." base64url(HMAC-SHA256). Null when it is not in that form.
 */
export function readTokenPayload(token: string): TokenPayload | null {
  const [body, signature, extra] = token.split('.');
  if (!body || !signature || extra !== undefined) return null;
  try {
    const base64 = body.replace(/-/g, '+').replace(/_/g, '/');
    const bytes = Uint8Array.from(atob(base64), (ch) => ch.charCodeAt(0));
    const raw = JSON.parse(new TextDecoder().decode(bytes)) as Record<string, unknown>;
    const { purpose, email, nonce, expiresAt } = raw;
    if (purpose !== 'confirm' && purpose !== 'unsubscribe' && purpose !== 'preferences')
      return null;
    if (!isText(email, 3, 254) || !isText(nonce, 8, 64)) return null;
    if (expiresAt === undefined) return { purpose, email, nonce };
    return Number.isInteger(expiresAt) && (expiresAt as number) > 0
      ? { purpose, email, nonce, expiresAt: expiresAt as number }
      : null;
  } catch {
    return null;
  }
}

const isText = (v: unknown, min: number, max: number): v is string =>
  typeof v === 'string' && v.length >= min && v.length <= max;

/** Why a link was refused; each has its own message (NEWSLETTER_LINK_MESSAGES). */
export type LinkRefusal = 'invalid' | 'expired' | 'used';

/** The messages of refused links: the API sends them as `error`, the pages show them. */
export const NEWSLETTER_LINK_MESSAGES: Record<LinkRefusal, string> = {
  invalid: 'This link is not valid. It may have been copied incompletely.',
  expired: 'This confirmation link has expired. Confirmation links work for 7 days.',
  used: 'This link has already been used.',
};

/**
 * The messages of a refused unsubscribe link (product.md §8): 'used' means the subscription it names is gone
 * (unsubscribed already, or signed up again since, with new links).
 */
export const UNSUBSCRIBE_LINK_MESSAGES: Record<LinkRefusal, string> = {
  invalid: NEWSLETTER_LINK_MESSAGES.invalid,
  expired:
    'This unsubscribe link has expired. Unsubscribe links work for a year; use the one in your latest newsletter.',
  used: 'This unsubscribe link has already been used: the subscription it was sent for has ended. If you still receive our newsletter, use the link in your latest one.',
};

/** The messages of a refused topics link (product.md §10.19): 'used' means the subscription is gone. */
export const PREFERENCES_LINK_MESSAGES: Record<LinkRefusal, string> = {
  invalid: NEWSLETTER_LINK_MESSAGES.invalid,
  expired:
    'This topics link has expired. Topics links work for 60 days; use the one in your latest newsletter.',
  used: 'This subscription no longer exists. Sign up again to choose your topics.',
};
