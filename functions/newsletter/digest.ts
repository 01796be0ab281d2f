// Digest composition: which articles a digest may hold, which of them each topic choice gets (product.md §10.19), and
// its mail rendered once per distinct article list and made personal by swapping placeholder tokens for each
// subscriber's own unsubscribe and topics tokens.
import {
  getArticlesWithTagIds,
  listArticlesPublishedBetween,
  listCategories,
  type Db,
} from '../data/index.ts';
import {
  DIGEST_CANDIDATES_MAX,
  DIGEST_MAX_ARTICLES,
  inTopics,
  topicKey,
  type TopicChoice,
} from '../domain/index.ts';
import { unsubscribeHeaders } from './mail/headers.ts';
import { renderDigest, type DigestArticle, type RenderedMail } from './mail/render.ts';
import type { Mail } from './mail/transport.ts';
import type { NewsletterLinks } from './tokens.ts';

/** Stands for the token in the rendered mail: base64url characters only, so no renderer escapes it. */
export const TOKEN_PLACEHOLDER = 'UNSUBSCRIBE_TOKEN_PLACEHOLDER';
/** Stands for the topics token (product.md §10.19), likewise. */
export const PREFERENCES_PLACEHOLDER = 'PREFERENCES_TOKEN_PLACEHOLDER';

/**
 * Ids of the articles published in (since, upTo]: featured first, then newest, at most DIGEST_CANDIDATES_MAX.
 * Each topic choice takes its first DIGEST_MAX_ARTICLES from them (articlesFor), so a reader of a quiet
 * topic still gets its articles in a busy week.
 */
export async function chooseArticleIds(db: Db, since: string, upTo: string): Promise<number[]> {
  const candidates = await listArticlesPublishedBetween(db, since, upTo);
  // The candidates come newest first and sort() is stable, so each group stays newest first.
  candidates.sort((a, b) => Number(b.featured) - Number(a.featured));
  return candidates.slice(0, DIGEST_CANDIDATES_MAX).map((c) => c.id);
}

/** One article a digest may hold, with what decides the topic choices it is in. */
export interface DigestCandidate {
  article: DigestArticle;
  categoryId: number;
  tagIds: number[];
}

/**
 * The digest's candidates in the order of `ids` (one deleted since, or no longer public, is left out), each
 * with its absolute link, category and tag ids. The ids come from the public date index (chooseArticleIds).
 */
export async function digestCandidates(
  db: Db,
  ids: number[],
  siteUrl: string,
): Promise<DigestCandidate[]> {
  const [rows, categories] = await Promise.all([
    getArticlesWithTagIds(db, ids),
    listCategories(db),
  ]);
  const names = new Map(categories.map((c) => [c.id, c.name]));
  const base = siteUrl.replace(/\/+$/, '');
  return rows.map(({ article: a, tagIds }) => ({
    article: {
      id: a.id,
      title: a.title,
      summary: a.summary,
      category: names.get(a.categoryId) ?? '',
      url: `${base}/article/${a.id}`,
      featured: a.featured,
      inShort: a.inShort,
    },
    categoryId: a.categoryId,
    tagIds,
  }));
}

/** The articles a topic choice gets: the candidates in its topics, in order, at most DIGEST_MAX_ARTICLES. */
export function articlesFor(candidates: DigestCandidate[], topics: TopicChoice): DigestArticle[] {
  return candidates
    .filter((c) => inTopics(c, topics))
    .slice(0, DIGEST_MAX_ARTICLES)
    .map((c) => c.article);
}

/** The digest mail of `articles`, rendered with the placeholder tokens in its two personal links. */
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
    preferencesUrl: links.preferencesPage(PREFERENCES_PLACEHOLDER),
    date,
  });
}

/** The mails of one digest by topic choice, each rendered once: null for a choice with nothing new. */
export interface DigestMails {
  mailFor(topics: TopicChoice): Promise<RenderedMail | null>;
  /** How many times a mail was rendered so far (the bench's figure). */
  renders(): number;
}

/**
 * Renders lazily, once per distinct article list: subscribers are read in address order, not grouped by
 * choice, so each choice's mail is kept for the rest of the run; two choices that select the same articles
 * share one render. Memory grows with the distinct lists, never with the subscribers.
 */
export function digestMails(
  candidates: DigestCandidate[],
  links: NewsletterLinks,
  siteUrl: string,
  date: Date,
): DigestMails {
  const byList = new Map<string, Promise<RenderedMail>>();
  const byChoice = new Map<string, Promise<RenderedMail | null>>();
  const render = (articles: DigestArticle[]) => {
    const key = articles.map((a) => a.id).join(',');
    let mail = byList.get(key);
    if (!mail) {
      mail = renderDigestOnce(articles, links, siteUrl, date);
      // A failed render is not kept: the next subscriber of that list tries again.
      mail.catch(() => byList.delete(key));
      byList.set(key, mail);
    }
    return mail;
  };
  return {
    mailFor(topics) {
      const key = topicKey(topics);
      let mail = byChoice.get(key);
      if (!mail) {
        const articles = articlesFor(candidates, topics);
        mail = articles.length === 0 ? Promise.resolve(null) : render(articles);
        mail.catch(() => byChoice.delete(key));
        byChoice.set(key, mail);
      }
      return mail;
    },
    renders: () => byList.size,
  };
}

/** One subscriber's copy: their tokens in the visible links, and the one-click headers. */
export function personalise(
  mail: RenderedMail,
  to: string,
  tokens: { unsubscribe: string; preferences: string },
  links: NewsletterLinks,
): Mail {
  const swap = (body: string) =>
    body
      .replaceAll(TOKEN_PLACEHOLDER, tokens.unsubscribe)
      .replaceAll(PREFERENCES_PLACEHOLDER, tokens.preferences);
  return {
    to,
    subject: mail.subject,
    html: swap(mail.html),
    text: swap(mail.text),
    headers: unsubscribeHeaders(links.oneClick(tokens.unsubscribe)),
  };
}
