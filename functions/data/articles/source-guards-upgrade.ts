// Source guard format: ARTICLES#META / SOURCE_GUARDS records it. Version 2 hashes an imported article's link by urlKey
// (sources.ts sourceHash), where older code hashed a narrower form (scheme, trailing slash and most tracking
// parameters kept). A store written by older code gets the new URL guard of every imported article, taken down or
// not, before the first import of a process (the importer, locally and in the import Lambda, and the local host's
// start), so the items it holds keep being refused (product.md §10.16).
//
// Why rewrite rather than look up both forms: an article's stored link gives its new URL guard exactly, once, and
// every later lookup stays one key. Guid guards cannot be rewritten (an article keeps only the hash of its guid), so
// for those the importer looks up the old key beside the new one instead (functions/feeds/ingest/guid-key.ts).
import type { Db } from '../db.ts';
import { claimGuard } from '../guards.ts';
import { mapPool } from '../../lib/pool.ts';
import { articleExists } from './claim.ts';
import { sourceHash } from './sources.ts';

/** The format this code writes and reads. */
const SOURCE_GUARDS_VERSION = 2;

/** Guards claimed at once: bounds the writes in flight on a large store. */
const WIDTH = 8;

const metaKey = { pk: 'ARTICLES#META', sk: 'SOURCE_GUARDS' };
const upgraded = new WeakMap<Db, Promise<number>>();

/**
 * Claims the current URL guard of every imported article whose stored guard has another value (one Scan of the table,
 * a conditional PutItem each, as an import claims it), then records the format; answers how many guards it wrote (0
 * when the store was current). Idempotent: a guard the article already holds is claimed again as a no-op, and one
 * that another live article holds (two old articles that turn out to be one story) is left to it. A pass cut off is
 * run again next time, as the format is recorded last. Once per process and Db; a failed pass is retried.
 */
export function upgradeSourceGuards(db: Db): Promise<number> {
  let done = upgraded.get(db);
  if (!done) {
    done = runUpgrade(db).catch((error: unknown) => {
      upgraded.delete(db);
      throw error;
    });
    upgraded.set(db, done);
  }
  return done;
}

/** Records that the store's guards are in this code's format (a store this code seeded needs no upgrade pass). */
export async function recordSourceGuardsVersion(db: Db): Promise<void> {
  await db.dynamo.PutItem({
    TableName: db.table,
    Item: { ...metaKey, version: SOURCE_GUARDS_VERSION },
  });
}

async function runUpgrade(db: Db): Promise<number> {
  const { Item } = await db.dynamo.GetItem({
    TableName: db.table,
    Key: metaKey,
    ConsistentRead: true,
  });
  if (Number(Item?.version ?? 1) >= SOURCE_GUARDS_VERSION) return 0;
  const exists = (owner: number) => articleExists(db, owner);
  let written = 0;
  let start: Record<string, unknown> | undefined;
  do {
    const out = await db.dynamo.Scan({
      TableName: db.table,
      FilterExpression: 'sk = :a AND isManualEntry = :f AND attribute_exists(sourceUrl)',
      ExpressionAttributeNames: { '#id': 'id' },
      ExpressionAttributeValues: { ':a': 'ARTICLE', ':f': false },
      ProjectionExpression: '#id, sourceUrl, sourceHash',
      ExclusiveStartKey: start,
    });
    const stale = (out.Items ?? []).filter(
      (a) => a.sourceUrl && sourceHash(String(a.sourceUrl)) !== a.sourceHash,
    );
    const claimed = await mapPool(stale, WIDTH, (a) =>
      claimGuard(db, 'URL', sourceHash(String(a.sourceUrl)), Number(a.id), exists),
    );
    written += claimed.filter(Boolean).length;
    start = out.LastEvaluatedKey;
  } while (start);
  await recordSourceGuardsVersion(db);
  return written;
}
