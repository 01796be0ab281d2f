// Article page (spec §2): elements, meta, share links, hero image, tags, reflow and the voice reader (fake speechSynthesis).
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Article, ArticleTag, Category } from '../../functions/domain/index.ts';
import { launchBrowser, newPage, url, waitForIslands } from './support/browser.ts';

/** Records window.open calls instead of opening popups (react-share opens its networks in a popup). */
const CAPTURE_POPUPS = `window.__opened = []; window.open = (u, name, features) => { window.__opened.push({ url: String(u), features: String(features) }); return null; };`;

/** A controllable speechSynthesis: utterances are recorded; the test fires boundary and end events. */
const FAKE_SPEECH = `(() => {
  window.__spoken = []; window.__paused = 0; window.__resumed = 0;
  const voices = [
    { name: 'Local US', lang: 'en-US', localService: true, default: true, voiceURI: 'us' },
    { name: 'Moira', lang: 'en-IE', localService: true, default: false, voiceURI: 'ie' },
  ];
  window.SpeechSynthesisUtterance = class { constructor(text) { this.text = text; this.volume = 1; this.rate = 1; this.pitch = 1; this.voice = null; this.lang = ''; } };
  const synth = {
    current: null, queue: [], speaking: false, paused: false, pending: false,
    getVoices: () => voices,
    speak(u) { this.queue.push(u); window.__spoken.push({ text: u.text, volume: u.volume, rate: u.rate, pitch: u.pitch, voice: u.voice ? u.voice.name : null }); if (!this.current) this.next(); },
    next() { this.current = this.queue.shift() || null; this.speaking = !!this.current; },
    cancel() { const c = this.current; this.queue = []; this.current = null; this.speaking = false; if (c && c.onerror) c.onerror({ error: 'interrupted' }); },
    pause() { this.paused = true; window.__paused++; },
    resume() { this.paused = false; window.__resumed++; },
    addEventListener() {}, removeEventListener() {},
  };
  Object.defineProperty(window, 'speechSynthesis', { value: synth, configurable: true });
  window.__speech = {
    boundary(charIndex, charLength) { const u = synth.current; if (u && u.onboundary) u.onboundary({ name: 'word', charIndex, charLength }); },
    end() { const u = synth.current; synth.next(); if (u && u.onend) u.onend({}); return !!synth.current; },
    fail(error) { const u = synth.current; synth.queue = []; synth.current = null; synth.speaking = false; if (u && u.onerror) u.onerror({ error }); },
  };
})();`;

interface Spoken {
  text: string;
  volume: number;
  rate: number;
  pitch: number;
  voice: string | null;
}

interface FakeSpeech {
  boundary(charIndex: number, charLength: number): void;
  end(): boolean;
  fail(error: string): void;
}

let browser: Browser;
let article: Article;
let categories: Category[];

beforeAll(async () => {
  browser = await launchBrowser();
  // The longest seeded article, so the voice reader has several chunks to speak.
  const list = (await (await fetch(url('/api/articles?limit=100'))).json()) as Article[];
  article = list.reduce((a, b) => (b.content.length > a.content.length ? b : a));
  categories = (await (await fetch(url('/api/categories'))).json()) as Category[];
});
afterAll(async () => {
  await browser?.close();
});

async function openArticle(initScript: string): Promise<Page> {
  const { page } = await newPage(browser);
  await page.addInitScript(initScript);
  await page.goto(`/article/${article.id}`);
  await waitForIslands(page);
  return page;
}

const spoken = (page: Page) =>
  page.evaluate(() => (window as unknown as { __spoken: Spoken[] }).__spoken);

/** Runs one of the fake engine's events in the page. */
const fire = <K extends keyof FakeSpeech>(
  page: Page,
  name: K,
  ...args: Parameters<FakeSpeech[K]>
) =>
  page.evaluate(
    ([n, a]) => {
      const speech = (
        window as unknown as { __speech: Record<string, (...x: unknown[]) => unknown> }
      ).__speech;
      return speech[n]!(...a);
    },
    [name, args] as [string, unknown[]],
  );

/** An id with no prebuilt page: the 404 page's island renders whatever these routes answer for it. */
const FAKE_ID = 987650001;

/** Opens `/article/FAKE_ID` with the article and tags answered by the test (no store writes, no rebuild). */
async function openFake(a: Article, tags: ArticleTag[], width = 1280): Promise<Page> {
  const { page } = await newPage(browser, { viewport: { width, height: 900 } });
  await page.route(`**/api/articles/${FAKE_ID}`, (r) => r.fulfill({ json: a }));
  await page.route(`**/api/articles/${FAKE_ID}/tags`, (r) => r.fulfill({ json: tags }));
  await page.route(`**/api/articles/${FAKE_ID}/view`, (r) => r.fulfill({ status: 204 }));
  await page.goto(`/article/${FAKE_ID}`);
  await waitForIslands(page);
  await page.getByRole('heading', { level: 1, name: a.title }).waitFor();
  return page;
}

/** Whether the page scrolls sideways (WCAG 1.4.10 Reflow forbids it down to 320 px). */
const overflowsSideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

describe('article page', () => {
  it('is prebuilt with every spec §2 element and the canonical, Open Graph and Twitter meta', async () => {
    // Act
    const res = await fetch(url(`/article/${article.id}`));
    const html = await res.text();
    // Assess
    expect(res.status).toBe(200);
    expect(html).toContain(`<link rel="canonical" href="`);
    expect(html).toMatch(new RegExp(`<link rel="canonical" href="[^"]+/article/${article.id}"`));
    expect(html).toContain('<meta property="og:type" content="article">');
    expect(html).toContain('<meta name="twitter:card"');
    expect(html).toContain('Source: ');
    expect(html).toContain('Listen to article');
    const page = await openArticle(CAPTURE_POPUPS);
    await expect.poll(() => page.title()).toContain(article.title);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(article.title);
    const paragraphs = article.content.split('\n').filter((p) => p.trim()).length;
    expect(await page.locator('[data-article-body] p').count()).toBe(paragraphs);
    const original = page.getByRole('link', { name: new RegExp(article.sourceName) }).last();
    if (article.sourceUrl) {
      expect(await original.getAttribute('target')).toBe('_blank');
      expect(await original.getAttribute('rel')).toContain('noopener');
    }
    expect(
      await page.getByRole('link', { name: 'Back to all articles' }).getAttribute('href'),
    ).toBe('/');
    await page.context().close();
  });

  it('sends one view beacon per page view', async () => {
    // Prepare
    const { page } = await newPage(browser);
    const beacons: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.url().endsWith(`/api/articles/${article.id}/view`))
        beacons.push(r.url());
    });
    // Act
    await page.goto(`/article/${article.id}`);
    await waitForIslands(page);
    await page.waitForLoadState('networkidle');
    // Assess
    expect(beacons).toHaveLength(1);
    await page.context().close();
  });

  it('toggles the share control and shares to each network with the category hashtag and the e-mail link', async () => {
    // Prepare
    const page = await openArticle(CAPTURE_POPUPS);
    const toggle = page.getByRole('button', { name: 'Share', exact: true });
    const category = categories.find((c) => c.id === article.categoryId)?.name ?? '';
    const hashtag = category.replace(/\s+/g, '') || 'Accessibility';
    const pageUrl = await page.locator('link[rel=canonical]').getAttribute('href');
    // Act
    await toggle.click();
    // Assess
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    for (const name of [
      'Share on Facebook',
      'Share on Twitter',
      'Share on LinkedIn',
      'Share on WhatsApp',
    ]) {
      await page.getByRole('button', { name }).click();
    }
    const opened = await page.evaluate(
      () => (window as unknown as { __opened: { url: string; features: string }[] }).__opened,
    );
    expect(opened).toHaveLength(4);
    const [facebook, twitter, linkedin, whatsapp] = opened;
    expect(facebook?.url).toContain('facebook.com/sharer');
    expect(decodeURIComponent(facebook?.url ?? '')).toContain(`#${hashtag}`);
    expect(facebook?.features).toContain('width=550');
    expect(facebook?.features).toContain('height=400');
    expect(twitter?.url).toContain('twitter.com/intent/tweet');
    expect(new URL(twitter?.url ?? 'http://x').searchParams.get('hashtags')).toBe(hashtag);
    expect(new URL(twitter?.url ?? 'http://x').searchParams.get('url')).toBe(pageUrl);
    expect(linkedin?.url).toContain('linkedin.com');
    expect(whatsapp?.url).toMatch(/whatsapp\.com/);
    const mail = await page.getByRole('link', { name: 'Share by e-mail' }).getAttribute('href');
    const params = new URLSearchParams((mail ?? '').slice('mailto:?'.length));
    expect(params.get('subject')).toBe(article.title);
    expect(params.get('body')).toBe(`${article.summary}\n\nRead more at: ${pageUrl}`);
    await toggle.click();
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await page.getByRole('button', { name: 'Share on Facebook' }).isVisible()).toBe(false);
    await page.context().close();
  });
});

describe('article view details', () => {
  it('shows the hero image as decorative (alt="") and fetches it first, eagerly', async () => {
    // Prepare
    const page = await openFake({ ...article, id: FAKE_ID, imageUrl: '/favicon.svg' }, []);
    // Act
    const img = page.locator('article img');
    // Assess
    expect(await img.getAttribute('alt')).toBe('');
    expect(await img.getAttribute('fetchpriority')).toBe('high');
    expect(await img.getAttribute('loading')).toBe('eager');
    expect(await page.getByRole('img').count()).toBe(0);
    await page.context().close();
  });

  it('wraps a title that starts with one long unbroken word at 320 px and at 1280 px', async () => {
    // Prepare
    const title = `${'Accessibility'.repeat(7)}ForEveryoneEverywhere and the rest of a long headline`;
    for (const width of [320, 1280]) {
      const page = await openFake({ ...article, id: FAKE_ID, title }, [], width);
      // Assess
      expect(await overflowsSideways(page)).toBe(false);
      const h1 = page.getByRole('heading', { level: 1 });
      expect(await h1.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
      await page.context().close();
    }
  });

  it('shows each tag description as text that keyboard, touch and screen-reader users reach', async () => {
    // Prepare
    const tags: ArticleTag[] = [
      { id: 1, name: 'Visual', description: 'Blindness, low vision and colour vision deficiency.' },
      { id: 2, name: 'Plain', description: null },
    ];
    const page = await openFake({ ...article, id: FAKE_ID }, tags);
    // Act
    const list = page.getByRole('list', { name: 'Tags' });
    // Assess
    expect(await list.getByText(tags[0]!.description!).isVisible()).toBe(true);
    expect(await list.locator('[title]').count()).toBe(0);
    // Screen readers hear the name, a pause, then the description.
    expect(await list.getByRole('listitem').allTextContents()).toEqual([
      'Visual: Blindness, low vision and colour vision deficiency.',
      'Plain',
    ]);
    await page.context().close();
  });
});

describe('voice reader (fake speechSynthesis)', () => {
  it('plays in chunks, pauses and resumes, highlights the spoken word and resets at the end', async () => {
    // Prepare
    const page = await openArticle(FAKE_SPEECH);
    await page.getByRole('button', { name: 'Listen to article' }).click();
    const status = page.getByRole('status').filter({ hasText: /Stopped|Reading article|Paused/ });
    // Assess: the default voice is Irish English (spec-derived preference).
    expect(await page.getByRole('combobox', { name: 'Voice' }).inputValue()).toBe('Moira');
    // Act: play
    await page.getByRole('button', { name: 'Play' }).click();
    // Assess
    await expect.poll(() => status.textContent()).toBe('Reading article');
    const first = (await spoken(page))[0];
    expect(first?.text.startsWith(article.title)).toBe(true);
    expect(first?.text.length).toBeLessThanOrEqual(200);
    expect(first?.voice).toBe('Moira');
    // Act: a word boundary marks the spoken word
    const word = article.title.split(' ')[0] ?? '';
    await page.evaluate(
      (n) =>
        (
          window as unknown as { __speech: { boundary(i: number, l: number): void } }
        ).__speech.boundary(0, n),
      word.length,
    );
    // Assess
    await expect
      .poll(() => page.locator('[data-testid=spoken-text] mark').textContent())
      .toBe(word);
    // Act: pause then resume
    await page.getByRole('button', { name: 'Pause' }).click();
    await expect.poll(() => status.textContent()).toBe('Paused');
    await page.getByRole('button', { name: 'Resume' }).click();
    await expect.poll(() => status.textContent()).toBe('Reading article');
    expect(
      await page.evaluate(() => [
        (window as unknown as { __paused: number }).__paused,
        (window as unknown as { __resumed: number }).__resumed,
      ]),
    ).toEqual([1, 1]);
    // Act: finish every chunk
    let speaking = true;
    for (let i = 0; i < 2000 && speaking; i++) {
      speaking = await page.evaluate(() =>
        (window as unknown as { __speech: { end(): boolean } }).__speech.end(),
      );
    }
    // Assess: several chunks, each under 200 characters, then back to idle
    const all = await spoken(page);
    expect(all.length).toBeGreaterThan(1);
    expect(all.every((u) => u.text.length <= 200)).toBe(true);
    await expect.poll(() => status.textContent()).toBe('Stopped');
    expect(await page.getByRole('button', { name: 'Play' }).isVisible()).toBe(true);
    await page.context().close();
  });

  it('applies volume, mute (volume 0, icon change) and the chosen voice when playing starts', async () => {
    // Prepare
    const page = await openArticle(FAKE_SPEECH);
    await page.getByRole('button', { name: 'Listen to article' }).click();
    const icon = page.locator('button[aria-pressed] svg');
    // Act: volume below 0.5 changes the icon (spec §9)
    await page.getByLabel(/^Volume/).fill('0.3');
    // Assess
    expect(await icon.getAttribute('data-icon')).toBe('low');
    // Act: mute, choose a voice, play
    await page.getByRole('button', { name: 'Mute' }).click();
    await page.getByRole('combobox', { name: 'Voice' }).selectOption('Local US');
    await page.getByRole('button', { name: 'Play' }).click();
    // Assess
    expect(await icon.getAttribute('data-icon')).toBe('muted');
    await expect.poll(async () => (await spoken(page)).at(-1)?.volume).toBe(0);
    expect((await spoken(page)).at(-1)?.voice).toBe('Local US');
    // Act: unmute restores the previous volume
    await page.getByRole('button', { name: 'Unmute' }).click();
    // Assess
    await expect.poll(async () => (await spoken(page)).at(-1)?.volume).toBe(0.3);
    await page.context().close();
  });

  it('applies mute, speed, pitch and voice at once while speaking, from the current word', async () => {
    // Prepare: speaking, with the engine at the first chunk's third word
    const page = await openArticle(FAKE_SPEECH);
    await page.getByRole('button', { name: 'Listen to article' }).click();
    await page.getByRole('button', { name: 'Play' }).click();
    await expect.poll(async () => (await spoken(page)).length).toBe(1);
    const first = (await spoken(page))[0]!;
    const third = /^\S+\s+\S+\s+/.exec(first.text)![0].length;
    await fire(page, 'boundary', third, 0);
    const rest = first.text.slice(third);
    // Act: mute mid-chunk
    await page.getByRole('button', { name: 'Mute' }).click();
    // Assess: the chunk is spoken again at once, muted, from the current word (spec §4: muting sets volume 0)
    await expect.poll(async () => (await spoken(page)).length).toBe(2);
    expect((await spoken(page))[1]).toMatchObject({ text: rest, volume: 0 });
    // Act: speed, pitch and voice
    await page.getByLabel(/^Speed/).fill('1.5');
    await page.getByLabel(/^Pitch/).fill('0.8');
    await page.getByRole('combobox', { name: 'Voice' }).selectOption('Local US');
    // Assess: each change re-speaks the same words with every setting so far
    await expect
      .poll(async () => (await spoken(page)).at(-1))
      .toMatchObject({ text: rest, volume: 0, rate: 1.5, pitch: 0.8, voice: 'Local US' });
    expect(await page.getByRole('status').filter({ hasText: 'Reading article' }).count()).toBe(1);
    await page.context().close();
  });

  it('a setting changed while paused applies when reading resumes', async () => {
    // Prepare
    const page = await openArticle(FAKE_SPEECH);
    await page.getByRole('button', { name: 'Listen to article' }).click();
    await page.getByRole('button', { name: 'Play' }).click();
    await page.getByRole('button', { name: 'Pause' }).click();
    const before = (await spoken(page)).length;
    // Act
    await page.getByLabel(/^Volume/).fill('0.4');
    // Assess: nothing is spoken while paused
    expect((await spoken(page)).length).toBe(before);
    // Act
    await page.getByRole('button', { name: 'Resume' }).click();
    // Assess
    await expect.poll(async () => (await spoken(page)).at(-1)?.volume).toBe(0.4);
    expect((await spoken(page)).length).toBe(before + 1);
    await page.context().close();
  });

  it('logs a speech error and resets to Stopped (spec §8)', async () => {
    // Prepare
    const page = await openArticle(FAKE_SPEECH);
    const errors: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error') errors.push(m.text());
    });
    await page.getByRole('button', { name: 'Listen to article' }).click();
    await page.getByRole('button', { name: 'Play' }).click();
    const status = page.getByRole('status').filter({ hasText: /Stopped|Reading article|Paused/ });
    await expect.poll(() => status.textContent()).toBe('Reading article');
    // Act
    await fire(page, 'fail', 'synthesis-failed');
    // Assess
    await expect.poll(() => status.textContent()).toBe('Stopped');
    expect(errors.some((e) => e.includes('synthesis-failed'))).toBe(true);
    expect(await page.locator('[data-testid=spoken-text]').count()).toBe(0);
    await page.context().close();
  });

  it('keeps keyboard focus on Stop once it has stopped the reader', async () => {
    // Prepare
    const page = await openArticle(FAKE_SPEECH);
    await page.getByRole('button', { name: 'Listen to article' }).click();
    await page.getByRole('button', { name: 'Play' }).click();
    const stop = page.getByRole('button', { name: 'Stop' });
    const status = page.getByRole('status').filter({ hasText: /Stopped|Reading article|Paused/ });
    await expect.poll(async () => stop.getAttribute('aria-disabled')).toBe('false');
    // Act
    await stop.focus();
    await page.keyboard.press('Enter');
    // Assess
    await expect.poll(() => status.textContent()).toBe('Stopped');
    expect(await stop.getAttribute('aria-disabled')).toBe('true');
    expect(await page.evaluate(() => document.activeElement?.textContent?.trim())).toBe('Stop');
    // Act: pressing it again does nothing
    const count = (await spoken(page)).length;
    await page.keyboard.press('Enter');
    // Assess
    expect(await status.textContent()).toBe('Stopped');
    expect((await spoken(page)).length).toBe(count);
    await page.context().close();
  });
});
