// Unit: createMailer delivers through a real SMTP server, writes parseable .eml files, and hands SES the raw message.
import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { unsubscribeHeaders } from './headers.ts';
import { createMailer, type Mail } from './transport.ts';

const FROM = 'A11y Tech News <newsletter@news.example.org>';
const ONE_CLICK = 'https://news.example.org/api/newsletter/unsubscribe?token=eyJhIjoxfQ.c2ln';
const mail: Mail = {
  to: 'reader@example.com',
  subject: 'A11y Tech News: 2 new articles',
  html: '<p>Hello <a href="https://news.example.org/articles/a">Article</a></p>',
  text: 'Hello Article <https://news.example.org/articles/a>',
  headers: unsubscribeHeaders(ONE_CLICK),
};

/** Both RFC 8058 headers, as a receiving provider reads them. */
function expectOneClickHeaders(parsed: ParsedMail) {
  // mailparser folds List-* into one object; the raw lines (unfolded) are what providers act on.
  const line = (key: string) =>
    parsed.headerLines.find((h) => h.key === key)?.line.replace(/\r?\n[ \t]+/g, ' ');
  expect(line('list-unsubscribe')).toBe(`List-Unsubscribe: <${ONE_CLICK}>`);
  expect(line('list-unsubscribe-post')).toBe('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
}

/** The sender as parsed: MAIL_FROM's display name and address survive the transport. */
function expectFrom(parsed: ParsedMail) {
  expect(parsed.from?.value).toEqual([
    { name: 'A11y Tech News', address: 'newsletter@news.example.org' },
  ]);
}

describe('SMTP', () => {
  const received: ParsedMail[] = [];
  let server: SMTPServer;
  let port: number;

  beforeAll(async () => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onRcptTo(address, _session, done) {
        done(address.address === 'bounce@example.com' ? new Error('Mailbox unavailable') : null);
      },
      onData(stream, _session, done) {
        simpleParser(stream).then((parsed) => (received.push(parsed), done()), done);
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(resolve)));

  it('delivers the mail with both parts, from, to and the List-Unsubscribe headers', async () => {
    // Prepare
    const mailer = createMailer({ from: FROM, smtpUrl: `smtp://127.0.0.1:${port}` });
    // Act
    await mailer.send(mail);
    mailer.close();
    // Assess
    expect(mailer.kind).toBe('smtp');
    const parsed = received.at(-1)!;
    expectFrom(parsed);
    expect(parsed.to && !Array.isArray(parsed.to) && parsed.to.text).toBe('reader@example.com');
    expect(parsed.subject).toBe(mail.subject);
    expect(parsed.html).toContain('href="https://news.example.org/articles/a"');
    expect(parsed.text?.trim()).toBe(mail.text);
    expectOneClickHeaders(parsed);
  });

  it('rejects when the server refuses the recipient', async () => {
    // Prepare
    const mailer = createMailer({ from: FROM, smtpUrl: `smtp://127.0.0.1:${port}` });
    const before = received.length;
    // Act
    const sending = mailer.send({ ...mail, to: 'bounce@example.com' });
    // Assess
    await expect(sending).rejects.toThrow(/Mailbox unavailable/);
    expect(received).toHaveLength(before);
    mailer.close();
  });
});

describe('outbox', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'outbox-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('writes a parseable .eml into a new folder and logs its path', async () => {
    // Prepare
    const outboxDir = join(dir, 'nested', 'outbox');
    const lines: string[] = [];
    const mailer = createMailer({ from: FROM, outboxDir, log: (line) => lines.push(line) });
    // Act
    await mailer.send(mail);
    // Assess
    const [file, ...others] = await readdir(outboxDir);
    expect(others).toEqual([]);
    expect(file).toMatch(/^\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d\.\d{3}Z-[0-9a-f]{8}\.eml$/);
    const path = join(outboxDir, file!);
    expect(lines).toEqual([`Mail to reader@example.com written to ${path}`]);
    const parsed = await simpleParser(await readFile(path));
    expect(parsed.subject).toBe(mail.subject);
    expect(parsed.html).toContain('Article');
    expectOneClickHeaders(parsed);
    expect(mailer.kind).toBe('outbox');
  });
});

/** Stands in for @aws-sdk/client-sesv2's command: keeps the input nodemailer builds. */
class SendEmailCommand {
  input: { Content: { Raw: { Data: Buffer } } };
  constructor(input: SendEmailCommand['input']) {
    this.input = input;
  }
}

describe('SES', () => {
  it('sends the raw MIME message with a SendEmailCommand', async () => {
    // Prepare
    const commands: SendEmailCommand[] = [];
    const send = vi.fn(async (command: unknown) => {
      commands.push(command as SendEmailCommand);
      return { MessageId: '0100-abc' };
    });
    const mailer = createMailer(
      { from: FROM, ses: { region: 'eu-west-1' } },
      { ses: { sesClient: { send }, SendEmailCommand } },
    );
    // Act
    await mailer.send(mail);
    // Assess
    expect(mailer.kind).toBe('ses');
    expect(commands).toHaveLength(1);
    const parsed = await simpleParser(commands[0]!.input.Content.Raw.Data);
    expectFrom(parsed);
    expect(parsed.text?.trim()).toBe(mail.text);
    expectOneClickHeaders(parsed);
  });

  it('rejects when SES refuses', async () => {
    // Prepare
    const send = vi.fn(async () => {
      throw new Error('MessageRejected');
    });
    const mailer = createMailer(
      { from: FROM, ses: { region: 'eu-west-1' } },
      { ses: { sesClient: { send }, SendEmailCommand } },
    );
    // Act
    const sending = mailer.send(mail);
    // Assess
    await expect(sending).rejects.toThrow('MessageRejected');
  });
});

it('refuses a configuration without SMTP, SES or outbox', () => {
  // Act / Assess
  expect(() => createMailer({ from: FROM })).toThrow(/smtpUrl, ses or outboxDir/);
});
