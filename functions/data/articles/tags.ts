// Article-tag links, both ways: TAG#<tagId> / <publishedAt>#<id> (a tag's articles, newest first) and
// ARTICLE#<id> / TAG#<padded tagId> (an article's tags). Why both: each direction is then one Query.
// A third link, TAG#<tagId>#CATEGORY#<categoryId> / <publishedAt>#<id>, lists a tag's articles in one
// category (product.md §4.1, filters combine), so that list is one Query too, as cheap as the tag's own.
// The tag-side sort keys hold publishedAt, so a date or category change rewrites the links as well as a tag
// change. The tag side is a public list: an article readers may not see (domain isPublic) keeps its own side only.
import type { ArticleTag } from '../../domain/index.ts';
import { batchWrite } from '../batch.ts';
import type { Db } from '../db.ts';
import { padId } from '../keys.ts';
import { getTags } from '../tags.ts';
import { dateKey } from './item.ts';

export interface Linked {
  id: number;
  publishedAt: string;
  categoryId: number;
  tagIds: number[];
  /** False: the article is not public, so it has no TAG# side links (default true). */
  listed?: boolean;
}

/** The partition of a tag's articles, or of its articles in one category. */
export const tagListKey = (tagId: number, categoryId?: number) =>
  categoryId === undefined ? `TAG#${tagId}` : `TAG#${tagId}#CATEGORY#${categoryId}`;

type LinkItem = { pk: string; sk: string; [k: string]: unknown };

/** The tag-side links of a public article: its tags' lists, and each tag's list within its category. */
function listedLinks(a: Linked, tagId: number): LinkItem[] {
  if (a.listed === false) return [];
  const sk = dateKey(a.publishedAt, a.id);
  return [
    { pk: tagListKey(tagId), sk, articleId: a.id },
    { pk: tagListKey(tagId, a.categoryId), sk, articleId: a.id },
  ];
}

/** The link items of an article (both directions); the bulk create writes them with the article item. */
export function linkItems(a: Linked): LinkItem[] {
  return a.tagIds.flatMap((tagId) => [
    ...listedLinks(a, tagId),
    { pk: `ARTICLE#${a.id}`, sk: `TAG#${padId(tagId)}`, tagId },
  ]);
}

type LinkKey = { pk: string; sk: string };

/** The writes that turn the links of `before` (null: none) into those of `after` (null: none); unchanged links stay. */
export function tagLinkChanges(
  before: Linked | null,
  after: Linked | null,
): { puts: LinkItem[]; deletes: LinkKey[] } {
  const id = (i: LinkKey) => `${i.pk}|${i.sk}`;
  const next = after ? linkItems(after) : [];
  const keep = new Set(next.map(id));
  const old = before ? linkItems(before) : [];
  const had = new Set(old.map(id));
  return {
    puts: next.filter((i) => !had.has(id(i))),
    deletes: old.filter((i) => !keep.has(id(i))).map(({ pk, sk }) => ({ pk, sk })),
  };
}

/** Replaces the links of `before` with those of `after` by BatchWrite; idempotent, so a rerun finishes a cut-off one. */
export async function rewriteTagLinks(
  db: Db,
  before: Linked | null,
  after: Linked | null,
): Promise<void> {
  const { puts, deletes } = tagLinkChanges(before, after);
  await batchWrite(db, [
    ...deletes.map((Key) => ({ DeleteRequest: { Key } })),
    ...puts.map((Item) => ({ PutRequest: { Item } })),
  ]);
}

/** The tags of an article, by tag id (Query ARTICLE#id begins_with TAG#, then BatchGet the tags). */
export async function listArticleTags(db: Db, articleId: number): Promise<ArticleTag[]> {
  const { Items = [] } = await db.dynamo.Query({
    TableName: db.table,
    KeyConditionExpression: 'pk = :p AND begins_with(sk, :t)',
    ExpressionAttributeValues: { ':p': `ARTICLE#${articleId}`, ':t': 'TAG#' },
  });
  const tags = await getTags(
    db,
    Items.map((i) => Number(i.tagId)),
  );
  return tags.map(({ id, name, description }) => ({ id, name, description }));
}
