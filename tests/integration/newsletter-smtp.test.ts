// The newsletter over real HTTP and a real SMTP server (smtp-server + mailparser): double opt-in by the
// mailed link, the digest to confirmed readers only with RFC 8058 headers, one-click unsubscribe, and
// refused links that change nothing (product.md §11.8); topics chosen at signup or by the mailed topics link, and a
// digest that mails nobody with nothing new in their topics (§10.19). The confirm page in chromium is in tests/e2e.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../support/api.ts';
import { createArticles, createCategory, createTag } from '../../functions/data/index.ts';
import { newArticle } from '../support/data.ts';
import { confirmedSubscribers } from '../support/newsletter.ts';
import {
  NEWSLETTER_LINK_MESSAGES,
  PREFERENCES_LINK_MESSAGES,
  type DigestStatus,
} from '../../functions/domain/index.ts';
import { startSmtpCapture, type CapturedMail, type SmtpCapture } from '../support/smtp-capture.ts';

const DAY_MS = 86_400_000;
/** Added to the engine's clock, to let a confirmation link expire. */
let skewMs = 0;
let smtp: SmtpCapture;
let api: TestApi;
let cookie: string;
let categoryId: number;

const mailsTo = (address: string) => smtp.mails.filter((m) => m.to.includes(address));
const header = (mail: CapturedMail, key: string) =>
  mail.parsed.headerLines
    .find((h) => h.key === key)
    ?.line.replace(/\r\n\s+/g, ' ')
    .replace(/^[^:]+:\s*/, '');
/** The one-click URL of a mail's List-Unsubscribe header. */
const oneClickUrl = (mail: CapturedMail) =>
  /^<([^>]+)>$/.exec(header(mail, 'list-unsubscribe') ?? '')?.[1] ?? '';
const confirmToken = (mail: CapturedMail) => {
  const link = /(http\S+\/newsletter\/confirm\?token=[\w.-]+)/.exec(mail.parsed.text ?? '')?.[1];
  if (!link) throw new Error('no confirm link in the mail');
  expect(link.startsWith(`${api.url}/newsletter/confirm?token=`)).toBe(true);
  return new URL(link).searchParams.get('token') ?? '';
};
const json = (body: unknown) => ({
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
});
const subscribe = (email: string, topics?: unknown) =>
  api.send('/api/subscribe', json(topics ? { email, topics } : { email }));
const confirm = (token: string) => api.send('/api/newsletter/confirm', json({ token }));
const stats = async () => (await api.send('/api/newsletter', { cookie })).json();
const csv = async () => (await api.send('/api/newsletter/subscribers.csv', { cookie })).text();
const publish = (title: string, extra: Parameters<typeof newArticle>[0] = {}) =>
  createArticles(api.db, [
    newArticle({
      title,
      categoryId,
      publishedAt: new Date(Date.now() + skewMs).toISOString(),
      ...extra,
    }),
  ]);
/** The token of the topics link (product.md §10.19) in a mail's plain text. */
const preferencesToken = (mail: CapturedMail) => {
  const link = /(http\S+\/newsletter\/preferences\?token=[\w.-]+)/.exec(
    mail.parsed.text ?? '',
  )?.[1];
  if (!link) throw new Error('no topics link in the mail');
  expect(link.startsWith(`${api.url}/newsletter/preferences?token=`)).toBe(true);
  return new URL(link).searchParams.get('token') ?? '';
};
const readTopics = (token: string) =>
  api.send(`/api/newsletter/preferences?token=${encodeURIComponent(token)}`);
const saveTopics = (token: string, topics: unknown) =>
  api.send('/api/newsletter/preferences', json({ token, topics }));

/** Subscribes through the API and confirms with the token of the mail that arrived. */
async function subscribeAndConfirm(email: string) {
  await subscribe(email);
  const res = await confirm(confirmToken(await smtp.waitFor(email)));
  expect(res.status).toBe(200);
}

/** Starts a digest the way the admin screen does and waits until its status call says it is sent. */
async function sendDigest(): Promise<DigestStatus> {
  const started = await api.send('/api/newsletter/send', { method: 'POST', cookie });
  expect(started.status).toBe(202);
  const { id } = (await started.json()) as { id: string };
  for (let i = 0; i < 200; i++) {
    const { digest } = (await (await api.send('/api/newsletter/status', { cookie })).json()) as {
      digest: DigestStatus | null;
    };
    if (digest?.id === id && digest.status === 'sent') return digest;
    await new Promise((ok) => setTimeout(ok, 100));
  }
  throw new Error(`digest ${id} did not finish`);
}

beforeAll(async () => {
  smtp = await startSmtpCapture({ refuse: (address) => address === 'bounce@example.org' });
  api = await startTestApi({
    smtpUrl: smtp.url,
    now: () => Date.now() + skewMs,
    sendDigests: true,
  });
  cookie = await api.login();
  categoryId = (await createCategory(api.db, { name: 'Screen Readers' })).id;
  await publish('NVDA adds a braille viewer');
});

afterAll(async () => {
  await api.close();
  await smtp.close();
});

describe('double opt-in through the mailed link', () => {
  it('mails a signed confirmation link and lists nobody until it is used', async () => {
    // Act
    const res = await subscribe('Ann@Example.org');
    const mail = await smtp.waitFor('ann@example.org');
    const pending = await stats();
    const confirmed = await confirm(confirmToken(mail));
    // Assess
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ subscribed: true });
    expect(mail.parsed.subject).toBe('Confirm your subscription to A11y Tech News');
    expect(oneClickUrl(mail)).toMatch(
      new RegExp(`^${api.url}/api/newsletter/unsubscribe\\?token=`),
    );
    expect(header(mail, 'list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    expect(pending).toMatchObject({ pending: 1, confirmed: 0 });
    expect(confirmed.status).toBe(200);
    expect(await confirmed.json()).toEqual({ confirmed: true, email: 'ann@example.org' });
    expect(await stats()).toMatchObject({ pending: 0, confirmed: 1 });
  });

  it('answers a repeat sign-up the same and sends no second mail within the hour', async () => {
    // Act
    const first = await subscribe('bob@example.org');
    await smtp.waitFor('bob@example.org');
    const again = await subscribe('bob@example.org');
    const known = await subscribe('ann@example.org');
    // Assess
    for (const res of [first, again, known]) expect(await res.json()).toEqual({ subscribed: true });
    expect(mailsTo('bob@example.org')).toHaveLength(1);
    expect(mailsTo('ann@example.org')).toHaveLength(1);
  });

  it("refuses a tampered link with its message; a confirmed reader's link confirms again; nothing changes", async () => {
    // Prepare
    const token = confirmToken(mailsTo('bob@example.org')[0]!);
    const tampered = `${token.slice(0, -2)}${token.endsWith('AA') ? 'BB' : 'AA'}`;
    const before = await stats();
    // Act
    const bad = await confirm(tampered);
    const reused = await confirm(confirmToken(mailsTo('ann@example.org')[0]!));
    // Assess
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({
      error: NEWSLETTER_LINK_MESSAGES.invalid,
      reason: 'invalid',
    });
    expect(reused.status).toBe(200);
    expect(await reused.json()).toEqual({ confirmed: true, email: 'ann@example.org' });
    expect(await stats()).toEqual(before);
  });
});

describe('the digest', () => {
  it('goes to confirmed readers only, each with both List-Unsubscribe headers, past a failing address', async () => {
    // Prepare: ann and dave confirmed, bob still pending, bounce confirmed but refused by the server.
    await subscribeAndConfirm('dave@example.org');
    // The server refuses every mail to bounce@, so it is confirmed in the store directly.
    await confirmedSubscribers(api.db, Date.now(), ['bounce@example.org']);
    const before = smtp.mails.length;
    // Act
    const digest = await sendDigest();
    // Assess
    const digests = smtp.mails.slice(before);
    expect(digests.flatMap((m) => m.to).sort()).toEqual(['ann@example.org', 'dave@example.org']);
    for (const mail of digests) {
      expect(mail.parsed.subject).toMatch(/A11y Tech News/);
      expect(mail.parsed.html).toContain('NVDA adds a braille viewer');
      expect(mail.parsed.text).toContain('NVDA adds a braille viewer');
      expect(oneClickUrl(mail)).toMatch(/\/api\/newsletter\/unsubscribe\?token=[\w.-]+$/);
      expect(header(mail, 'list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    }
    expect(oneClickUrl(digests[0]!)).not.toBe(oneClickUrl(digests[1]!));
    expect(digest).toMatchObject({ status: 'sent', total: 3, sent: 2, failed: 1, articleCount: 1 });
  }, 30_000);

  it('is unsubscribed by the one-click POST, not by a GET, and the next digest skips the address', async () => {
    // Prepare
    const url = oneClickUrl(mailsTo('ann@example.org').at(-1)!);
    const oneClick = () =>
      fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'List-Unsubscribe=One-Click',
      });
    // Act
    const get = await fetch(url, { redirect: 'manual' });
    const afterGet = await csv();
    const post = await oneClick();
    const repeat = await oneClick();
    await publish('Switch access comes to a new console');
    const before = smtp.mails.length;
    await sendDigest();
    // Assess
    expect(get.status).toBe(303);
    expect(get.headers.get('location')).toMatch(/^\/newsletter\/unsubscribe\?token=/);
    expect(afterGet).toContain('ann@example.org');
    expect(post.status).toBe(200);
    expect(repeat.status).toBe(200);
    expect(await csv()).not.toContain('ann@example.org');
    expect(smtp.mails.slice(before).flatMap((m) => m.to)).toEqual(['dave@example.org']);
    expect(smtp.mails.some((m) => m.to.includes('bounce@example.org'))).toBe(false);
  }, 30_000);

  it('answers 422 when nothing is new since the last digest', async () => {
    // Act
    const res = await api.send('/api/newsletter/send', { method: 'POST', cookie });
    // Assess
    expect(res.status).toBe(422);
  });
});

describe('an expired confirmation link', () => {
  it('is refused after 7 days and the pending address is forgotten', async () => {
    // Prepare
    await subscribe('carol@example.org');
    const token = confirmToken(await smtp.waitFor('carol@example.org'));
    skewMs = 7 * DAY_MS + 60_000;
    // Act
    const res = await confirm(token);
    // Assess
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      error: NEWSLETTER_LINK_MESSAGES.expired,
      reason: 'expired',
    });
    // dave and bounce remain; ann unsubscribed; carol's pending entry is gone.
    expect(await stats()).toMatchObject({ pending: 0, confirmed: 2 });
  });
});

describe('topic digests (product.md §10.19)', () => {
  let hardware: number;
  let blind: number;

  it('keeps the topics chosen at signup, shown by the signed link of the confirmation mail', async () => {
    // Prepare
    hardware = (await createCategory(api.db, { name: 'Hardware' })).id;
    blind = (await createTag(api.db, { name: 'Blind' })).id;
    // Act
    const unknown = await subscribe('nosuch@example.org', { categories: [999], tags: [] });
    const res = await subscribe('erin@example.org', { categories: [hardware], tags: [blind] });
    const mail = await smtp.waitFor('erin@example.org');
    await confirm(confirmToken(mail));
    const read = await readTopics(preferencesToken(mail));
    // Assess
    expect(unknown.status).toBe(400);
    expect(await unknown.json()).toMatchObject({ error: 'Unknown category: 999' });
    expect(mailsTo('nosuch@example.org')).toHaveLength(0);
    expect(res.status).toBe(200);
    expect(read.status).toBe(200);
    expect(await read.json()).toEqual({
      email: 'erin@example.org',
      topics: { categories: [hardware], tags: [blind] },
    });
  });

  it('changes the topics by the mailed link; a tampered link changes nothing and says why', async () => {
    // Prepare
    const token = preferencesToken(mailsTo('erin@example.org')[0]!);
    const tampered = `${token.slice(0, -2)}${token.endsWith('AA') ? 'BB' : 'AA'}`;
    // Act
    const bad = await saveTopics(tampered, 'all');
    const unchanged = await (await readTopics(token)).json();
    const good = await saveTopics(token, { categories: [hardware], tags: [] });
    const changed = await (await readTopics(token)).json();
    // Assess
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({
      error: PREFERENCES_LINK_MESSAGES.invalid,
      reason: 'invalid',
    });
    expect(unchanged).toMatchObject({ topics: { categories: [hardware], tags: [blind] } });
    expect(good.status).toBe(200);
    expect(changed).toEqual({
      email: 'erin@example.org',
      topics: { categories: [hardware], tags: [] },
    });
  });

  it('skips a subscriber with nothing new in their topics, and mails one whose topic has news, with a topics link', async () => {
    // Prepare: dave (all topics) and bounce remain from above; erin follows Hardware only.
    await publish('A new screen reader release');
    const before = smtp.mails.length;
    // Act
    const first = await sendDigest();
    const firstTo = smtp.mails.slice(before).flatMap((m) => m.to);
    await publish('A braille display with a camera', { categoryId: hardware });
    const middle = smtp.mails.length;
    const second = await sendDigest();
    const secondMails = smtp.mails.slice(middle);
    // Assess
    expect(firstTo).toEqual(['dave@example.org']);
    // total counts those it mails: erin, with nothing new in her topics, is not one of them.
    expect(first).toMatchObject({ total: 2, sent: 1, failed: 1 });
    expect(secondMails.flatMap((m) => m.to).sort()).toEqual([
      'dave@example.org',
      'erin@example.org',
    ]);
    const erin = secondMails.find((m) => m.to.includes('erin@example.org'))!;
    expect(erin.parsed.text).toContain('A braille display with a camera');
    expect(erin.parsed.text).not.toContain('A new screen reader release');
    expect(await (await readTopics(preferencesToken(erin))).json()).toMatchObject({
      email: 'erin@example.org',
    });
    expect(second).toMatchObject({ status: 'sent', sent: 2 });
  }, 30_000);

  it('is still unsubscribed by the one-click POST, after which the topics link is refused', async () => {
    // Prepare
    const mail = mailsTo('erin@example.org').at(-1)!;
    // Act
    const post = await fetch(oneClickUrl(mail), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    const after = await readTopics(preferencesToken(mail));
    // Assess
    expect(post.status).toBe(200);
    expect(await csv()).not.toContain('erin@example.org');
    expect(after.status).toBe(400);
    expect(await after.json()).toEqual({ error: PREFERENCES_LINK_MESSAGES.used, reason: 'used' });
  });
});
