// Events: one partition, EVENTS / EVENT#<padded id>. Why: a few hundred events at most, always listed
// whole by date and searched by text, so one Query plus an in-memory sort and filter is enough.
import { compareAsc } from 'date-fns';
import type { Event } from '../domain/index.ts';
import { nextId } from './counters.ts';
import type { Db } from './db.ts';
import { fold, padId } from './keys.ts';
import { deleteRecord, getRecord, putRecord, queryPartition, updateRecord } from './records.ts';

/** The writable fields of an event (the API's EventInput without its version). */
export type EventFields = Omit<Event, 'id' | 'createdAt' | 'updatedAt' | 'version'>;

const key = (id: number) => ({ pk: 'EVENTS', sk: `EVENT#${padId(id)}` });

const FIELDS = [
  'title',
  'description',
  'eventDate',
  'endDate',
  'location',
  'url',
  'organizer',
  'imageUrl',
  'isVirtual',
  'isRecurring',
  'categoryId',
] as const satisfies readonly (keyof EventFields)[];

function fieldsOf(input: EventFields): EventFields {
  const out: Record<string, unknown> = {};
  for (const f of FIELDS)
    out[f] = input[f] ?? (f === 'isVirtual' || f === 'isRecurring' ? false : null);
  return out as EventFields;
}

function toEvent(item: Record<string, unknown>): Event {
  return {
    id: Number(item.id),
    ...fieldsOf(item as unknown as EventFields),
    createdAt: String(item.createdAt),
    updatedAt: String(item.updatedAt),
    version: Number(item.version),
  };
}

const byDate = (a: Event, b: Event) => compareAsc(a.eventDate, b.eventDate) || a.id - b.id;

/** Every event, earliest first (Query pk EVENTS, sorted in memory). */
export async function listEvents(db: Db): Promise<Event[]> {
  return (await queryPartition(db, 'EVENTS')).map(toEvent).sort(byDate);
}

/** Events whose text fields contain q, case- and diacritic-insensitive, by date (Query pk EVENTS). */
export async function searchEvents(db: Db, q: string): Promise<Event[]> {
  const needle = fold(q.trim());
  const all = await listEvents(db);
  if (!needle) return all;
  return all.filter((e) =>
    fold([e.title, e.description, e.location, e.organizer].filter(Boolean).join('\n')).includes(
      needle,
    ),
  );
}

/** One event (GetItem EVENTS / EVENT#id); NotFoundError when missing. */
export async function getEvent(db: Db, id: number): Promise<Event> {
  return toEvent(await getRecord(db, 'event', id, key(id)));
}

/** Creates an event with the next id (COUNTER#event). */
export async function createEvent(db: Db, input: EventFields): Promise<Event> {
  const now = new Date().toISOString();
  const event: Event = {
    id: await nextId(db, 'event'),
    ...fieldsOf(input),
    createdAt: now,
    updatedAt: now,
    version: 1,
  };
  await putRecord(db, 'event', { ...key(event.id), ...event });
  return event;
}

/** Replaces an event's fields (UpdateItem conditional on the version read). */
export async function updateEvent(
  db: Db,
  id: number,
  input: EventFields,
  expectedVersion?: number,
): Promise<Event> {
  return toEvent(
    await updateRecord(db, 'event', id, key(id), { ...fieldsOf(input) }, expectedVersion),
  );
}

/** Deletes an event (DeleteItem conditional on existence). */
export async function deleteEvent(db: Db, id: number): Promise<void> {
  await deleteRecord(db, 'event', id, key(id));
}
