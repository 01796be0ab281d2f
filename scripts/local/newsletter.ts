// The local newsletter: the mailer (SMTP_URL, else .eml files in DATA_DIR/outbox), the engine, and its background runner.
import { join } from 'node:path';
import type { Db } from '../../functions/data/index.ts';
import { createNewsletter, type Newsletter } from '../../functions/newsletter/index.ts';
import { createMailer } from '../../functions/newsletter/mail/transport.ts';
import { startNewsletterRunner, type NewsletterRunner } from './newsletter-timer.ts';

export interface LocalNewsletterOptions {
  db: Db;
  dataDir: string;
  /** Signs the links: the session secret, kept across restarts (secrets.ts). */
  secret: string;
  /** The URL served, which the links name. */
  siteUrl: string;
  smtpUrl?: string;
  mailFrom: string;
  intervalDays: number;
  ratePerSecond: number;
  log: (line: string) => void;
}

export interface LocalNewsletter {
  newsletter: Newsletter;
  runner: NewsletterRunner;
  /** Where mail goes, for the start-up message: the SMTP server's host:port or the outbox folder. */
  destination: MailDestination;
  /** Stops the schedule, waits for a running send and confirmation mails, then closes the mailer. */
  close(): Promise<void>;
}

export interface MailDestination {
  kind: 'smtp' | 'outbox';
  /** host:port of the SMTP server (never its credentials), or the outbox folder. */
  where: string;
}

/** The outbox folder under DATA_DIR (the contract's local mail without a mail server). */
export const outboxDir = (dataDir: string) => join(dataDir, 'outbox');

export function startLocalNewsletter(opts: LocalNewsletterOptions): LocalNewsletter {
  const mailer = createMailer({
    from: opts.mailFrom,
    ...(opts.smtpUrl ? { smtpUrl: opts.smtpUrl } : { outboxDir: outboxDir(opts.dataDir) }),
    log: opts.log,
  });
  const newsletter = createNewsletter({
    db: opts.db,
    mailer,
    secret: opts.secret,
    siteUrl: opts.siteUrl,
    ratePerSecond: opts.ratePerSecond,
    intervalDays: opts.intervalDays,
    log: opts.log,
  });
  const runner = startNewsletterRunner(newsletter, {
    intervalDays: opts.intervalDays,
    log: opts.log,
  });
  return {
    newsletter,
    runner,
    destination: opts.smtpUrl
      ? { kind: 'smtp', where: new URL(opts.smtpUrl).host }
      : { kind: 'outbox', where: outboxDir(opts.dataDir) },
    async close() {
      await runner.stop();
      await newsletter.settled(); // confirmation mails handed on by subscribe
      mailer.close();
    },
  };
}
