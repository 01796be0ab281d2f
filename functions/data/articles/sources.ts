// Source identity of imported articles: the canonical URL and the feed guid, each unique by a guard
// (UNIQUE#URL#<sha256> and UNIQUE#GUID#<sha256>) holding the article id, so the importer skips known items.
import { batchGet } from '../batch.ts';
import type { Db } from '../db.ts';
import { guardKey } from '../guards.ts';
import { sha256 } from '../keys.ts';
import { articleKey } from './item.ts';

/** Same article, same string: lower-case host, no fragment, no utm_* tracking, no default port. */
export function canonicalUrl(url: string): string {
  try {
    const u = new URL(url.trim());
    u.hash = '';
    for (const name of [...u.searchParams.keys()])
      if (name.toLowerCase().startsWith('utm_')) u.searchParams.delete(name);
    u.searchParams.sort();
    return u.toString();
  } catch {
    return url.trim();
  }
}

export const sourceHash = (url: string) => sha256(canonicalUrl(url));
export const guidHash = (guid: string) => sha256(guid.trim());

/**
 * For each item, the id of the stored article with the same source URL or guid, else null
 * (BatchGet of the UNIQUE#URL / UNIQUE#GUID guards, then of the owners, so a stale guard counts as free).
 */
export async function findArticleIdsBySource(
  db: Db,
  items: { sourceUrl?: string | null; guid?: string | null }[],
): Promise<(number | null)[]> {
  const keys = items.flatMap((i) => [
    guardKey('URL', i.sourceUrl ? sourceHash(i.sourceUrl) : '-'),
    guardKey('GUID', i.guid ? guidHash(i.guid) : '-'),
  ]);
  const guards = await batchGet(db, keys);
  const owners = [...new Set(guards.filter((g) => g !== undefined).map((g) => Number(g.ownerId)))];
  const alive = new Set(
    (await batchGet(db, owners.map(articleKey), ['id']))
      .filter((a) => a !== undefined)
      .map((a) => Number(a.id)),
  );
  return items.map((_, n) => {
    for (const g of [guards[2 * n], guards[2 * n + 1]])
      if (g && alive.has(Number(g.ownerId))) return Number(g.ownerId);
    return null;
  });
}
