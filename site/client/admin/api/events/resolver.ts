// The event form's resolvers: its schema (form-schema.ts) and zod load on first use. Creating adds the
// create calendar's rule for a typed start day (a day before today is refused), reported beside the schema's
// messages so that one submit shows every problem.
import type { Resolver } from 'react-hook-form';
import { isPastDay, START_IN_PAST, type EventFormValues } from './form.ts';
import { lazyZodResolver } from '../../lazy-zod-resolver.ts';

export const eventResolver = lazyZodResolver<EventFormValues, unknown>(() =>
  import('./form-schema.ts').then((m) => m.eventFormSchema),
);

export const createEventResolver: Resolver<EventFormValues, unknown, unknown> = async (
  values,
  context,
  options,
) => {
  const result = await eventResolver(values, context, options);
  if (result.errors.eventDate || !isPastDay(values.eventDate)) return result;
  return {
    values: {},
    errors: { ...result.errors, eventDate: { type: 'past', message: START_IN_PAST } },
  };
};
