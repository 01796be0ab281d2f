// The article page's browser tests share the article they read (the longest seeded one) and how they open it.
import type { Browser, Page } from 'playwright-core';
import type { Article } from '../../functions/domain/index.ts';
import { newPage, url, waitForIslands } from './browser.ts';

/** The longest seeded article, so the voice reader has several chunks to speak. */
export async function longestArticle(): Promise<Article> {
  const list = (await (await fetch(url('/api/articles?limit=100'))).json()) as Article[];
  return list.reduce((a, b) => (b.content.length > a.content.length ? b : a));
}

/** Opens `article` on a fresh page after `initScript` (a fake or a recorder) is in place; the caller closes it. */
export async function openArticle(
  browser: Browser,
  article: Article,
  initScript: string,
): Promise<Page> {
  const { page } = await newPage(browser);
  await page.addInitScript(initScript);
  await page.goto(`/article/${article.id}`);
  await waitForIslands(page);
  return page;
}
