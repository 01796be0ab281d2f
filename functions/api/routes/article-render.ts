// Rendered article bodies (product.md §10.11): contentHtml in the answer for one article, and the admin preview's
// POST /api/articles/preview. The renderer loads on first use: a cold start that serves plain articles never needs it.
import type { Hono, MiddlewareHandler } from 'hono';
import type { Article, RenderedBody } from '../../domain/index.ts';
import { articlePreviewSchema } from '../../domain/article-preview.ts';
import { once } from '../../lib/once.ts';
import { validate } from '../validation.ts';
import { NO_STORE } from './cache.ts';

const loadRenderer = once(() => import('../../lib/article-html.ts'));

/** The article with contentHtml: the rendered body of a Markdown article, null for plain text. */
export async function withRenderedBody(article: Article): Promise<Article & RenderedBody> {
  if (article.format !== 'markdown') return { ...article, contentHtml: null };
  return (await loadRenderer()).withContentHtml(article);
}

/** POST /preview (admin): { content } -> { contentHtml }, the Markdown rendered and sanitized as the page shows it. */
export function addPreviewRoute(app: Hono, requireAdmin: MiddlewareHandler): void {
  app.post('/preview', requireAdmin, validate('json', articlePreviewSchema), async (c) => {
    const { content } = c.req.valid('json');
    const { articleBodyHtml } = await loadRenderer();
    c.header('Cache-Control', NO_STORE);
    return c.json({ contentHtml: articleBodyHtml({ format: 'markdown', content }) });
  });
}
