// Event writes: create, update (the form is the whole event, image included) and delete with its image.
import {
  createEvent,
  deleteEvent as deleteEventRecord,
  getEvent,
  updateEvent,
  type EventFields,
} from '../data/index.ts';
import type { Event } from '../domain/index.ts';
import { isUploadPath } from '../uploads/names.ts';
import { UnknownReferenceError } from './errors.ts';
import { discardImage, discardReplacedImage, storeImage, writeWithStoredImage } from './images.ts';
import { checkReferences } from './references.ts';
import { NO_ARTICLES, type CheckedImage, type ContentDeps, type Saved } from './types.ts';

export interface EventWrite {
  /** Absent: create; present: update that event. */
  id?: number;
  /** On update: the version the editor loaded (a stale one is a VersionConflictError). */
  version?: number;
  /** Every field; imageUrl is a URL, the kept /uploads/ path, or null. */
  input: EventFields;
  /** A new image wins over input.imageUrl. */
  image: CheckedImage | null;
}

/** Creates or updates an event; throws UnknownReferenceError, NotFoundError or VersionConflictError. */
export async function saveEvent(deps: ContentDeps, write: EventWrite): Promise<Saved<Event>> {
  const { db, uploads } = deps;
  const { id, input } = write;
  // The category is checked before the 404: an unknown category answers 400 even for an unknown id.
  await checkReferences(db, { categoryId: input.categoryId });
  const current = id === undefined ? null : await getEvent(db, id);
  // An uploaded image is kept by its path only by its own event: another record's would go with this one.
  if (isUploadPath(input.imageUrl) && input.imageUrl !== current?.imageUrl)
    throw new UnknownReferenceError([{ path: 'imageUrl', message: 'Please enter a valid URL' }]);
  const stored = write.image ? await storeImage(uploads, write.image) : undefined;
  const fields = { ...input, imageUrl: stored ?? input.imageUrl };
  const event = await writeWithStoredImage(uploads, stored, () =>
    id === undefined ? createEvent(db, fields) : updateEvent(db, id, fields, write.version),
  );
  if (!current) {
    deps.onContentChanged(`event ${event.id} created`, NO_ARTICLES);
    return { record: event, created: true };
  }
  deps.onContentChanged(`event ${event.id} updated`, NO_ARTICLES);
  await discardReplacedImage(uploads, current.imageUrl, event.imageUrl);
  return { record: event, created: false };
}

/** Deletes an event and then its uploaded image; throws NotFoundError for an unknown id. */
export async function deleteEvent(deps: ContentDeps, id: number): Promise<void> {
  const { imageUrl } = await getEvent(deps.db, id);
  await deleteEventRecord(deps.db, id);
  deps.onContentChanged(`event ${id} deleted`, NO_ARTICLES);
  await discardImage(deps.uploads, imageUrl);
}
