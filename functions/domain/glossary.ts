// Glossary term: spec §3 record and §5 rules.
import { z } from 'zod';
import { text } from './text.ts';

export const glossaryInputSchema = z.object({
  /** The term itself; spec §5 min 2. */
  term: text().trim().min(2, 'Term must be at least 2 characters').max(120),
  /** Plain-text definition; spec §5 min 10. */
  definition: text().trim().min(10, 'Definition must be at least 10 characters').max(5000),
  /** Free-text grouping such as 'Standards'; spec §5 min 2. */
  category: text().trim().min(2, 'Category must be at least 2 characters').max(80),
  /** Optimistic concurrency: the version the editor loaded. */
  version: z.number().int().min(1).optional(),
});
export type GlossaryInput = z.output<typeof glossaryInputSchema>;

export const glossaryTermSchema = z.object({
  id: z.number().int(),
  term: z.string(),
  definition: z.string(),
  category: z.string(),
  updatedAt: z.string(),
  version: z.number().int(),
});
export type GlossaryTerm = z.infer<typeof glossaryTermSchema>;

/** Query of GET /api/glossary and GET /api/events. */
export const textSearchQuerySchema = z.object({ search: text().trim().max(200).optional() });
