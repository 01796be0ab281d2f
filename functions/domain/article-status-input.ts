// What a save asks of an article's status (product.md §10.12, multipart fields beside the article's own).
import * as z from 'zod/mini';
import { ARTICLE_STATUSES } from './article-status.ts';

/**
 * What an editor may ask of a save beside the article's fields (multipart, product.md §7): the status it
 * leaves the article in, and for 'scheduled' the time it goes live. Absent status: a create publishes at
 * once ('Create Article' is unchanged), an update keeps the status it finds.
 */
export const articleStatusInputSchema = z
  .object({
    status: z.optional(z.enum(ARTICLE_STATUSES, 'Status must be draft, scheduled or published')),
    /** A save the form made by itself while the editor typed (product.md §10.12, §10.13). */
    autosave: z.optional(z.boolean('autosave must be true or false')),
    scheduledFor: z.optional(
      z.iso.datetime({
        offset: true,
        error: 'Scheduled time must be a date and time with its offset (ISO 8601)',
      }),
    ),
  })
  .check(
    z.refine((v) => (v.status === 'scheduled') === (v.scheduledFor !== undefined), {
      message: 'Scheduling needs both status "scheduled" and a scheduled time',
      path: ['scheduledFor'],
    }),
  );
export type ArticleStatusInput = z.output<typeof articleStatusInputSchema>;
