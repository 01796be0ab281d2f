// Newsletter subscription: product.md §5 email rule.
import * as z from 'zod/mini';

const EMAIL_MESSAGE = 'Please enter a valid email address';

/** The address is trimmed before the check, so a pasted "  Foo@Example.COM " is accepted. */
export const subscribeSchema = z.object({
  email: z.pipe(
    z.string({ error: EMAIL_MESSAGE }).check(z.trim()),
    z.email({ error: EMAIL_MESSAGE }).check(z.maxLength(254, EMAIL_MESSAGE)),
  ),
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
/** A failing address is retried up to 3 times after its first failure, then skipped. */
export const DELIVERY_MAX_RETRIES = 3;

export * from './newsletter-links.ts';

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
  articleCount: number;
  /** ISO times. */
  createdAt: string;
  finishedAt?: string;
}

/** GET /api/newsletter. */
export interface NewsletterStats {
  pending: number;
  confirmed: number;
  lastDigest: DigestStatus | null;
}

/** GET /api/newsletter/preview: the next digest exactly as mailed (null: nothing new since the last). */
export interface DigestPreview {
  subject: string;
  html: string;
  text: string;
  articleCount: number;
  /** Confirmed subscribers it would go to now. */
  recipients: number;
}
