// Double opt-in and unsubscribe: nothing is a member until its signed link is confirmed, and a signed
// unsubscribe link deletes the address. The nonce names one subscription, so the links of an earlier
// subscription of the same address do nothing to a later one.
import { milliseconds, subMinutes } from 'date-fns';
import {
  claimConfirmationSend,
  confirmSubscriber,
  deleteSubscriber,
  getSubscriber,
  putPendingSubscriber,
  releaseConfirmationSend,
  type Db,
  type Subscriber,
} from '../data/index.ts';
import {
  CONFIRM_TTL_DAYS,
  CONFIRMATION_RESEND_MINUTES,
  normaliseEmail,
  type LinkRefusal,
} from '../domain/index.ts';
import { unsubscribeHeaders } from './mail/headers.ts';
import { renderConfirmation } from './mail/render.ts';
import type { Mailer } from './mail/transport.ts';
import { newNonce, type NewsletterLinks, type TokenSigner } from './tokens.ts';

const TTL_MS = milliseconds({ days: CONFIRM_TTL_DAYS });

export type ConfirmResult = { ok: true; email: string } | { ok: false; reason: LinkRefusal };
export type UnsubscribeResult = { ok: true } | { ok: false; reason: 'invalid' };

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

/** The pending subscription of an address, made when there is none (or only an expired one). */
async function pendingOf(deps: SubscriptionDeps, email: string): Promise<Subscriber | null> {
  for (let tries = 0; tries < 3; tries++) {
    const now = deps.now();
    const found = await getSubscriber(deps.db, email, now);
    if (found) return found.status === 'pending' ? found : null;
    const fresh = { email, nonce: newNonce(), createdAt: new Date(now).toISOString() };
    // A lost race means another request made it: read again.
    if (await putPendingSubscriber(deps.db, { ...fresh, expiresAt: now + TTL_MS }, now))
      return { ...fresh, status: 'pending', expiresAt: now + TTL_MS };
  }
  throw new Error(`subscription of ${email} kept changing`);
}

/** New or pending: a confirmation mail unless one went out within the hour; confirmed: nothing. */
export async function subscribe(deps: SubscriptionDeps, rawEmail: string): Promise<void> {
  const email = normaliseEmail(rawEmail);
  const pending = await pendingOf(deps, email);
  if (!pending) return;
  const now = deps.now();
  const sentAt = new Date(now).toISOString();
  const claim = {
    sentAt,
    expiresAt: now + TTL_MS,
    resendAfter: subMinutes(now, CONFIRMATION_RESEND_MINUTES).toISOString(),
  };
  if (!(await claimConfirmationSend(deps.db, email, pending.nonce, claim))) return;
  const confirm = deps.tokens.sign({
    purpose: 'confirm',
    email,
    nonce: pending.nonce,
    expiresAt: claim.expiresAt,
  });
  const unsubscribe = deps.tokens.sign({ purpose: 'unsubscribe', email, nonce: pending.nonce });
  try {
    const mail = await renderConfirmation({
      email,
      confirmUrl: deps.links.confirmPage(confirm),
      unsubscribeUrl: deps.links.unsubscribePage(unsubscribe),
      siteUrl: deps.siteUrl,
    });
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

/** Deletes the subscription the link names; a link whose subscription is gone is fine too. */
export async function unsubscribe(
  deps: SubscriptionDeps,
  token: string,
): Promise<UnsubscribeResult> {
  const payload = deps.tokens.verify(token);
  if (!payload || payload.purpose !== 'unsubscribe') return { ok: false, reason: 'invalid' };
  await deleteSubscriber(deps.db, payload.email, payload.nonce);
  return { ok: true };
}
