// The building page: page paths answer 503 with Retry-After until the first build, the site after; the API always.
import { describe, expect, it } from 'vitest';
import { RETRY_AFTER_SECONDS, withBuildingPage } from './building-page.ts';

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
    expect(html).toMatch(/<a href="">Reload this page<\/a>/);
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
