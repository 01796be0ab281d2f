// Event: spec §3 record and §5 rules; multipart strings are coerced here.
import { z } from 'zod';
import { formBoolean, formVersion, isoDateTime, optionalText, optionalUrl } from './fields.ts';
import { text } from './text.ts';

export const eventInputSchema = z
  .object({
    /** Spec §5 min 3. */
    title: text().trim().min(3, 'Title must be at least 3 characters').max(200),
    /** Spec §5 min 10. */
    description: text().trim().min(10, 'Description must be at least 10 characters').max(10_000),
    /** Start, ISO 8601; spec §5 'Event date is required'. */
    eventDate: z
      .string({ error: 'Event date is required' })
      .min(1, 'Event date is required')
      .pipe(isoDateTime),
    /** Optional end for multi-day events. */
    endDate: z
      .string()
      .optional()
      .nullable()
      .transform((v) => (v ? v : null))
      .pipe(isoDateTime.nullable()),
    location: optionalText(300),
    organizer: optionalText(200),
    /** Spec §5 'Please enter a valid URL'. */
    url: optionalUrl,
    imageUrl: optionalUrl,
    isVirtual: formBoolean.default(false),
    isRecurring: formBoolean.default(false),
    /** Optional category; empty or zero means none (spec §5). */
    categoryId: z
      .union([z.number(), z.string()])
      .optional()
      .nullable()
      .transform((v, ctx) => {
        if (v === undefined || v === null || v === '' || v === 0 || v === '0') return null;
        const n = typeof v === 'number' ? v : /^\d{1,15}$/.test(v) ? Number(v) : NaN;
        if (!Number.isSafeInteger(n) || n < 0) {
          ctx.addIssue({ code: 'custom', message: 'Invalid input' });
          return z.NEVER;
        }
        return n;
      }),
    /** Optimistic concurrency: the version the editor loaded. */
    version: formVersion,
  })
  .refine((e) => !e.endDate || Date.parse(e.endDate) >= Date.parse(e.eventDate), {
    message: 'End date must not be before the start date',
    path: ['endDate'],
  });
export type EventInput = z.output<typeof eventInputSchema>;

export const eventSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  eventDate: z.string(),
  endDate: z.string().nullable(),
  location: z.string().nullable(),
  url: z.string().nullable(),
  organizer: z.string().nullable(),
  imageUrl: z.string().nullable(),
  isVirtual: z.boolean(),
  isRecurring: z.boolean(),
  categoryId: z.number().int().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  version: z.number().int(),
});
export type Event = z.infer<typeof eventSchema>;
