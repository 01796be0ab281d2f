// Test SMTP server: a real smtp-server on 127.0.0.1 that keeps every message it accepts, parsed by mailparser.
import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface CapturedMail {
  /** RCPT TO addresses of the SMTP envelope. */
  to: string[];
  raw: Buffer;
  parsed: ParsedMail;
}

export interface SmtpCapture {
  /** smtp://127.0.0.1:PORT, for SMTP_URL. */
  url: string;
  mails: CapturedMail[];
  /** Resolves with the first mail to `address` (already received or yet to come). */
  waitFor(address: string, timeoutMs?: number): Promise<CapturedMail>;
  close(): Promise<void>;
}

export interface SmtpCaptureOptions {
  /** Recipients refused at RCPT TO with a 550, as a mailbox that does not exist is. */
  refuse?: (address: string) => boolean;
  /** Called after each accepted message is stored (e.g. to write it to a folder). */
  onMail?: (mail: CapturedMail) => void | Promise<void>;
}

export async function startSmtpCapture(options: SmtpCaptureOptions = {}): Promise<SmtpCapture> {
  const mails: CapturedMail[] = [];
  const waiters: Array<{ address: string; resolve: (mail: CapturedMail) => void }> = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    // close() would otherwise wait up to 30 s for a sender's pooled connection to hang up.
    closeTimeout: 100,
    onRcptTo(address, _session, callback) {
      if (options.refuse?.(address.address.toLowerCase())) {
        const error = new Error('No such mailbox') as Error & { responseCode: number };
        error.responseCode = 550;
        callback(error);
        return;
      }
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks);
        const to = session.envelope.rcptTo.map((r) => r.address.toLowerCase());
        simpleParser(raw)
          .then(async (parsed) => {
            const mail = { to, raw, parsed };
            mails.push(mail);
            await options.onMail?.(mail);
            for (const waiter of waiters.filter((w) => to.includes(w.address))) {
              waiters.splice(waiters.indexOf(waiter), 1);
              waiter.resolve(mail);
            }
            callback();
          })
          .catch((error: Error) => callback(error));
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;

  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    waitFor(address, timeoutMs = 10_000) {
      const wanted = address.toLowerCase();
      const found = mails.find((m) => m.to.includes(wanted));
      if (found) return Promise.resolve(found);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`No mail to ${wanted} within ${timeoutMs} ms`)),
          timeoutMs,
        );
        waiters.push({
          address: wanted,
          resolve: (mail) => {
            clearTimeout(timer);
            resolve(mail);
          },
        });
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
