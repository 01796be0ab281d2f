// Glossary term: product.md §3 record and §5 rules.
import * as z from 'zod/mini';
import { requiredText, tooLongMessage } from './fields.ts';
import { text } from './text.ts';

export const glossaryInputSchema = z.object({
  /** The term itself; product.md §5 min 2. */
  term: requiredText(2, 'Term must be at least 2 characters', 120),
  /** Plain-text definition; product.md §5 min 10. */
  definition: requiredText(10, 'Definition must be at least 10 characters', 5000),
  /** Free-text grouping such as 'Standards'; product.md §5 min 2. */
  category: requiredText(2, 'Category must be at least 2 characters', 80),
  /** Optimistic concurrency: the version the editor loaded. */
  version: z.optional(z.int().check(z.minimum(1))),
});
export type GlossaryInput = z.output<typeof glossaryInputSchema>;

export const glossaryTermSchema = z.object({
  id: z.int(),
  term: z.string(),
  definition: z.string(),
  category: z.string(),
  updatedAt: z.string(),
  version: z.int(),
});
export type GlossaryTerm = z.infer<typeof glossaryTermSchema>;

/** Query of GET /api/glossary and GET /api/events. */
export const textSearchQuerySchema = z.object({
  search: z.optional(text().check(z.trim(), z.maxLength(200, tooLongMessage(200)))),
});
