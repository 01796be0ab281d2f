// The event form's resolver: its schema (event-form-schema.ts) and zod load on first use.
import type { EventFormValues } from '../../lib/admin/events-form.ts';
import { lazyZodResolver } from './lazy-zod-resolver.ts';

export const eventResolver = lazyZodResolver<EventFormValues, unknown>(() =>
  import('./event-form-schema.ts').then((m) => m.eventFormSchema),
);
