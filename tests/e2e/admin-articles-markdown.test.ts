// Structured articles (product.md §10.11): writing Markdown with the toolbar and its shortcuts, the structure checks
// announced, the preview, saving, the reader's page with its headings, list, quote, table and 'In short'; converting a
// plain article after a confirmation. axe in both themes and at 390 px. One signed-in page runs the writing journey.
import type { Page } from 'playwright-core';
import { afterAll, describe, expect } from 'vitest';
import type { Article } from '../../functions/domain/index.ts';
import { adminCookie } from '../support/admin.ts';
import {
  createApi,
  deleteApi,
  openArticles,
  openCreate,
  saved,
} from '../support/admin-articles.ts';
import { expectNoViolations, inPage } from '../support/admin-axe.ts';
import { FAKE_SPEECH, openArticle } from '../support/article.ts';
import { apiJson, expectVisible, url, withPage } from '../support/browser.ts';

const it = withPage();
const stored: number[] = [];
afterAll(async () => {
  for (const id of stored) await deleteApi(id);
});

const content = (page: Page) => page.getByLabel('Content', { exact: true });
const contentFocused = (page: Page) =>
  page.evaluate(() => document.activeElement?.id === 'article-content');

/** The reader's view of an article: its structure and 'In short', with axe clean; no wider than the screen. */
async function expectStructuredPage(page: Page, title: string): Promise<void> {
  await expectVisible(page.getByRole('heading', { level: 1, name: title }));
  await expectVisible(page.getByRole('heading', { level: 2, name: 'In short' }));
  await expectVisible(page.getByRole('heading', { level: 2, name: 'Why structure matters' }));
  const body = page.locator('[data-article-body]');
  expect(await body.getByRole('listitem').allTextContents()).toEqual([
    'first point',
    'second point',
  ]);
  expect(await body.locator('blockquote').textContent()).toContain('Nothing about us');
  expect(await body.getByRole('columnheader').allTextContents()).toEqual(['Reader', 'Cost']);
  expect(await body.getByRole('cell', { name: 'NVDA' }).count()).toBe(1);
  await expectNoViolations(page);
}

describe('a structured article', () => {
  let article: Article;

  it(
    'is written with the toolbar and the keyboard, checked, previewed, saved and read',
    { timeout: 120_000 },
    async ({ page }) => {
      // Prepare
      const title = `Structured ${Date.now()}`;
      await openCreate(page);
      await page.getByLabel('Title', { exact: true }).fill(title);
      await page
        .getByLabel('Summary', { exact: true })
        .fill('Why headings and lists help readers.');
      await expectVisible(page.getByText('at most 60 words'));
      await page
        .getByLabel('In short')
        .fill('Headings and lists help people find things. They work like signs.');
      await page.getByLabel('Category', { exact: true }).selectOption({ index: 1 });
      const area = content(page);
      // Act: a heading by its shortcut
      await area.click();
      await page.keyboard.type('Why structure matters');
      await page.keyboard.press('Shift+Home');
      await page.keyboard.press('Control+Alt+Digit2');
      await page.keyboard.press('End');
      await page.keyboard.type('\n\nHeadings help everyone find their way.\n\n');
      // Act: a list by its button; focus stays in the text
      await page.getByRole('button', { name: 'Bulleted list' }).click();
      expect(await contentFocused(page)).toBe(true);
      await page.keyboard.type('first point\n- second point\n\n');
      // Act: a quote by its shortcut, a table typed, then two slips the checks catch
      await page.keyboard.press('Control+Shift+Period');
      await page.keyboard.type('Nothing about us without us.\n\n');
      await page.keyboard.type('| Reader | Cost |\n| --- | --- |\n| NVDA | Free |\n\n');
      await page.keyboard.type('#### Too deep\n\n-item without a space');
      // Assess: the syntax went in; the toolbar names its shortcuts
      expect(await area.inputValue()).toContain(
        '## Why structure matters\n\nHeadings help everyone find their way.\n\n- first point\n- second point\n\n> Nothing about us',
      );
      expect(
        await page.getByRole('button', { name: 'Bold' }).getAttribute('aria-keyshortcuts'),
      ).toBe('Control+B');
      const suggestions = page.getByRole('list', { name: 'Suggestions' });
      await expectVisible(suggestions.getByText('skips from level 2 to level 4'));
      await expectVisible(suggestions.getByText('will show as text, not a list item'));
      // Assess: the panel is as tall as its items, not spread down the whole form
      const spread = await page.getByRole('complementary').evaluate((aside) => {
        const children = [...aside.children].filter((c) => c.getBoundingClientRect().height > 1);
        const used = children.reduce((sum, c) => sum + c.getBoundingClientRect().height, 0);
        return aside.getBoundingClientRect().height - used;
      });
      expect(spread).toBeLessThan(120);
      const status = page.getByRole('complementary').getByRole('status');
      // Announced politely once typing pauses: the count, never each finding at every key
      await expect
        .poll(() => status.textContent(), { timeout: 5000 })
        .toMatch(/^[2-9] writing suggestions\./);
      // Act: the slips removed from the keyboard (select both lines, delete)
      await page.keyboard.press('Shift+ArrowUp');
      await page.keyboard.press('Shift+ArrowUp');
      await page.keyboard.press('Shift+Home');
      await page.keyboard.press('Backspace');
      await expect.poll(() => suggestions.count()).toBe(0);
      // Act: the preview renders the structure (the server renders it)
      await page.getByRole('button', { name: 'Preview' }).click();
      const dialog = page.getByRole('dialog', { name: 'Preview' });
      await expectVisible(dialog.getByRole('heading', { name: 'Why structure matters' }));
      expect(await dialog.getByRole('listitem').count()).toBeGreaterThanOrEqual(2);
      expect(await dialog.getByRole('table').count()).toBe(1);
      await expectNoViolations(page);
      await page.keyboard.press('Escape');
      // Act: saved
      await page.getByRole('button', { name: 'Create Article' }).click();
      await saved(page, 'Article was created successfully');
      const list = (await (
        await fetch(url('/api/articles?isManualEntry=true'), {
          headers: { Cookie: await adminCookie() },
        })
      ).json()) as Article[];
      article = list.find((a) => a.title === title)!;
      stored.push(article.id);
      expect(article).toMatchObject({
        format: 'markdown',
        inShort: 'Headings and lists help people find things. They work like signs.',
      });
      // Assess: the reader's page (the fallback until its page is built) shows the structure
      await page.goto(`/article/${article.id}`);
      await expectStructuredPage(page, title);
    },
  );

  for (const colorScheme of ['light', 'dark'] as const)
    it(`reads well in the ${colorScheme} theme at 390 px, on its page and in the form`, ({
      browser,
    }) =>
      inPage(browser, { colorScheme, viewport: { width: 390, height: 844 } }, async (page) => {
        await page.goto(`/article/${article.id}`);
        await expectStructuredPage(page, article.title);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
          390,
        );
        await openCreate(page);
        await content(page).fill('## A heading\n\n[click here](https://example.com)');
        await expectVisible(page.getByText('does not say where it goes'));
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
          390,
        );
        await expectNoViolations(page);
      }));
});

describe('an article written before Markdown', () => {
  it('stays plain until the editor converts it after a confirmation; focus goes on to its text', async ({
    page,
  }) => {
    // Prepare
    const article = await createApi(`Plain then Markdown ${Date.now()}`);
    stored.push(article.id);
    await openArticles(page);
    await page.getByRole('button', { name: `Edit ${article.title}` }).click();
    await expectVisible(page.getByText('Plain text: each line is a paragraph.'));
    expect(await page.getByRole('toolbar', { name: 'Formatting' }).count()).toBe(0);
    // Act
    const convert = page.getByRole('button', { name: 'Convert to Markdown' });
    await convert.click();
    const ask = page.getByRole('alertdialog', { name: 'Convert to Markdown?' });
    await expectVisible(ask);
    await expectNoViolations(page);
    await ask.getByRole('button', { name: 'Cancel' }).click();
    // Assess: cancelled, nothing changed and focus is back on the button
    await expect.poll(() => convert.evaluate((b) => b === document.activeElement)).toBe(true);
    // Act
    await convert.click();
    await ask.getByRole('button', { name: 'Convert' }).click();
    // Assess
    await expectVisible(page.getByRole('toolbar', { name: 'Formatting' }));
    await expect.poll(() => contentFocused(page)).toBe(true);
    await page.getByRole('button', { name: 'Update Article' }).click();
    await saved(page, 'Article was updated successfully');
    const after = (await (await fetch(url(`/api/articles/${article.id}`))).json()) as Article & {
      contentHtml: string;
    };
    expect(after.format).toBe('markdown');
    expect(after.contentHtml).toBe(`<p>${article.content}</p>`);
  });
});

describe('the voice reader on a structured article', () => {
  it('reads list items and headings as lines, in order, and marks each on the page as it is read', async ({
    browser,
  }) => {
    // Prepare: the seeded reading list, prebuilt in Markdown
    const list = await apiJson<Article[]>('/api/articles?limit=100');
    const article = list.find(
      (a) => a.format === 'markdown' && a.title.endsWith('a reading list'),
    )!;
    const page = await openArticle(browser, article, FAKE_SPEECH);
    const speaking = page.locator('[data-article-body] [data-speaking]');
    const current = () =>
      page.evaluate(
        () =>
          (window as unknown as { speechSynthesis: { current: { text: string } | null } })
            .speechSynthesis.current?.text ?? '',
      );
    const speech = (name: 'boundary' | 'end', ...args: number[]) =>
      page.evaluate(
        ([n, a]) =>
          (window as unknown as { __speech: Record<string, (...x: number[]) => void> }).__speech[
            n
          ]!(...a),
        [name, args] as const,
      );
    // Act
    await page.getByRole('button', { name: 'Listen to article' }).click();
    await page.getByRole('button', { name: 'Play', exact: true }).click();
    for (let chunk = 0; chunk < 20 && !(await current()).includes('In this reading list'); chunk++)
      await speech('end');
    const first = await current();
    // Assess: the list's lead, then its first item, each a line of its own
    expect(first).toMatch(/In this reading list:\nAssistive Technology$/);
    // Act: speech reaches the first list item
    await speech('boundary', first.indexOf('Assistive Technology'), 'Assistive'.length);
    // Assess: it is marked on the page
    await expect
      .poll(() => speaking.evaluate((el) => `${el.tagName} ${el.textContent}`))
      .toBe('LI Assistive Technology');
    // Act: the next utterance holds the other items, then the first heading
    await speech('end');
    const next = await current();
    expect(next).toMatch(/^Mobile\nWeb Accessibility\nAssistive Technology\n/);
    await speech('boundary', next.indexOf('Assistive Technology'), 'Assistive'.length);
    // Assess
    await expect
      .poll(() => speaking.evaluate((el) => `${el.tagName} ${el.textContent}`))
      .toBe('H2 Assistive Technology');
    expect(await speaking.count()).toBe(1);
    // Act: Stop clears the mark
    await page.getByRole('button', { name: 'Stop' }).click();
    await expect.poll(() => speaking.count()).toBe(0);
    await page.context().close();
  });
});
