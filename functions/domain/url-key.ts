// When two written forms of a URL are one address: the key that the import guards (an article's link) and the feed
// list (a source's address) compare. A key is only compared or hashed, never fetched or shown.

/**
 * Query parameters that track where a reader came from and never choose what the page is: `utm_*`, click ids
 * (fbclid, gclid, dclid, gbraid, wbraid, msclkid, yclid, twclid, igshid), referral tags (ref, ref_src) and the
 * mailing tools' (mc_cid, mc_eid, _hsenc, _hsmi, mkt_tok). Compared in any case.
 */
const TRACKING = new Set([
  'ref',
  'ref_src',
  'fbclid',
  'gclid',
  'dclid',
  'gbraid',
  'wbraid',
  'msclkid',
  'yclid',
  'twclid',
  'igshid',
  'mc_cid',
  'mc_eid',
  '_hsenc',
  '_hsmi',
  'mkt_tok',
]);

/** True for a query parameter name that only tracks the reader (see TRACKING). */
export function isTrackingParameter(name: string): boolean {
  const lower = name.toLowerCase();
  return lower.startsWith('utm_') || TRACKING.has(lower);
}

/**
 * The key of an http(s) address, by the WHATWG URL parser: http and https are one scheme (written `https:`) whose
 * default ports are 80 and 443; the host in lower case (the parser's own: IDN as punycode); no user name or
 * password, fragment or trailing slash; tracking parameters (isTrackingParameter) dropped and the others sorted by
 * name. The path and the other parameters keep their case, as servers may tell them apart. Anything that is not an
 * absolute http(s) URL is its own key, trimmed. Idempotent: the key of a key is the key.
 */
export function urlKey(url: string): string {
  const trimmed = url.trim();
  let u: URL;
  try {
    u = new URL(trimmed);
  } catch {
    return trimmed;
  }
  if (u.protocol !== 'http:' && u.protocol !== 'https:') return trimmed;
  const port = u.port === '80' || u.port === '443' ? '' : u.port;
  const params = new URLSearchParams(
    [...u.searchParams].filter(([name]) => !isTrackingParameter(name)),
  );
  params.sort();
  const query = params.size > 0 ? `?${params.toString()}` : '';
  const path = u.pathname.replace(/\/+$/, '');
  return `https://${u.hostname}${port ? `:${port}` : ''}${path}${query}`;
}
