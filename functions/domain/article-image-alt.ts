// The body of PUT /api/articles/:id/image-alt (product.md §10.16): the editor's alt text rule (article.ts).
import * as z from 'zod/mini';
import { ARTICLE_LIMITS } from './article.ts';
import { formVersion, tooLongMessage } from './fields.ts';
import { text } from './text.ts';

/** Body of PUT /api/articles/:id/image-alt: '' marks the image decorative, as in the editor's form. */
export const imageAltInputSchema = z.object({
  imageAlt: text().check(
    z.trim(),
    z.maxLength(ARTICLE_LIMITS.imageAltMax, tooLongMessage(ARTICLE_LIMITS.imageAltMax)),
  ),
  version: formVersion,
});
