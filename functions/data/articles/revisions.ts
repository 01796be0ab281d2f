// Article revisions (product.md §10.13): every update keeps the version it replaced as an item of its own,
// ARTICLE#<id> / REV#<padded version>, beside the article. They carry no index keys, so no list, feed or search
// sees them; a Query on the article's partition reads them in version order. The newest REVISION_LIMIT stay.
import { REVISION_LIMIT } from '../../domain/revision.ts';
import type { ArticleRevision, ArticleRevisionSummary } from '../../domain/revision.ts';
import { batchWrite } from '../batch.ts';
import { queryPages, type Db } from '../db.ts';
import { NotFoundError } from '../errors.ts';
import { padId } from '../keys.ts';
import { articleKey } from './item.ts';

const PREFIX = 'REV#';

export const revisionKey = (id: number, version: number) => ({
  pk: articleKey(id).pk,
  sk: `${PREFIX}${padId(version)}`,
});

/**
 * Stored attributes that are nobody's to change, or the store's own: keys, identity, counters, when it was
 * made, where it came from, and the hashes behind the uniqueness guards. Index keys (gsi<n>pk/sk) too.
 */
const NOT_EDITABLE = new Set([
  'pk',
  'sk',
  'id',
  'views',
  'version',
  'createdAt',
  'updatedAt',
  'sourceUrl',
  'isManualEntry',
  'sourceHash',
  'guidHash',
  'autosaved',
  // The HTML kept with a save is the store's (item.ts keptHtmlOf): a restore is a save, which renders its own.
  'contentHtml',
]);
const INDEX_KEY = /^gsi\d+(pk|sk)$/;

/** What a revision keeps of a stored article item: every other attribute, so fields added later ride along. */
export function editableFields(item: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(item).filter(([name]) => !NOT_EDITABLE.has(name) && !INDEX_KEY.test(name)),
  );
}

/**
 * The revision item of the stored article item an update replaces (ARTICLE#id / REV#<its version>), written in
 * the update's transaction. Its version identifies it: a later put for the same version writes the same fields.
 */
export function revisionItem(
  id: number,
  replaced: Record<string, unknown>,
): Record<string, unknown> {
  const version = Number(replaced.version);
  return {
    ...revisionKey(id, version),
    version,
    savedAt: replaced.updatedAt,
    fields: editableFields(replaced),
  };
}

/**
 * Every revision of an article, newest first, with the attributes at `paths` (each a path of names, such as
 * ['fields', 'title']) beside its keys (Query ARTICLE#id begins_with REV#, every page).
 */
async function queryRevisions(db: Db, id: number, paths: string[][]) {
  const names: Record<string, string> = {};
  const projection = paths.map((path) =>
    path
      .map((name) => {
        const alias = `#a${Object.keys(names).length}`;
        names[alias] = name;
        return alias;
      })
      .join('.'),
  );
  const items: Record<string, unknown>[] = [];
  const pages = queryPages(db, {
    TableName: db.table,
    KeyConditionExpression: 'pk = :p AND begins_with(sk, :r)',
    ExpressionAttributeValues: { ':p': articleKey(id).pk, ':r': PREFIX },
    ConsistentRead: true,
    ProjectionExpression: ['pk', 'sk', ...projection].join(', '),
    ExpressionAttributeNames: names,
    ScanIndexForward: false,
  });
  for await (const page of pages) items.push(...(page.Items ?? []));
  return items;
}

const IMAGE_PATH = ['fields', 'imageUrl'];

/** The image a revision item names (its fields.imageUrl), if any. */
const imageOf = (item: Record<string, unknown>) =>
  (item.fields as Record<string, unknown> | undefined)?.imageUrl;

/** An article's revisions, newest first: version, when it was saved, title. */
export async function listRevisions(db: Db, id: number): Promise<ArticleRevisionSummary[]> {
  const items = await queryRevisions(db, id, [['version'], ['savedAt'], ['fields', 'title']]);
  return items.map((item) => ({
    version: Number(item.version),
    savedAt: String(item.savedAt),
    title: String((item.fields as Record<string, unknown>).title),
  }));
}

/** One revision, its fields flat (GetItem ARTICLE#id / REV#version); NotFoundError when there is none. */
export async function getRevision(db: Db, id: number, version: number): Promise<ArticleRevision> {
  const { Item } = await db.dynamo.GetItem({
    TableName: db.table,
    Key: revisionKey(id, version),
    ConsistentRead: true,
  });
  if (!Item) throw new NotFoundError('revision', version);
  return {
    ...(Item.fields as Record<string, unknown>),
    version: Number(Item.version),
    savedAt: String(Item.savedAt),
  } as ArticleRevision;
}

/**
 * Deletes revisions; answers the image URLs they named that nothing names once they are gone. What names an image
 * is read after the delete (the article's image and every revision left, consistent reads), so a save that moved
 * the image into a new revision, or a restore that put it back on the article, keeps it: a restore requires its
 * revision to still exist when it commits (update.ts restoredRevision), so it either committed before this read
 * or is refused.
 */
async function dropRevisions(
  db: Db,
  id: number,
  dropped: Record<string, unknown>[],
): Promise<string[]> {
  if (dropped.length === 0) return [];
  await batchWrite(
    db,
    dropped.map((item) => ({
      DeleteRequest: { Key: { pk: String(item.pk), sk: String(item.sk) } },
    })),
  );
  const images = [...new Set(dropped.map(imageOf))].filter(
    (url): url is string => typeof url === 'string',
  );
  if (images.length === 0) return [];
  const [left, article] = await Promise.all([
    queryRevisions(db, id, [IMAGE_PATH]),
    db.dynamo.GetItem({
      TableName: db.table,
      Key: articleKey(id),
      ProjectionExpression: 'imageUrl',
      ConsistentRead: true,
    }),
  ]);
  const stillNamed = new Set([...left.map(imageOf), article.Item?.imageUrl]);
  return images.filter((url) => !stillNamed.has(url));
}

/** Keeps the newest `limit` revisions; answers the image URLs only the dropped ones named. */
export async function pruneRevisions(
  db: Db,
  id: number,
  limit = REVISION_LIMIT,
): Promise<string[]> {
  const items = await queryRevisions(db, id, [IMAGE_PATH]);
  return dropRevisions(db, id, items.slice(limit));
}

/** Deletes every revision of an article; answers the image URLs they named that nothing else names. */
export async function deleteRevisions(db: Db, id: number): Promise<string[]> {
  return dropRevisions(db, id, await queryRevisions(db, id, [IMAGE_PATH]));
}
