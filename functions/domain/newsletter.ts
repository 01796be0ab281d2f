// Newsletter subscription: product.md §5 email rule.
import * as z from 'zod/mini';
import type { TopicChoice, TopicOptions } from './newsletter-topics.ts';

const EMAIL_MESSAGE = 'Please enter a valid email address';

/** product.md §10.19: a topic list names at least one topic; none at all is an unsubscribe. */
export const NO_TOPIC_MESSAGE = 'Choose at least one topic';
const TOPIC_IDS_MESSAGE = 'Topics are lists of category and tag ids';
const topicIds = z
  .array(z.int({ error: TOPIC_IDS_MESSAGE }).check(z.positive(TOPIC_IDS_MESSAGE)), {
    error: TOPIC_IDS_MESSAGE,
  })
  .check(z.maxLength(500, TOPIC_IDS_MESSAGE));

/** product.md §10.19: 'all' (the default, which stays all as topics are added) or the chosen ids. */
export const topicChoiceSchema = z.union(
  [
    z.literal('all'),
    z
      .object({ categories: topicIds, tags: topicIds })
      .check(z.refine((t) => t.categories.length + t.tags.length > 0, NO_TOPIC_MESSAGE)),
  ],
  { error: 'Topics must be "all" or { categories, tags }' },
);

/**
 * The ids of `choice` that name no topic in `known`, as messages ('Unknown category: 9'); empty when
 * every one is known. A choice is checked against the topics as they are when it is made.
 */
export function unknownTopics(choice: TopicChoice, known: TopicOptions): string[] {
  if (choice === 'all') return [];
  const has = (list: { id: number }[], id: number) => list.some((t) => t.id === id);
  return [
    ...choice.categories
      .filter((id) => !has(known.categories, id))
      .map((id) => `Unknown category: ${id}`),
    ...choice.tags.filter((id) => !has(known.tags, id)).map((id) => `Unknown tag: ${id}`),
  ];
}

/** The address is trimmed before the check, so a pasted "  Foo@Example.COM " is accepted. */
export const subscribeSchema = z.object({
  email: z.pipe(
    z.string({ error: EMAIL_MESSAGE }).check(z.trim()),
    z.email({ error: EMAIL_MESSAGE }).check(z.maxLength(254, EMAIL_MESSAGE)),
  ),
  /** product.md §10.19: absent means every topic. */
  topics: z.optional(topicChoiceSchema),
});

/**
 * True when a stored address is one the subscribe form could have written: it passes the form's rule
 * as it is, with nothing for the trim to remove (a CR/LF there would reach the mail headers). The
 * digest checks every address again before mailing it, as a row may be written to the store directly.
 */
export function isDeliverableAddress(email: string): boolean {
  const checked = subscribeSchema.safeParse({ email });
  return checked.success && checked.data.email === email;
}

/** One subscriber per address: trimmed and lower-cased. */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

// ---- Double opt-in, unsubscribe and digest (product.md §11.8): constants, token payloads, API shapes. ----

/** A confirmation link works for 7 days; a pending address never confirmed is forgotten after it. */
export const CONFIRM_TTL_DAYS = 7;
/** At most one confirmation mail per address per hour. */
export const CONFIRMATION_RESEND_MINUTES = 60;
/** A digest lists at most 10 articles: featured first, then newest. */
export const DIGEST_MAX_ARTICLES = 10;
/**
 * A digest keeps at most 300 of the articles published since the last one, in that order; each topic choice
 * takes its first 10 of them (product.md §10.19).
 */
export const DIGEST_CANDIDATES_MAX = 300;
/** A failing address is retried up to 3 times after its first failure, then skipped. */
export const DELIVERY_MAX_RETRIES = 3;

export * from './newsletter-links.ts';
export * from './newsletter-topics.ts';

/** product.md §10.19: a topics link works for 60 days; every digest brings a fresh one. */
export const PREFERENCES_LINK_DAYS = 60;

/**
 * product.md §9: an unsubscribe link works for a year (365 days) from its mail; every digest brings a
 * fresh one, so a reader who gets the newsletter always holds a working link.
 */
export const UNSUBSCRIBE_LINK_DAYS = 365;
/**
 * Unsubscribe links mailed before they carried an expiry hold no date: they work until a year after
 * the rule began (1 December 2026), so no link ever mailed works for ever, and none stopped at once.
 */
export const UNDATED_UNSUBSCRIBE_EXPIRES_AT = Date.UTC(2027, 11, 1);

/** Body of POST /api/newsletter/confirm. */
export const newsletterTokenSchema = z.object({
  token: z
    .string({ error: 'The link is not valid' })
    .check(z.minLength(1, 'The link is not valid'), z.maxLength(2000)),
});

/** One digest run: GET /api/newsletter/status and the last digest of GET /api/newsletter. */
export interface DigestStatus {
  id: string;
  status: 'sending' | 'sent';
  /** Confirmed subscribers when the digest started. */
  total: number;
  sent: number;
  /** Addresses given up on (after DELIVERY_MAX_RETRIES retries, or cut off by a crash mid-send). */
  failed: number;
  /** Articles in the all-topics mail (at most DIGEST_MAX_ARTICLES); a topic choice may get fewer. */
  articleCount: number;
  /** ISO times. */
  createdAt: string;
  finishedAt?: string;
}

/** Body of POST /api/newsletter/preferences (product.md §10.19). */
export const preferencesSchema = z.object({
  token: newsletterTokenSchema.shape.token,
  topics: topicChoiceSchema,
});

/** How many confirmed subscribers get one topic: those who chose it plus those who kept all topics. */
export interface TopicFollowers {
  id: number;
  name: string;
  followers: number;
}

/** GET /api/newsletter. */
export interface NewsletterStats {
  pending: number;
  confirmed: number;
  lastDigest: DigestStatus | null;
  /** product.md §10.19: confirmed subscribers who kept every topic, and the followers of each topic. */
  topics: { all: number; categories: TopicFollowers[]; tags: TopicFollowers[] };
}

/**
 * GET /api/newsletter/preview[?categories=1,2&tags=3]: the next digest exactly as mailed, for every topic or one
 * topic choice (null: nothing new since the last; `mail` null: nothing new in that choice, product.md §10.19).
 */
export interface DigestPreview {
  mail: { subject: string; html: string; text: string } | null;
  /** Articles in the previewed choice's mail. */
  articleCount: number;
  /** Confirmed subscribers it would go to now: those with something new in their topics. */
  recipients: number;
  /** Confirmed subscribers now, whatever their topics. */
  confirmed: number;
}
