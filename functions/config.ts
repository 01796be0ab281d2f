// Configuration: read once from the environment, validated, failing loudly at start-up.
import { z } from 'zod';

const flag = z
  .enum(['0', '1', 'true', 'false', ''])
  .optional()
  .transform((v) => v === '1' || v === 'true');

const envSchema = z.object({
  /** Local server port. */
  PORT: z.coerce.number().int().min(0).max(65535).default(4321),
  /** Local store, uploads and generated secrets. */
  DATA_DIR: z.string().min(1).default('.data'),
  /** Admin password in clear (local); only its scrypt hash is kept. */
  ADMIN_PASSWORD: z.string().min(1).optional(),
  /** Admin password as an scrypt hash (cloud), as written by functions/api/auth/password.ts. */
  ADMIN_PASSWORD_HASH: z.string().min(1).optional(),
  /** Signs session cookies; at least 32 characters. */
  SESSION_SECRET: z.string().min(32, 'SESSION_SECRET must be at least 32 characters').optional(),
  /** Absolute origin for canonical URLs, the feed and the sitemap; unset locally (see siteUrl). */
  SITE_URL: z.url().optional(),
  /** Local import schedule in minutes; 0 turns it off; at most what a timer can wait (about 24 days). */
  FEED_INTERVAL_MINUTES: z.coerce.number().min(0).max(35_791).default(30),
  /** Tests only: lets the feed fetcher reach 127.0.0.1. */
  FEEDS_ALLOW_LOOPBACK: flag,
  /** DynamoDB table. */
  TABLE_NAME: z.string().min(3).default('a11y-news'),
  /** Partial site build only: a JSON file naming the article pages to render (site/build/partial.ts). */
  SITE_PARTIAL: z.string().min(1).optional(),
  /** DynamoDB endpoint; unset in AWS, the local dynalite address otherwise. */
  DYNAMODB_ENDPOINT: z.url().optional(),
  /** S3 bucket for uploaded images (cloud); local uploads go to DATA_DIR/uploads. */
  UPLOADS_BUCKET: z.string().min(3).optional(),
  AWS_REGION: z.string().min(1).default('us-east-1'),
  /**
   * Cloud: the secret CloudFront adds to every request it sends the API (x-origin-verify); the API
   * refuses requests without it, so nobody reaches API Gateway around CloudFront (and its client
   * address header).
   */
  ORIGIN_VERIFY_SECRET: z
    .string()
    .min(32, 'ORIGIN_VERIFY_SECRET must be at least 32 characters')
    .optional(),
  /** Name of the import Lambda, which the API invokes for every import (cloud). */
  IMPORT_FUNCTION_NAME: z.string().min(1).optional(),
  /** Name of the rebuild Lambda, invoked when content changes (cloud). */
  REBUILD_FUNCTION_NAME: z.string().min(1).optional(),
  /** CodeBuild project that builds and publishes the site (cloud rebuild hook). */
  BUILD_PROJECT_NAME: z.string().min(1).optional(),
  /** Newsletter mail server, smtp://user:pass@host:port or smtps://…; unset: local mail goes to DATA_DIR/outbox, cloud mail to SES. */
  SMTP_URL: z
    .url({
      protocol: /^smtps?$/,
      hostname: /^.+$/,
      error: 'SMTP_URL must be an smtp:// or smtps:// URL',
    })
    .optional(),
  /** The newsletter's sender; in AWS its address must belong to the verified SES identity. */
  MAIL_FROM: z.string().min(3).default('A11y Tech News <newsletter@localhost>'),
  /** Days between digests (local timer; the cloud schedule is weekly); 0 turns scheduled digests off. */
  NEWSLETTER_INTERVAL_DAYS: z.coerce.number().min(0).max(365).default(7),
  /** Digest mails sent per second at most. */
  NEWSLETTER_RATE_PER_SECOND: z.coerce
    .number()
    .positive('NEWSLETTER_RATE_PER_SECOND must be more than 0')
    .max(1000)
    .default(10),
  /** Name of the newsletter Lambda, which the API invokes to send a digest (cloud). */
  NEWSLETTER_FUNCTION_NAME: z.string().min(1).optional(),
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
  const parsed = envSchema.safeParse(env);
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
