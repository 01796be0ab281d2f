// The event form's conversions (product.md §7 multipart, §5 validation input): days, ISO dates and omitted fields.
import { describe, expect, it } from 'vitest';
import type { Event } from '../../../../../functions/domain/index.ts';
import {
  EMPTY_EVENT,
  dateToDay,
  dayToDate,
  dayToIso,
  eventFormData,
  eventToValues,
  isPastDay,
  toSchemaInput,
} from './form.ts';

const stored: Event = {
  id: 7,
  title: 'Stored event',
  description: 'A description long enough.',
  eventDate: '2026-06-01T17:30:00.000Z',
  endDate: null,
  location: 'Dublin',
  url: null,
  organizer: null,
  imageUrl: '/uploads/abc.png',
  isVirtual: true,
  isRecurring: false,
  categoryId: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  version: 3,
};

describe('days', () => {
  it('reads real yyyy-mm-dd days only and writes them back', () => {
    // Act
    const day = dayToDate('2026-02-28');
    // Assess
    expect(day && dateToDay(day)).toBe('2026-02-28');
    expect(dayToDate('2026-02-30')).toBeUndefined();
    expect(dayToDate('28/02/2026')).toBeUndefined();
  });

  it('makes a new day midnight UTC and keeps an edited event its hour; leaves bad text for the schema', () => {
    // Assess
    expect(dayToIso('2026-06-03')).toBe('2026-06-03T00:00:00.000Z');
    expect(dayToIso('2026-06-03', stored.eventDate)).toBe('2026-06-03T17:30:00.000Z');
    expect(dayToIso('soon')).toBe('soon');
  });
});

describe('isPastDay (the create form refuses a typed day the calendar would)', () => {
  it('refuses a real day before today, keeps today and later, and leaves text that is no day to the schema', () => {
    // Prepare: late evening, local time
    const now = new Date(2026, 10, 25, 23, 30);
    // Assess
    expect(isPastDay('2026-11-24', now)).toBe(true);
    expect(isPastDay('2025-12-31', now)).toBe(true);
    expect(isPastDay('2026-11-25', now)).toBe(false);
    expect(isPastDay('2026-11-26', now)).toBe(false);
    expect(isPastDay('2026-02-30', now)).toBe(false);
    expect(isPastDay('', now)).toBe(false);
  });
});

describe('eventFormData', () => {
  it('sends no empty, unset or zero field on create (product.md §7)', () => {
    // Prepare
    const values = {
      ...EMPTY_EVENT,
      title: ' Meetup ',
      description: 'Talks and demos.',
      eventDate: '2026-07-01',
    };
    // Act
    const form = eventFormData(values);
    // Assess
    expect(Object.fromEntries(form)).toEqual({
      title: 'Meetup',
      description: 'Talks and demos.',
      eventDate: '2026-07-01T00:00:00.000Z',
      isVirtual: 'false',
      isRecurring: 'false',
    });
  });

  it('sends the set fields, the category and the version on edit', () => {
    // Prepare
    const values = {
      ...eventToValues(stored),
      endDate: '2026-06-02',
      url: 'https://example.org',
      categoryId: '4',
    };
    // Act
    const form = eventFormData(values, { original: stored });
    // Assess
    expect(Object.fromEntries(form)).toEqual({
      title: 'Stored event',
      description: 'A description long enough.',
      eventDate: '2026-06-01T17:30:00.000Z',
      endDate: '2026-06-02T17:30:00.000Z',
      location: 'Dublin',
      url: 'https://example.org',
      imageUrl: '/uploads/abc.png',
      isVirtual: 'true',
      isRecurring: 'false',
      categoryId: '4',
      version: '3',
    });
  });
});

describe('eventToValues and toSchemaInput', () => {
  it("pre-fills the edit form with UTC days, blanks and 'Uncategorized'", () => {
    // Act
    const values = eventToValues(stored);
    // Assess
    expect(values).toMatchObject({
      eventDate: '2026-06-01',
      endDate: '',
      url: '',
      categoryId: '0',
    });
  });

  it('gives the schema ISO dates, a null end and no uploaded image path to check as a URL', () => {
    // Act
    const input = toSchemaInput(eventToValues(stored));
    // Assess
    expect(input).toMatchObject({
      eventDate: '2026-06-01T00:00:00.000Z',
      endDate: null,
      imageUrl: '',
    });
  });
});
