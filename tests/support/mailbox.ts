// The e2e mailbox: global-setup's SMTP server files each message as DATA_DIR/mailbox/<n>.eml; these helpers wait
// for the mail to an address, parse it as a mail client would (mailparser), and follow its newsletter links.
import { readFile, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { simpleParser, type AddressObject, type ParsedMail } from 'mailparser';
import { expect, inject } from 'vitest';
import { readTokenPayload, type TokenPayload } from '../../functions/domain/newsletter.ts';
import { createTokenSigner } from '../../functions/newsletter/tokens.ts';
import { adminApi, origin } from './admin.ts';
import { url } from './browser.ts';

export interface ReceivedMail {
  /** Its order of arrival in this run (the file name). */
  n: number;
  to: string[];
  parsed: ParsedMail;
}

const parsedByFile = new Map<string, ReceivedMail>();

/** Every message received so far, oldest first. */
export async function allMail(): Promise<ReceivedMail[]> {
  const dir = join(inject('dataDir'), 'mailbox');
  const files = (await readdir(dir)).filter((f) => f.endsWith('.eml'));
  for (const file of files.filter((f) => !parsedByFile.has(f))) {
    const parsed = await simpleParser(await readFile(join(dir, file)));
    parsedByFile.set(file, { n: Number.parseInt(file, 10), to: recipients(parsed), parsed });
  }
  return [...parsedByFile.values()].sort((a, b) => a.n - b.n);
}

function recipients(mail: ParsedMail): string[] {
  const to: AddressObject[] = mail.to ? [mail.to].flat() : [];
  return to.flatMap((a) => a.value.map((v) => (v.address ?? '').toLowerCase()));
}

/** The messages to `address`, oldest first. */
export async function mailTo(address: string): Promise<ReceivedMail[]> {
  const wanted = address.toLowerCase();
  return (await allMail()).filter((m) => m.to.includes(wanted));
}

/** Waits until `count` messages to `address` have arrived and answers the last of them. */
export async function waitForMail(
  address: string,
  { count = 1, timeoutMs = 15_000 } = {},
): Promise<ReceivedMail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mails = await mailTo(address);
    const found = mails[count - 1];
    if (found) return found;
    if (Date.now() > deadline)
      throw new Error(`${mails.length} of ${count} mails to ${address} within ${timeoutMs} ms`);
    await new Promise((ok) => setTimeout(ok, 100));
  }
}

/** A header's value as sent (mailparser folds List-* headers into an object; the raw line is what providers read). */
export function header(mail: ReceivedMail, name: string): string {
  const line = mail.parsed.headerLines.find((h) => h.key === name.toLowerCase())?.line ?? '';
  return line
    .slice(line.indexOf(':') + 1)
    .replace(/\r?\n\s+/g, ' ')
    .trim();
}

/** The path and query of the mail's link to `page` (e.g. '/newsletter/confirm'), from its plain-text part. */
export function linkPath(mail: ReceivedMail, page: string): string {
  const escaped = page.replace(/[/.]/g, '\\$&');
  const match = new RegExp(`https?://[^\\s/]+(${escaped}\\?token=[A-Za-z0-9_.-]+)`).exec(
    mail.parsed.text ?? '',
  );
  if (!match?.[1]) throw new Error(`no ${page} link in the mail to ${mail.to.join(', ')}`);
  return match[1];
}

/** The token of a link path, and its unsigned payload. */
export function tokenOf(path: string): { token: string; payload: TokenPayload } {
  const token = new URL(path, 'http://x').searchParams.get('token') ?? '';
  const payload = readTokenPayload(token);
  if (!payload) throw new Error(`unreadable token in ${path}`);
  return { token, payload };
}

/** A unique address per call, so tests never share a subscriber. */
export const uniqueAddress = (name: string) =>
  `${name}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;

/** POSTs to a public newsletter route as the site's own pages do (same Origin). */
export async function publicPost(path: string, body: unknown): Promise<Response> {
  return fetch(url(path), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: origin() },
    body: JSON.stringify(body),
  });
}

/** Subscribes `email` through the API and answers its confirmation mail. */
export async function subscribeApi(email: string): Promise<ReceivedMail> {
  const before = (await mailTo(email)).length;
  expect((await publicPost('/api/subscribe', { email })).status).toBe(200);
  return waitForMail(email, { count: before + 1 });
}

/** A confirmed subscriber, through the real mail and link; answers the confirmation mail. */
export async function confirmedSubscriber(email: string): Promise<ReceivedMail> {
  const mail = await subscribeApi(email);
  const { token } = tokenOf(linkPath(mail, '/newsletter/confirm'));
  expect((await publicPost('/api/newsletter/confirm', { token })).status).toBe(200);
  return mail;
}

/** The admin CSV export of confirmed subscribers. */
export async function subscribersCsv(): Promise<string> {
  const res = await adminApi('GET', '/api/newsletter/subscribers.csv');
  expect(res.status).toBe(200);
  return res.text();
}

/** The token with one character of its signature changed. */
export function tamper(token: string): string {
  const [body, signature = ''] = token.split('.');
  const changed = signature[5] === 'A' ? 'B' : 'A';
  return `${body}.${signature.slice(0, 5)}${changed}${signature.slice(6)}`;
}

/** An unsigned token of `purpose` whose address is any text its writer likes. */
export const forgedToken = (purpose: string, email: string) =>
  `${Buffer.from(JSON.stringify({ purpose, email, nonce: 'n0nce-1234' })).toString('base64url')}.c2ln`;

/** The same token (a confirmation or an unsubscribe link's) with its expiry in the past, signed with this run's secret. */
export async function expiredToken(token: string): Promise<string> {
  const secret =
    process.env.SESSION_SECRET ??
    (await readFile(join(inject('dataDir'), 'session-secret'), 'utf8')).trim();
  const { payload } = tokenOf(`/?token=${token}`);
  return createTokenSigner(secret).sign({ ...payload, expiresAt: Date.now() - 60_000 });
}
