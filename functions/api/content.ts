// Shared steps of the content writes: reference checks and image storage, run before any record is written.
import type { Db } from '../data/db.ts';
import { getCategory, getTags, NotFoundError } from '../data/index.ts';
import { InputError, type Issue } from './errors.ts';
import type { UploadedImage } from './multipart.ts';
import { randomUploadName, type UploadStore } from './uploads/store.ts';

async function categoryExists(db: Db, id: number): Promise<boolean> {
  try {
    await getCategory(db, id);
    return true;
  } catch (err) {
    if (err instanceof NotFoundError) return false;
    throw err;
  }
}

/** 400 with an issue on the field when the category or a tag does not exist (issue "Foundation"). */
export async function checkReferences(
  db: Db,
  refs: { categoryId?: number | null; tagIds?: number[] },
): Promise<void> {
  const issues: Issue[] = [];
  if (refs.categoryId != null && !(await categoryExists(db, refs.categoryId))) {
    issues.push({ path: 'categoryId', message: 'Category does not exist' });
  }
  const tagIds = [...new Set(refs.tagIds ?? [])];
  if (tagIds.length) {
    const known = new Set((await getTags(db, tagIds)).map((t) => t.id));
    for (const id of tagIds)
      if (!known.has(id)) issues.push({ path: 'tagIds', message: `Tag ${id} does not exist` });
  }
  if (issues.length) throw new InputError(issues);
}

/** Stores a checked image under a fresh random name and returns its public path. */
export async function storeImage(uploads: UploadStore, image: UploadedImage): Promise<string> {
  const name = randomUploadName(image.extension);
  await uploads.put(name, image.bytes, image.contentType);
  return `/uploads/${name}`;
}
