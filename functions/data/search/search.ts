// Article search over the index of indexing.ts: every query word must match, the last as a prefix.
// Score: 3 per word found in the title, 2 in the summary, 1 in the content; ties go to the newer (higher) id.
// The last word, by length: 1-2 characters match a whole token only (a two-letter prefix would match
// a large part of the vocabulary; the search box waits for 3); 3-6 read the prefix key `word*`, which
// holds every article with a token starting so, the word itself included; 7 or more expand through the
// vocabulary (few tokens share 7 characters), up to MAX_EXPANSIONS tokens.
// Cost: one Query per word, in parallel (its buckets); for a 7+ letter last word, alongside them the
// vocabulary Query and the article counter, then one BatchGet of the expansions' buckets; last, one
// BatchGet of the hits shown (id, title, summary only).
import { QueryCommand, paginateQuery } from '@aws-sdk/lib-dynamodb';
import type { ArticleHit } from '../../domain/index.ts';
import { articleKey } from '../articles/item.ts';
import { batchGet } from '../batch.ts';
import type { Db } from '../db.ts';
import { BUCKET_SIZE, highestArticleId, postingKey } from './indexing.ts';
import { PREFIX_MAX, PREFIX_MIN, prefixKey, tokenize } from './tokens.ts';

/** Most vocabulary tokens a last word of 7 or more characters expands to. */
export const MAX_EXPANSIONS = 100;

/** One token's number sets in one bucket: ids whose title (t), summary (s), content (c) hold it. */
type Sets = { t?: Set<number>; s?: Set<number>; c?: Set<number> };
/** A query word's postings by bucket (several tokens per bucket when the word is a prefix). */
type Postings = Map<number, Sets[]>;

/** Files a posting item under its bucket; ids are then looked up in place, never merged. */
function merge(item: Record<string, unknown>, into: Postings): void {
  const bucket = Number(String(item.sk).slice(2));
  const list = into.get(bucket);
  if (list) list.push(item as Sets);
  else into.set(bucket, [item as Sets]);
}

/** 3 if the word is in the title, + 2 in the summary, + 1 in the content; 0 if nowhere (one bucket's sets). */
function scoreIn(list: Sets[], id: number): number {
  let t = 0;
  let s = 0;
  let c = 0;
  for (const sets of list) {
    if (sets.t?.has(id)) t = 3;
    if (sets.s?.has(id)) s = 2;
    if (sets.c?.has(id)) c = 1;
  }
  return t + s + c;
}

function size(p: Postings): number {
  let n = 0;
  for (const list of p.values())
    for (const x of list) n += (x.t?.size ?? 0) + (x.s?.size ?? 0) + (x.c?.size ?? 0);
  return n;
}

/**
 * Every id of `candidates` that all words match, by score: byScore[score] lists its ids. Bucket by
 * bucket, so a bucket some word lacks is skipped whole and each id is looked up in its bucket's sets only.
 */
function scoreAll(candidates: Postings, postings: Postings[]): number[][] {
  const byScore: number[][] = [];
  for (const [bucket, own] of candidates) {
    const lists = postings.map((p) => p.get(bucket));
    if (lists.some((l) => l === undefined)) continue;
    const seen = new Set<number>();
    for (const sets of own) {
      for (const set of [sets.t, sets.s, sets.c]) {
        for (const id of set ?? []) {
          if (seen.has(id)) continue;
          seen.add(id);
          let score = 0;
          for (const list of lists as Sets[][]) {
            const s = scoreIn(list, id);
            if (s === 0) {
              score = 0;
              break;
            }
            score += s;
          }
          if (score > 0) (byScore[score] ??= []).push(id);
        }
      }
    }
  }
  return byScore;
}

/** Every bucket of one key, a token or a prefix key (Query pk SEARCH#key), merged into `into`. */
async function readPostings(db: Db, key: string, into: Postings): Promise<void> {
  const pages = paginateQuery(
    { client: db.doc },
    {
      TableName: db.table,
      KeyConditionExpression: 'pk = :p',
      ExpressionAttributeValues: { ':p': `SEARCH#${key}` },
    },
  );
  for await (const page of pages) for (const item of page.Items ?? []) merge(item, into);
}

/** How many posting buckets exist: from the article id counter. */
async function bucketCount(db: Db): Promise<number> {
  return Math.floor((await highestArticleId(db)) / BUCKET_SIZE) + 1;
}

/** Tokens starting with `prefix`, up to MAX_EXPANSIONS (Query VOCAB#<first 2> begins_with, paged). */
async function expand(db: Db, prefix: string): Promise<string[]> {
  const tokens: string[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const out = await db.doc.send(
      new QueryCommand({
        TableName: db.table,
        KeyConditionExpression: 'pk = :p AND begins_with(sk, :s)',
        ExpressionAttributeValues: { ':p': `VOCAB#${prefix.slice(0, 2)}`, ':s': prefix },
        Limit: MAX_EXPANSIONS - tokens.length,
        ExclusiveStartKey: start,
      }),
    );
    for (const item of out.Items ?? []) tokens.push(String(item.sk));
    start = out.LastEvaluatedKey;
  } while (start && tokens.length < MAX_EXPANSIONS);
  return tokens;
}

/** Postings of an exact word, or of the last word as a prefix (see the header for the three cases). */
async function postingsOf(db: Db, word: string, last: boolean): Promise<Postings> {
  const into: Postings = new Map();
  if (!last || word.length < PREFIX_MIN) {
    await readPostings(db, word, into);
    return into;
  }
  if (word.length <= PREFIX_MAX) {
    await readPostings(db, prefixKey(word), into);
    return into;
  }
  const [, tokens, buckets] = await Promise.all([
    readPostings(db, word, into),
    expand(db, word),
    bucketCount(db),
  ]);
  const keys = tokens
    .filter((t) => t !== word)
    .flatMap((t) => Array.from({ length: buckets }, (_, b) => postingKey(t, b)));
  for (const item of await batchGet(db, keys)) if (item) merge(item, into);
  return into;
}

/** Ranked ids for a query (Query SEARCH#<word> per word, VOCAB# for a long last word; no article is read). */
export async function searchArticleIds(db: Db, q: string, limit: number): Promise<number[]> {
  const words = [...new Set(tokenize(q))].slice(0, 8);
  if (words.length === 0 || limit < 1) return [];
  const postings = await Promise.all(
    words.map((w, i) => postingsOf(db, w, i === words.length - 1)),
  );
  // Candidates: the ids of the rarest word; every other word must match each of them somewhere.
  const rarest = postings.reduce((a, b) => (size(b) < size(a) ? b : a));
  const byScore = scoreAll(rarest, postings);
  // Best score first, ties newest (highest id) first; only the score lists the page reaches are sorted.
  const ids: number[] = [];
  for (let score = byScore.length - 1; score > 0 && ids.length < limit; score--) {
    const tied = byScore[score];
    if (tied) ids.push(...tied.sort((a, b) => b - a).slice(0, limit - ids.length));
  }
  return ids;
}

/** Search (spec §7): {id, title, summary} of the best `limit` articles (index, then BatchGet ARTICLE#id). */
export async function searchArticles(db: Db, q: string, limit: number): Promise<ArticleHit[]> {
  const ids = await searchArticleIds(db, q, limit);
  const items = await batchGet(db, ids.map(articleKey), ['id', 'title', 'summary']);
  return items
    .filter((i) => i !== undefined)
    .map((i) => ({ id: Number(i.id), title: String(i.title), summary: String(i.summary) }));
}
