// Article voice reader (product.md §2, §4, §8, §9) against a fake speechSynthesis: chunks, pause and resume, the spoken
// word, volume, mute, speed, pitch and voice (at once while speaking, on resume when paused), errors and Stop.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Article } from '../../functions/domain/index.ts';
import { FAKE_SPEECH, openArticle, longestArticle } from '../support/article.ts';
import { expectVisible, launchBrowser } from '../support/browser.ts';

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

beforeAll(async () => {
  browser = await launchBrowser();
  article = await longestArticle();
});
afterAll(async () => {
  await browser?.close();
});

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

describe('voice reader (fake speechSynthesis)', () => {
  it('plays in chunks, pauses and resumes, highlights the spoken word and resets at the end', async () => {
    // Prepare
    const page = await openArticle(browser, article, FAKE_SPEECH);
    await page.getByRole('button', { name: 'Listen to article' }).click();
    const status = page.getByRole('status').filter({ hasText: /Stopped|Reading article|Paused/ });
    // Assess: the default voice is Irish English (product.md §4.5).
    expect(await page.getByRole('combobox', { name: 'Voice' }).inputValue()).toBe('Moira');
    // Act: play
    await page.getByRole('button', { name: 'Play', exact: true }).click();
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
    expect(await page.getByRole('button', { name: 'Play', exact: true }).isVisible()).toBe(true);
    await page.context().close();
  });

  it('applies volume, mute (volume 0, icon change) and the chosen voice when playing starts', async () => {
    // Prepare
    const page = await openArticle(browser, article, FAKE_SPEECH);
    await page.getByRole('button', { name: 'Listen to article' }).click();
    const icon = page.locator('button[aria-pressed] svg');
    // Act: volume below 0.5 changes the icon (product.md §9)
    await page.getByLabel(/^Volume/).fill('0.3');
    // Assess
    expect(await icon.getAttribute('data-icon')).toBe('low');
    // Act: mute, choose a voice, play
    await page.getByRole('button', { name: 'Mute' }).click();
    await page.getByRole('combobox', { name: 'Voice' }).selectOption('Local US');
    await page.getByRole('button', { name: 'Play', exact: true }).click();
    // Assess
    expect(await icon.getAttribute('data-icon')).toBe('muted');
    await expect.poll(async () => (await spoken(page)).at(-1)?.volume).toBe(0);
    expect((await spoken(page)).at(-1)?.voice).toBe('Local US');
    // Act: unmute (the same toggle, now pressed: one name, its state in aria-pressed) restores the previous volume
    const mute = page.getByRole('button', { name: 'Mute', pressed: true });
    expect(await mute.count()).toBe(1);
    await mute.click();
    // Assess
    await expect.poll(async () => (await spoken(page)).at(-1)?.volume).toBe(0.3);
    await page.context().close();
  });

  it('applies mute, speed, pitch and voice at once while speaking, from the current word', async () => {
    // Prepare: speaking, with the engine at the first chunk's third word
    const page = await openArticle(browser, article, FAKE_SPEECH);
    await page.getByRole('button', { name: 'Listen to article' }).click();
    await page.getByRole('button', { name: 'Play', exact: true }).click();
    await expect.poll(async () => (await spoken(page)).length).toBe(1);
    const first = (await spoken(page))[0]!;
    const third = /^\S+\s+\S+\s+/.exec(first.text)![0].length;
    await fire(page, 'boundary', third, 0);
    const rest = first.text.slice(third);
    // Act: mute mid-chunk
    await page.getByRole('button', { name: 'Mute' }).click();
    // Assess: the chunk is spoken again at once, muted, from the current word (product.md §4: muting sets volume 0)
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
    const page = await openArticle(browser, article, FAKE_SPEECH);
    await page.getByRole('button', { name: 'Listen to article' }).click();
    await page.getByRole('button', { name: 'Play', exact: true }).click();
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

  it('logs a speech error and resets to Stopped (product.md §8)', async () => {
    // Prepare
    const page = await openArticle(browser, article, FAKE_SPEECH);
    const errors: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error') errors.push(m.text());
    });
    await page.getByRole('button', { name: 'Listen to article' }).click();
    await page.getByRole('button', { name: 'Play', exact: true }).click();
    const status = page.getByRole('status').filter({ hasText: /Stopped|Reading article|Paused/ });
    await expect.poll(() => status.textContent()).toBe('Reading article');
    // Act
    await fire(page, 'fail', 'synthesis-failed');
    // Assess
    await expect.poll(() => status.textContent()).toBe('Stopped');
    expect(errors.some((e) => e.includes('synthesis-failed'))).toBe(true);
    expect(await page.locator('[data-testid=spoken-text]').count()).toBe(0);
    await expectVisible(page.getByRole('alert').filter({ hasText: 'Press Play to try again' }));
    // Act: the next Play clears the message
    await page.getByRole('button', { name: 'Play', exact: true }).click();
    // Assess
    await expect.poll(() => page.getByRole('alert').filter({ hasText: 'Play' }).count()).toBe(0);
    await page.context().close();
  });

  it('says so when the device has no voice, and what the reader can do (product.md §2.6)', async () => {
    // Prepare: an engine with no voices, whose reading ends at once, unheard.
    const noVoices = FAKE_SPEECH.replace(/const voices = \[[^\]]*\];/, 'const voices = [];');
    expect(noVoices).not.toBe(FAKE_SPEECH);
    const page = await openArticle(browser, article, noVoices);
    await page.getByRole('button', { name: 'Listen to article' }).click();
    await page.getByRole('button', { name: 'Play', exact: true }).click();
    // Act
    await fire(page, 'end');
    // Assess
    const status = page.getByRole('status').filter({ hasText: /Stopped|Reading article|Paused/ });
    await expect.poll(() => status.textContent()).toBe('Stopped');
    await expectVisible(
      page.getByRole('alert').filter({ hasText: 'This device has no voice to read aloud with.' }),
    );
    await page.context().close();
  });

  it('keeps keyboard focus on Stop once it has stopped the reader', async () => {
    // Prepare
    const page = await openArticle(browser, article, FAKE_SPEECH);
    await page.getByRole('button', { name: 'Listen to article' }).click();
    await page.getByRole('button', { name: 'Play', exact: true }).click();
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
