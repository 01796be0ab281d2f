// Rendered article bodies (product.md §10.11): contentHtml in the answer for one article (the HTML kept when it was
// saved), and the admin preview's POST /api/articles/preview. The renderer loads on first use: a cold start that
// serves plain articles, or Markdown ones with their kept HTML, never needs it.
import type { Hono, MiddlewareHandler } from 'hono';
import type { Article, RenderedBody } from '../../domain/index.ts';
import { once } from '../../lib/once.ts';
import { readFormBody } from '../multipart.ts';
import { parseInput } from '../validation.ts';
import { NO_STORE } from '../../policy/caching.ts';

const loadRenderer = once(() => import('../../lib/article-html.ts'));
/** The preview's schema names the article limits, which sit beside the editor's form schema: loaded with the first preview. */
const loadPreviewSchema = once(
  async () => (await import('../../domain/article-preview.ts')).articlePreviewSchema,
);

/**
 * The article with contentHtml: a Markdown article's kept HTML, rendered now only for one saved before it was kept
 * (article-html.ts readerBodyHtml); null for plain text.
 */
export async function withRenderedBody(
  article: Article,
  keptHtml: string | null,
): Promise<Article & RenderedBody> {
  if (article.format !== 'markdown') return { ...article, contentHtml: null };
  if (keptHtml !== null) return { ...article, contentHtml: keptHtml };
  return (await loadRenderer()).withContentHtml(article);
}

/**
 * POST /preview (admin): { content } -> { contentHtml }, the Markdown rendered and sanitized as the page shows it;
 * 400 on 'content' for a text past MARKDOWN_LIMITS, as its save would be.
 */
export function addPreviewRoute(app: Hono, requireAdmin: MiddlewareHandler): void {
  app.post('/preview', requireAdmin, async (c) => {
    const { fields } = await readFormBody(c);
    const { content } = parseInput(await loadPreviewSchema(), fields);
    const { savedBodyHtml } = await loadRenderer();
    c.header('Cache-Control', NO_STORE);
    return c.json({ contentHtml: savedBodyHtml({ format: 'markdown', content }) });
  });
}
