// Topic digests over real HTTP and a real SMTP server (product.md §10.19): topics by signup and by link, mails by topic.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApi } from '../support/api.ts';
import { createCategory, createTag } from '../../functions/data/index.ts';
import { confirmedSubscribers } from '../support/newsletter.ts';
import {
  newsletterCalls,
  startSmtpNewsletter,
  type SmtpNewsletter,
} from '../support/newsletter-smtp.ts';
import { PREFERENCES_LINK_MESSAGES } from '../../functions/domain/index.ts';
import type { SmtpCapture } from '../support/smtp-capture.ts';

let world: SmtpNewsletter;
let smtp: SmtpCapture;
let api: TestApi;

const {
  mailsTo,
  oneClickUrl,
  confirmToken,
  preferencesToken,
  subscribe,
  confirm,
  csv,
  publish,
  readTopics,
  saveTopics,
  subscribeAndConfirm,
  sendDigest,
} = newsletterCalls(() => world);

beforeAll(async () => {
  world = await startSmtpNewsletter();
  ({ smtp, api } = world);
  // dave follows all topics; bounce is confirmed in the store directly, as the server refuses every mail to it.
  await subscribeAndConfirm('dave@example.org');
  await confirmedSubscribers(api.db, Date.now(), ['bounce@example.org']);
});

afterAll(async () => {
  await api.close();
  await smtp.close();
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
    const unchanged: unknown = await (await readTopics(token)).json();
    const good = await saveTopics(token, { categories: [hardware], tags: [] });
    const changed: unknown = await (await readTopics(token)).json();
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
