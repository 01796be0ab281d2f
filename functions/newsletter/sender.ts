// Sends one digest to the end: every subscriber confirmed when it started gets at most one copy, holding the articles
// of their topics (product.md §10.19); one with nothing in their topics gets none and costs no mail slot. Each
// delivery is claimed before its mail goes out, so a resume skips what was sent, retries what failed
// while retries are left, and gives up (never re-sends) what a crash left between claim and outcome.
import {
  addDigestProgress,
  claimDelivery,
  claimRetry,
  finishDigest,
  getDelivery,
  getDigest,
  getSubscriber,
  listConfirmedSubscribers,
  listDeliveries,
  markInterrupted,
  recordDelivery,
  releaseSendLock,
  type Db,
  type Delivery,
  type Digest,
} from '../data/index.ts';
import {
  DELIVERY_MAX_RETRIES,
  DIGEST_MAX_ARTICLES,
  isDeliverableAddress,
  type DigestStatus,
  type TopicChoice,
} from '../domain/index.ts';
import { digestCandidates, digestMails, personalise, type DigestMails } from './digest.ts';
import type { Mailer } from './mail/transport.ts';
import { createHeartbeat, createPacer, type Clock } from './pace.ts';
import { preferencesToken, unsubscribeToken } from './subscriptions.ts';
import type { NewsletterLinks, TokenSigner } from './tokens.ts';

/** Pause before retry round n: n seconds, so a briefly refusing server gets a moment. */
const RETRY_PAUSE_MS = 1000;

export interface SenderDeps extends Clock {
  db: Db;
  mailer: Mailer;
  tokens: TokenSigner;
  links: NewsletterLinks;
  siteUrl: string;
  ratePerSecond: number;
  log: (line: string) => void;
}

export const toStatus = (d: Digest): DigestStatus => ({
  id: d.id,
  status: d.status,
  total: d.total,
  sent: d.sent,
  failed: d.failed,
  articleCount: Math.min(d.articleIds.length, DIGEST_MAX_ARTICLES),
  createdAt: d.createdAt,
  ...(d.finishedAt ? { finishedAt: d.finishedAt } : {}),
});

/** How long a run may go on. */
export interface RunLimit {
  /**
   * Epoch ms after which no further mail is started: the run releases the lock and leaves the digest
   * 'sending' for the next run to resume (a Lambda stops short of its timeout instead of being cut
   * off mid-send, which would cost one reader this digest).
   */
  stopAt?: number;
  /** True once the host is shutting down (local stop): the run ends after the mail in flight. */
  stopped?: () => boolean;
}

/** Runs digest `id` while `owner` holds its lock (the caller took it); releases the lock at the end. */
export async function runDigest(
  deps: SenderDeps,
  id: string,
  owner: string,
  limit: RunLimit = {},
): Promise<DigestStatus> {
  const digest = await getDigest(deps.db, id);
  if (!digest) throw new Error(`digest ${id} not found`);
  try {
    if (digest.status === 'sending') await sendAll(deps, digest, owner, limit);
  } finally {
    await releaseSendLock(deps.db, owner);
  }
  const done = await getDigest(deps.db, id);
  return toStatus(done ?? digest);
}

async function sendAll(
  deps: SenderDeps,
  digest: Digest,
  owner: string,
  limit: RunLimit,
): Promise<void> {
  const { db } = deps;
  const candidates = await digestCandidates(db, digest.articleIds, deps.siteUrl);
  const mails = digestMails(candidates, deps.links, deps.siteUrl, new Date(digest.createdAt));
  const send = sendOne(deps, digest.id, mails, createPacer(deps, deps.ratePerSecond));
  const beat = createHeartbeat(db, deps, digest.id, owner);
  const outOfTime = () => {
    if (deps.now() < (limit.stopAt ?? Infinity) && !limit.stopped?.()) return false;
    deps.log(`Digest ${digest.id}: stopping here; the next run resumes it`);
    return true;
  };
  for await (const s of listConfirmedSubscribers(db, { confirmedBy: digest.createdAt })) {
    if (outOfTime()) return;
    await beat();
    // Nothing in their topics: no mail, no claim; a resume decides the same again (product.md §10.19).
    if (!(await mails.mailFor(s.topics))) continue;
    if (await claimDelivery(db, digest.id, s.email)) await send(s);
    else await settleEarlier(deps, digest.id, s.email);
  }
  for (let round = 1; round <= DELIVERY_MAX_RETRIES; round++) {
    const retries = await retriable(db, digest.id);
    if (retries.length === 0) break;
    await deps.sleep(RETRY_PAUSE_MS * round);
    for (const d of retries) {
      if (outOfTime()) return;
      await beat();
      await retryOne(deps, digest.id, d, send);
    }
  }
  const counts = { sent: 0, failed: 0 };
  for await (const d of listDeliveries(db, digest.id))
    if (d.status === 'sent' || d.status === 'failed') counts[d.status] += 1;
  await finishDigest(db, digest.id, { ...counts, finishedAt: new Date(deps.now()).toISOString() });
  deps.log(`Digest ${digest.id}: ${mails.renders()} mails rendered for its topic choices`);
  deps.log(`Digest ${digest.id}: ${counts.sent} of ${digest.total} sent, ${counts.failed} failed`);
}

type Send = (s: { email: string; nonce: string; topics: TopicChoice }) => Promise<void>;

/** Sends one claimed delivery at the run's pace and records its outcome and progress. */
function sendOne(
  deps: SenderDeps,
  id: string,
  mails: DigestMails,
  pace: () => Promise<void>,
): Send {
  return async ({ email, nonce, topics }) => {
    if (!isDeliverableAddress(email)) {
      // Only a row written to the store directly gets here. Not mailed, counted as failed and given
      // up, so no retry round or resume tries it again; the run goes on.
      await giveUp(deps, id, email, 'not a valid email address');
      deps.log(
        `Digest ${id}: skipped the stored address ${JSON.stringify(email)}: not a valid email address`,
      );
      return;
    }
    const mail = await mails.mailFor(topics);
    if (!mail) {
      // Topics changed since the failure this retries, to ones with nothing in this digest: nothing to send.
      await giveUp(deps, id, email, 'nothing in the chosen topics');
      return;
    }
    const tokens = {
      unsubscribe: unsubscribeToken(deps, email, nonce, deps.now()),
      preferences: preferencesToken(deps, email, nonce, deps.now()),
    };
    await pace();
    try {
      await deps.mailer.send(personalise(mail, email, tokens, deps.links));
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      await recordDelivery(deps.db, id, email, { status: 'failed', error: message.slice(0, 500) });
      await addDigestProgress(deps.db, id, { failed: 1 });
      deps.log(`Digest ${id}: mail to ${email} failed: ${message}`);
      return;
    }
    await recordDelivery(deps.db, id, email, { status: 'sent' });
    await addDigestProgress(deps.db, id, { sent: 1 });
  };
}

/** A delivery recorded by an earlier run: one left 'sending' died mid-send and is given up, not re-sent. */
async function settleEarlier(deps: SenderDeps, id: string, email: string): Promise<void> {
  const earlier = await getDelivery(deps.db, id, email);
  if (earlier?.status !== 'sending') return;
  if (await markInterrupted(deps.db, id, email)) {
    await addDigestProgress(deps.db, id, { failed: 1 });
    deps.log(`Digest ${id}: delivery to ${email} was interrupted by a crash; not sent again`);
  }
}

async function retriable(db: Db, id: string): Promise<Delivery[]> {
  const found: Delivery[] = [];
  for await (const d of listDeliveries(db, id))
    if (d.status === 'failed' && !d.gaveUp && d.attempts <= DELIVERY_MAX_RETRIES) found.push(d);
  return found;
}

async function retryOne(deps: SenderDeps, id: string, d: Delivery, send: Send): Promise<void> {
  if (!(await claimRetry(deps.db, id, d))) return;
  await addDigestProgress(deps.db, id, { failed: -1 });
  const subscriber = await getSubscriber(deps.db, d.email, deps.now());
  if (subscriber?.status === 'confirmed') return send(subscriber);
  // Unsubscribed since the failure: nobody left to mail.
  await giveUp(deps, id, d.email, 'unsubscribed');
}

/** Records a claimed delivery as failed for good, counted, never retried. */
async function giveUp(deps: SenderDeps, id: string, email: string, error: string): Promise<void> {
  await recordDelivery(deps.db, id, email, { status: 'failed', error, gaveUp: true });
  await addDigestProgress(deps.db, id, { failed: 1 });
}
