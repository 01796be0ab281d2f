// Maps validation failures, typed data errors and HTTP exceptions to our JSON error shape (product.md §7).
import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type * as z from 'zod/mini';
import { StatusChangeError, UnknownReferenceError } from '../content/errors.ts';
import { ConflictError, NotFoundError, VersionConflictError } from '../data/errors.ts';
import { MarkdownLimitError } from '../domain/markdown-limits.ts';

export interface Issue {
  path: string;
  message: string;
}

/** Bad input found by our own checks (multipart shape, a body read by hand): 400 with issues. */
export class InputError extends Error {
  readonly issues: Issue[];
  constructor(issues: Issue[]) {
    super(summarise(issues));
    this.name = 'InputError';
    this.issues = issues;
  }
}

/** A refusal with a fixed status and a readable message: 401, 413, 415, 429. */
export class ApiError extends Error {
  readonly status: ContentfulStatusCode;
  readonly headers: Record<string, string>;
  constructor(status: ContentfulStatusCode, message: string, headers: Record<string, string> = {}) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.headers = headers;
  }
}

/** The record, or a 404 when the lookup finds nothing. */
export async function found<T>(
  lookup: Promise<T | null | undefined>,
  entity: string,
  id: number,
): Promise<T> {
  const record = await lookup;
  if (record == null) throw new ApiError(404, `${entity} ${id} not found`);
  return record;
}

export function issuesFromZod(error: z.core.$ZodError): Issue[] {
  return error.issues.map((i) => ({ path: i.path.map(String).join('.'), message: i.message }));
}

/** The readable `error` text: the distinct issue messages, so a toast can show them (product.md §8). */
function summarise(issues: Issue[]): string {
  const messages = [...new Set(issues.map((i) => i.message))];
  return messages.length ? messages.join('; ') : 'Invalid input';
}

export function badRequest(c: Context, issues: Issue[]) {
  return c.json({ error: summarise(issues), issues }, 400);
}

const httpMessages: Partial<Record<number, string>> = {
  400: 'Invalid input',
  403: 'Forbidden: cross-site request refused',
  413: 'Payload too large (images at most 5 MB)',
};

/** app.onError: known errors become their status; anything else is logged and answers a bare 500. */
export function handleError(err: unknown, c: Context): Response {
  if (
    err instanceof InputError ||
    err instanceof UnknownReferenceError ||
    err instanceof StatusChangeError ||
    err instanceof MarkdownLimitError
  )
    return badRequest(c, err.issues);
  if (err instanceof ApiError) return c.json({ error: err.message }, err.status, err.headers);
  if (err instanceof NotFoundError) return c.json({ error: err.message }, 404);
  if (err instanceof VersionConflictError) {
    return c.json({ error: err.message, currentVersion: err.currentVersion }, 409);
  }
  if (err instanceof ConflictError) return c.json({ error: err.message, field: err.field }, 409);
  if (err instanceof HTTPException) {
    const status = err.status;
    const message =
      status === 400 && err.message ? err.message : (httpMessages[status] ?? err.message);
    if (status === 400) return badRequest(c, [{ path: '', message }]);
    return c.json({ error: message || 'Request refused' }, status);
  }
  console.error('Unhandled error on %s %s', c.req.method, c.req.path, err);
  return c.json({ error: 'Internal server error' }, 500);
}
