// Double opt-in and unsubscribe: nothing is a member until its signed link is confirmed, and a signed
// unsubscribe link deletes the address. The nonce names one subscription, so the links of an earlier
// subscription of the same address do nothing to a later one. A signed topics link reads and sets the subscription's
// topics (product.md §10.19) the same way: no account, no password.
import { milliseconds, subMinutes } from 'date-fns';
import {
  claimConfirmationSend,
  confirmSubscriber,
  deleteSubscriber,
  getSubscriber,
  putPendingSubscriber,
  releaseConfirmationSend,
  setSubscriberTopics,
  type Db,
} from '../data/index.ts';
import {
  CONFIRM_TTL_DAYS,
  CONFIRMATION_RESEND_MINUTES,
  normaliseEmail,
  normaliseTopics,
  PREFERENCES_LINK_DAYS,
  UNDATED_UNSUBSCRIBE_EXPIRES_AT,
  UNSUBSCRIBE_LINK_DAYS,
  type LinkRefusal,
  type TopicChoice,
} from '../domain/index.ts';
import { unsubscribeHeaders } from './mail/headers.ts';
import { renderConfirmation } from './mail/render.ts';
import type { Mailer } from './mail/transport.ts';
import { newNonce, type NewsletterLinks, type TokenSigner } from './tokens.ts';

const TTL_MS = milliseconds({ days: CONFIRM_TTL_DAYS });
const PREFERENCES_TTL_MS = milliseconds({ days: PREFERENCES_LINK_DAYS });
const UNSUBSCRIBE_TTL_MS = milliseconds({ days: UNSUBSCRIBE_LINK_DAYS });

export type ConfirmResult = { ok: true; email: string } | { ok: false; reason: LinkRefusal };
/** 'used' when the subscription the link names is gone (unsubscribed already, or signed up again since). */
export type UnsubscribeResult = { ok: true } | { ok: false; reason: LinkRefusal };
/** A topics link's subscription: its address and topics; 'used' when the subscription is gone. */
export type PreferencesResult =
  { ok: true; email: string; topics: TopicChoice } | { ok: false; reason: LinkRefusal };

/** The confirmation mail could not be sent; the address may try again at once. */
export class MailSendError extends Error {
  constructor(cause: unknown) {
    super('the confirmation mail could not be sent', { cause });
    this.name = 'MailSendError';
  }
}

export interface SubscriptionDeps {
  db: Db;
  mailer: Mailer;
  tokens: TokenSigner;
  links: NewsletterLinks;
  siteUrl: string;
  now: () => number;
}

/** A signed topics link (product.md §10.19) for subscription `nonce`, valid PREFERENCES_LINK_DAYS from `now`. */
export function preferencesToken(
  deps: Pick<SubscriptionDeps, 'tokens'>,
  email: string,
  nonce: string,
  now: number,
): string {
  return deps.tokens.sign({
    purpose: 'preferences',
    email,
    nonce,
    expiresAt: now + PREFERENCES_TTL_MS,
  });
}

/** A signed unsubscribe link for subscription `nonce`, valid UNSUBSCRIBE_LINK_DAYS from `now` (product.md §9). */
export function unsubscribeToken(
  deps: Pick<SubscriptionDeps, 'tokens'>,
  email: string,
  nonce: string,
  now: number,
): string {
  return deps.tokens.sign({
    purpose: 'unsubscribe',
    email,
    nonce,
    expiresAt: now + UNSUBSCRIBE_TTL_MS,
  });
}

/**
 * New or pending: a confirmation mail unless one went out within the hour; confirmed: nothing.
 *
 * Every address costs the same work, so the answer's timing does not tell whether it was new,
 * pending or confirmed: one conditional put (it takes only where no live subscription stands), one
 * consistent read, one conditional claim of the mail (only a pending subscription with no mail in
 * the hour takes it), two signed tokens and the rendered mail. The mail itself is handed to
 * `deliver`, off the answer's path; a failed send releases the claim, so a retry mails at once.
 */
export async function subscribe(
  deps: SubscriptionDeps,
  rawEmail: string,
  deliver: (send: () => Promise<void>) => void,
  topics: TopicChoice = 'all',
): Promise<void> {
  const email = normaliseEmail(rawEmail);
  const now = deps.now();
  const expiresAt = now + TTL_MS;
  // product.md §10.19: the topics go with a new subscription only; a standing one keeps its own (its topics link changes them).
  const fresh = {
    email,
    nonce: newNonce(),
    createdAt: new Date(now).toISOString(),
    expiresAt,
    topics: normaliseTopics(topics),
  };
  await putPendingSubscriber(deps.db, fresh, now);
  // The subscription now standing: the one just made, one made meanwhile, or the one already there.
  const current = await getSubscriber(deps.db, email, now);
  const nonce = current?.nonce ?? fresh.nonce;
  const sentAt = new Date(now).toISOString();
  const claim = {
    sentAt,
    expiresAt,
    resendAfter: subMinutes(now, CONFIRMATION_RESEND_MINUTES).toISOString(),
  };
  const claimed = await claimConfirmationSend(deps.db, email, nonce, claim);
  const confirm = deps.tokens.sign({ purpose: 'confirm', email, nonce, expiresAt });
  const unsubscribe = unsubscribeToken(deps, email, nonce, now);
  const mail = await renderConfirmation({
    email,
    confirmUrl: deps.links.confirmPage(confirm),
    unsubscribeUrl: deps.links.unsubscribePage(unsubscribe),
    preferencesUrl: deps.links.preferencesPage(preferencesToken(deps, email, nonce, now)),
    siteUrl: deps.siteUrl,
  });
  if (!claimed || current?.status !== 'pending') return;
  const pending = current;
  deliver(async () => {
    try {
      await deps.mailer.send({
        to: email,
        ...mail,
        headers: unsubscribeHeaders(deps.links.oneClick(unsubscribe)),
      });
    } catch (error) {
      // Not marked sent: the visitor may retry within the hour and get the mail.
      await releaseConfirmationSend(deps.db, pending, sentAt);
      throw new MailSendError(error);
    }
  });
}

/** Confirms a pending subscription by its signed link; a refusal changes nothing. */
export async function confirm(deps: SubscriptionDeps, token: string): Promise<ConfirmResult> {
  const payload = deps.tokens.verify(token);
  if (!payload || payload.purpose !== 'confirm' || payload.expiresAt === undefined)
    return { ok: false, reason: 'invalid' };
  const now = deps.now();
  if (payload.expiresAt <= now) return { ok: false, reason: 'expired' };
  if (!(await confirmSubscriber(deps.db, payload.email, payload.nonce, now)))
    return { ok: false, reason: 'used' };
  return { ok: true, email: payload.email };
}

/**
 * Deletes the subscription the link names. A tampered or expired link, or one whose subscription is gone
 * (used), changes nothing and writes nothing: the subscription is read first, and the delete is still
 * conditional on its nonce, so a race with another unsubscribe or a new sign-up removes nobody else.
 */
export async function unsubscribe(
  deps: SubscriptionDeps,
  token: string,
): Promise<UnsubscribeResult> {
  const payload = deps.tokens.verify(token);
  if (!payload || payload.purpose !== 'unsubscribe') return { ok: false, reason: 'invalid' };
  const now = deps.now();
  if ((payload.expiresAt ?? UNDATED_UNSUBSCRIBE_EXPIRES_AT) <= now)
    return { ok: false, reason: 'expired' };
  const current = await getSubscriber(deps.db, payload.email, now);
  if (current?.nonce !== payload.nonce) return { ok: false, reason: 'used' };
  if (!(await deleteSubscriber(deps.db, payload.email, payload.nonce)))
    return { ok: false, reason: 'used' };
  return { ok: true };
}

/** A topics link's payload when it is signed, for topics and not expired; else why not. */
function preferencesPayload(deps: SubscriptionDeps, token: string) {
  const payload = deps.tokens.verify(token);
  if (!payload || payload.purpose !== 'preferences' || payload.expiresAt === undefined)
    return { ok: false, reason: 'invalid' } as const;
  if (payload.expiresAt <= deps.now()) return { ok: false, reason: 'expired' } as const;
  return { ok: true, payload } as const;
}

/** The address and topics of the subscription a topics link names (a read: it changes nothing). */
export async function preferences(
  deps: SubscriptionDeps,
  token: string,
): Promise<PreferencesResult> {
  const checked = preferencesPayload(deps, token);
  if (!checked.ok) return checked;
  const { email, nonce } = checked.payload;
  const current = await getSubscriber(deps.db, email, deps.now());
  if (current?.nonce !== nonce) return { ok: false, reason: 'used' };
  return { ok: true, email, topics: current.topics };
}

/**
 * Sets the topics of the subscription a topics link names. A tampered, expired or stale link (the
 * address unsubscribed, or signed up again since) changes nothing. The caller checked that every id is a topic.
 */
export async function setPreferences(
  deps: SubscriptionDeps,
  token: string,
  topics: TopicChoice,
): Promise<PreferencesResult> {
  const checked = preferencesPayload(deps, token);
  if (!checked.ok) return checked;
  const { email, nonce } = checked.payload;
  const chosen = normaliseTopics(topics);
  if (!(await setSubscriberTopics(deps.db, email, nonce, chosen, deps.now())))
    return { ok: false, reason: 'used' };
  return { ok: true, email, topics: chosen };
}
