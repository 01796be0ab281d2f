// Locators and probes the home feed's browser tests share (home-feed, home-filters, home-history).
import type { Page } from 'playwright-core';
import type { Article, Category } from '../../functions/domain/index.ts';
import { apiJson } from './browser.ts';

/** The feed's cards, in grid or rows. */
export const cards = (p: Page) => p.locator('[data-view] > li');

/** The polite live region's text. */
export const status = (p: Page) => p.locator('p[role="status"]').textContent();

/** The first card's title. */
export const firstTitle = (p: Page) => cards(p).first().locator('h3').textContent();

/** Article-list requests the page makes from now on (paths with their query). */
export function listRequests(p: Page): string[] {
  const seen: string[] = [];
  p.on('request', (r) => {
    const u = new URL(r.url());
    if (/\/articles$/.test(u.pathname)) seen.push(u.pathname + u.search);
  });
  return seen;
}

/** A category with more than one page of articles (the seed has several). */
export async function bigCategory(): Promise<Category> {
  const categories = await apiJson<Category[]>('/api/categories');
  for (const c of categories) {
    const list = await apiJson<Article[]>(`/api/categories/${c.id}/articles?limit=7`);
    if (list.length === 7) return c;
  }
  throw new Error('the seed has no category with more than 6 articles');
}
