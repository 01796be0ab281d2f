// The building page: page paths answer 503 with Retry-After until the first build, the site after; the API always. In
// Chromium: styled and axe clean in both themes at 390 px, and it opens the site by itself once it is built.
import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serve } from '@hono/node-server';
import { describe, expect, it, onTestFinished } from 'vitest';
import { inlineScriptHashes, scriptHash } from '../../site/components/layout/inline-scripts.ts';
import { axeViolations, describeViolations, launchBrowser } from '../../tests/support/browser.ts';
import {
  estimateText,
  readBuildSeconds,
  RETRY_AFTER_SECONDS,
  withBuildingPage,
  writeBuildSeconds,
} from './building-page.ts';

/** A stand-in for the app: answers 200 with the path it was asked for. */
const app = (request: Request) => new Response(new URL(request.url).pathname, { status: 200 });
const get = (path: string, method = 'GET') =>
  new Request(`http://localhost:4455${path}`, { method });

describe('withBuildingPage', () => {
  it('answers page paths with an accessible "Building the site…" page, 503 and Retry-After, before the first build', async () => {
    // Prepare
    const fetch = withBuildingPage(app, () => false);
    // Act
    const home = await fetch(get('/'));
    const article = await fetch(get('/article/1'));
    const html = await home.text();
    // Assess
    for (const res of [home, article]) {
      expect(res.status).toBe(503);
      expect(res.headers.get('retry-after')).toBe(String(RETRY_AFTER_SECONDS));
      expect(res.headers.get('content-type')).toMatch(/^text\/html/);
      expect(res.headers.get('cache-control')).toBe('no-store');
    }
    expect(html).toContain('<html lang="en">');
    expect(html).toMatch(/<title>Building the site… \| A11y Tech News<\/title>/);
    expect(html).toContain('<h1>Building the site…</h1>');
    expect(html).toMatch(/<a href="">Try again<\/a>/);
    // No timed refresh (WCAG 2.2.1)
    expect(html).not.toMatch(/http-equiv="refresh"/i);
  });

  it('says an honest estimate: the last full build measured, else about 10–20 seconds', async () => {
    // Act
    const none = await (await withBuildingPage(app, () => false)(get('/'))).text();
    const measured = await (await withBuildingPage(app, () => false, 11.2)(get('/'))).text();
    // Assess
    expect(none).toContain('This takes about 10–20 seconds.');
    expect(measured).toContain('This takes about 15 seconds.');
    expect(none).not.toContain('about a minute');
    expect(estimateText(150)).toBe('about 3 minutes');
  });

  it('keeps the last full build time in the site folder for the next start', async () => {
    // Prepare
    const dir = await mkdtemp(join(tmpdir(), 'building-page-'));
    onTestFinished(() => rm(dir, { recursive: true, force: true }));
    // Act
    const before = readBuildSeconds(dir);
    await writeBuildSeconds(dir, 12.34);
    // Assess
    expect(before).toBeNull();
    expect(readBuildSeconds(dir)).toBe(12.3);
  });

  it('allows its own inline style and script by hash, and nothing else', async () => {
    // Act
    const res = await withBuildingPage(app, () => false)(get('/'));
    const html = await res.text();
    const csp = res.headers.get('content-security-policy') ?? '';
    // Assess
    const style = /<style>([\s\S]*?)<\/style>/.exec(html)?.[1] ?? '';
    const [script] = inlineScriptHashes(html);
    expect(csp).toContain(`style-src '${scriptHash(style)}'`);
    expect(csp).toContain(`script-src '${script}'`);
    expect(csp).toContain("default-src 'none'");
    expect(csp).not.toContain('unsafe-inline');
  });

  it('answers HEAD with the same status and headers and no body', async () => {
    // Prepare
    const fetch = withBuildingPage(app, () => false);
    // Act
    const res = await fetch(get('/', 'HEAD'));
    // Assess
    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).toBe(String(RETRY_AFTER_SECONDS));
    expect(await res.text()).toBe('');
  });

  it('passes /api and /uploads to the app while building', async () => {
    // Prepare
    const fetch = withBuildingPage(app, () => false);
    // Act
    const answers = await Promise.all(
      ['/api', '/api/articles', '/uploads/a.png'].map(async (p) => (await fetch(get(p))).status),
    );
    const lookalike = await fetch(get('/apis'));
    // Assess
    expect(answers).toEqual([200, 200, 200]);
    expect(lookalike.status).toBe(503);
  });

  it('serves the site once the first build exists', async () => {
    // Prepare
    let built = false;
    const fetch = withBuildingPage(app, () => built);
    const before = await fetch(get('/'));
    // Act
    built = true;
    const after = await fetch(get('/'));
    // Assess
    expect(before.status).toBe(503);
    expect(after.status).toBe(200);
    expect(await after.text()).toBe('/');
  });
});

describe('building page in the browser', () => {
  /** The wrapper served over http, with the site "built" when `state.built` turns true. */
  async function serveBuilding() {
    const state = { built: false };
    const site = (request: Request) =>
      new Response(
        `<!doctype html><html lang="en"><title>Site</title><h1>Site ${new URL(request.url).pathname}</h1></html>`,
        {
          headers: { 'content-type': 'text/html' },
        },
      );
    const server = serve({
      fetch: withBuildingPage(site, () => state.built),
      port: 0,
      hostname: '127.0.0.1',
    });
    await new Promise((ok) => server.once('listening', ok));
    const { port } = server.address() as AddressInfo;
    const browser = await launchBrowser();
    onTestFinished(async () => {
      await browser.close();
      await new Promise((ok) => server.close(ok));
    });
    return { state, browser, url: `http://127.0.0.1:${port}/events` };
  }

  it('is axe clean in both themes at 390 px, then announces and opens the page when the site is ready', async () => {
    // Prepare
    const { state, browser, url } = await serveBuilding();
    for (const colorScheme of ['light', 'dark'] as const) {
      const context = await browser.newContext({
        colorScheme,
        viewport: { width: 390, height: 844 },
      });
      const page = await context.newPage();
      const errors: string[] = [];
      // The 503 itself is logged as a failed resource; a refused style or script would say Content Security Policy.
      page.on('console', (m) => /Content Security Policy/i.test(m.text()) && errors.push(m.text()));
      await page.goto(url);
      // Assess: styled by its own style (not the browser's default serif), no CSP refusals, no violations
      expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).toContain(
        'system-ui',
      );
      expect(await page.getByText('This page opens the site by itself').isVisible()).toBe(true);
      const violations = await axeViolations(page);
      expect(violations, `${colorScheme}: ${describeViolations(violations)}`).toEqual([]);
      expect(errors).toEqual([]);
      await context.close();
    }
    const page = await browser.newPage();
    await page.goto(url);
    const status = page.getByRole('status');
    expect(await status.textContent()).toBe('');
    // The notice stands for half a second before the page reloads itself: kept in the tab's session storage, so a
    // loaded machine that polls the page late still reads what was said.
    await page.evaluate(() => {
      const region = document.querySelector('[role="status"]')!;
      new MutationObserver(() =>
        sessionStorage.setItem('announced', region.textContent ?? ''),
      ).observe(region, { childList: true, characterData: true, subtree: true });
    });
    // Act: the build ends
    state.built = true;
    // Assess: said politely, then the page asked for opens, with no reload by the reader
    await page.getByRole('heading', { name: 'Site /events' }).waitFor({ timeout: 20_000 });
    expect(await page.evaluate(() => sessionStorage.getItem('announced'))).toBe(
      'The site is ready. Loading…',
    );
  });

  it('offers a link to try again without JavaScript', async () => {
    // Prepare
    const { browser, url } = await serveBuilding();
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    // Act
    await page.goto(url);
    // Assess
    expect(await page.getByRole('link', { name: 'Try again' }).getAttribute('href')).toBe('');
    expect(await page.getByText('This page opens the site by itself').isVisible()).toBe(false);
  });
});
