// The event form's schema: the domain's event schema (product.md §5 messages), reading the form's yyyy-mm-dd days as the
// ISO dates the API takes. Imported on the form's first use (resolver.ts), with zod.
import * as z from 'zod/mini';
import { eventInputSchema } from '../../../../../functions/domain/event.ts';
import { toSchemaInput, type EventFormValues } from './form.ts';

export const eventFormSchema = z.pipe(
  z.transform((v: unknown) => toSchemaInput(v as EventFormValues)),
  eventInputSchema,
);
