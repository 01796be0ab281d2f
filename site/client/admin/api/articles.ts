// The articles resource (product.md §7 plus DELETE, §11.7): its calls, query keys, queries and mutations, and the
// browser's image rules.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  Article,
  ArticleFormat,
  ArticleStatus,
  ArticleTag,
} from '../../../../functions/domain/index.ts';
import { toast } from '../../../stores/toasts.ts';
import { adminJson, adminRequest } from './http.ts';
import { lookupKeys } from './lookups.ts';

/** product.md §2: the admin list pages by 20. */
export const ARTICLE_PAGE_SIZE = 20;

/** A page of the manual list, of every status or of one (product.md §10.12). */
export const listManualArticles = (page: number, status: ArticleStatus | null = null) =>
  adminRequest<Article[]>(
    `/api/articles?isManualEntry=true&limit=${ARTICLE_PAGE_SIZE}&offset=${page * ARTICLE_PAGE_SIZE}${status ? `&status=${status}` : ''}`,
  );
export const getArticle = (id: number) => adminRequest<Article>(`/api/articles/${id}`);
export const getArticleTags = (id: number) =>
  adminRequest<ArticleTag[]>(`/api/articles/${id}/tags`);
export const deleteArticle = (id: number) =>
  adminJson<Record<string, never>>('DELETE', `/api/articles/${id}`);

/** The multipart body's fields (product.md §7) as the form edits them and the body sends them. */
export interface ArticleTextFields {
  title: string;
  slug: string;
  summary: string;
  content: string;
  author: string;
  categoryId: string;
  featured: boolean;
  tagIds: string[];
  /** product.md §10.11: the text format, and the easy-read summary ('' for none). */
  format: ArticleFormat;
  inShort: string;
}

/** The multipart body of product.md §7, plus imageAlt, version and removeImage (product.md §11.7). */
export interface ArticleSubmission extends ArticleTextFields {
  /** Sent only with an image (a new file or the kept one): '' marks it decorative. */
  imageAlt?: string;
  image?: File | null;
  version?: number;
  removeImage?: boolean;
  /** product.md §10.12: absent, a create publishes and an update keeps the status. */
  status?: ArticleStatus;
  /** With status 'scheduled': when it goes live (ISO 8601). */
  scheduledFor?: string;
  /** Sent by the form's autosave: a run of autosaves keeps one revision (product.md §10.13). */
  autosave?: boolean;
}

export function articleFormData(s: ArticleSubmission): FormData {
  const form = new FormData();
  for (const key of [
    'title',
    'slug',
    'summary',
    'content',
    'author',
    'categoryId',
    'format',
    'inShort',
  ] as const)
    form.append(key, s[key]);
  form.append('featured', s.featured ? 'true' : 'false');
  for (const id of s.tagIds) form.append('tagIds', id);
  if (s.imageAlt !== undefined) form.append('imageAlt', s.imageAlt);
  if (s.image) form.append('image', s.image);
  if (s.version !== undefined) form.append('version', String(s.version));
  if (s.removeImage) form.append('removeImage', 'true');
  if (s.status) form.append('status', s.status);
  if (s.scheduledFor) form.append('scheduledFor', s.scheduledFor);
  if (s.autosave) form.append('autosave', 'true');
  return form;
}

/** POST (no id) or PUT (id) the article; answers the stored record. */
export function saveArticle(id: number | null, s: ArticleSubmission): Promise<Article> {
  return adminRequest<Article>(id === null ? '/api/articles' : `/api/articles/${id}`, {
    method: id === null ? 'POST' : 'PUT',
    body: articleFormData(s),
  });
}

/** A Markdown text rendered and sanitized by the server, exactly as readers will get it (product.md §10.11). */
export const previewArticleBody = (content: string) =>
  adminJson<{ contentHtml: string }>('POST', '/api/articles/preview', { content });

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

/** Local date of the Published column (product.md §2). */
export const publishedDate = (iso: string) => new Date(iso).toLocaleDateString();

/** Every article query is under `all`, so a change refreshes the lists and the tags. */
export const articleKeys = {
  all: ['articles'] as const,
  manual: (page: number, status: ArticleStatus | null = null) =>
    ['articles', 'manual', page, status] as const,
  /** Every page of the manual list, whatever its filter. */
  manualLists: ['articles', 'manual'] as const,
  tags: (id: number | undefined) => ['articles', id, 'tags'] as const,
  preview: (content: string) => ['articles', 'preview', content] as const,
};

/** The preview's rendered body of a Markdown text (none for plain text, which the page shows as paragraphs). */
export const usePreviewBody = (content: string, markdown: boolean) =>
  useQuery({
    queryKey: articleKeys.preview(content),
    enabled: markdown,
    queryFn: () => previewArticleBody(content),
  });

export const useManualArticles = (page: number, status: ArticleStatus | null = null) =>
  useQuery({
    queryKey: articleKeys.manual(page, status),
    queryFn: () => listManualArticles(page, status),
  });

/** The tags of the article being edited (none when creating). */
export const useLinkedTags = (article: Article | null) =>
  useQuery({
    queryKey: articleKeys.tags(article?.id),
    enabled: article !== null,
    // product.md §8: the article's tags failing in admin is logged only; the form opens with none ticked.
    queryFn: () => getArticleTags(article!.id).catch((err: unknown) => (console.error(err), [])),
  });

/** After a change: the article lists, then the categories. */
function useRefreshArticles() {
  const client = useQueryClient();
  return async () => {
    await client.invalidateQueries({ queryKey: articleKeys.all });
    await client.invalidateQueries({ queryKey: lookupKeys.categories });
  };
}

/**
 * POST or PUT (product.md §8 'Success' notice), then the lists refresh; failures are the caller's to show.
 * `inPlace`: the form stays open on the saved draft (Save draft, autosave: product.md §10.12), so no toast
 * (the form says it quietly) and only the lists refresh: the open form's tags query is left as it is.
 */
export function useSaveArticle() {
  const refresh = useRefreshArticles();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (v: {
      id: number | null;
      submission: ArticleSubmission;
      notice?: string;
      inPlace?: boolean;
    }) => saveArticle(v.id, v.submission),
    onSuccess: async (_saved, v) => {
      if (v.inPlace) {
        await client.invalidateQueries({ queryKey: articleKeys.manualLists });
        return;
      }
      toast({
        title: 'Success',
        description:
          v.notice ??
          (v.id === null ? 'Article was created successfully' : 'Article was updated successfully'),
      });
      await refresh();
    },
  });
}

export function useDeleteArticle() {
  const refresh = useRefreshArticles();
  return useMutation({
    mutationFn: deleteArticle,
    onSuccess: async () => {
      toast({ title: 'Success', description: 'Article was deleted successfully' });
      await refresh();
    },
  });
}

/** The latest stored article and its tags (after a 409); the tags query is given them, so the form agrees. */
export function useLoadLatestArticle() {
  const client = useQueryClient();
  return async (id: number) => {
    const [latest, tags] = await Promise.all([getArticle(id), getArticleTags(id)]);
    client.setQueryData(articleKeys.tags(id), tags);
    return { latest, tags };
  };
}
