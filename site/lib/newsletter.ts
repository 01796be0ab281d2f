// The confirm and unsubscribe pages (issue 11): the link's token and address, and the POST each page's button sends.
// Types only: functions/domain/newsletter.ts builds zod schemas at load, ~88 KB gzipped on a page that shows an address.
import type { LinkRefusal, TokenPayload, TokenPurpose } from '../../functions/domain/newsletter.ts';
import { ApiRequestError, apiResponse } from './api.ts';

/** A link as the page read it: the token to send back and the address it names (unverified until the POST). */
export interface NewsletterLink {
  token: string;
  email: string;
}

/** What the POST answered: done; refused (the link will never work); or failed (the press may be tried again). */
export type LinkAnswer =
  { kind: 'done' } | { kind: 'refused'; message: string } | { kind: 'failed'; message: string };

/** The domain's NEWSLETTER_LINK_MESSAGES, word for word (newsletter.test.ts holds them equal). */
export const LINK_MESSAGES: Record<LinkRefusal, string> = {
  invalid: 'This link is not valid. It may have been copied incompletely.',
  expired: 'This confirmation link has expired. Confirmation links work for 7 days.',
  used: 'This link has already been used.',
};

/** The message of a request that did not reach a verdict (network, server error): the reader may press again. */
export const RETRY_MESSAGE = 'Something went wrong. Please try again.';

/** The `?token=` of `search`, read without its signature; null when missing, malformed, or for the other page. */
export function readLink(search: string, purpose: TokenPurpose): NewsletterLink | null {
  const token = new URLSearchParams(search).get('token');
  if (!token) return null;
  const payload = peekPayload(token);
  return payload?.purpose === purpose ? { token, email: payload.email } : null;
}

/** POST /api/newsletter/confirm with the token in a JSON body. */
export const confirmLink = (token: string) =>
  answerOf(
    apiResponse('/api/newsletter/confirm', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ token }),
    }),
  );

/** POST /api/newsletter/unsubscribe?token=T with an empty JSON body (mail providers send the RFC 8058 form body instead). */
export const unsubscribeLink = (token: string) =>
  answerOf(
    apiResponse(`/api/newsletter/unsubscribe?${new URLSearchParams({ token })}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{}',
    }),
  );

async function answerOf(request: Promise<Response>): Promise<LinkAnswer> {
  try {
    await request;
    return { kind: 'done' };
  } catch (err) {
    return refusalOf(err);
  }
}

/** A 400 names why the link was refused; its message is the domain's, whatever text came with it. */
export function refusalOf(err: unknown): LinkAnswer {
  if (!(err instanceof ApiRequestError)) return { kind: 'failed', message: RETRY_MESSAGE };
  if (err.status !== 400) return { kind: 'failed', message: err.serverMessage ?? RETRY_MESSAGE };
  const reason = reasonOf(err.body);
  return { kind: 'refused', message: LINK_MESSAGES[reason] };
}

function reasonOf(body: string): LinkRefusal {
  try {
    const reason: unknown = (JSON.parse(body) as { reason?: unknown }).reason;
    if (reason === 'expired' || reason === 'used') return reason;
  } catch {
    // Not JSON: a refused link all the same.
  }
  return 'invalid';
}

/**
 * The domain's readTokenPayload without zod: base64url(JSON) "." signature, the same field rules (newsletter.test.ts
 * runs both on the same tokens). The signature is the server's to check.
 */
export function peekPayload(token: string): TokenPayload | null {
  const [body, signature, extra] = token.split('.');
  if (!body || !signature || extra !== undefined) return null;
  try {
    const bytes = Uint8Array.from(atob(body.replace(/-/g, '+').replace(/_/g, '/')), (ch) =>
      ch.charCodeAt(0),
    );
    const raw = JSON.parse(new TextDecoder().decode(bytes)) as Record<string, unknown>;
    const { purpose, email, nonce, expiresAt } = raw;
    if (purpose !== 'confirm' && purpose !== 'unsubscribe') return null;
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
