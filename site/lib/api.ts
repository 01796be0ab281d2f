// Browser API client (product.md §7, §8): cookies on every call, "STATUS: body" errors, 204 -> {}.
import type {
  Article,
  ArticleHit,
  ArticleSort,
  ArticleTag,
  Category,
  Event,
  GlossaryTerm,
} from '../../functions/domain/index.ts';

/**
 * A non-ok answer. message is product.md §8's "STATUS: body", for logs. serverMessage is the API's own non-blank JSON `error`
 * text, or null: the only part of a failure that may be shown to readers (never a proxy's HTML or a status line).
 */
export class ApiRequestError extends Error {
  readonly status: number;
  readonly statusText: string;
  readonly body: string;
  readonly serverMessage: string | null;
  constructor(status: number, statusText: string, body: string) {
    super(`${status}: ${body || statusText}`);
    this.name = 'ApiRequestError';
    this.status = status;
    this.statusText = statusText;
    this.body = body;
    this.serverMessage = readErrorField(body);
  }
}

/** The JSON body's non-blank `error` string; anything else (HTML, `{"message":...}`, empty) is no server message. */
function readErrorField(body: string): string | null {
  try {
    const parsed: unknown = JSON.parse(body);
    if (
      parsed &&
      typeof parsed === 'object' &&
      'error' in parsed &&
      typeof parsed.error === 'string'
    )
      return parsed.error.trim() || null;
  } catch {
    // Not JSON: the raw body is already in message.
  }
  return null;
}

/** Fetches with credentials; throws ApiRequestError on a non-ok status. For calls whose answer body is not read. */
export async function apiResponse(path: string, init: RequestInit = {}): Promise<Response> {
  const res = await fetch(path, { credentials: 'include', ...init });
  if (!res.ok) throw new ApiRequestError(res.status, res.statusText, await res.text());
  return res;
}

/** Fetches JSON with credentials; throws ApiRequestError on a non-ok status. */
export async function apiRequest<T>(path: string, init: RequestInit = {}): Promise<T> {
  const res = await apiResponse(path, init);
  if (res.status === 204) return {} as T;
  return (await res.json()) as T;
}

function query(params: Record<string, string | number | undefined>): string {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (v !== undefined) q.set(k, String(v));
  const s = q.toString();
  return s ? `?${s}` : '';
}

export interface PageParams {
  limit: number;
  offset: number;
}

export const listArticles = (p: PageParams & { sort?: ArticleSort }) =>
  apiRequest<Article[]>(`/api/articles${query({ ...p })}`);
export const listCategoryArticles = (categoryId: number, p: PageParams & { sort?: ArticleSort }) =>
  apiRequest<Article[]>(`/api/categories/${categoryId}/articles${query({ ...p })}`);
/** product.md §10.3: tag results page with offset too; §4.1: `category` narrows them to one category. */
export const listTagArticles = (
  tagId: number,
  p: PageParams & { sort?: ArticleSort; category?: number },
) => apiRequest<Article[]>(`/api/disability-tags/${tagId}/articles${query({ ...p })}`);
export const getArticle = (id: number) => apiRequest<Article>(`/api/articles/${id}`);
export const getArticleTags = (id: number) => apiRequest<ArticleTag[]>(`/api/articles/${id}/tags`);
export const searchArticles = (q: string, limit = 20) =>
  apiRequest<ArticleHit[]>(`/api/articles/search${query({ q, limit })}`);
export const listCategories = () => apiRequest<Category[]>('/api/categories');
export const listTags = () => apiRequest<ArticleTag[]>('/api/disability-tags');
export const listGlossary = (search?: string) =>
  apiRequest<GlossaryTerm[]>(`/api/glossary${query({ search })}`);
export const listEvents = (search?: string) =>
  apiRequest<Event[]>(`/api/events${query({ search })}`);
