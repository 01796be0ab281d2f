// The admin preview's request (product.md §10.11): a Markdown text to render as readers will get it.
import * as z from 'zod/mini';
import { ARTICLE_LIMITS } from './article.ts';
import { tooLongMessage } from './fields.ts';
import { text } from './text.ts';

export const articlePreviewSchema = z.object({
  content: text().check(
    z.maxLength(ARTICLE_LIMITS.contentMax, tooLongMessage(ARTICLE_LIMITS.contentMax)),
  ),
});
