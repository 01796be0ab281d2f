// The table: key names, index names and their aliases (INDEX), ensureTable; infra/ uses TABLE_DEFINITION.
import type { CreateTableCommandInput } from '@aws-sdk/client-dynamodb';
import type { Db } from './db.ts';

/** Primary key: every entity is addressed by pk/sk (see each entity file for its keys). */
export const PK = 'pk';
export const SK = 'sk';

/** INDEX.articlesByDate: gsi1pk 'ARTICLES', gsi1sk '<publishedAt>#<id>'. Keys only. */
export const GSI1 = 'gsi1';
export const GSI1_PK = 'gsi1pk';
export const GSI1_SK = 'gsi1sk';
/** INDEX.categoryArticlesByDate: gsi2pk 'CATEGORY#<id>', gsi2sk '<publishedAt>#<id>'. Keys only. */
export const GSI2 = 'gsi2';
export const GSI2_PK = 'gsi2pk';
export const GSI2_SK = 'gsi2sk';
/** INDEX.manualArticlesByDate: sparse, only manual articles carry gsi3pk 'MANUAL'. Keys only. */
export const GSI3 = 'gsi3';
export const GSI3_PK = 'gsi3pk';
export const GSI3_SK = 'gsi3sk';
/** INDEX.articlesByViews: gsi4pk 'ARTICLES', sort key the numeric `views`, so a view's ADD moves it. */
export const GSI_POPULAR = 'popular';
export const POPULAR_PK = 'gsi4pk';
export const POPULAR_SK = 'views';

/**
 * The indexes by what they order. Access patterns name an index by its alias; the physical names and
 * key attributes above stay as they are, so the CDK table and the items already stored do not change.
 */
export const INDEX = {
  /** Every article by publishedAt#id: the feed, newest or oldest first. */
  articlesByDate: GSI1,
  /** One category's articles by publishedAt#id. */
  categoryArticlesByDate: GSI2,
  /** Manual entries only by publishedAt#id (sparse). */
  manualArticlesByDate: GSI3,
  /** Every article by view count: the popular order. */
  articlesByViews: GSI_POPULAR,
  /**
   * The articles readers may not see yet, by status (product.md §10.12): the date index's partitions
   * 'STATUS#draft' and 'STATUS#scheduled', by publishedAt#id (for a scheduled one, when it goes live).
   * Same physical index, so the table does not change; 'ARTICLES' queries never meet these items.
   */
  articlesByStatus: GSI1,
  /**
   * Imported articles only, public or not, by publishedAt#id (product.md §10.16): the partition
   * 'IMPORTED' of the manual index's physical index, so the table does not change (articles/imported.ts).
   */
  importedArticlesByDate: GSI3,
} as const;

const keysOnly = (name: string, pk: string, sk: string) => ({
  IndexName: name,
  KeySchema: [
    { AttributeName: pk, KeyType: 'HASH' as const },
    { AttributeName: sk, KeyType: 'RANGE' as const },
  ],
  Projection: { ProjectionType: 'KEYS_ONLY' as const },
});

/**
 * The expiry of an item that is worth nothing once it passes, in epoch SECONDS: sessions, the per-client
 * windows (login attempts, counted views, sign-ups) and pending subscriptions. In AWS the table's TTL deletes
 * such items on this attribute (infra/constructs/data.ts); locally, where dynalite has no TTL, a sweeper does
 * (scripts/local/expiry-sweeper.ts). TTL deletes up to days late, so every reader still checks the expiry
 * its record keeps in its own unit. Not `expiresAt`: sessions and subscriptions already use that name for
 * an ISO time and epoch milliseconds.
 */
export const TTL_ATTRIBUTE = 'deleteAfter';

/** The TTL_ATTRIBUTE value for an expiry in epoch milliseconds (rounded up: never before the expiry). */
export const ttlSeconds = (epochMs: number): number => Math.ceil(epochMs / 1000);

/** The table as CreateTable input, without its name; on-demand billing. */
export const TABLE_DEFINITION = {
  BillingMode: 'PAY_PER_REQUEST',
  AttributeDefinitions: [
    { AttributeName: PK, AttributeType: 'S' },
    { AttributeName: SK, AttributeType: 'S' },
    { AttributeName: GSI1_PK, AttributeType: 'S' },
    { AttributeName: GSI1_SK, AttributeType: 'S' },
    { AttributeName: GSI2_PK, AttributeType: 'S' },
    { AttributeName: GSI2_SK, AttributeType: 'S' },
    { AttributeName: GSI3_PK, AttributeType: 'S' },
    { AttributeName: GSI3_SK, AttributeType: 'S' },
    { AttributeName: POPULAR_PK, AttributeType: 'S' },
    { AttributeName: POPULAR_SK, AttributeType: 'N' },
  ],
  KeySchema: [
    { AttributeName: PK, KeyType: 'HASH' },
    { AttributeName: SK, KeyType: 'RANGE' },
  ],
  GlobalSecondaryIndexes: [
    keysOnly(GSI1, GSI1_PK, GSI1_SK),
    keysOnly(GSI2, GSI2_PK, GSI2_SK),
    keysOnly(GSI3, GSI3_PK, GSI3_SK),
    keysOnly(GSI_POPULAR, POPULAR_PK, POPULAR_SK),
  ],
} satisfies Omit<CreateTableCommandInput, 'TableName'>;

/** Creates the table when missing and waits until it is ACTIVE (dynalite: at once). */
export async function ensureTable(db: Db, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let created = false;
  for (;;) {
    try {
      const { Table } = await db.dynamo.DescribeTable({ TableName: db.table });
      if (Table?.TableStatus === 'ACTIVE') return;
    } catch (error) {
      if ((error as Error).name !== 'ResourceNotFoundException' || created) throw error;
      await db.dynamo.CreateTable({ TableName: db.table, ...TABLE_DEFINITION });
      created = true;
      continue;
    }
    if (Date.now() > deadline)
      throw new Error(`table ${db.table} not ACTIVE after ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 100));
  }
}
