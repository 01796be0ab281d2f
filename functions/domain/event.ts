// Event: product.md §3 record and §5 rules; multipart strings are coerced here.
import * as z from 'zod/mini';
import {
  blankAsNull,
  formBoolean,
  formVersion,
  isoDateTime,
  optionalText,
  optionalUrl,
  requiredText,
} from './fields.ts';

/**
 * Event dates lie in the years 1900 to 2999: wide enough for an archived past event and any planned
 * one, narrow enough to refuse slips such as 0000-01-01 or 3025 for 2025, which would sort the event
 * to either end of every list.
 */
export const EVENT_YEARS = { min: 1900, max: 2999 } as const;

const eventDateTime = isoDateTime.check(
  z.refine((v) => {
    const year = new Date(v).getUTCFullYear();
    return year >= EVENT_YEARS.min && year <= EVENT_YEARS.max;
  }, `Event dates must fall between the years ${EVENT_YEARS.min} and ${EVENT_YEARS.max}`),
);

export const eventInputSchema = z
  .object({
    /** product.md §5 min 3. */
    title: requiredText(3, 'Title must be at least 3 characters', 200),
    /** product.md §5 min 10. */
    description: requiredText(10, 'Description must be at least 10 characters', 10_000),
    /** Start, ISO 8601; product.md §5 'Event date is required'. */
    eventDate: z.pipe(
      z.string({ error: 'Event date is required' }).check(z.minLength(1, 'Event date is required')),
      eventDateTime,
    ),
    /** Optional end for multi-day events. */
    endDate: z.pipe(blankAsNull(z.string()), z.nullable(eventDateTime)),
    location: optionalText(300),
    organizer: optionalText(200),
    /** product.md §5 'Please enter a valid URL'. */
    url: optionalUrl,
    imageUrl: optionalUrl,
    isVirtual: z._default(formBoolean, false),
    isRecurring: z._default(formBoolean, false),
    /** Optional category; empty or zero means none (product.md §5). */
    categoryId: z.pipe(
      z.nullable(z.optional(z.union([z.number(), z.string()]))),
      z.transform((v, ctx) => {
        if (v === undefined || v === null || v === '' || v === 0 || v === '0') return null;
        const n = typeof v === 'number' ? v : /^[1-9]\d{0,14}$/.test(v) ? Number(v) : NaN;
        if (!Number.isSafeInteger(n) || n < 0) {
          ctx.issues.push({ code: 'custom', message: 'Invalid input', input: v });
          return z.NEVER;
        }
        return n;
      }),
    ),
    /** Optimistic concurrency: the version the editor loaded. */
    version: formVersion,
  })
  .check(
    z.refine((e) => !e.endDate || Date.parse(e.endDate) >= Date.parse(e.eventDate), {
      message: 'End date must not be before the start date',
      path: ['endDate'],
    }),
  );
export type EventInput = z.output<typeof eventInputSchema>;

export const eventSchema = z.object({
  id: z.int(),
  title: z.string(),
  description: z.string(),
  eventDate: z.string(),
  endDate: z.nullable(z.string()),
  location: z.nullable(z.string()),
  url: z.nullable(z.string()),
  organizer: z.nullable(z.string()),
  imageUrl: z.nullable(z.string()),
  isVirtual: z.boolean(),
  isRecurring: z.boolean(),
  categoryId: z.nullable(z.int()),
  createdAt: z.string(),
  updatedAt: z.string(),
  version: z.int(),
});
export type Event = z.infer<typeof eventSchema>;
