// The newsletter over real HTTP and a real SMTP server for the integration files: the set-up, and the calls readers make.
import { expect } from 'vitest';
import { createArticles, createCategory } from '../../functions/data/index.ts';
import type { DigestStatus, NewsletterStats } from '../../functions/domain/index.ts';
import { startTestApi, type TestApi } from './api.ts';
import { newArticle } from './data.ts';
import { startSmtpCapture, type CapturedMail, type SmtpCapture } from './smtp-capture.ts';

/** What a file starts before its tests. */
export interface SmtpNewsletter {
  smtp: SmtpCapture;
  api: TestApi;
  /** An admin session. */
  cookie: string;
  /** The 'Screen Readers' category, where an article is published unless told otherwise. */
  categoryId: number;
  /** The engine's clock. */
  now: () => number;
}

/** Starts the SMTP capture and the API that mails through it (digests sent at once), its clock `skewMs()` ahead. */
export async function startSmtpNewsletter(skewMs = () => 0): Promise<SmtpNewsletter> {
  const smtp = await startSmtpCapture({ refuse: (address) => address === 'bounce@example.org' });
  const now = () => Date.now() + skewMs();
  const api = await startTestApi({ smtpUrl: smtp.url, now, sendDigests: true });
  const cookie = await api.login();
  const categoryId = (await createCategory(api.db, { name: 'Screen Readers' })).id;
  return { smtp, api, cookie, categoryId, now };
}

/** The calls on the newsletter that `world()` answers, read at each call (a file's beforeAll starts it). */
export function newsletterCalls(world: () => SmtpNewsletter) {
  const mailsTo = (address: string) => world().smtp.mails.filter((m) => m.to.includes(address));
  const header = (mail: CapturedMail, key: string) =>
    mail.parsed.headerLines
      .find((h) => h.key === key)
      ?.line.replace(/\r\n\s+/g, ' ')
      .replace(/^[^:]+:\s*/, '');
  /** The one-click URL of a mail's List-Unsubscribe header. */
  const oneClickUrl = (mail: CapturedMail) =>
    /^<([^>]+)>$/.exec(header(mail, 'list-unsubscribe') ?? '')?.[1] ?? '';
  /** The token of a mailed link to `page` (confirm, or the topics link of product.md §10.19), checked to be the API's. */
  const tokenOf = (mail: CapturedMail, page: 'confirm' | 'preferences', name: string) => {
    const link = new RegExp(`(http\\S+/newsletter/${page}\\?token=[\\w.-]+)`).exec(
      mail.parsed.text ?? '',
    )?.[1];
    if (!link) throw new Error(`no ${name} link in the mail`);
    expect(link.startsWith(`${world().api.url}/newsletter/${page}?token=`)).toBe(true);
    return new URL(link).searchParams.get('token') ?? '';
  };
  const confirmToken = (mail: CapturedMail) => tokenOf(mail, 'confirm', 'confirm');
  const preferencesToken = (mail: CapturedMail) => tokenOf(mail, 'preferences', 'topics');
  const json = (body: unknown) => ({
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const send = (path: string, init?: Parameters<TestApi['send']>[1]) =>
    world().api.send(path, init);
  const admin = (path: string, init: RequestInit = {}) =>
    send(path, { ...init, cookie: world().cookie });
  const subscribe = (email: string, topics?: unknown) =>
    send('/api/subscribe', json(topics ? { email, topics } : { email }));
  const confirm = (token: string) => send('/api/newsletter/confirm', json({ token }));
  const stats = async () => (await admin('/api/newsletter')).json() as Promise<NewsletterStats>;
  const csv = async () => (await admin('/api/newsletter/subscribers.csv')).text();
  const publish = (title: string, extra: Parameters<typeof newArticle>[0] = {}) =>
    createArticles(world().api.db, [
      newArticle({
        title,
        categoryId: world().categoryId,
        publishedAt: new Date(world().now()).toISOString(),
        ...extra,
      }),
    ]);
  const readTopics = (token: string) =>
    send(`/api/newsletter/preferences?token=${encodeURIComponent(token)}`);
  const saveTopics = (token: string, topics: unknown) =>
    send('/api/newsletter/preferences', json({ token, topics }));

  /** Subscribes through the API and confirms with the token of the mail that arrived. */
  async function subscribeAndConfirm(email: string) {
    await subscribe(email);
    const res = await confirm(confirmToken(await world().smtp.waitFor(email)));
    expect(res.status).toBe(200);
  }

  /** Starts a digest the way the admin screen does and waits until its status call says it is sent. */
  async function sendDigest(): Promise<DigestStatus> {
    const started = await admin('/api/newsletter/send', { method: 'POST' });
    expect(started.status).toBe(202);
    const { id } = (await started.json()) as { id: string };
    for (let i = 0; i < 200; i++) {
      const { digest } = (await (await admin('/api/newsletter/status')).json()) as {
        digest: DigestStatus | null;
      };
      if (digest?.id === id && digest.status === 'sent') return digest;
      await new Promise((ok) => setTimeout(ok, 100));
    }
    throw new Error(`digest ${id} did not finish`);
  }

  return {
    mailsTo,
    header,
    oneClickUrl,
    confirmToken,
    preferencesToken,
    subscribe,
    confirm,
    stats,
    csv,
    publish,
    readTopics,
    saveTopics,
    subscribeAndConfirm,
    sendDigest,
  };
}
