// The local stand-in for DynamoDB's TTL, which dynalite lacks: deletes the items whose expiry (TTL_ATTRIBUTE) has passed, at start and every 10 minutes.
import type { Db } from '../../functions/data/db.ts';
import { conditionHeld } from '../../functions/data/keys.ts';
import { PK, SK, TTL_ATTRIBUTE } from '../../functions/data/table.ts';
import { startImportTimer } from './import-timer.ts';

/** Minutes between sweeps: expired items cost only space, and every reader checks the expiry itself. */
export const SWEEP_INTERVAL_MINUTES = 10;
/** Items a Scan page reads: small pages keep the in-process store from holding the event loop long. */
const SCAN_PAGE = 500;

const NAMES = { '#pk': PK, '#sk': SK, '#t': TTL_ATTRIBUTE };

/**
 * Deletes every item whose expiry, in epoch seconds, is before `nowMs` (as DynamoDB's TTL does) and
 * answers how many went. Each delete is conditional on the expiry read: an item given a later one
 * meanwhile (a restarted window) or none (a subscription just confirmed) stays.
 */
export async function sweepExpired(db: Db, nowMs: number = Date.now()): Promise<number> {
  const values = { ':now': Math.floor(nowMs / 1000) };
  let deleted = 0;
  let start: Record<string, unknown> | undefined;
  do {
    const page = await db.dynamo.Scan({
      TableName: db.table,
      FilterExpression: '#t < :now',
      ProjectionExpression: '#pk, #sk',
      ExpressionAttributeNames: NAMES,
      ExpressionAttributeValues: values,
      Limit: SCAN_PAGE,
      ...(start ? { ExclusiveStartKey: start } : {}),
    });
    for (const item of (page.Items ?? []) as Record<string, unknown>[]) {
      const gone = await conditionHeld(
        db.dynamo.DeleteItem({
          TableName: db.table,
          Key: { [PK]: item[PK], [SK]: item[SK] },
          ConditionExpression: '#t < :now',
          ExpressionAttributeNames: { '#t': TTL_ATTRIBUTE },
          ExpressionAttributeValues: values,
        }),
      );
      if (gone) deleted++;
    }
    start = page.LastEvaluatedKey;
  } while (start);
  return deleted;
}

export interface ExpirySweeper {
  /** Clears the schedule, then waits for a sweep still going (so the store can close after). */
  stop(): Promise<void>;
}

/**
 * Sweeps once now and every `minutes` after, on the import timer's schedule (a sweep never overlaps
 * the last one; a failure is reported and the next tick tries again).
 */
export function startExpirySweeper(
  db: Db,
  opts: { minutes?: number; log?: (line: string) => void } = {},
): ExpirySweeper {
  const log = opts.log ?? (() => undefined);
  const report = (err: unknown) => console.error('Sweeping expired items failed:', err);
  const sweep = async () => {
    const deleted = await sweepExpired(db);
    if (deleted > 0) log(`Deleted ${deleted} expired items (sessions, client windows, sign-ups)`);
  };
  const first = sweep().catch(report);
  const timer = startImportTimer(opts.minutes ?? SWEEP_INTERVAL_MINUTES, sweep, report);
  return {
    async stop() {
      await timer.stop();
      await first;
    },
  };
}
