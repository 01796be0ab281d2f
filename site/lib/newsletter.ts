// The confirm and unsubscribe pages (product.md §11.8): the link's token and address, and the POST each page's button sends.
// From newsletter-links.ts, not the domain index: the index's zod schemas would add 88 KB gzipped to these pages.
import {
  NEWSLETTER_LINK_MESSAGES,
  readTokenPayload,
  type LinkRefusal,
  type TokenPurpose,
} from '../../functions/domain/newsletter-links.ts';
import { ApiRequestError, apiResponse } from './api.ts';

/**
 * A link as the page read it: only the token to send back. Nothing read from the token is shown: its
 * signature is checked by the server only, so anyone can write any text into an unsigned one.
 */
export interface NewsletterLink {
  token: string;
}

/**
 * What the POST answered: done (with the address when the server names it, after checking the
 * signature); refused (the link will never work); or failed (the press may be tried again).
 */
export type LinkAnswer =
  | { kind: 'done'; email?: string }
  | { kind: 'refused'; message: string }
  | { kind: 'failed'; message: string };

/** The message of a request that did not reach a verdict (network, server error): the reader may press again. */
export const RETRY_MESSAGE = 'Something went wrong. Please try again.';

/**
 * The `?token=` of `search`; null when missing, malformed, or for the other page. Its payload is read
 * without the signature only to choose between the button and the invalid message, never shown.
 */
export function readLink(search: string, purpose: TokenPurpose): NewsletterLink | null {
  const token = new URLSearchParams(search).get('token');
  if (!token) return null;
  return readTokenPayload(token)?.purpose === purpose ? { token } : null;
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
  let res: Response;
  try {
    res = await request;
  } catch (err) {
    return refusalOf(err);
  }
  const email = await verifiedEmail(res);
  return email === null ? { kind: 'done' } : { kind: 'done', email };
}

/** The address a 2xx answer names (the confirm answer's `email`), or null: the body is not needed for done. */
async function verifiedEmail(res: Response): Promise<string | null> {
  try {
    const email: unknown = ((await res.json()) as { email?: unknown }).email;
    return typeof email === 'string' && email.length > 0 && email.length <= 254 ? email : null;
  } catch {
    return null;
  }
}

/** A 400 names why the link was refused; its message is the domain's, whatever text came with it. */
export function refusalOf(err: unknown): LinkAnswer {
  if (!(err instanceof ApiRequestError)) return { kind: 'failed', message: RETRY_MESSAGE };
  if (err.status !== 400) return { kind: 'failed', message: err.serverMessage ?? RETRY_MESSAGE };
  const reason = reasonOf(err.body);
  return { kind: 'refused', message: NEWSLETTER_LINK_MESSAGES[reason] };
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
