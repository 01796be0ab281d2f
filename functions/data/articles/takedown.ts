// Taking an imported article down and restoring it (product.md §10.16): the take-down is the record's time and reason,
// set and cleared by a versioned update; while it is set the article is on no public surface (item.ts indexKeys).
import type { Db } from '../db.ts';
import { updateArticle } from './update.ts';

/** Takes the article down: it leaves every public surface. */
export const writeTakeDown = (db: Db, id: number, reason: string, version?: number) =>
  updateArticle(
    db,
    id,
    { takenDownAt: new Date().toISOString(), takenDownReason: reason },
    version,
  );

/** Clears the take-down: the article is back on every public surface. */
export const clearTakeDown = (db: Db, id: number, version?: number) =>
  updateArticle(db, id, { takenDownAt: null, takenDownReason: null }, version);
