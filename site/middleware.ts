// Astro middleware: runs for every page as the build renders it (static output: at build time only).
import { defineMiddleware } from 'astro/middleware';
import { cspMetaFirst } from './layouts/csp-meta-first.ts';

/**
 * Moves the CSP <meta> to the top of <head> as each page is rendered (product.md §11.9, see cspMetaFirst),
 * instead of reading and rewriting every built file afterwards: at 100,000 article pages that pass
 * alone cost (see docs/scale-builds.md) a large part of the build.
 */
export const onRequest = defineMiddleware(async (_context, next) => {
  const response = await next();
  if (!response.headers.get('content-type')?.startsWith('text/html')) return response;
  const html = await response.text();
  return new Response(cspMetaFirst(html), {
    status: response.status,
    statusText: response.statusText,
    headers: response.headers,
  });
});
