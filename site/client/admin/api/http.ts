// client/admin/api holds one module per admin resource (calls, keys, queries, mutations): browser-only admin code, so
// beside the admin helpers, out of islands/ (screens only) and lib/ (shared with public pages). Screens import hooks.
// Admin calls share one rule: never the browser cache (the sources list is cached 60 s, product.md §9), always cookies.
import { ApiRequestError, apiRequest } from '../../../lib/api.ts';

/** JSON from an admin call; a 401 surfaces as ApiRequestError(401), which the query client turns into "session ended". */
export function adminRequest<T>(path: string, init: RequestInit = {}): Promise<T> {
  return apiRequest<T>(path, { cache: 'no-store', ...init });
}

/** A JSON body write (POST, PUT). */
export function adminJson<T>(method: string, path: string, body?: unknown): Promise<T> {
  if (body === undefined) return adminRequest<T>(path, { method });
  return adminRequest<T>(path, {
    method,
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
}

/**
 * The `{error}` of product.md §8's mutation notices ('Failed to create event: {error}'): the API's own message, else the
 * status code, a colon and the status text (product.md §8's generic form), never a raw body (a proxy's HTML).
 */
export function noticeErrorText(err: unknown): string {
  if (err instanceof ApiRequestError)
    return err.serverMessage ?? `${err.status}: ${err.statusText || 'Request failed'}`;
  return err instanceof Error ? err.message : String(err);
}
