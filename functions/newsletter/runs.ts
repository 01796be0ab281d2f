// Digest runs: start the next digest under the send lock, send or resume one, the schedule's tick, and
// the preview of what the next digest would be, for every topic or one topic choice (product.md §10.19).
import { differenceInMilliseconds, milliseconds } from 'date-fns';
import { randomBytes } from 'node:crypto';
import {
  acquireSendLock,
  confirmedTopicSets,
  createDigest,
  digestId,
  getDigest,
  latestDigest,
  LOCK_STALE_MS,
  readSendLock,
  releaseSendLock,
  STARTER_OWNER,
} from '../data/index.ts';
import {
  inTopics,
  type DigestPreview,
  type DigestStatus,
  type TopicChoice,
} from '../domain/index.ts';
import {
  articlesFor,
  chooseArticleIds,
  digestCandidates,
  personalise,
  renderDigestOnce,
  type DigestCandidate,
} from './digest.ts';
import { preferencesToken, unsubscribeToken } from './subscriptions.ts';
import { LockLostError } from './pace.ts';
import { runDigest, toStatus, type RunLimit, type SenderDeps } from './sender.ts';

/** A schedule firing a little early (the last run started a few seconds into its tick) is still due. */
const SCHEDULE_SLACK_MS = milliseconds({ hours: 1 });
/** The preview's sample recipient: a valid-looking link that names no real subscription. */
const PREVIEW_RECIPIENT = { email: 'subscriber@example.com', nonce: 'preview-sample-only' };

export interface RunDeps extends SenderDeps {
  intervalDays: number;
}

/**
 * Why no digest started: one is sending, nothing is new, nobody is confirmed to receive it, or nothing new is
 * in anyone's topics (product.md §10.19).
 */
export type StartRefusal = 'sending' | 'empty' | 'no-subscribers' | 'no-readers';
type StartResult = { ok: true; id: string } | { ok: false; reason: StartRefusal };

const iso = (ms: number) => new Date(ms).toISOString();
const newOwner = () => `run-${randomBytes(6).toString('hex')}`;

/**
 * Who the next digest reaches (product.md §10.19): the confirmed subscribers, and those of them with at least
 * one candidate in their topics (a subscriber with nothing new gets no mail), read in one pass.
 */
async function audience(
  deps: RunDeps,
  candidates: DigestCandidate[],
  confirmedBy?: string,
): Promise<{ confirmed: number; recipients: number }> {
  const sets = await confirmedTopicSets(deps.db, confirmedBy ? { confirmedBy } : {});
  let confirmed = 0;
  let recipients = 0;
  for (const set of sets) {
    confirmed += set.subscribers;
    if (candidates.some((c) => inTopics(c, set.topics))) recipients += set.subscribers;
  }
  return { confirmed, recipients };
}

/** Where the next digest starts: the last one's cut-off, or the last interval (7 days when off). */
function sinceOf(deps: RunDeps, last: { createdAt: string } | null, now: number): string {
  return (
    last?.createdAt ??
    iso(now - milliseconds({ days: deps.intervalDays > 0 ? deps.intervalDays : 7 }))
  );
}

export async function startDigest(deps: RunDeps): Promise<StartResult> {
  const { db } = deps;
  const now = deps.now();
  const last = await latestDigest(db);
  if (last?.status === 'sending') {
    // Its sender died (no beat for 2 minutes): finishing it is the next send.
    const lock = await readSendLock(db);
    const alive = lock && lock.heartbeatAt >= now - LOCK_STALE_MS;
    if (alive || !(await acquireSendLock(db, { digestId: last.id, owner: STARTER_OWNER, now })))
      return { ok: false, reason: 'sending' };
    return { ok: true, id: last.id };
  }
  const id = digestId(now, randomBytes(3).toString('hex'));
  if (!(await acquireSendLock(db, { digestId: id, owner: STARTER_OWNER, now })))
    return { ok: false, reason: 'sending' };
  try {
    const createdAt = iso(now);
    const since = sinceOf(deps, last, now);
    const articleIds = await chooseArticleIds(db, since, createdAt);
    if (articleIds.length === 0) {
      await releaseSendLock(db, STARTER_OWNER);
      return { ok: false, reason: 'empty' };
    }
    const candidates = await digestCandidates(db, articleIds, deps.siteUrl);
    const { confirmed, recipients } = await audience(deps, candidates, createdAt);
    // A digest to nobody would still mark these articles as sent: the next digest starts after it.
    if (recipients === 0) {
      await releaseSendLock(db, STARTER_OWNER);
      return { ok: false, reason: confirmed === 0 ? 'no-subscribers' : 'no-readers' };
    }
    // total: the subscribers it mails; one whose topics change during the send is mailed by their new topics.
    await createDigest(db, { id, total: recipients, articleIds, createdAt, since });
    return { ok: true, id };
  } catch (error) {
    await releaseSendLock(db, STARTER_OWNER);
    throw error;
  }
}

/** Sends digest `id` when this run gets its lock (adopting it from the start); else reports it as it is. */
export async function sendDigest(
  deps: RunDeps,
  id: string,
  limit: RunLimit = {},
): Promise<DigestStatus> {
  const owner = newOwner();
  const got = await acquireSendLock(
    deps.db,
    { digestId: id, owner, now: deps.now() },
    { adopt: true },
  );
  return got ? runHeld(deps, id, owner, limit) : current(deps, id);
}

export async function resumeUnfinished(
  deps: RunDeps,
  opts: { takeOver?: boolean } & RunLimit = {},
): Promise<DigestStatus | null> {
  const last = await latestDigest(deps.db);
  if (last?.status !== 'sending') return null;
  const owner = newOwner();
  const lock = { digestId: last.id, owner, now: deps.now() };
  if (!(await acquireSendLock(deps.db, lock, { takeOver: opts.takeOver }))) return null;
  deps.log(`Digest ${last.id} was left unfinished: resuming it`);
  return runHeld(deps, last.id, owner, opts);
}

export async function runIfDue(deps: RunDeps, limit: RunLimit = {}): Promise<DigestStatus | null> {
  if (deps.intervalDays <= 0) return null;
  const resumed = await resumeUnfinished(deps, limit);
  if (resumed) return resumed;
  const now = deps.now();
  const last = await latestDigest(deps.db);
  if (last?.status === 'sending') return null;
  const due = milliseconds({ days: deps.intervalDays }) - SCHEDULE_SLACK_MS;
  if (last && differenceInMilliseconds(now, last.createdAt) < due) return null;
  // startDigest refuses (and so this tick skips) when nothing is new or nobody is confirmed.
  const started = await startDigest(deps);
  return started.ok ? sendDigest(deps, started.id, limit) : null;
}

/**
 * The next digest as it would be mailed now to a sample recipient of `topics` (every topic by default); null
 * when nothing is new. For a topic choice with nothing new the mail is null: such a reader gets none.
 */
export async function preview(
  deps: RunDeps,
  topics: TopicChoice = 'all',
): Promise<DigestPreview | null> {
  const now = deps.now();
  const since = sinceOf(deps, await latestDigest(deps.db), now);
  const ids = await chooseArticleIds(deps.db, since, iso(now));
  if (ids.length === 0) return null;
  const candidates = await digestCandidates(deps.db, ids, deps.siteUrl);
  const articles = articlesFor(candidates, topics);
  const { confirmed, recipients } = await audience(deps, candidates);
  const counts = { articleCount: articles.length, recipients, confirmed };
  if (articles.length === 0) return { ...counts, mail: null };
  const rendered = await renderDigestOnce(articles, deps.links, deps.siteUrl, new Date(now));
  const tokens = {
    unsubscribe: unsubscribeToken(deps, PREVIEW_RECIPIENT.email, PREVIEW_RECIPIENT.nonce, now),
    preferences: preferencesToken(deps, PREVIEW_RECIPIENT.email, PREVIEW_RECIPIENT.nonce, now),
  };
  const mail = personalise(rendered, PREVIEW_RECIPIENT.email, tokens, deps.links);
  return { ...counts, mail: { subject: mail.subject, html: mail.html, text: mail.text } };
}

async function runHeld(
  deps: RunDeps,
  id: string,
  owner: string,
  limit: RunLimit,
): Promise<DigestStatus> {
  try {
    return await runDigest(deps, id, owner, limit);
  } catch (error) {
    if (!(error instanceof LockLostError)) throw error;
    deps.log(error.message);
    return current(deps, id);
  }
}

async function current(deps: RunDeps, id: string): Promise<DigestStatus> {
  const digest = await getDigest(deps.db, id);
  if (!digest) throw new Error(`digest ${id} not found`);
  return toStatus(digest);
}
