// Admin e2e helpers: API sessions for set-up, browser sessions, revoking one, the sign-in form, RSS set-up (a loopback
// feed server with slow feeds, sources added through the API, the RSS screen opened signed in), and dialog addresses.
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { expect, inject } from 'vitest';
import { startFeedServer, type FeedServer } from './feeds-server.ts';
import type { RssSourceView } from '../../site/client/admin/api/feeds/calls.ts';
import { newPage, url } from './browser.ts';
import { expectNoViolations } from './admin-axe.ts';

/** The running product's origin, for the Origin header that the API wants on every write. */
export const origin = () => new URL(url('/')).origin;

let session: string | undefined;

/**
 * An admin session cookie header: this file's last one while the API still knows it (a session check costs a few
 * milliseconds, a sign-in a password hash), else a new sign-in through the API.
 */
export async function adminCookie(): Promise<string> {
  if (session && (await signedIn(session))) return session;
  session = await signIn();
  return session;
}

async function signedIn(cookie: string): Promise<boolean> {
  const res = await fetch(url('/api/auth/session'), { headers: { Cookie: cookie } });
  return res.ok && ((await res.json()) as { authenticated: boolean }).authenticated;
}

async function signIn(): Promise<string> {
  const res = await fetch(url('/api/auth/login'), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: origin() },
    body: JSON.stringify({ password: inject('adminPassword') }),
  });
  expect(res.ok).toBe(true);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

/** The admin session cookie as a browser cookie for `context`, so a test starts signed in without the form. */
export async function signInContext(context: BrowserContext): Promise<void> {
  const [name, ...rest] = (await adminCookie()).split('=');
  await context.addCookies([{ name: name ?? '', value: rest.join('='), url: url('/') }]);
}

/** Ends the browser's session from outside the page (another request with its cookie), as an expiry would. */
export async function revokeSession(context: BrowserContext): Promise<void> {
  const cookie = (await context.cookies(url('/'))).map((c) => `${c.name}=${c.value}`).join('; ');
  const res = await fetch(url('/api/auth/logout'), {
    method: 'POST',
    headers: { Origin: origin(), Cookie: cookie },
  });
  expect(res.status).toBe(204);
}

/** Signs in with the form on /admin/login (already open) and waits for the page it leads to. */
export async function signInWithForm(
  page: Page,
  password = inject('adminPassword'),
): Promise<void> {
  await page.getByLabel('Password').fill(password);
  await Promise.all([
    page.waitForURL((u) => u.pathname !== '/admin/login'),
    page.getByRole('button', { name: 'Login' }).click(),
  ]);
}

/** Calls an admin API route with a fresh session, for set-up (JSON body or none). */
export async function adminApi(method: string, path: string, body?: unknown): Promise<Response> {
  return fetch(url(path), {
    method,
    headers: {
      Origin: origin(),
      Cookie: await adminCookie(),
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
}

/** The toast with this title (Radix renders it in the Notifications region). */
export const toastTitled = (page: Page, title: string) =>
  page.locator('[data-variant]').filter({ hasText: title }).first();

/** The loopback feed server with `slowCount` extra feeds at /slow-N that answer after `delayMs`. */
export async function feedServer(slowCount = 0, delayMs = 300): Promise<FeedServer> {
  const server = await startFeedServer();
  for (let i = 0; i < slowCount; i++)
    server.route(`/slow-${i}`, (_req, res) => {
      setTimeout(() => {
        res.writeHead(200, { 'content-type': 'application/rss+xml; charset=utf-8' });
        res.end(
          `<?xml version="1.0"?><rss version="2.0"><channel><title>Slow ${i}</title><link>https://slow.example/</link><description>d</description></channel></rss>`,
        );
      }, delayMs);
    });
  return server;
}

/** Adds a source through the API and answers it. */
export async function addSourceApi(
  name: string,
  url: string,
  categoryId = 1,
): Promise<RssSourceView> {
  const res = await adminApi('POST', '/api/rss/sources', { name, url, categoryId });
  expect(res.status).toBe(201);
  return (await res.json()) as RssSourceView;
}

/** Opens /admin/rss signed in and waits for the sources. */
export async function openRssAdmin(page: Page): Promise<void> {
  await signInContext(page.context());
  await page.goto('/admin/rss');
  await page.getByRole('heading', { level: 2, name: 'RSS Sources' }).waitFor();
}

/** The source card that shows this name. */
export const sourceCard = (page: Page, name: string) =>
  page.locator('li').filter({ has: page.getByText(name, { exact: true }) });

/** The query of the page's address ('?edit=12', '?new', ''). */
export const search = (page: Page) => new URL(page.url()).search;

/**
 * A dialog with its own address (product.md §11.7), open at `query`: Back closes it and Forward opens it again; with a
 * change typed into `field`, Back asks 'Leave without saving?' first: 'Keep editing' keeps the text and the address,
 * 'Leave' closes the dialog at the list's address. Axe while the guard is open.
 */
export async function expectBackAndForward(
  page: Page,
  dialog: Locator,
  field: Locator,
  query: string,
): Promise<void> {
  const original = await field.inputValue();
  await page.goBack();
  await dialog.waitFor({ state: 'detached' });
  expect(search(page)).toBe('');
  await page.goForward();
  await dialog.waitFor();
  expect(await field.inputValue()).toBe(original);
  expect(search(page)).toBe(query);
  await field.fill(`${original} changed`);
  await page.goBack();
  const guard = page.getByRole('alertdialog', { name: 'Leave without saving?' });
  await guard.waitFor();
  await expectNoViolations(page);
  await guard.getByRole('button', { name: 'Keep editing' }).click();
  await guard.waitFor({ state: 'detached' });
  expect(await field.inputValue()).toBe(`${original} changed`);
  expect(search(page)).toBe(query);
  await page.goBack();
  await guard.getByRole('button', { name: 'Leave' }).click();
  await dialog.waitFor({ state: 'detached' });
  await expect.poll(() => search(page)).toBe('');
}

/**
 * A dialog's address opened in a browser without a session: sign-in, then through `next` the same address, with the
 * dialog open on the record (its field `label` holding `value`).
 */
export async function expectOpensAfterSignIn(
  browser: Browser,
  path: string,
  dialog: string,
  label: string,
  value: string,
): Promise<void> {
  const { page, context } = await newPage(browser);
  try {
    await page.goto(path);
    await page.getByRole('heading', { name: 'Admin Access' }).waitFor();
    await signInWithForm(page);
    const opened = page.getByRole('dialog', { name: dialog });
    await opened.waitFor();
    expect(await opened.getByLabel(label, { exact: true }).inputValue()).toBe(value);
    expect(new URL(page.url()).pathname + search(page)).toBe(path);
  } finally {
    await context.close();
  }
}
