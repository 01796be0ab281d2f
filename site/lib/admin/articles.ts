// The article admin calls (spec §7 plus DELETE, issue 10) and the browser's image rules; one function per call, no state.
import type { Article, ArticleTag, Category } from '../../../functions/domain/index.ts';
import { adminJson, adminRequest } from './http.ts';

/** spec §2: the admin list pages by 20. */
export const ARTICLE_PAGE_SIZE = 20;

export const listManualArticles = (page: number) =>
  adminRequest<Article[]>(
    `/api/articles?isManualEntry=true&limit=${ARTICLE_PAGE_SIZE}&offset=${page * ARTICLE_PAGE_SIZE}`,
  );
export const getArticle = (id: number) => adminRequest<Article>(`/api/articles/${id}`);
export const getArticleTags = (id: number) =>
  adminRequest<ArticleTag[]>(`/api/articles/${id}/tags`);
export const listArticleCategories = () => adminRequest<Category[]>('/api/categories');
export const listDisabilityTags = () => adminRequest<ArticleTag[]>('/api/disability-tags');
export const deleteArticle = (id: number) =>
  adminJson<Record<string, never>>('DELETE', `/api/articles/${id}`);

/** The multipart body's fields (spec §7) as the form edits them and the body sends them. */
export interface ArticleTextFields {
  title: string;
  slug: string;
  summary: string;
  content: string;
  author: string;
  categoryId: string;
  featured: boolean;
  tagIds: string[];
}

/** The multipart body of spec §7, plus imageAlt, version and removeImage (issue 10). */
export interface ArticleSubmission extends ArticleTextFields {
  /** Sent only with an image (a new file or the kept one): '' marks it decorative. */
  imageAlt?: string;
  image?: File | null;
  version?: number;
  removeImage?: boolean;
}

export function articleFormData(s: ArticleSubmission): FormData {
  const form = new FormData();
  for (const key of ['title', 'slug', 'summary', 'content', 'author', 'categoryId'] as const)
    form.append(key, s[key]);
  form.append('featured', s.featured ? 'true' : 'false');
  for (const id of s.tagIds) form.append('tagIds', id);
  if (s.imageAlt !== undefined) form.append('imageAlt', s.imageAlt);
  if (s.image) form.append('image', s.image);
  if (s.version !== undefined) form.append('version', String(s.version));
  if (s.removeImage) form.append('removeImage', 'true');
  return form;
}

/** POST (no id) or PUT (id) the article; answers the stored record. */
export function saveArticle(id: number | null, s: ArticleSubmission): Promise<Article> {
  return adminRequest<Article>(id === null ? '/api/articles' : `/api/articles/${id}`, {
    method: id === null ? 'POST' : 'PUT',
    body: articleFormData(s),
  });
}

/** The image types the server accepts (its magic-byte check still decides), and the size limit. */
export const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif', 'image/avif'];
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const IMAGE_ACCEPT = IMAGE_TYPES.join(',');

/** Why a chosen file cannot be sent, or null when it may be. */
export function imageProblem(file: Pick<File, 'type' | 'size'>): string | null {
  if (!IMAGE_TYPES.includes(file.type)) return 'Choose a PNG, JPEG, WebP, GIF or AVIF image.';
  if (file.size > IMAGE_MAX_BYTES) return 'The image is larger than 5 MB. Choose a smaller one.';
  return null;
}

/** Local date of the Published column (spec §2). */
export const publishedDate = (iso: string) => new Date(iso).toLocaleDateString();
