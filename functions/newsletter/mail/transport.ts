// Sends a rendered mail with nodemailer: SMTP from SMTP_URL, SES in AWS, or .eml files in a local outbox.
import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import type { SESTransportOptions } from 'nodemailer/lib/ses-transport';

export interface Mail {
  to: string;
  subject: string;
  html: string;
  text: string;
  headers: Record<string, string>;
}

export interface Mailer {
  /** Rejects when the transport refuses the mail; the caller records the failure. */
  send(mail: Mail): Promise<void>;
  /** Closes the SMTP connection pool; a no-op for SES and the outbox. */
  close(): void;
  /** 'smtp' | 'ses' | 'outbox' */
  readonly kind: string;
}

/** The two @aws-sdk/client-sesv2 objects nodemailer's SES transport needs; tests pass fakes. */
export type SesSdk = SESTransportOptions['SES'];

export interface MailerOptions {
  /** MAIL_FROM, e.g. 'A11y Tech News <newsletter@example.org>'. */
  from: string;
  smtpUrl?: string;
  ses?: { region: string };
  outboxDir?: string;
  log?: (line: string) => void;
}

/** The Lambdas' mailer: SES (the sending identity's IAM policy) unless SMTP_URL names a mail server. */
export function cloudMailer(config: {
  MAIL_FROM: string;
  SMTP_URL?: string | undefined;
  AWS_REGION: string;
}): Mailer {
  return createMailer({
    from: config.MAIL_FROM,
    ...(config.SMTP_URL ? { smtpUrl: config.SMTP_URL } : { ses: { region: config.AWS_REGION } }),
  });
}

/** Precedence (contract): smtpUrl, then ses, then the outbox. `inject.ses` replaces the AWS SDK (tests). */
export function createMailer(opts: MailerOptions, inject: { ses?: SesSdk } = {}): Mailer {
  if (opts.smtpUrl) return smtpMailer(opts.from, opts.smtpUrl);
  if (opts.ses) return sesMailer(opts.from, opts.ses.region, inject.ses);
  if (opts.outboxDir) return outboxMailer(opts.from, opts.outboxDir, opts.log ?? console.log);
  throw new Error('createMailer needs smtpUrl, ses or outboxDir');
}

function message(from: string, mail: Mail) {
  const { to, subject, html, text, headers } = mail;
  return { from, to, subject, html, text, headers };
}

function smtpMailer(from: string, smtpUrl: string): Mailer {
  // Pooled: a digest sends many mails, and one connection per mail would cost a TLS handshake each.
  const transport = nodemailer.createTransport({ url: smtpUrl, pool: true });
  return {
    kind: 'smtp',
    async send(mail) {
      await transport.sendMail(message(from, mail));
    },
    close: () => transport.close(),
  };
}

function sesMailer(from: string, region: string, injected?: SesSdk): Mailer {
  // Created on first send, so that SMTP and outbox users never load the AWS SDK.
  let transport: Promise<Transporter> | undefined;
  const load = async (): Promise<Transporter> => {
    const sdk = injected ?? (await loadSes(region));
    return nodemailer.createTransport({ SES: sdk });
  };
  return {
    kind: 'ses',
    async send(mail) {
      transport ??= load();
      await (await transport).sendMail(message(from, mail));
    },
    close: () => undefined,
  };
}

async function loadSes(region: string): Promise<SesSdk> {
  const { SESv2Client, SendEmailCommand } = await import('@aws-sdk/client-sesv2');
  return { sesClient: new SESv2Client({ region }), SendEmailCommand };
}

function outboxMailer(from: string, dir: string, log: (line: string) => void): Mailer {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true });
  return {
    kind: 'outbox',
    async send(mail) {
      const info = await transport.sendMail(message(from, mail));
      await mkdir(dir, { recursive: true });
      const path = join(dir, outboxName(new Date()));
      await writeFile(path, info.message as Buffer);
      log(`Mail to ${mail.to} written to ${path}`);
    },
    close: () => undefined,
  };
}

/** ISO time with ':' replaced, as Windows forbids it in file names; sorts by time, random suffix avoids clashes. */
export function outboxName(at: Date): string {
  return `${at.toISOString().replace(/:/g, '-')}-${randomBytes(4).toString('hex')}.eml`;
}
