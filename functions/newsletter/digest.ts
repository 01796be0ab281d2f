// Digest composition: which articles a digest holds, and its mail rendered once and made personal by
// swapping a placeholder token for each subscriber's own unsubscribe token.
import {
  getArticles,
  listArticlesPublishedBetween,
  listCategories,
  type Db,
} from '../data/index.ts';
import { DIGEST_MAX_ARTICLES, isPublic } from '../domain/index.ts';
import { unsubscribeHeaders } from './mail/headers.ts';
import { renderDigest, type DigestArticle, type RenderedMail } from './mail/render.ts';
import type { Mail } from './mail/transport.ts';
import type { NewsletterLinks } from './tokens.ts';

/** Stands for the token in the rendered mail: base64url characters only, so no renderer escapes it. */
export const TOKEN_PLACEHOLDER = 'UNSUBSCRIBE_TOKEN_PLACEHOLDER';

/** Ids of the articles published in (since, upTo]: featured first, then newest, at most DIGEST_MAX_ARTICLES. */
export async function chooseArticleIds(db: Db, since: string, upTo: string): Promise<number[]> {
  const candidates = await listArticlesPublishedBetween(db, since, upTo);
  // The candidates come newest first and sort() is stable, so each group stays newest first.
  candidates.sort((a, b) => Number(b.featured) - Number(a.featured));
  return candidates.slice(0, DIGEST_MAX_ARTICLES).map((c) => c.id);
}

/**
 * The digest's articles in the order of `ids` (one deleted since, or no longer public, is left out), each
 * with its absolute link. The ids come from the public date index (chooseArticleIds).
 */
export async function digestArticles(
  db: Db,
  ids: number[],
  siteUrl: string,
): Promise<DigestArticle[]> {
  const [articles, categories] = await Promise.all([getArticles(db, ids), listCategories(db)]);
  const names = new Map(categories.map((c) => [c.id, c.name]));
  const base = siteUrl.replace(/\/+$/, '');
  return articles.filter(isPublic).map((a) => ({
    id: a.id,
    title: a.title,
    summary: a.summary,
    category: names.get(a.categoryId) ?? '',
    url: `${base}/article/${a.id}`,
    featured: a.featured,
    inShort: a.inShort,
  }));
}

/** The digest mail, rendered once with the placeholder token in its unsubscribe link. */
export function renderDigestOnce(
  articles: DigestArticle[],
  links: NewsletterLinks,
  siteUrl: string,
  date: Date,
): Promise<RenderedMail> {
  return renderDigest({
    articles,
    siteUrl,
    unsubscribeUrl: links.unsubscribePage(TOKEN_PLACEHOLDER),
    date,
  });
}

/** One subscriber's copy: their token in the visible link, and the one-click headers. */
export function personalise(
  mail: RenderedMail,
  to: string,
  token: string,
  links: NewsletterLinks,
): Mail {
  return {
    to,
    subject: mail.subject,
    html: mail.html.replaceAll(TOKEN_PLACEHOLDER, token),
    text: mail.text.replaceAll(TOKEN_PLACEHOLDER, token),
    headers: unsubscribeHeaders(links.oneClick(token)),
  };
}
