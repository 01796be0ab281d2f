// Configuration: read once from the environment, validated, failing loudly at start-up.
import { en } from 'zod/locales';
import * as z from 'zod/mini';

const flag = z.pipe(
  z.optional(z.enum(['0', '1', 'true', 'false', ''])),
  z.transform((v) => v === '1' || v === 'true'),
);

/** A number from the environment's text, passing `checks`; `fallback` when unset. */
const envNumber = (fallback: number, ...checks: z.core.$ZodCheck<number>[]) =>
  z._default(z.coerce.number().check(...checks), fallback);
/** A variable that may be unset; when set, at least `min` characters (`message` when shorter). */
const nonBlank = (min = 1, message?: string) =>
  z.optional(z.string().check(z.minLength(min, message)));

/** An optional https:// address; empty counts as unset. */
const socialUrl = (name: string) =>
  z.pipe(
    z.optional(
      z.union([
        z.literal(''),
        z.url({ protocol: /^https$/, error: `${name} must be an https:// URL` }),
      ]),
    ),
    z.transform((v) => v || undefined),
  );

const envSchema = z.object({
  /** Local server port. */
  PORT: envNumber(4321, z.int(), z.minimum(0), z.maximum(65535)),
  /** Local store, uploads and generated secrets. */
  DATA_DIR: z._default(z.string().check(z.minLength(1)), '.data'),
  /** Admin password in clear (local); only its scrypt hash is kept. */
  ADMIN_PASSWORD: nonBlank(),
  /** Admin password as an scrypt hash (cloud), as written by functions/api/auth/password.ts. */
  ADMIN_PASSWORD_HASH: nonBlank(),
  /** Signs session cookies; at least 32 characters. */
  SESSION_SECRET: nonBlank(32, 'SESSION_SECRET must be at least 32 characters'),
  /** Absolute origin for canonical URLs, the feed and the sitemap; unset locally (see siteUrl). */
  SITE_URL: z.optional(z.url()),
  /** Local import schedule in minutes; 0 turns it off; at most what a timer can wait (about 24 days). */
  FEED_INTERVAL_MINUTES: envNumber(30, z.minimum(0), z.maximum(35_791)),
  /** Tests only: lets the feed fetcher reach 127.0.0.1. */
  FEEDS_ALLOW_LOOPBACK: flag,
  /** DynamoDB table. */
  TABLE_NAME: z._default(z.string().check(z.minLength(3)), 'a11y-news'),
  /** Partial site build only: a JSON file naming the article pages to render (site/build/partial.ts). */
  SITE_PARTIAL: nonBlank(),
  /**
   * Full site builds: how many processes render the article pages, each a share (scripts/pipeline/build-shards.ts).
   * 0 picks one per core, at most 2, once there are 5,000 articles; 1 builds in one process.
   */
  SITE_BUILD_SHARDS: envNumber(0, z.int(), z.minimum(0), z.maximum(8)),
  /**
   * Where a site build reads its content: 'local', the store at DYNAMODB_ENDPOINT; 'aws' (the cloud build job,
   * set by CDK), the table in AWS_REGION with the job's role.
   */
  SITE_BUILD_STORE: z._default(z.enum(['local', 'aws']), 'local'),
  /** DynamoDB endpoint; unset in AWS, the local dynalite address otherwise. */
  DYNAMODB_ENDPOINT: z.optional(z.url()),
  /** S3 bucket for uploaded images (cloud); local uploads go to DATA_DIR/uploads. */
  UPLOADS_BUCKET: nonBlank(3),
  AWS_REGION: z._default(z.string().check(z.minLength(1)), 'us-east-1'),
  /**
   * Cloud: the secret CloudFront adds to every request it sends the API (x-origin-verify); the API
   * refuses requests without it, so nobody reaches API Gateway around CloudFront (and its client
   * address header).
   */
  ORIGIN_VERIFY_SECRET: nonBlank(32, 'ORIGIN_VERIFY_SECRET must be at least 32 characters'),
  /** Name of the import Lambda, which the API invokes for every import (cloud). */
  IMPORT_FUNCTION_NAME: nonBlank(),
  /** Name of the rebuild Lambda, invoked when content changes (cloud). */
  REBUILD_FUNCTION_NAME: nonBlank(),
  /** CodeBuild project that builds and publishes the site (cloud rebuild hook). */
  BUILD_PROJECT_NAME: nonBlank(),
  /**
   * The deployed site code, as the hash of the build job's source (cloud): the build job records it with each
   * publish, and the schedule Lambda starts a full build when the published site was built from other code.
   */
  SITE_SOURCE: nonBlank(),
  /** Newsletter mail server, smtp://user:pass@host:port or smtps://…; unset: local mail goes to DATA_DIR/outbox, cloud mail to SES. */
  SMTP_URL: z.optional(
    z.url({
      protocol: /^smtps?$/,
      hostname: /^.+$/,
      error: 'SMTP_URL must be an smtp:// or smtps:// URL',
    }),
  ),
  /** The newsletter's sender; in AWS its address must belong to the verified SES identity. */
  MAIL_FROM: z._default(z.string().check(z.minLength(3)), 'A11y Tech News <newsletter@localhost>'),
  /** Days between digests (local timer; the cloud schedule is weekly); 0 turns scheduled digests off. */
  NEWSLETTER_INTERVAL_DAYS: envNumber(7, z.minimum(0), z.maximum(365)),
  /** Digest mails sent per second at most. */
  NEWSLETTER_RATE_PER_SECOND: envNumber(
    10,
    z.positive('NEWSLETTER_RATE_PER_SECOND must be more than 0'),
    z.maximum(1000),
  ),
  /** Name of the newsletter Lambda, which the API invokes to send a digest (cloud). */
  NEWSLETTER_FUNCTION_NAME: nonBlank(),
  /** The footer's social links, read by the site build (product.md §2.2); unset or empty hides that link. */
  SOCIAL_X_URL: socialUrl('SOCIAL_X_URL'),
  SOCIAL_LINKEDIN_URL: socialUrl('SOCIAL_LINKEDIN_URL'),
  SOCIAL_FACEBOOK_URL: socialUrl('SOCIAL_FACEBOOK_URL'),
});

export type Config = z.output<typeof envSchema>;
export type ConfigName = keyof Config;

/**
 * What each Lambda entry point cannot run without, checked when it loads (and against the stack in
 * infra/stack.test.ts). The API's function names and bucket stay optional: without them (the
 * bundled-handler test) imports and digests run in the API, no rebuild is invoked and uploads go to
 * /tmp; the import Lambda without REBUILD_FUNCTION_NAME invokes no rebuild. Mail goes to SES unless
 * SMTP_URL is set, so it is never required.
 */
export const LAMBDA_REQUIRED_ENV = {
  api: ['TABLE_NAME', 'ADMIN_PASSWORD_HASH', 'SESSION_SECRET', 'SITE_URL', 'MAIL_FROM'],
  import: ['TABLE_NAME'],
  rebuild: ['BUILD_PROJECT_NAME'],
  newsletter: ['TABLE_NAME', 'SESSION_SECRET', 'SITE_URL', 'MAIL_FROM'],
  schedule: ['TABLE_NAME', 'REBUILD_FUNCTION_NAME'],
} as const satisfies Record<string, readonly (keyof z.output<typeof envSchema>)[]>;

/** A Config whose `K` variables are known to be set (an entry point listed them as required). */
export type ConfigWith<K extends ConfigName> = Config & { [P in K]-?: NonNullable<Config[P]> };

/**
 * Parses the given environment; throws an error naming every bad variable. `required` lists the
 * variables the calling entry point cannot run without: each must be set in `env` itself (a
 * default does not count), so a Lambda deployed without one fails when it loads, not when invoked.
 */
export function loadConfig<K extends ConfigName = never>(
  env: Record<string, string | undefined> = process.env,
  required: readonly K[] = [],
): ConfigWith<K> {
  const missing = required
    .filter((name) => !env[name])
    .map((name) => `  ${name}: required by this entry point but not set`);
  // zod's English messages for this parse only (the API's validation has its own, zod-messages.ts).
  const parsed = envSchema.safeParse(env, { error: en().localeError });
  const invalid = parsed.success
    ? []
    : parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
  const lines = [...missing, ...invalid];
  if (lines.length || !parsed.success)
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  return parsed.data as ConfigWith<K>;
}

/**
 * The site's absolute origin: SITE_URL when set, else the local server on `port` (default PORT).
 * The one place the localhost fallback is written, so the local server, build and API agree.
 */
export function siteUrl(config: Pick<Config, 'SITE_URL' | 'PORT'>, port?: number): string {
  return config.SITE_URL ?? `http://localhost:${port ?? config.PORT}`;
}
