// Taking down imported articles (product.md §10.16): the take-down's rules and the inputs of its admin routes.
// Not article.ts: the articles route group loads this on a cold read (the alt fix's input: article-image-alt.ts).
import * as z from 'zod/mini';
import { DEFAULT_LIST_LIMIT, MAX_LIST_LIMIT, MAX_LIST_OFFSET } from './article-query.ts';
import { formVersion, optionalText, requiredText } from './fields.ts';

/** A take-down's reason: short text ('Wrong story', 'Legal request'). */
export const TAKE_DOWN_REASON_MAX = 200;
export const TAKE_DOWN_REASON_REQUIRED = 'A reason is required to take an article down';
/** The reason recorded when an editor deletes an imported article, which becomes a take-down. */
export const DELETED_BY_EDITOR = 'Deleted by an editor';

/** Whether the article is taken down: its take-down time is set. */
export const isTakenDown = (a: { takenDownAt?: string | null }): boolean => Boolean(a.takenDownAt);

/** Body of POST /api/articles/:id/take-down. */
export const takeDownInputSchema = z.object({
  // A missing reason gets the same message as a blank one.
  reason: z.pipe(
    z.transform((v: unknown) => v ?? ''),
    requiredText(1, TAKE_DOWN_REASON_REQUIRED, TAKE_DOWN_REASON_MAX),
  ),
  version: formVersion,
});

/** Query of GET /api/articles/imported: a page, title words and a source name, both optional. */
export const importedQuerySchema = z.object({
  limit: z._default(
    z.coerce.number().check(z.int(), z.minimum(1), z.maximum(MAX_LIST_LIMIT)),
    DEFAULT_LIST_LIMIT,
  ),
  offset: z._default(z.coerce.number().check(z.int(), z.minimum(0), z.maximum(MAX_LIST_OFFSET)), 0),
  q: optionalText(200),
  source: optionalText(200),
});
