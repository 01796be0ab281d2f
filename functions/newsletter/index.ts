// The newsletter engine's public face (product.md §11.8, §10.19): double opt-in, topics,
// one-click unsubscribe, and the digest, for the API routes, the newsletter Lambda and the local timer.
import {
  confirmedTopicSets,
  countSubscribers,
  latestDigest,
  listCategories,
  listConfirmedSubscribers,
  listTags,
  type Db,
} from '../data/index.ts';
import {
  followsTopic,
  type DigestPreview,
  type DigestStatus,
  type NewsletterStats,
  type TopicChoice,
  type TopicOptions,
} from '../domain/index.ts';
import type { Mailer } from './mail/transport.ts';
import * as runs from './runs.ts';
import { toStatus, type RunLimit } from './sender.ts';
import * as subscriptions from './subscriptions.ts';
import { createTokenSigner, newsletterLinks } from './tokens.ts';

export type { RunLimit } from './sender.ts';
export type { ConfirmResult, PreferencesResult, UnsubscribeResult } from './subscriptions.ts';
import type { ConfirmResult, PreferencesResult, UnsubscribeResult } from './subscriptions.ts';
import type { StartRefusal } from './runs.ts';

export interface NewsletterDeps {
  db: Db;
  mailer: Mailer;
  /** SESSION_SECRET: the link-signing key is derived from it. */
  secret: string;
  /** Absolute origin of the site, for every link in a mail. */
  siteUrl: string;
  /** NEWSLETTER_RATE_PER_SECOND; default 10. */
  ratePerSecond?: number;
  /** NEWSLETTER_INTERVAL_DAYS; default 7, 0 = no schedule. */
  intervalDays?: number;
  now?: () => number;
  sleep?: (ms: number) => Promise<void>;
  log?: (line: string) => void;
}

export interface Newsletter {
  /**
   * New or pending (re)sends a confirmation mail unless one went < 60 min ago; confirmed: nothing.
   * Resolves once the mail is handed on, not sent, so every address answers alike (subscriptions.ts);
   * a failed send is logged and lets the next subscribe mail at once.
   */
  subscribe(email: string, topics?: TopicChoice): Promise<void>;
  /** Resolves when every confirmation mail handed on so far has been sent or has failed. */
  settled(): Promise<void>;
  confirm(token: string): Promise<ConfirmResult>;
  /** Deletes the address (no list of former subscribers); a used, expired or tampered link changes nothing. */
  unsubscribe(token: string): Promise<UnsubscribeResult>;
  /** Every category and disability tag a subscriber may choose now (product.md §10.19). */
  topicOptions(): Promise<TopicOptions>;
  /** The address and topics a signed topics link names; a read that changes nothing. */
  preferences(token: string): Promise<PreferencesResult>;
  /** Sets the topics a signed topics link names; every id must be in topicOptions (the caller checks). */
  setPreferences(token: string, topics: TopicChoice): Promise<PreferencesResult>;
  stats(): Promise<NewsletterStats>;
  /** The next digest as mailed for `topics` (all by default), to the sample address subscriber@example.com (a link that removes nobody). */
  preview(topics?: TopicChoice): Promise<DigestPreview | null>;
  /** Creates the next digest and takes the send lock (or hands back an unfinished one whose sender died). */
  startDigest(): Promise<{ ok: true; id: string } | { ok: false; reason: StartRefusal }>;
  /** Sends (or resumes) digest `id` to the end, or until `limit.stopAt`; never mails an address twice. */
  sendDigest(id: string, limit?: RunLimit): Promise<DigestStatus>;
  /** A digest left 'sending' (process killed, or stopped at its limit): resume it. takeOver: the lock holder is known dead (local start). */
  resumeUnfinished(opts?: { takeOver?: boolean } & RunLimit): Promise<DigestStatus | null>;
  /** Schedule tick: resume an unfinished digest, else start+send when the last is >= intervalDays old (or none) and there is something new and someone to send to. */
  runIfDue(limit?: RunLimit): Promise<DigestStatus | null>;
  latest(): Promise<DigestStatus | null>;
  confirmedSubscribers(): AsyncIterable<{
    email: string;
    confirmedAt: string;
    topics: TopicChoice;
  }>;
}

export function createNewsletter(deps: NewsletterDeps): Newsletter {
  const now = deps.now ?? Date.now;
  const links = newsletterLinks(deps.siteUrl);
  const tokens = createTokenSigner(deps.secret);
  const siteUrl = deps.siteUrl.replace(/\/+$/, '');
  const base = { db: deps.db, mailer: deps.mailer, tokens, links, siteUrl, now };
  const run: runs.RunDeps = {
    ...base,
    ratePerSecond: deps.ratePerSecond ?? 10,
    intervalDays: deps.intervalDays ?? 7,
    sleep: deps.sleep ?? ((ms) => new Promise((resolve) => setTimeout(resolve, ms))),
    log: deps.log ?? ((line) => console.log(line)),
  };
  const latest = async () => {
    const digest = await latestDigest(deps.db);
    return digest ? toStatus(digest) : null;
  };
  /** Confirmation mails on their way (subscribe hands them on without waiting). */
  const sending = new Set<Promise<void>>();
  const deliver = (send: () => Promise<void>) => {
    const done: Promise<void> = send()
      .catch((error: unknown) =>
        run.log(
          `confirmation mail not sent: ${error instanceof Error ? error.message : String(error)}`,
        ),
      )
      .finally(() => sending.delete(done));
    sending.add(done);
  };
  const topicOptions = async (): Promise<TopicOptions> => {
    const [categories, tags] = await Promise.all([listCategories(deps.db), listTags(deps.db)]);
    const option = ({ id, name }: { id: number; name: string }) => ({ id, name });
    return { categories: categories.map(option), tags: tags.map(option) };
  };
  /** product.md §10.19: each topic's followers, those who kept all topics counted under every one. */
  const topicStats = async (): Promise<NewsletterStats['topics']> => {
    const [options, sets] = await Promise.all([topicOptions(), confirmedTopicSets(deps.db)]);
    const count = (kind: 'categories' | 'tags') =>
      options[kind].map((t) => ({
        ...t,
        followers: sets
          .filter((s) => followsTopic(s.topics, kind, t.id))
          .reduce((n, s) => n + s.subscribers, 0),
      }));
    const all = sets.find((s) => s.topics === 'all')?.subscribers ?? 0;
    return { all, categories: count('categories'), tags: count('tags') };
  };
  return {
    subscribe: (email, topics) => subscriptions.subscribe(base, email, deliver, topics),
    async settled() {
      while (sending.size > 0) await Promise.all(sending);
    },
    confirm: (token) => subscriptions.confirm(base, token),
    unsubscribe: (token) => subscriptions.unsubscribe(base, token),
    topicOptions,
    preferences: (token) => subscriptions.preferences(base, token),
    setPreferences: (token, topics) => subscriptions.setPreferences(base, token, topics),
    async stats() {
      const [counts, lastDigest, topics] = await Promise.all([
        countSubscribers(deps.db, now()),
        latest(),
        topicStats(),
      ]);
      return { ...counts, lastDigest, topics };
    },
    preview: (topics) => runs.preview(run, topics),
    startDigest: () => runs.startDigest(run),
    sendDigest: (id, limit) => runs.sendDigest(run, id, limit),
    resumeUnfinished: (opts) => runs.resumeUnfinished(run, opts),
    runIfDue: (limit) => runs.runIfDue(run, limit),
    latest,
    async *confirmedSubscribers() {
      for await (const { email, confirmedAt, topics } of listConfirmedSubscribers(deps.db))
        yield { email, confirmedAt, topics };
    },
  };
}
