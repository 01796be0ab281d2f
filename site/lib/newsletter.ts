// The confirm, unsubscribe and topics pages (product.md §11.8, §10.19): the link's token and address, the POST each page's
// button sends, and the signup's and topics page's topic choice.
// From newsletter-links.ts, not the domain index: the index's zod schemas would add a large chunk to these pages
// (docs/benchmarks.md).
import {
  NEWSLETTER_LINK_MESSAGES,
  PREFERENCES_LINK_MESSAGES,
  readTokenPayload,
  UNSUBSCRIBE_LINK_MESSAGES,
  type LinkRefusal,
  type TokenPurpose,
} from '../../functions/domain/newsletter-links.ts';
import type { TopicChoice, TopicOptions } from '../../functions/domain/newsletter-topics.ts';
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
 * signature); refused (the link will never work, and why); or failed (the press may be tried again).
 */
export type LinkAnswer =
  | { kind: 'done'; email?: string }
  | { kind: 'refused'; reason: LinkRefusal; message: string }
  | { kind: 'failed'; message: string };

/** The words of a page's refusals: the confirm page's, or the unsubscribe page's (product.md §8). */
type RefusalMessages = Record<LinkRefusal, string>;

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
    UNSUBSCRIBE_LINK_MESSAGES,
  );

async function answerOf(
  request: Promise<Response>,
  messages: RefusalMessages = NEWSLETTER_LINK_MESSAGES,
): Promise<LinkAnswer> {
  let res: Response;
  try {
    res = await request;
  } catch (err) {
    return refusalOf(err, messages);
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
export function refusalOf(
  err: unknown,
  messages: RefusalMessages = NEWSLETTER_LINK_MESSAGES,
): LinkAnswer {
  if (!(err instanceof ApiRequestError)) return { kind: 'failed', message: RETRY_MESSAGE };
  if (err.status !== 400) return { kind: 'failed', message: err.serverMessage ?? RETRY_MESSAGE };
  const reason = reasonOf(err.body);
  return { kind: 'refused', reason, message: messages[reason] };
}

/** The `reason` of a refused link's 400, or null when the 400 is about something else. */
function linkReason(body: string): LinkRefusal | null {
  try {
    const reason: unknown = (JSON.parse(body) as { reason?: unknown }).reason;
    return reason === 'invalid' || reason === 'expired' || reason === 'used' ? reason : null;
  } catch {
    return null;
  }
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

// ---- Topics (product.md §10.19): the signup's choice and the topics page's read and save. ----

/** The ticked boxes of a topic list. */
export interface TopicSelection {
  categories: number[];
  tags: number[];
}

/** Every topic ticked: the default, which the signup and the topics page send as 'all'. */
export const selectAll = (options: TopicOptions): TopicSelection => ({
  categories: options.categories.map((t) => t.id),
  tags: options.tags.map((t) => t.id),
});

/** The boxes to tick for a stored choice: every one for 'all'. */
export const selectionOf = (choice: TopicChoice, options: TopicOptions): TopicSelection =>
  choice === 'all' ? selectAll(options) : choice;

/**
 * What to send for a selection: 'all' when every box is ticked (so topics added later are followed too),
 * null when none is (the form says to choose one), else the ticked ids.
 */
export function choiceOf(selection: TopicSelection, options: TopicOptions): TopicChoice | null {
  const count = selection.categories.length + selection.tags.length;
  if (count === 0) return null;
  const all = selectAll(options);
  const every =
    all.categories.every((id) => selection.categories.includes(id)) &&
    all.tags.every((id) => selection.tags.includes(id));
  return every ? 'all' : selection;
}

/** product.md §10.19: the form's words for an empty choice. */
export const NO_TOPIC = 'Choose at least one topic';

/** What the topics page read or saved: the address and its topics, or why the link was refused. */
export type PreferencesAnswer =
  | { kind: 'done'; email: string; topics: TopicChoice }
  | { kind: 'refused'; message: string }
  | { kind: 'failed'; message: string };

async function preferencesAnswerOf(request: Promise<Response>): Promise<PreferencesAnswer> {
  try {
    const body = (await (await request).json()) as { email: string; topics: TopicChoice };
    return { kind: 'done', email: body.email, topics: body.topics };
  } catch (err) {
    // A refused link names its reason; any other 400 (a topic deleted while the page was open) says its own message.
    const reason =
      err instanceof ApiRequestError && err.status === 400 ? linkReason(err.body) : null;
    if (reason) return { kind: 'refused', message: PREFERENCES_LINK_MESSAGES[reason] };
    return {
      kind: 'failed',
      message: (err instanceof ApiRequestError && err.serverMessage) || RETRY_MESSAGE,
    };
  }
}

/** GET /api/newsletter/preferences?token=T: the address and topics the link names (a read). */
export const readPreferences = (token: string) =>
  preferencesAnswerOf(apiResponse(`/api/newsletter/preferences?${new URLSearchParams({ token })}`));

/** POST /api/newsletter/preferences: saves the topics of the subscription the link names. */
export const savePreferences = (token: string, topics: TopicChoice) =>
  preferencesAnswerOf(
    apiResponse('/api/newsletter/preferences', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ token, topics }),
    }),
  );

/** GET /api/newsletter/topics: every topic that can be chosen now. */
export async function readTopicOptions(): Promise<TopicOptions> {
  return (await apiResponse('/api/newsletter/topics')).json() as Promise<TopicOptions>;
}
