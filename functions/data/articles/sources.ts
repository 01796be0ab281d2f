// Source identity of imported articles: the link (by its urlKey) and the guid key, each unique by a guard
// (UNIQUE#URL#<sha256> and UNIQUE#GUID#<sha256>) holding the article id, so the importer skips known items.
import { batchGet } from '../batch.ts';
import type { Db } from '../db.ts';
import { guardKey } from '../guards.ts';
import { urlKey } from '../../domain/url-key.ts';
import { sha256 } from '../keys.ts';
import { articleKey } from './item.ts';

/**
 * The URL guard's value: the hash of the link's urlKey (functions/domain/url-key.ts), so every form of one link
 * (scheme, host case, default port, trailing slash, fragment, tracking parameters, parameter order) is one guard.
 * Guards that older code hashed from its narrower form are rewritten by upgradeSourceGuards.
 */
export const sourceHash = (url: string) => sha256(urlKey(url));
/** The guid guard's value: the hash of the importer's guid key, which already says how far the guid reaches. */
export const guidHash = (guid: string) => sha256(guid.trim());

/** What identifies an item to findArticleIdsBySource. */
export interface SourceIdentity {
  sourceUrl?: string | null;
  guid?: string | null;
  /**
   * The guid key older code wrote for the same item (functions/feeds/ingest/guid-key.ts legacyGuidKey): its guard
   * is looked up too, as guid guards cannot be rewritten (an article keeps only its guid's hash).
   */
  legacyGuid?: string | null;
}

/** The guards that name an item: its URL, guid and legacy guid guards ('-' for none, which no guard has). */
const identityKeys = (i: SourceIdentity) => [
  guardKey('URL', i.sourceUrl ? sourceHash(i.sourceUrl) : '-'),
  guardKey('GUID', i.guid ? guidHash(i.guid) : '-'),
  guardKey('GUID', i.legacyGuid ? guidHash(i.legacyGuid) : '-'),
];
const KEYS_PER_ITEM = 3;

/**
 * For each item, the id of the stored article with the same source URL or guid (in either guid form), else null
 * (BatchGet of the UNIQUE#URL / UNIQUE#GUID guards, then of the owners, so a stale guard counts as free).
 */
export async function findArticleIdsBySource(
  db: Db,
  items: SourceIdentity[],
): Promise<(number | null)[]> {
  const guards = await batchGet(db, items.flatMap(identityKeys));
  const owners = [...new Set(guards.filter((g) => g !== undefined).map((g) => Number(g.ownerId)))];
  const alive = new Set(
    (await batchGet(db, owners.map(articleKey), ['id']))
      .filter((a) => a !== undefined)
      .map((a) => Number(a.id)),
  );
  return items.map((_, n) => {
    for (const g of guards.slice(KEYS_PER_ITEM * n, KEYS_PER_ITEM * (n + 1)))
      if (g && alive.has(Number(g.ownerId))) return Number(g.ownerId);
    return null;
  });
}
