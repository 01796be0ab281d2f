// The one source of the site's security policy (product.md §11.9): the CSP header part, the page (meta) part and Permissions-Policy,
// and the admin session cookie's name. The Hono middleware, CloudFront's policies (infra) and astro.config.mjs all read it, so they agree.

/**
 * The admin session cookie (functions/api/auth/session.ts). CloudFront keys its /api/* cache on it, so a
 * request carrying it never meets an answer cached for readers (product.md §11.15).
 */
export const SESSION_COOKIE = 'a11y_session';

/**
 * What every response carries as the Content-Security-Policy header, locally and on CloudFront. Only
 * directives that hold for every page whatever its scripts: frame-ancestors works only in a header (a
 * meta policy ignores it), and the others restrict without allowing anything. Fetch directives such as
 * default-src and script-src stay out: a second policy can only narrow, so a header default-src 'self'
 * would block the inline scripts whose hashes only the page's meta policy lists.
 */
export const HEADER_CSP_DIRECTIVES = [
  "frame-ancestors 'none'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
] as const;

/** The header value of HEADER_CSP_DIRECTIVES. */
export const HEADER_CSP = HEADER_CSP_DIRECTIVES.join('; ');

/**
 * X-Frame-Options for browsers without frame-ancestors: DENY, as frame-ancestors 'none' says, so the
 * two never disagree (SAMEORIGIN would let the site frame itself where the CSP forbids it).
 */
export const X_FRAME_OPTIONS = 'DENY';

/**
 * What Astro writes into each page's <meta http-equiv="content-security-policy">, beside the script-src
 * and style-src it builds. img-src: uploads are 'self'; row images are DiceBear data: URIs; the article
 * editor previews a chosen file as a blob: URL; feed and event images are remote and not proxied, so
 * https: (http: images stay blocked, as mixed content on the https site would be anyway).
 */
export const PAGE_CSP_DIRECTIVES = [
  "default-src 'self'",
  "img-src 'self' data: blob: https:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
] as const;

/** script-src: the site's own files; Astro adds the hashes of every inline script it emits or is told of. */
export const PAGE_SCRIPT_SOURCES = ["'self'"];

/**
 * style-src: React and Radix write style attributes, and the admin newsletter preview (a srcdoc frame,
 * which inherits this policy) holds the digest's own <style> and inline styles, so inline styles are
 * allowed. Scripts never are.
 */
export const PAGE_STYLE_SOURCES = ["'self'", "'unsafe-inline'"];

/** Uploaded images: nothing they hold may run or load, even if a browser took one for a document. */
export const UPLOADS_CSP = "default-src 'none'; sandbox";

/** No camera, microphone or geolocation; speech synthesis needs no permission. */
export const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=()';

/** Sent only over https (the local server over http must not pin a browser to https). */
export const HSTS = 'max-age=15552000; includeSubDomains';
