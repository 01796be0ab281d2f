// Article search over the index of indexing.ts: every query word must match, the last as a prefix.
// Score: 3 per word found in the title, 2 in the summary, 1 in the content; ties go to the newer (higher) id.
// The last word, by length: 1-2 characters match a whole token only (a two-letter prefix would match
// a large part of the vocabulary; the search box waits for 3); 3-6 read the prefix key `word*`, which
// holds every article with a token starting so, the word itself included; 7 or more read the prefix key
// of their first 6 when every token starting so starts with the whole word (checked in the vocabulary,
// in the same round), else expand through the vocabulary, up to MAX_EXPANSIONS tokens.
// Cost: one Query per word, in parallel (its buckets); for a 7+ letter last word, alongside them the
// vocabulary Query and a one-key Query, then, rarely, one Query per expansion; last, one BatchGet of the
// hits shown (id, title, summary only). Postings are bitsets per bucket (bits.ts): matching
// the words is a byte-wise AND, and buckets are ranked newest first until the best score fills the page.
import type { ArticleHit } from '../../domain/index.ts';
import { mapPool } from '../../lib/pool.ts';
import { publicItems } from '../articles/public.ts';
import { queryPages, type Db } from '../db.ts';
import { andInto, BUCKET_SIZE, descending, emptyBits, hasBit, orInto } from './bits.ts';
import { bucketOf, FIELDS, fieldBits, type FieldBits } from './postings.ts';
import { PREFIX_MAX, PREFIX_MIN, prefixKey, tokenize } from './tokens.ts';

/** Most vocabulary tokens a last word of 7 or more characters expands to. */
export const MAX_EXPANSIONS = 100;

/** A query word's postings by bucket: per field, the ids holding it (several keys OR-ed for a prefix). */
type Postings = Map<number, FieldBits & { any: FieldBits['t'] }>;

/** ORs a posting item into its bucket's bits. */
function merge(item: Record<string, unknown>, into: Postings): void {
  const bucket = bucketOf(item);
  const bits = fieldBits(item);
  let known = into.get(bucket);
  if (!known)
    into.set(
      bucket,
      (known = { t: emptyBits(), s: emptyBits(), c: emptyBits(), any: emptyBits() }),
    );
  for (const f of FIELDS) {
    orInto(known[f], bits[f]);
    orInto(known.any, bits[f]);
  }
}

/**
 * Every id all words match, by score (3 per word in the title, 2 in the summary, 1 in the content):
 * byScore[score] lists its ids, newest first. Buckets go newest first, and stop once `limit` ids have the
 * highest score a query can reach, since no older id can rank above them.
 */
function rank(postings: Postings[], limit: number): number[][] {
  const byScore: number[][] = [];
  const best = 6 * postings.length;
  const buckets = [...(postings[0]?.keys() ?? [])]
    .filter((b) => postings.every((p) => p.has(b)))
    .sort((a, b) => b - a);
  for (const bucket of buckets) {
    const fields = postings.map((p) => p.get(bucket)!);
    const match = Uint8Array.from(fields[0]!.any);
    for (const f of fields.slice(1)) andInto(match, f.any);
    for (const n of descending(match)) {
      let score = 0;
      for (const f of fields)
        score += (hasBit(f.t, n) ? 3 : 0) + (hasBit(f.s, n) ? 2 : 0) + (hasBit(f.c, n) ? 1 : 0);
      (byScore[score] ??= []).push(bucket * BUCKET_SIZE + n);
    }
    if ((byScore[best]?.length ?? 0) >= limit) break;
  }
  return byScore;
}

/** Every bucket of one key, a token or a prefix key (Query pk SEARCH#key), merged into `into`. */
async function readPostings(db: Db, key: string, into: Postings): Promise<void> {
  const pages = queryPages(db, {
    TableName: db.table,
    KeyConditionExpression: 'pk = :p',
    ExpressionAttributeValues: { ':p': `SEARCH#${key}` },
  });
  for await (const page of pages) for (const item of page.Items ?? []) merge(item, into);
}

/** Whether some article holds exactly this token (Query SEARCH#token, one key). */
async function isToken(db: Db, token: string): Promise<boolean> {
  const out = await db.dynamo.Query({
    TableName: db.table,
    KeyConditionExpression: 'pk = :p',
    ExpressionAttributeValues: { ':p': `SEARCH#${token}` },
    ProjectionExpression: 'pk',
    Limit: 1,
  });
  return (out.Items?.length ?? 0) > 0;
}

/** Tokens starting with `prefix`, up to MAX_EXPANSIONS (Query VOCAB#<first 2> begins_with, paged). */
async function expand(db: Db, prefix: string): Promise<string[]> {
  const tokens: string[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const out = await db.dynamo.Query({
      TableName: db.table,
      KeyConditionExpression: 'pk = :p AND begins_with(sk, :s)',
      ExpressionAttributeValues: { ':p': `VOCAB#${prefix.slice(0, 2)}`, ':s': prefix },
      Limit: MAX_EXPANSIONS - tokens.length,
      ExclusiveStartKey: start,
    });
    for (const item of out.Items ?? []) tokens.push(String(item.sk));
    start = out.LastEvaluatedKey;
  } while (start && tokens.length < MAX_EXPANSIONS);
  return tokens;
}

/**
 * A last word of 7 or more letters. The prefix key of its first PREFIX_MAX letters holds every article
 * with a token starting so; when each such token also starts with the whole word, that key is the
 * answer, read in the same round as the check: the vocabulary lists the tokens longer than PREFIX_MAX,
 * and the one token of exactly PREFIX_MAX letters is looked up apart. Otherwise (say `screens`, whose
 * first six letters are a token too) the word's own tokens are read, itself and its expansions.
 */
async function longWordPostings(db: Db, word: string): Promise<Postings> {
  const head = word.slice(0, PREFIX_MAX);
  const shared: Postings = new Map();
  const [, near, headIsToken] = await Promise.all([
    readPostings(db, prefixKey(head), shared),
    expand(db, head),
    isToken(db, head),
  ]);
  const complete = near.length < MAX_EXPANSIONS;
  if (complete && !headIsToken && near.every((t) => t.startsWith(word))) return shared;
  const tokens = complete ? near.filter((t) => t.startsWith(word)) : await expand(db, word);
  const into: Postings = new Map();
  await mapPool(tokens, 16, (t) => readPostings(db, t, into));
  return into;
}

/** Postings of an exact word, or of the last word as a prefix (see the header for the three cases). */
async function postingsOf(db: Db, word: string, last: boolean): Promise<Postings> {
  if (last && word.length > PREFIX_MAX) return longWordPostings(db, word);
  const into: Postings = new Map();
  await readPostings(db, last && word.length >= PREFIX_MIN ? prefixKey(word) : word, into);
  return into;
}

/** Ranked ids for a query (Query SEARCH#<word> per word, VOCAB# for a long last word; no article is read). */
export async function searchArticleIds(db: Db, q: string, limit: number): Promise<number[]> {
  const words = [...new Set(tokenize(q))].slice(0, 8);
  if (words.length === 0 || limit < 1) return [];
  const postings = await Promise.all(
    words.map((w, i) => postingsOf(db, w, i === words.length - 1)),
  );
  // Best score first, ties newest (highest id) first: each score's list is in that order already.
  const byScore = rank(postings, limit);
  const ids: number[] = [];
  for (let score = byScore.length - 1; score > 0 && ids.length < limit; score--)
    ids.push(...(byScore[score] ?? []).slice(0, limit - ids.length));
  return ids;
}

/**
 * Search (product.md §7): {id, title, summary} of the best `limit` public articles (index, then BatchGet
 * ARTICLE#id through the public gate, articles/public.ts). Only public articles should have postings
 * (articles/visibility.ts), but a posting can outlive its article's visibility (a write that stopped short,
 * or one between the two reads): the gate drops it, and the ranking is asked again for as many more ids as
 * were dropped, so the answer still holds the best `limit` public hits. Normally that is one round.
 */
export async function searchArticles(db: Db, q: string, limit: number): Promise<ArticleHit[]> {
  let want = limit;
  for (;;) {
    const ids = await searchArticleIds(db, q, want);
    const items = await publicItems(db, ids, ['id', 'title', 'summary']);
    if (items.length >= limit || ids.length < want)
      return items
        .slice(0, limit)
        .map((i) => ({ id: Number(i.id), title: String(i.title), summary: String(i.summary) }));
    want += ids.length - items.length;
  }
}
