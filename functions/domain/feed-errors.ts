// A feed's failure in plain words (product.md §11.6): what failed and what to check, from the fetcher's raw message
// (functions/feeds/fetch: network error codes, 'HTTP n', 'Timed out', limits, refusals, parse and store failures).

export interface PlainFeedError {
  /** What failed, as a sentence. */
  what: string;
  /** What the editor can check or do. */
  check: string;
}

const CHECK_URL = 'Check the URL for typing mistakes, and open it in a browser.';
const RETRY_LATER =
  'Nothing to change here: it is tried again later. If it keeps failing, ask the site.';

/** HTTP statuses by what they mean to an editor. */
function httpError(status: number): PlainFeedError {
  if (status === 404 || status === 410)
    return {
      what: `There is no feed at this URL any more (the site answered ${status}, not found).`,
      check: 'Find the feed’s current address on the site and edit the URL.',
    };
  if (status === 401 || status === 403)
    return {
      what: `The site refused to give us the feed (it answered ${status}).`,
      check: 'Check whether the feed needs a sign-in or blocks automated readers.',
    };
  if (status === 429)
    return {
      what: 'The site asked us to slow down (it answered 429, too many requests).',
      check: 'Nothing to change here: it is tried again after the wait the site asked for.',
    };
  if (status >= 500)
    return {
      what: `The site had a problem of its own (it answered ${status}).`,
      check: RETRY_LATER,
    };
  return {
    what: `The site answered with an unexpected status (${status}) instead of the feed.`,
    check: CHECK_URL,
  };
}

/** [pattern of the raw message, its plain form]; the first match wins. */
const RULES: [RegExp, PlainFeedError | ((m: RegExpExecArray) => PlainFeedError)][] = [
  [/^HTTP (\d{3})/, (m) => httpError(Number(m[1]))],
  [
    /ENOTFOUND|EAI_AGAIN|EAI_NONAME|No address for/,
    {
      what: 'The site’s name could not be found on the internet.',
      check: 'Check the URL for typing mistakes; the site may have moved or closed.',
    },
  ],
  [
    /ECONNREFUSED/,
    {
      what: 'The site’s server refused the connection.',
      check: 'Check the URL, including any port number; the site may be down.',
    },
  ],
  [
    /ECONNRESET|EPIPE|socket hang up|other side closed|UND_ERR_SOCKET/i,
    { what: 'The connection to the site was cut off before the feed arrived.', check: RETRY_LATER },
  ],
  [
    /^Timed out|ETIMEDOUT|no answer within/,
    { what: 'The site did not answer within 10 seconds.', check: RETRY_LATER },
  ],
  [
    /CERT|certificate|SSL|TLS|self.signed/i,
    {
      what: 'The site’s security certificate was not accepted.',
      check: 'Check that the URL names the site exactly; its certificate may have expired.',
    },
  ],
  [
    /^Refused address|private or local network/,
    {
      what: 'The URL leads to a private or local network address, which feeds may not use.',
      check: 'Use the feed’s public address.',
    },
  ],
  [
    /^Too many redirects/,
    {
      what: 'The URL sent us on to other addresses too many times.',
      check: 'Open the URL in a browser and use the address it ends at.',
    },
  ],
  [
    /^Feed larger than/,
    {
      what: 'The feed is larger than the 5 MB we read.',
      check: 'Look for a smaller feed on the site (one category, or fewer items).',
    },
  ],
  [
    /^Malformed feed/,
    {
      what: 'The URL answered, but not with a feed we can read.',
      check: 'Check that the URL is the RSS or Atom feed itself, not the site’s web page.',
    },
  ],
  [
    /could not be stored/,
    {
      what: 'The feed arrived, but some of its items could not be saved.',
      check: 'Nothing to change here: it is tried again at the next update.',
    },
  ],
  [
    /^Refused URL scheme|^Invalid feed URL|^Bad redirect location|user name or password/,
    {
      what: 'The URL is not a web address a feed can be read from.',
      check:
        'Use an address that starts with http:// or https://, without a user name or password.',
    },
  ],
];

/** The plain form of a raw fetch failure; an unknown one still says what to check. */
export function plainFeedError(raw: string): PlainFeedError {
  for (const [pattern, plain] of RULES) {
    const m = pattern.exec(raw);
    if (m) return typeof plain === 'function' ? plain(m) : plain;
  }
  return { what: 'The feed could not be read.', check: CHECK_URL };
}
