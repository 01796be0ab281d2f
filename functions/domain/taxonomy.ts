// Categories and disability tags: product.md §3.
import * as z from 'zod/mini';

export const categorySchema = z.object({ id: z.int(), name: z.string() });
export type Category = z.infer<typeof categorySchema>;

/** A disability tag; keywords drive automatic tagging of imported items. */
export const disabilityTagSchema = z.object({
  id: z.int(),
  name: z.string(),
  description: z.nullable(z.string()),
  keywords: z.array(z.string()),
});
export type DisabilityTag = z.infer<typeof disabilityTagSchema>;

/** A tag as listed for one article: product.md §7 {id, name, description}. */
export type ArticleTag = Pick<DisabilityTag, 'id' | 'name' | 'description'>;
