// A store as older code guarded it: an imported article's URL guard hashed from the narrower form of its link, its
// guid guard from the per-source key, and no record of the guard format (functions/data/articles/source-guards-upgrade.ts).
import { articleKey } from '../../functions/data/articles/item.ts';
import type { Db } from '../../functions/data/db.ts';
import { guardKey } from '../../functions/data/guards.ts';
import { sha256 } from '../../functions/data/keys.ts';

/** The link form older code hashed: fragment and utm_* parameters dropped, the rest sorted; scheme and slash kept. */
export function olderCanonicalUrl(url: string): string {
  const u = new URL(url.trim());
  u.hash = '';
  for (const name of [...u.searchParams.keys()])
    if (name.toLowerCase().startsWith('utm_')) u.searchParams.delete(name);
  u.searchParams.sort();
  return u.toString();
}

/** Moves one guard of article `id` from the value its record names to `value`, as older code would have claimed it. */
async function moveGuard(db: Db, id: number, kind: 'URL' | 'GUID', value: string) {
  const attribute = kind === 'URL' ? 'sourceHash' : 'guidHash';
  const { Item } = await db.dynamo.GetItem({ TableName: db.table, Key: articleKey(id) });
  const current: unknown = Item?.[attribute];
  if (typeof current === 'string')
    await db.dynamo.DeleteItem({ TableName: db.table, Key: guardKey(kind, current) });
  await db.dynamo.PutItem({
    TableName: db.table,
    Item: { ...guardKey(kind, value), ownerId: id, claimedAt: 0 },
  });
  await db.dynamo.UpdateItem({
    TableName: db.table,
    Key: articleKey(id),
    UpdateExpression: 'SET #h = :h',
    ExpressionAttributeNames: { '#h': attribute },
    ExpressionAttributeValues: { ':h': value },
  });
}

/**
 * Rewrites an imported article's guards as older code wrote them: the URL guard of its link's older form, and, given
 * `legacyGuid` (the per-source guid key, e.g. 'source:3:12'), the guid guard of that key. The store then records no
 * guard format, as a store older code wrote.
 */
export async function guardAsOlderCode(
  db: Db,
  article: { id: number; sourceUrl: string },
  legacyGuid?: string,
): Promise<void> {
  await moveGuard(db, article.id, 'URL', sha256(olderCanonicalUrl(article.sourceUrl)));
  if (legacyGuid) await moveGuard(db, article.id, 'GUID', sha256(legacyGuid));
  await db.dynamo.DeleteItem({
    TableName: db.table,
    Key: { pk: 'ARTICLES#META', sk: 'SOURCE_GUARDS' },
  });
}
