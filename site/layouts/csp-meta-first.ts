// Moves Astro's CSP <meta> to the top of each page's <head> (product.md §11.9), so it governs every script there; site/middleware.ts applies it.

const CSP_META = /<meta http-equiv="content-security-policy" content="[^"]*">/;
const CHARSET_META = /<meta charset="[^"]*">/i;

/**
 * Astro writes the policy at the end of <head>, after the layouts' inline scripts (the theme script, a
 * page's own head scripts). A meta policy governs only what the parser meets after it, so those scripts
 * would run unchecked and their hashes would prove nothing. Right after <meta charset> (which must stay
 * in the first 1,024 bytes) it covers the whole document. A page without the meta is returned unchanged.
 */
export function cspMetaFirst(html: string): string {
  const meta = CSP_META.exec(html)?.[0];
  if (!meta) return html;
  const rest = html.replace(meta, '');
  const charset = CHARSET_META.exec(rest);
  if (charset) {
    const at = charset.index + charset[0].length;
    return rest.slice(0, at) + meta + rest.slice(at);
  }
  return rest.replace(/<head\b[^>]*>/i, (head) => head + meta);
}
