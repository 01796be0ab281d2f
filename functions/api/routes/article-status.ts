// The article routes' share of product.md §10.12: who may read an article by id, and the status a save asks for.
import type { Context } from 'hono';
import { getArticle, type Db } from '../../data/index.ts';
// Not through domain/index.ts: a cold read must not load the editor's form schema (infra/lambdas.test.ts).
import {
  articleStatusInputSchema,
  type ArticleStatusInput,
} from '../../domain/article-status-input.ts';
import { isPublic } from '../../domain/article-status.ts';
import type { Article } from '../../domain/article.ts';
import { isAdmin } from '../auth/middleware.ts';
import type { SessionRouteDeps } from '../deps.ts';
import { ApiError, found } from '../errors.ts';
import { parseInput } from '../validation.ts';

/**
 * The article `id` as its reader may see it: a public one to anyone; one that is not public (a draft, a
 * scheduled one) only to a signed-in admin (`admins`), who edits it; everyone else gets the same 404 as
 * for no article at all. The session is checked only for an article that is not public.
 */
export async function readableArticle(
  c: Context,
  deps: SessionRouteDeps,
  id: number,
  admins = true,
): Promise<Article> {
  const read = async (db: Db, articleId: number) => ({ article: await getArticle(db, articleId) });
  return (await readableArticleWith(c, deps, id, admins, read)).article;
}

/** readableArticle's check of what `read` answers: the article with what the route needs beside it. */
export async function readableArticleWith<T extends { article: Article }>(
  c: Context,
  deps: SessionRouteDeps,
  id: number,
  admins: boolean,
  read: (db: Db, id: number) => Promise<T>,
): Promise<T> {
  const answer = await found(read(deps.db, id), 'Article', id);
  if (isPublic(answer.article) || (admins && (await isAdmin(c, deps)))) return answer;
  throw new ApiError(404, `Article ${id} not found`);
}

/** A multipart 'true' or 'false' as a boolean; anything else as given, for the schema to refuse. */
const flag = (value: unknown) => (value === 'true' ? true : value === 'false' ? false : value);

/** The status fields of a save's form (blank ones are absent); 400 when they do not fit together. */
export function statusInput(fields: Record<string, unknown>): ArticleStatusInput {
  const given = (name: string) => (fields[name] === '' ? undefined : fields[name]);
  return parseInput(articleStatusInputSchema, {
    status: given('status'),
    scheduledFor: given('scheduledFor'),
    autosave: flag(given('autosave')),
  });
}
