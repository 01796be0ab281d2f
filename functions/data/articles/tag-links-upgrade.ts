// Tag link format: TAGLINKS#META / VERSION records it. Version 2 added each tag's list within one category
// (tags.ts, product.md §4.1). A store written by older code gets those links once, when the local host starts,
// as the search index is upgraded; writers keep them from then on.
import { batchWrite } from '../batch.ts';
import type { Db } from '../db.ts';
import { linkItems } from './tags.ts';
import { linksOf } from './visibility.ts';
import { articleIdsByDate, getArticlesWithTagIds } from './walk.ts';

/** The format this code writes and reads. */
export const TAG_LINKS_VERSION = 2;

/** Articles read and linked per pass: bounds the memory a large store's upgrade holds. */
const PASS = 2000;

/** Whether a link is one version 2 added: a tag's list within one category. */
const inCategory = (pk: string) => /^TAG#\d+#CATEGORY#\d+$/.test(pk);

const metaKey = { pk: 'TAGLINKS#META', sk: 'VERSION' };

/** Records that the tag links are in the current format; the seed calls it after writing a fresh store. */
export async function recordTagLinksVersion(db: Db): Promise<void> {
  await db.dynamo.PutItem({
    TableName: db.table,
    Item: { ...metaKey, version: TAG_LINKS_VERSION },
  });
}

/**
 * Writes the links an older store lacks, for every public article (the others have no tag-side links),
 * and records the format; answers how many articles were linked (0 when the store was current). The puts
 * are idempotent, so a pass cut off by a stop is simply run again at the next start. An article edited
 * during its pass may keep a stale link (the pass writes what it read), as with the search upgrade.
 */
export async function upgradeTagLinks(db: Db): Promise<number> {
  const { Item } = await db.dynamo.GetItem({
    TableName: db.table,
    Key: metaKey,
    ConsistentRead: true,
  });
  if (Number(Item?.version ?? 1) >= TAG_LINKS_VERSION) return 0;
  const ids = await articleIdsByDate(db);
  let linked = 0;
  for (let i = 0; i < ids.length; i += PASS) {
    const articles = await getArticlesWithTagIds(db, ids.slice(i, i + PASS));
    const puts = articles.flatMap(({ article, tagIds }) =>
      linkItems(linksOf(article, tagIds))
        .filter((Item) => inCategory(Item.pk))
        .map((Item) => ({ PutRequest: { Item } })),
    );
    await batchWrite(db, puts);
    linked += articles.length;
  }
  await recordTagLinksVersion(db);
  return linked;
}
