// Reference checks run before any write: the category and tags a record names must exist.
import { getCategory, getTags, NotFoundError, type Db } from '../data/index.ts';
import { UnknownReferenceError, type FieldIssue } from './errors.ts';

async function categoryExists(db: Db, id: number): Promise<boolean> {
  try {
    await getCategory(db, id);
    return true;
  } catch (err) {
    if (err instanceof NotFoundError) return false;
    throw err;
  }
}

/** Throws UnknownReferenceError naming each missing category or tag (product.md §11.1). */
export async function checkReferences(
  db: Db,
  refs: { categoryId?: number | null; tagIds?: number[] },
): Promise<void> {
  const issues: FieldIssue[] = [];
  if (refs.categoryId != null && !(await categoryExists(db, refs.categoryId))) {
    issues.push({ path: 'categoryId', message: 'Category does not exist' });
  }
  const tagIds = [...new Set(refs.tagIds ?? [])];
  if (tagIds.length) {
    const known = new Set((await getTags(db, tagIds)).map((t) => t.id));
    for (const id of tagIds)
      if (!known.has(id)) issues.push({ path: 'tagIds', message: `Tag ${id} does not exist` });
  }
  if (issues.length) throw new UnknownReferenceError(issues);
}
