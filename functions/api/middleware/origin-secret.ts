// Cloud: refuses /api requests that did not come through CloudFront, which adds a shared secret header.
import { createHash, timingSafeEqual } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import { ApiError } from '../errors.ts';

/** The header CloudFront adds to every request it forwards to the API (infra/constructs/site.ts). */
export const ORIGIN_VERIFY_HEADER = 'x-origin-verify';

/** Compares hashes in constant time, so the answer's timing says nothing about the secret. */
export function requireOriginSecret(secret: string): MiddlewareHandler {
  const expected = createHash('sha256').update(secret).digest();
  return async (c, next) => {
    const given = createHash('sha256')
      .update(c.req.header(ORIGIN_VERIFY_HEADER) ?? '')
      .digest();
    if (!timingSafeEqual(given, expected))
      throw new ApiError(403, 'Forbidden: requests must come through the site');
    await next();
  };
}
