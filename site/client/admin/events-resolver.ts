// The event form's resolver: the domain's event schema (spec §5 messages), loaded with zod on first use, reading the
// form's yyyy-mm-dd days as the ISO dates the API takes.
import type { EventFormValues } from '../../lib/admin/events-form.ts';
import { toSchemaInput } from '../../lib/admin/events-form.ts';
import { lazyZodResolver } from './lazy-zod-resolver.ts';

export const eventResolver = lazyZodResolver<EventFormValues, unknown>(() =>
  Promise.all([import('zod'), import('../../../functions/domain/event.ts')]).then(([{ z }, m]) =>
    z.preprocess((v) => toSchemaInput(v as EventFormValues), m.eventInputSchema),
  ),
);
