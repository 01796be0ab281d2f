// Runs against in-process dynalite: events list by date, search, versioned update and delete.
import * as z from 'zod/mini';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventSchema } from '../domain/index.ts';
import { NotFoundError, VersionConflictError } from './errors.ts';
import {
  createEvent,
  deleteEvent,
  getEvent,
  listEvents,
  searchEvents,
  updateEvent,
} from './events.ts';
import { createTestDb, newEvent, type TestDb } from '../../tests/support/data.ts';

let t: TestDb;

beforeAll(async () => {
  t = await createTestDb();
  await createEvent(
    t.db,
    newEvent('Late summit', '2026-09-01T09:00:00.000Z', { location: 'Zürich' }),
  );
  await createEvent(
    t.db,
    newEvent('Early meetup', '2026-01-10T18:00:00.000Z', { isVirtual: true }),
  );
  await createEvent(
    t.db,
    newEvent('Middle conference', '2026-05-05T08:00:00.000Z', { organizer: 'A11y Org' }),
  );
});
afterAll(() => t.close());

describe('events', () => {
  it('lists events by date, each a valid Event record', async () => {
    const list = await listEvents(t.db);
    expect(list.map((e) => e.title)).toEqual(['Early meetup', 'Middle conference', 'Late summit']);
    for (const e of list) expect(z.strictObject(eventSchema.shape).parse(e)).toEqual(e);
  });

  it('searches text fields ignoring case and accents, sorted by date', async () => {
    expect((await searchEvents(t.db, 'zurich')).map((e) => e.title)).toEqual(['Late summit']);
    expect((await searchEvents(t.db, 'a11y ORG')).map((e) => e.title)).toEqual([
      'Middle conference',
    ]);
    expect((await searchEvents(t.db, 'gathering')).length).toBe(3);
  });

  it('updates with a version and refuses a stale one', async () => {
    const e = await createEvent(t.db, newEvent('Workshop', '2026-03-03T10:00:00.000Z'));
    const updated = await updateEvent(
      t.db,
      e.id,
      newEvent('Workshop day', e.eventDate, { isRecurring: true }),
      1,
    );
    expect(updated).toMatchObject({
      title: 'Workshop day',
      isRecurring: true,
      version: 2,
      createdAt: e.createdAt,
    });
    await expect(updateEvent(t.db, e.id, newEvent('Again', e.eventDate), 1)).rejects.toBeInstanceOf(
      VersionConflictError,
    );
  });

  it('deletes, then answers NotFoundError', async () => {
    const e = await createEvent(t.db, newEvent('Gone soon', '2026-02-02T10:00:00.000Z'));
    await deleteEvent(t.db, e.id);
    await expect(getEvent(t.db, e.id)).rejects.toBeInstanceOf(NotFoundError);
    await expect(deleteEvent(t.db, e.id)).rejects.toBeInstanceOf(NotFoundError);
  });
});
