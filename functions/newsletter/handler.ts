// Newsletter Lambda: `{digestId}` (the API's async invoke after POST /api/newsletter/send) sends that digest; `{subscribe, topics}`
// (the API's async invoke after POST /api/subscribe) signs an address up; the weekly schedule runs runIfDue.
import { LAMBDA_REQUIRED_ENV, loadConfig } from '../config.ts';
import { dbFromConfig } from '../data/db.ts';
import type { DigestStatus } from '../domain/index.ts';
import { normaliseEmail, subscribeSchema } from '../domain/newsletter.ts';
import { createNewsletter } from './index.ts';
import { cloudMailer } from './mail/transport.ts';

// Fails at load, naming each missing variable (config.ts: LAMBDA_REQUIRED_ENV.newsletter).
const config = loadConfig(process.env, LAMBDA_REQUIRED_ENV.newsletter);

const newsletter = createNewsletter({
  db: dbFromConfig(config),
  mailer: cloudMailer(config),
  secret: config.SESSION_SECRET,
  siteUrl: config.SITE_URL,
  ratePerSecond: config.NEWSLETTER_RATE_PER_SECOND,
  // runIfDue allows an hour of drift between the schedule's ticks (functions/newsletter/runs.ts).
  intervalDays: config.NEWSLETTER_INTERVAL_DAYS,
});

/**
 * The API's invokes name a digest or an address to sign up; the 15-minute rule sends `{resume: true}`;
 * anything else (the weekly rule) is a schedule tick.
 */
export interface NewsletterEvent {
  digestId?: unknown;
  subscribe?: unknown;
  /** product.md §10.19: the topics chosen at signup (absent: all); the API checked every id. */
  topics?: unknown;
  resume?: unknown;
}

/** A run stops starting mails this long before Lambda's timeout; the resume rule goes on from there. */
const STOP_MARGIN_MS = 60_000;

export async function handler(
  event: NewsletterEvent = {},
  context?: { getRemainingTimeInMillis(): number },
): Promise<DigestStatus | null> {
  const limit = context
    ? { stopAt: Date.now() + context.getRemainingTimeInMillis() - STOP_MARGIN_MS }
    : {};
  if (event.subscribe !== undefined) {
    // The API checked the address; an event from anywhere else is checked again, never trusted.
    const parsed = subscribeSchema.safeParse({ email: event.subscribe, topics: event.topics });
    if (!parsed.success) {
      console.error('newsletter: subscribe event without a valid address or topics; ignored');
      return null;
    }
    await newsletter.subscribe(normaliseEmail(parsed.data.email), parsed.data.topics);
    await newsletter.settled();
    return null;
  }
  let status: DigestStatus | null;
  if (typeof event.digestId === 'string') {
    status = await newsletter.sendDigest(event.digestId, limit);
  } else if (event.resume === true || config.NEWSLETTER_INTERVAL_DAYS === 0) {
    // 0 turns scheduled digests off (an editor's "Send now" still works); a cut-off one still resumes.
    status = await newsletter.resumeUnfinished(limit);
  } else {
    status = await newsletter.runIfDue(limit);
  }
  console.log(JSON.stringify({ newsletter: status }));
  return status;
}
