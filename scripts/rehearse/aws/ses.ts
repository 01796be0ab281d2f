// SES (API v2) in the rehearsal: SendEmail, checked against the sending identity and kept in an outbox with its
// headers as written (a raw MIME message parsed as a mail client would, or the simple content's fields).
import { randomUUID } from 'node:crypto';
import { simpleParser } from 'mailparser';
import { ACCOUNT, REGION } from '../template.ts';
import type { AwsRequest, AwsResponse, Endpoint } from './endpoint.ts';

/** One mail SES accepted. */
export interface SentMail {
  messageId: string;
  caller: string;
  from: string;
  to: string[];
  subject: string;
  /** Header values as sent, by lower-case name (List-Unsubscribe, List-Unsubscribe-Post...). */
  headers: Record<string, string>;
  text?: string;
  html?: string;
  /** The MIME message, when sent as Content.Raw. */
  raw?: string;
  /** Content.Simple as sent, when sent so. */
  simple?: unknown;
}

interface SendEmailInput {
  FromEmailAddress?: string;
  Destination?: { ToAddresses?: string[]; CcAddresses?: string[]; BccAddresses?: string[] };
  Content: {
    Raw?: { Data: string };
    Simple?: {
      Subject: { Data: string };
      Body: { Text?: { Data: string }; Html?: { Data: string } };
      Headers?: { Name: string; Value: string }[];
    };
  };
}

/** The address inside `Name <address>`. */
const address = (text: string) => /<([^>]+)>/.exec(text)?.[1] ?? text.trim();

export class Ses {
  readonly outbox: SentMail[] = [];

  constructor(endpoint: Endpoint) {
    endpoint.handle('ses', (request) => this.handle(endpoint, request));
  }

  private async handle(endpoint: Endpoint, request: AwsRequest): Promise<AwsResponse> {
    if (request.method !== 'POST' || request.path !== '/v2/email/outbound-emails')
      return endpoint.notEmulated(request, `SES ${request.method} ${request.path}`);
    const input = JSON.parse(request.body.toString('utf8')) as SendEmailInput;
    const mail = input.Content.Raw ? await this.fromRaw(input) : this.fromSimple(input);
    // The sending identity is the From address's domain (the stack's policy names identity/<domain>).
    const domain = address(mail.from).split('@')[1] ?? '';
    const denied = endpoint.authorize(
      request.caller,
      'ses:SendEmail',
      `arn:aws:ses:${REGION}:${ACCOUNT}:identity/${domain}`,
    );
    if (denied) return denied;
    const messageId = randomUUID();
    this.outbox.push({ messageId, caller: request.caller, ...mail });
    return {
      status: 200,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ MessageId: messageId }),
    };
  }

  private async fromRaw(input: SendEmailInput): Promise<Omit<SentMail, 'messageId' | 'caller'>> {
    const raw = Buffer.from(input.Content.Raw!.Data, 'base64').toString('utf8');
    const parsed = await simpleParser(raw);
    const headers: Record<string, string> = {};
    for (const { key, line } of parsed.headerLines)
      headers[key] = line
        .slice(line.indexOf(':') + 1)
        .replace(/\r?\n[ \t]+/g, ' ')
        .trim();
    const destinations = [
      ...(input.Destination?.ToAddresses ?? []),
      ...(input.Destination?.CcAddresses ?? []),
      ...(input.Destination?.BccAddresses ?? []),
    ];
    return {
      from: input.FromEmailAddress ?? headers.from ?? '',
      to: destinations.length
        ? destinations
        : (headers.to ?? '').split(',').map(address).filter(Boolean),
      subject: parsed.subject ?? '',
      headers,
      ...(parsed.text ? { text: parsed.text } : {}),
      ...(parsed.html ? { html: parsed.html } : {}),
      raw,
    };
  }

  private fromSimple(input: SendEmailInput): Omit<SentMail, 'messageId' | 'caller'> {
    const simple = input.Content.Simple!;
    const headers: Record<string, string> = {};
    for (const h of simple.Headers ?? []) headers[h.Name.toLowerCase()] = h.Value;
    return {
      from: input.FromEmailAddress ?? '',
      to: input.Destination?.ToAddresses ?? [],
      subject: simple.Subject.Data,
      headers,
      ...(simple.Body.Text ? { text: simple.Body.Text.Data } : {}),
      ...(simple.Body.Html ? { html: simple.Body.Html.Data } : {}),
      simple,
    };
  }
}
