// Progress of the current (or last) feed import: one item, RSS#IMPORT / STATUS. Why in the table: the
// import runs in another Lambda than the API that reports it, so memory cannot carry it. Not under pk RSS,
// which listRssSources reads whole as sources. Each finished feed is one UpdateItem ADD: cheap, no read.
import type { ImportProgress } from '../domain/rss.ts';
import type { Db } from './db.ts';
import { isConditionFailure } from './keys.ts';

/** GET /api/rss/status (admin API contract); the shape lives in the domain, which the browser shares. */
export type { ImportProgress } from '../domain/rss.ts';

/**
 * A run that has not moved for this long is reported as not running: its process was killed (Lambda
 * timeout, crash) before it could say it finished. Each feed answers within a minute (fetch timeout and
 * redirects), and the import Lambda stops after 5 minutes, so a live run always moves sooner.
 */
export const IMPORT_STALE_MS = 15 * 60_000;

const key = { pk: 'RSS#IMPORT', sk: 'STATUS' };

export const NO_IMPORT: ImportProgress = {
  running: false,
  done: 0,
  total: 0,
  added: 0,
  errors: 0,
  waiting: 0,
  startedAt: null,
  finishedAt: null,
};

/** Starts a run of `total` feeds (PutItem RSS#IMPORT / STATUS, replacing the last run's). */
export async function startImportProgress(db: Db, total: number, at: Date): Promise<void> {
  const startedAt = at.toISOString();
  await db.dynamo.PutItem({
    TableName: db.table,
    Item: { ...key, ...NO_IMPORT, running: true, total, startedAt, updatedAt: startedAt },
  });
}

/**
 * Counts one finished feed of the run started at `startedAt` (UpdateItem ADD on RSS#IMPORT / STATUS);
 * ignored when another run has replaced it since.
 */
export async function recordImportProgress(
  db: Db,
  startedAt: string,
  feed: { added: number; failed: boolean; waiting: boolean },
  at: Date,
): Promise<void> {
  await updateRun(db, startedAt, {
    UpdateExpression:
      'ADD done :one, added :added, errors :errors, waiting :waiting SET updatedAt = :at',
    ExpressionAttributeValues: {
      ':one': 1,
      ':added': feed.added,
      ':errors': feed.failed ? 1 : 0,
      ':waiting': feed.waiting ? 1 : 0,
      ':at': at.toISOString(),
    },
  });
}

/** Ends the run started at `startedAt`, finished or failed (UpdateItem SET on RSS#IMPORT / STATUS). */
export async function finishImportProgress(db: Db, startedAt: string, at: Date): Promise<void> {
  await updateRun(db, startedAt, {
    UpdateExpression: 'SET running = :no, finishedAt = :at, updatedAt = :at',
    ExpressionAttributeValues: { ':no': false, ':at': at.toISOString() },
  });
}

async function updateRun(
  db: Db,
  startedAt: string,
  update: { UpdateExpression: string; ExpressionAttributeValues: Record<string, unknown> },
): Promise<void> {
  try {
    await db.dynamo.UpdateItem({
      TableName: db.table,
      Key: key,
      ...update,
      ConditionExpression: 'startedAt = :run',
      ExpressionAttributeValues: { ...update.ExpressionAttributeValues, ':run': startedAt },
    });
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
  }
}

/** The current or last run (GetItem RSS#IMPORT / STATUS); a run silent for IMPORT_STALE_MS is not running. */
export async function readImportProgress(db: Db, now: Date): Promise<ImportProgress> {
  const { Item } = await db.dynamo.GetItem({ TableName: db.table, Key: key, ConsistentRead: true });
  if (!Item) return { ...NO_IMPORT };
  const movedAt = Date.parse(String(Item.updatedAt ?? Item.startedAt));
  const alive = now.getTime() - movedAt < IMPORT_STALE_MS;
  return {
    running: Item.running === true && alive,
    done: Number(Item.done ?? 0),
    total: Number(Item.total ?? 0),
    added: Number(Item.added ?? 0),
    errors: Number(Item.errors ?? 0),
    waiting: Number(Item.waiting ?? 0),
    startedAt: typeof Item.startedAt === 'string' ? Item.startedAt : null,
    finishedAt: typeof Item.finishedAt === 'string' ? Item.finishedAt : null,
  };
}
