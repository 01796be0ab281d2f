// The newsletter over real HTTP and a real SMTP server (smtp-server + mailparser): double opt-in by the
// mailed link, the digest to confirmed readers only with RFC 8058 headers, one-click unsubscribe, and
// refused links that change nothing (product.md §11.8). Topic digests (§10.19) are in newsletter-smtp-topics.test.ts;
// the confirm page in chromium is in tests/e2e.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApi } from '../support/api.ts';
import { confirmedSubscribers } from '../support/newsletter.ts';
import {
  newsletterCalls,
  startSmtpNewsletter,
  type SmtpNewsletter,
} from '../support/newsletter-smtp.ts';
import {
  NEWSLETTER_LINK_MESSAGES,
  UNSUBSCRIBE_LINK_MESSAGES,
} from '../../functions/domain/index.ts';
import type { SmtpCapture } from '../support/smtp-capture.ts';

const DAY_MS = 86_400_000;
/** Added to the engine's clock, to let a confirmation link expire. */
let skewMs = 0;
let world: SmtpNewsletter;
let smtp: SmtpCapture;
let api: TestApi;
let cookie: string;

const {
  mailsTo,
  header,
  oneClickUrl,
  confirmToken,
  subscribe,
  confirm,
  stats,
  csv,
  publish,
  subscribeAndConfirm,
  sendDigest,
} = newsletterCalls(() => world);

beforeAll(async () => {
  world = await startSmtpNewsletter(() => skewMs);
  ({ smtp, api, cookie } = world);
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

  it('is unsubscribed by the one-click POST, not by a GET or a used link, and the next digest skips the address', async () => {
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
    // A used link answers so, and changes nothing (product.md §11.8).
    expect([repeat.status, await repeat.json()]).toEqual([
      400,
      { error: UNSUBSCRIBE_LINK_MESSAGES.used, reason: 'used' },
    ]);
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
