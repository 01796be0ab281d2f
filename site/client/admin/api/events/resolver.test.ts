// The create form's resolver: a typed start day before today is refused beside the schema's own messages.
import { describe, expect, it } from 'vitest';
import { dateToDay, EMPTY_EVENT } from './form.ts';
import { createEventResolver, eventResolver } from './resolver.ts';

const OPTIONS = { fields: {}, names: undefined, shouldUseNativeValidation: false } as const;
const dayFromToday = (days: number) => {
  const d = new Date();
  d.setDate(d.getDate() + days);
  return dateToDay(d);
};
const valid = {
  ...EMPTY_EVENT,
  title: 'Screen reader meetup',
  description: 'An evening of talks about screen readers.',
  location: 'Dublin',
};
const messages = (errors: object) =>
  Object.fromEntries(
    Object.entries(errors).map(([k, v]) => [k, (v as { message?: string }).message]),
  );

describe('createEventResolver', () => {
  it('refuses a typed start day before today, alongside the other fields’ messages', async () => {
    // Act
    const result = await createEventResolver(
      { ...valid, title: '', eventDate: dayFromToday(-1) },
      undefined,
      OPTIONS,
    );
    // Assess
    expect(messages(result.errors)).toMatchObject({
      title: expect.any(String),
      eventDate: 'Start date must not be in the past',
    });
    expect(result.values).toEqual({});
  });

  it('accepts today, and leaves an edit (eventResolver) free to keep a past day', async () => {
    // Act
    const today = await createEventResolver(
      { ...valid, eventDate: dayFromToday(0) },
      undefined,
      OPTIONS,
    );
    const edit = await eventResolver(
      { ...valid, eventDate: dayFromToday(-30) },
      undefined,
      OPTIONS,
    );
    // Assess
    expect(today.errors).toEqual({});
    expect(edit.errors).toEqual({});
  });

  it("keeps the schema's own message for a start day that is missing", async () => {
    // Act
    const result = await createEventResolver(valid, undefined, OPTIONS);
    // Assess
    expect(messages(result.errors).eventDate).toBe('Event date is required');
  });
});
