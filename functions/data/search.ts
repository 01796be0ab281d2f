// Article search over the index of search-index.ts: every query word must match, the last as a prefix.
// Score: 3 per word found in the title, 2 in the summary, 1 in the content; ties go to the newer (higher) id.
// Cost: one Query per word (its buckets), one vocabulary Query for the prefix plus one Query per
// expansion (capped), then one BatchGet of the hits shown.
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { ArticleHit } from '../domain/index.ts';
import { articleKey } from './article-item.ts';
import { batchGet } from './batch.ts';
import type { Db } from './db.ts';
import { tokenize } from './search-tokens.ts';

/** Most vocabulary entries the last word expands to. */
export const PREFIX_EXPANSIONS = 24;

type Postings = { t: Set<number>; s: Set<number>; c: Set<number> };
const empty = (): Postings => ({ t: new Set(), s: new Set(), c: new Set() });

/** Every bucket of one token (Query pk SEARCH#token), merged into `into`. */
async function readPostings(db: Db, token: string, into: Postings): Promise<void> {
  let start: Record<string, unknown> | undefined;
  do {
    const out = await db.doc.send(
      new QueryCommand({
        TableName: db.table,
        KeyConditionExpression: 'pk = :p',
        ExpressionAttributeValues: { ':p': `SEARCH#${token}` },
        ExclusiveStartKey: start,
      }),
    );
    for (const item of out.Items ?? []) {
      for (const f of ['t', 's', 'c'] as const)
        for (const id of (item[f] as Set<number> | undefined) ?? []) into[f].add(Number(id));
    }
    start = out.LastEvaluatedKey;
  } while (start);
}

/** Tokens starting with `prefix` (Query VOCAB#<first 2> begins_with prefix, capped). */
async function expand(db: Db, prefix: string): Promise<string[]> {
  const { Items = [] } = await db.doc.send(
    new QueryCommand({
      TableName: db.table,
      KeyConditionExpression: 'pk = :p AND begins_with(sk, :s)',
      ExpressionAttributeValues: { ':p': `VOCAB#${prefix.slice(0, 2)}`, ':s': prefix },
      Limit: PREFIX_EXPANSIONS,
    }),
  );
  return Items.map((i) => String(i.sk));
}

async function postingsOf(db: Db, word: string, prefix: boolean): Promise<Postings> {
  const into = empty();
  const tokens =
    prefix && word.length >= 2 ? [...new Set([word, ...(await expand(db, word))])] : [word];
  await Promise.all(tokens.map((t) => readPostings(db, t, into)));
  return into;
}

/** Ranked ids for a query (the index only; no article is read). */
export async function searchArticleIds(db: Db, q: string, limit: number): Promise<number[]> {
  const words = [...new Set(tokenize(q))].slice(0, 8);
  if (words.length === 0 || limit < 1) return [];
  const postings = await Promise.all(
    words.map((w, i) => postingsOf(db, w, i === words.length - 1)),
  );
  // Candidates: ids every word matches somewhere; start from the rarest word.
  const sets = postings
    .map((p) => new Set([...p.t, ...p.s, ...p.c]))
    .sort((a, b) => a.size - b.size);
  const [first, ...rest] = sets;
  const scored: { id: number; score: number }[] = [];
  for (const id of first ?? []) {
    if (!rest.every((s) => s.has(id))) continue;
    let score = 0;
    for (const p of postings)
      score += (p.t.has(id) ? 3 : 0) + (p.s.has(id) ? 2 : 0) + (p.c.has(id) ? 1 : 0);
    scored.push({ id, score });
  }
  scored.sort((a, b) => b.score - a.score || b.id - a.id);
  return scored.slice(0, limit).map((s) => s.id);
}

/** Search (spec §7): {id, title, summary} of the best `limit` articles (index, then BatchGet ARTICLE#id). */
export async function searchArticles(db: Db, q: string, limit: number): Promise<ArticleHit[]> {
  const ids = await searchArticleIds(db, q, limit);
  const items = await batchGet(db, ids.map(articleKey), ['id', 'title', 'summary']);
  return items
    .filter((i) => i !== undefined)
    .map((i) => ({ id: Number(i.id), title: String(i.title), summary: String(i.summary) }));
}
